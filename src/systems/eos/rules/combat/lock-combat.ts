import { RulesError, requireInput, requireWhole } from '../../../../core/rules';
import type { Attack } from './attack';
import type { DamageResult } from './damage-result';
import { lockAttackDamage, type FreeHitRoll } from './stealth-attack';

/** A lock being broken in combat: its tier and target number now, and the damage it has taken so far. */
export interface LockInCombat {
  readonly tier: number;
  /** Its target number now (lockTargetNumber or lockTargetNumberWitnessed, less any tiers lost). */
  readonly targetNumber: number;
  readonly damageTaken: number;
}

/** A lock's combat numbers: "an Armor rating & HP equal to it's target number", and what is left of the HP. */
export interface LockCombatStats {
  readonly armor: number;
  readonly maxHp: number;
  readonly hp: number;
  readonly broken: boolean;
}

function requireLock(lock: LockInCombat): LockInCombat {
  const { tier, targetNumber, damageTaken } = requireInput('The lock', lock);
  requireWhole('Lock tier', tier, 0, 15);
  requireWhole('Lock target number', targetNumber, tier);
  requireWhole('Damage the lock has taken', damageTaken);
  return lock;
}

/**
 * "The Lock will have an Armor rating & HP equal to it's target number. (ie: a lock with target number of 44 would soak
 * the first 44 points of damage dealt to it on each attack.)" Broken once its HP is 0 or less.
 * @example lockCombatStats({ tier: 24, targetNumber: 44, damageTaken: 10 }) // { armor: 44, maxHp: 44, hp: 34, broken: false }
 */
export function lockCombatStats(lock: LockInCombat): LockCombatStats {
  requireInput('Lock combat stats', lock);
  const { targetNumber, damageTaken } = requireLock(lock);
  const hp = targetNumber - damageTaken;
  return { armor: targetNumber, maxHp: targetNumber, hp, broken: hp <= 0 };
}

/** One attack on a lock: the lock after it, the damage dealt and what the natural roll did. */
export interface LockAttackResult {
  readonly lock: LockInCombat;
  readonly damage: DamageResult;
  /** A natural 20: "reduce it's Tier value (& thus; armor, target number to unlock & HP) by 1". */
  readonly tierLost: boolean;
  /** A natural 1: "will damage your weapon, reducing it's Tier value until repaired". */
  readonly weaponDamaged: boolean;
  readonly stats: LockCombatStats;
}

/**
 * "The combat roll is a normal uncontested attack vs the lock. Rolling a 20 will reduce it's Tier value (& thus; armor,
 * target number to unlock & HP) by 1 … If the lock has it's Tier value reduced & has already lost HP. That HP is
 * deducted from the new HP value." The tier falls before the blow lands (as gear criticals strike before damage), so
 * the lowered armour soaks it; the damage taken is kept and counted against the new HP. A T0 lock loses no more tiers.
 */
export function attackLock(input: { lock: LockInCombat; attack: Attack; roll: FreeHitRoll }): LockAttackResult {
  const { lock: before, attack, roll } = requireInput('An attack on a lock', input);
  requireLock(before);
  requireInput('The attack roll', roll);
  requireWhole('The d20', roll.d20, 1, 20);
  const tierLost = roll.d20 === 20 && before.tier > 0;
  const afterTier = tierLost ? { ...before, tier: before.tier - 1, targetNumber: before.targetNumber - 1 } : before;
  if (lockCombatStats(before).broken) throw new RulesError('not-allowed', 'The lock is already broken.');
  const damage = lockAttackDamage(attack, roll, afterTier.targetNumber);
  const lock = { ...afterTier, damageTaken: afterTier.damageTaken + damage.total };
  return { lock, damage, tierLost, weaponDamaged: roll.d20 === 1, stats: lockCombatStats(lock) };
}
