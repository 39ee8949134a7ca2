import { requireWhole } from '../../../core/rules';
import { MAX_EXPERIENCE } from './checks';
import { GAME } from './tables';

/** A player's level and perk points from their experience ("Level 2 - 3 points, 75exp"). */
export interface LevelProgress {
  readonly level: number;
  readonly experience: number;
  /** Every point earned so far: level 1's 2 and 3 more at each level reached (R-level-1). */
  readonly perkPoints: number;
  /** The experience the next level needs, or null at the top level. */
  readonly nextLevelAt: number | null;
  readonly toNextLevel: number | null;
}

export const MAX_LEVEL = GAME.levels.length;

/**
 * The level an amount of experience reaches: "Level 2 - 3 points, 75exp", "Level 3 - 3 points, 200exp", "Level 4 - 3
 * points, 375exp".
 * @example levelOf(199).level // 2
 */
export function levelOf(experience: number): LevelProgress {
  requireWhole('Experience', experience, 0, MAX_EXPERIENCE);
  const reached = GAME.levels.filter((l) => l.experience <= experience);
  const level = reached.length;
  const next = GAME.levels[level];
  return {
    level,
    experience,
    perkPoints: perkPointsAt(level),
    nextLevelAt: next?.experience ?? null,
    toNextLevel: next === undefined ? null : next.experience - experience,
  };
}

/** Perk points a player of `level` has earned in all: 2, 5, 8, 11 (R-level-1). */
export function perkPointsAt(level: number): number {
  requireWhole('Level', level, 1, MAX_LEVEL);
  return GAME.levels.filter((l) => l.level <= level).reduce((sum, l) => sum + l.points, 0);
}
