import { STAT_IDS } from '../schemas/ids';
import type { CharacterBuild, CharacterOptions } from './build';
import { levelUpPlan, type LevelUpPlan } from './level-up';
import { combatLevel, statPointsFromLevels } from './level';
import { rule } from './progression';
import { requireInput } from '../../../../core/rules';
import { requireBuild } from './build-input';

/** A level-up the experience has reached and the player has not taken yet. */
export interface PendingLevelUp {
  /**
   * The build as it stood at the last level taken (its experience the first of that level, everything else as now):
   * what the level-up starts from, so its skills may be re-juggled ("Skill point distribution can be recalculated each
   * combat level").
   */
  before: CharacterBuild;
  plan: LevelUpPlan;
}

/**
 * The level-up a build waits for: "For each Combat Level gained, they will gain 1 bonus Stat point", so a combat level
 * whose stat point is not assigned yet is a level not yet taken. Experience is saved as soon as it is awarded; the
 * level-up waits for the player, however many sessions later. null when every level reached has been taken. Throws
 * RulesError when the build cannot be read.
 * @example pendingLevelUp({ ...maren, exp: 2500 })?.plan // { fromLevel: 1, toLevel: 2, statPointsToAssign: 1, … }
 */
export function pendingLevelUp(build: CharacterBuild, options: CharacterOptions = {}): PendingLevelUp | null {
  requireBuild('The build', build);
  requireInput('The options', options);
  const level = combatLevel(build.exp);
  const assigned = STAT_IDS.reduce((sum, stat) => sum + build.levelStats[stat], 0);
  if (statPointsFromLevels(level) <= assigned) return null;
  let taken = rule('startingCombatLevel');
  while (taken < level && statPointsFromLevels(taken + 1) <= assigned) taken += 1;
  const before: CharacterBuild = { ...build, exp: (taken - rule('startingCombatLevel')) * rule('expPerLevel') };
  return { before, plan: levelUpPlan(before, build.exp, options) };
}

/** The lowest combat level experience may be lowered to: the last level taken (a level-up is not taken back). */
export function lowestLevelKept(build: CharacterBuild): number {
  requireBuild('The build', build);
  return pendingLevelUp(build)?.plan.fromLevel ?? combatLevel(build.exp);
}
