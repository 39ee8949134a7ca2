import type { Attack } from './attack';
import { bowDamage } from './bow-damage';
import { crossbowDamage } from './crossbow-damage';
import type { DamageResult } from './damage-result';
import { firearmDamage } from './firearm-damage';
import { meleeDamage } from './melee-damage';
import { siegeDamage } from './siege-damage';
import { thrownDamage } from './thrown-damage';
import { trapDamage } from './trap-damage';
import { requireAttack } from './attack-input';

export type {
  Attack,
  AttackKind,
  BowAttack,
  CrossbowAttack,
  FirearmAttack,
  MeleeAttack,
  MeleeWeapon,
  SiegeAttack,
  ThrownAttack,
  TrapAttack,
} from './attack';
export type { DamageResult, DamageTerm } from './damage-result';

/**
 * Damage Cheatsheet: the damage a winning attack deals, given the roll difference (winner's total − loser's total;
 * for walls and other stationary objects simply the attacker's d20, A-12). Crossbows and firearms ignore the
 * difference. Always ≥ 0, with the terms it was summed from.
 * @example attackDamage({ kind: 'bow', attacker, tier: 3, targetArmor: 2 }, 5).total // 6
 */
export function attackDamage(attack: Attack, rollDifference: number): DamageResult {
  requireAttack('The attack', attack);
  switch (attack.kind) {
    case 'melee':
      return meleeDamage(attack, rollDifference);
    case 'thrown':
      return thrownDamage(attack, rollDifference);
    case 'bow':
      return bowDamage(attack, rollDifference);
    case 'crossbow':
      return crossbowDamage(attack);
    case 'firearm':
      return firearmDamage(attack);
    case 'siege':
      return siegeDamage(attack, rollDifference);
    case 'trap':
      return trapDamage(attack, rollDifference);
  }
}
