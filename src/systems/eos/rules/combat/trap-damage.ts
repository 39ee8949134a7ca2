import combatJson from '../../../../../data/eos/combat.json';
import type { CombatFile } from '../schemas/combat';
import { RulesError, requireOneOf, requireInput } from '../../../../core/rules';
import { TOOL_LEVELS } from '../tools';
import type { TrapAttack } from './attack';
import { add, damageFromTerms, type DamageResult, type DamageTerm } from './damage-result';
import { requireRollDifference } from './damage-inputs';

const { traps } = combatJson as unknown as CombatFile;

/** "Traps requires a minimum Crude tools"; Basic tools double; "Traps do not get a workshop bonus" (a Workshop counts as Basic). */
export function trapToolMultiplier(tools: TrapAttack['tools']): number {
  switch (requireOneOf('Trap tools', tools, TOOL_LEVELS)) {
    case 'none':
      throw new RulesError('not-allowed', 'Setting a trap needs at least Crude tools.');
    case 'crude':
      return 1;
    case 'basic':
    case 'workshop':
      return traps.basicToolsMultiplier;
  }
}

/**
 * "the trap triggers dealing damage to the opponent equal to the roll difference … This damage ignores armor & shield
 * bonuses." "The damage and immobilization from an opponent triggering a trap constructed with the use of Basic tools
 * is doubled."
 * @example trapDamage({ tools: 'basic' }, 6).total // 12
 */
export function trapDamage(attack: Omit<TrapAttack, 'kind'>, rollDifference: number): DamageResult {
  requireInput('Trap damage', attack);
  const multiplier = trapToolMultiplier(attack.tools);
  requireRollDifference(rollDifference);
  const terms: DamageTerm[] = [add('diff', rollDifference)];
  if (multiplier > 1) terms.push(add(`Basic tools ×${multiplier}`, rollDifference * (multiplier - 1)));
  return damageFromTerms(terms, true);
}
