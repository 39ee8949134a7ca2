import type { MeleeAttack } from '../combat/attack';
import { attackDamage, type Attack } from '../combat/attack-damage';
import { damageDistribution, type AttackResolution, type DamageFunction, type ExchangeOdds } from './damage';
import { requireInput } from '../../../../core/rules';

/** attackDamage depends only on the roll difference, so each difference is computed once (≤ 39 instead of 400 calls). */
function damageByDifference(attack: Attack): DamageFunction {
  const known = new Map<number, number>();
  return ({ difference }) => {
    let damage = known.get(difference);
    if (damage === undefined) {
      damage = attackDamage(attack, difference).total;
      known.set(difference, damage);
    }
    return damage;
  };
}

/**
 * The exact damage odds of one attack: `attackDamage(attack, roll difference)` on every throw the attacker wins, 0 on a
 * tie or a loss; a guaranteed hit (loaded crossbow or firearm in range) deals its damage with probability 1.
 * With `counter`, the defender's melee counterattack on every throw the defender wins: "If they are in melee range &
 * wielding a melee weapon, they will counterattack using the roll difference in their damage calculation" (check
 * `counterDamage` first: bows and out-of-reach defenders only dodge).
 */
export function attackOdds(attack: Attack, resolution: AttackResolution, counter?: MeleeAttack): ExchangeOdds {
  requireInput('The attack', attack);
  if (counter !== undefined) requireInput('The counter', counter);
  // Validates both attacks up front, even when one side can never win the roll.
  attackDamage(attack, 0);
  if (counter !== undefined) attackDamage(counter, 0);
  return damageDistribution(
    resolution,
    damageByDifference(attack),
    counter === undefined ? undefined : damageByDifference(counter),
  );
}
