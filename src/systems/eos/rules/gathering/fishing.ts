import { requireStat, requireWhole, requireInput } from '../../../../core/rules';
import type { ToolLevel } from '../tools';
import { GATHERING } from './gathering-data';
import { gatheringMultiplier, requireD20, requireSkillLevel, requireTargetNumber, requireToolsAtLeast } from './inputs';

const FISHING = GATHERING.fishing;

export interface FishingResult {
  /** Fishing skill + Presence + 1d20. */
  total: number;
  /** "each number rolled over the target number" (a tie is 0, A-05). */
  pointsOver: number;
  food: number;
}

/**
 * Fishing: "Fishing skill+ Presence + 1d20 vs 15. For each number rolled over the target number the fisherman gains
 * 1 unit of food", doubled with a Basic toolkit and quadrupled with a Workshop; needs Crude tools. The race's own
 * tool multiplier comes in as `raceToolMultiplier` (Shore Troll: 2, "in addition to any other tool buffs").
 * `targetNumber` defaults to the baseline 15; the GM may set another.
 */
export function fishingYield(input: {
  level: number;
  presence: number;
  roll: number;
  tools: ToolLevel;
  raceToolMultiplier?: number;
  targetNumber?: number;
}): FishingResult {
  const {
    level,
    presence,
    roll,
    tools,
    raceToolMultiplier = 1,
    targetNumber = FISHING.baseTargetNumber,
  } = requireInput('Fishing yield', input);
  requireSkillLevel('Fishing', level);
  requireStat('Presence', presence);
  requireD20('Fishing roll', roll);
  requireWhole('Race tool multiplier', raceToolMultiplier, 1);
  requireTargetNumber('Fishing target number', targetNumber);
  const kit = requireToolsAtLeast('Fishing', tools, FISHING.requiresTools);
  const total = level + presence + roll;
  const pointsOver = Math.max(0, total - targetNumber);
  return { total, pointsOver, food: pointsOver * FISHING.foodPerPoint * gatheringMultiplier(kit) * raceToolMultiplier };
}
