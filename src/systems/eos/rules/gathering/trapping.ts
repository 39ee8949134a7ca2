import { requireStat, requireWhole, requireInput } from '../../../../core/rules';
import type { ToolLevel } from '../tools';
import { GATHERING } from './gathering-data';
import { requireD20, requireSkillLevel, requireTargetNumber, requireToolsAtLeast } from './inputs';

const TRAPPING = GATHERING.trapping;

/**
 * A zone's trapping TN. In a city or on a tile with a road or trail it is 20 and "will not change unless GM
 * specified". "For each Zone traveled away from a city or road; the difficulty will lower by 1, to a minimum of 1"
 * a zone is a mile). Out in the wilderness "for each successful day … the difficulty will increase by 1 for
 * that Zone" and "all Zones will reduce their difficulty by 1 each month until they have returned to baseline".
 * The counts assume the successful days came before those months.
 */
export function trappingTargetNumber(input: {
  zonesFromRoadOrCity: number;
  zoneSuccessfulDays?: number;
  monthsPassed?: number;
}): number {
  const {
    zonesFromRoadOrCity,
    zoneSuccessfulDays = 0,
    monthsPassed = 0,
  } = requireInput('Trapping target number', input);
  requireWhole('Zones from a road or city', zonesFromRoadOrCity);
  requireWhole('Successful trapping days in the zone', zoneSuccessfulDays);
  requireWhole('Months passed', monthsPassed);
  if (zonesFromRoadOrCity === 0) return TRAPPING.roadOrCityTargetNumber;
  const base = Math.max(
    TRAPPING.minimumTargetNumber,
    TRAPPING.roadOrCityTargetNumber - TRAPPING.targetNumberDropPerZone * zonesFromRoadOrCity,
  );
  const pressure = zoneSuccessfulDays * TRAPPING.successfulDayIncrease - monthsPassed * TRAPPING.monthlyRegeneration;
  return base + Math.max(0, pressure);
}

export interface TrappingResult {
  /** Trap + Presence + 1d20. */
  total: number;
  /** "each number rolled over the target number" (a tie is 0, A-05). */
  pointsOver: number;
  food: number;
  feathers: number;
  clothFragments: number;
}

/**
 * Trapping for gathering: "[Trap + Presence + 1d20] vs [that Zone’s target number]. For each number rolled over the
 * target number, the trapper will gain 1 unit of food, 5 feathers …, & 1 cloth fragment". Needs Crude tools; "with
 * Basic tools; double the amount of food & cloth fragments" (A-27: not feathers); "Traps do not get a workshop
 * bonus", so a Workshop counts as Basic tools.
 */
export function trappingYield(input: {
  level: number;
  presence: number;
  roll: number;
  targetNumber: number;
  tools: ToolLevel;
}): TrappingResult {
  const { level, presence, roll, targetNumber, tools } = requireInput('Trapping yield', input);
  requireSkillLevel('Traps', level);
  requireStat('Presence', presence);
  requireD20('Traps roll', roll);
  requireTargetNumber('Trapping target number', targetNumber);
  const kit = requireToolsAtLeast('Trapping', tools, TRAPPING.requiresTools);
  const doubled = kit === 'crude' ? 1 : TRAPPING.basicToolsMultiplier;
  const total = level + presence + roll;
  const pointsOver = Math.max(0, total - targetNumber);
  const per = TRAPPING.perPoint;
  return {
    total,
    pointsOver,
    food: pointsOver * per.food * doubled,
    feathers: pointsOver * per.feathers,
    clothFragments: pointsOver * per.clothFragments * doubled,
  };
}
