import { requireTier, requireInput } from '../../../../core/rules';
import type { BowAttack } from './attack';
import { hasSpecial, requireAttacker } from './combatant';
import { add, damageFromTerms, subtract, type DamageResult, type DamageTerm } from './damage-result';
import { requireArmor, requireRollDifference } from './damage-inputs';
import { requireBodyForTier } from './gear-limits';

/**
 * "Bow damage = (roll difference + weapon bonus) – (armor bonus)", floored at 0. No Body and no size modifier, except
 * Neo-Wolf "Heavy Shooter: Neo-Wolves may add their Body stat to damage dealt with Bows". Needs Body ≥ bow tier.
 * @example bowDamage({ attacker: { body: 3, size: { sizeCategory: 'medium', tiles: 1 } }, tier: 3, targetArmor: 2 }, 5).total // 6
 */
export function bowDamage(attack: Omit<BowAttack, 'kind'>, rollDifference: number, rollLabel = 'diff'): DamageResult {
  requireInput('Bow damage', attack);
  const { attacker, tier, targetArmor } = attack;
  requireAttacker(attacker);
  requireRollDifference(rollDifference, rollLabel === 'diff' ? 'Roll difference' : 'Stealth roll');
  requireTier(tier, 'Bow tier');
  requireArmor(targetArmor);
  requireBodyForTier(attacker.body, tier, 'bow');
  const terms: DamageTerm[] = [add(rollLabel, rollDifference)];
  if (hasSpecial(attacker.specials, 'heavy-shooter')) terms.push(add('Body', attacker.body));
  terms.push(add('T', tier), subtract('armor', targetArmor));
  return damageFromTerms(terms, false);
}
