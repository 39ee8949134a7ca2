import { requireInput, requireWhole } from '../../../../core/rules';
import { rule } from './progression';

/** "A character starts at Combat Level 1, & for every 2,000 exp gained they add another Combat Level": 1 + ⌊exp / 2000⌋. */
export function combatLevel(exp: number): number {
  requireWhole('Experience', exp);
  return rule('startingCombatLevel') + Math.floor(exp / rule('expPerLevel'));
}

/** Experience still needed for the next Combat Level (2000 at 0 exp, 1 at 1999). */
export function expToNextLevel(exp: number): number {
  requireWhole('Experience', exp);
  return rule('expPerLevel') - (exp % rule('expPerLevel'));
}

/** "For each Combat Level gained, they will gain 1 bonus Stat point": (level − 1) × 1. */
export function statPointsFromLevels(level: number): number {
  requireWhole('Combat level', level, rule('startingCombatLevel'));
  return (level - rule('startingCombatLevel')) * rule('statPointsPerLevel');
}

/** The stat points a character may assign in all: creation's points and those of the levels gained. */
export interface StatPointTotal {
  /** "Upon character creation, a player may assign 25 points to their Stats". */
  readonly atCreation: number;
  /** "For each Combat Level gained, they will gain 1 bonus Stat point". */
  readonly fromLevels: number;
  readonly total: number;
}

/**
 * Total stat points a character may assign at `level` (racial bonuses are added on top, not assigned).
 * @example totalStatPoints({ level: 4 }) // { atCreation: 25, fromLevels: 3, total: 28 }
 */
export function totalStatPoints(input: { level: number }): StatPointTotal {
  const { level } = requireInput('Stat points', input);
  const fromLevels = statPointsFromLevels(level);
  const atCreation = rule('creationStatPoints');
  return { atCreation, fromLevels, total: atCreation + fromLevels };
}
