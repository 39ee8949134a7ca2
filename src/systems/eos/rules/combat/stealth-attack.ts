import { RulesError, requireStat, requireWhole, requireInput } from '../../../../core/rules';
import type { Attack } from './attack';
import { requireAttack } from './attack-input';
import { bowDamage } from './bow-damage';
import { crossbowDamage } from './crossbow-damage';
import { add, damageFromTerms, type DamageResult } from './damage-result';
import { firearmDamage } from './firearm-damage';
import { meleeDamage } from './melee-damage';
import { siegeDamage } from './siege-damage';
import { thrownDamage } from './thrown-damage';

/** The attacker's free-hit roll: the natural d20, Reflex and the skill of the weapon used. */
export interface FreeHitRoll {
  readonly d20: number;
  readonly reflex: number;
  readonly weaponSkill: number;
}

const ROLL_LABEL = 'free-hit roll';

function rollTotal(roll: FreeHitRoll): number {
  requireWhole('The d20', roll.d20, 1, 20);
  requireStat('Reflex', roll.reflex);
  requireWhole('Weapon skill', roll.weaponSkill, 0, 15);
  return roll.d20 + roll.reflex + roll.weaponSkill;
}

/** Replaces the single roll term by its three parts so the breakdown reads "d20 14 + Reflex 3 + skill 4 + Body …". */
function splitRoll(result: DamageResult, roll: FreeHitRoll): DamageResult {
  const terms = result.terms.flatMap((t) =>
    t.label === ROLL_LABEL ? [add('d20', roll.d20), add('Reflex', roll.reflex), add('skill', roll.weaponSkill)] : [t],
  );
  return damageFromTerms(terms, result.ignoresArmor);
}

/**
 * Stealth attacks: "Essentially, you may add the “to hit” to the “bonus damage” for any Stealth attack."
 * Melee and thrown: (1d20 + reflex + skill + body + weapon) – (armor), with the size modifier; bow:
 * (1d20 + reflex + skill + weapon) – (armor) (T-07). "Note that crossbows do not gain extra damage from Stealth" —
 * neither do firearms, which ignore rolls. A siege weapon adds the roll like any other weapon; a trap is not an attack.
 * @example stealthAttackDamage(oneHandedT3Body4, { d20: 14, reflex: 3, weaponSkill: 4 }).total // 28 against armor 0
 */
export function stealthAttackDamage(attack: Attack, roll: FreeHitRoll): DamageResult {
  requireAttack('The attack', attack);
  requireInput('The roll', roll);
  switch (attack.kind) {
    case 'melee':
      return splitRoll(meleeDamage(attack, rollTotal(roll), ROLL_LABEL), roll);
    case 'thrown':
      return splitRoll(thrownDamage(attack, rollTotal(roll), ROLL_LABEL), roll);
    case 'bow':
      return splitRoll(bowDamage(attack, rollTotal(roll), ROLL_LABEL), roll);
    case 'siege':
      return splitRoll(siegeDamage(attack, rollTotal(roll), ROLL_LABEL), roll);
    case 'crossbow':
      return crossbowDamage(attack);
    case 'firearm':
      return firearmDamage(attack);
    case 'trap':
      throw new RulesError('not-allowed', 'A trap is set, not swung: it cannot make a stealth attack.');
  }
}

/**
 * Breaking a lock: "The combat roll is a normal uncontested attack vs the lock", and "The Lock will have an
 * Armor rating & HP equal to it's target number". The attacker's d20 + Reflex + skill is folded into damage like a
 * stealth attack, and the lock's target number is subtracted as armor.
 * @example lockAttackDamage({ kind: 'melee', attacker, weapons: [{ kind: 'two-handed-melee', tier: 10 }], targetArmor: 0 }, { d20: 20, reflex: 10, weaponSkill: 10 }, 44)
 */
export function lockAttackDamage(attack: Attack, roll: FreeHitRoll, lockTargetNumber: number): DamageResult {
  requireAttack('The attack', attack);
  requireInput('The roll', roll);
  const armor = requireWhole('Lock target number', lockTargetNumber);
  switch (attack.kind) {
    case 'melee':
    case 'thrown':
    case 'bow':
    case 'crossbow':
    case 'siege':
      return stealthAttackDamage({ ...attack, targetArmor: armor }, roll);
    case 'firearm':
    case 'trap':
      return stealthAttackDamage(attack, roll);
  }
}
