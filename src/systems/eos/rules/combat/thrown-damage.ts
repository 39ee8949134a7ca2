import { requireTier, requireInput } from '../../../../core/rules';
import { meleeDamageModifier } from '../size';
import type { ThrownAttack } from './attack';
import { requireAttacker } from './combatant';
import { add, damageFromTerms, subtract, type DamageResult, type DamageTerm } from './damage-result';
import { requireArmor, requireRollDifference } from './damage-inputs';
import { requireBodyForTier } from './gear-limits';

/**
 * "Thrown damage = (roll difference + weapon bonus + body) – (armor bonus)", plus the size modifier of melee and
 * thrown weapons, floored at 0. The thrower needs Body ≥ the thrown weapon's tier.
 * @example thrownDamage({ weapon: 'main-hand-thrown', attacker: { body: 3, size: { sizeCategory: 'medium', tiles: 1 } }, tier: 2, targetArmor: 1 }, 4).total // 8
 */
export function thrownDamage(
  attack: Omit<ThrownAttack, 'kind'>,
  rollDifference: number,
  rollLabel = 'diff',
): DamageResult {
  requireInput('Thrown damage', attack);
  const { attacker, tier, targetArmor } = attack;
  requireAttacker(attacker);
  requireRollDifference(rollDifference, rollLabel === 'diff' ? 'Roll difference' : 'Stealth roll');
  requireTier(tier, 'Thrown weapon tier');
  requireArmor(targetArmor);
  requireBodyForTier(attacker.body, tier, 'thrown weapon');
  const size = meleeDamageModifier(attacker.size);
  const terms: DamageTerm[] = [add(rollLabel, rollDifference), add('Body', attacker.body), add('T', tier)];
  if (size !== 0) terms.push(add('size', size));
  terms.push(subtract('armor', targetArmor));
  return damageFromTerms(terms, false);
}
