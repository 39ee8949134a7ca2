import { RulesError, requireOneOf, requireWhole, requireInput } from '../../../../core/rules';
import { SIZE_CATEGORY_IDS } from '../schemas/ids';
import type { SizeCategoryId } from '../schemas/sizes';
import { cookingOutput } from '../size';
import type { ToolLevel } from '../tools';
import { GATHERING } from './gathering-data';
import { gatheringMultiplier, requireSkillLevel, requireToolsAtLeast } from './inputs';

const COOKING = GATHERING.cooking;

/**
 * Cooking: "Each time Cooking is assigned as 1 daily task; the player gets 1 point added to their Cooking Point Pool
 * for each level they have in the skill". Cooking "requires a minimum Crude tools".
 */
export function cookingPoints(input: { level: number; tools: ToolLevel }): number {
  const { level, tools } = requireInput('Cooking points', input);
  requireSkillLevel('Cooking', level);
  requireToolsAtLeast('Cooking', tools, COOKING.requiresTools);
  return level * COOKING.pointsPerLevel;
}

export interface CookingSpend {
  pointsUsed: number;
  pointsLeft: number;
  /** Allies granted a 3rd Daily Task (each needs 5 hours of light and a full day of meals from the cook). */
  extraTasksGranted: number;
  foodPreserved: number;
  candles: number;
  animalFatNeeded: number;
}

/**
 * Spending one task's Cooking Points: "Chore Delegation (1 Point)", "Permanent Food Preservation (1 Point): Preserve 1
 * unit of food permanently. Crude Toolkit x1, Basic Toolkit x2, Workshop x4, & creature size modifiers apply", and
 * "Tallow Candle Crafting (1 Point)": 5 candles from 1 fat (Crude), 10 from 2 (Basic), 20 from 4 (Workshop), with no
 * size bonus. Chore Delegation "may not be applied to any character more than once each day", so each point goes to a
 * different ally.
 */
export function cookingSpend(input: {
  level: number;
  tools: ToolLevel;
  size: SizeCategoryId;
  choreDelegations?: number;
  preservations?: number;
  candleBatches?: number;
}): CookingSpend {
  const {
    level,
    tools,
    size,
    choreDelegations = 0,
    preservations = 0,
    candleBatches = 0,
  } = requireInput('Cooking spend', input);
  const pool = cookingPoints({ level, tools });
  const kit = requireToolsAtLeast('Cooking', tools, COOKING.requiresTools);
  const sized = requireOneOf('Size', size, SIZE_CATEGORY_IDS);
  requireWhole('Chore Delegation points', choreDelegations);
  requireWhole('Food Preservation points', preservations);
  requireWhole('Candle points', candleBatches);
  const pointsUsed =
    choreDelegations * COOKING.choreDelegation.points +
    preservations * COOKING.preservation.points +
    candleBatches * COOKING.candles.points;
  if (pointsUsed > pool) {
    throw new RulesError('not-allowed', `Cooking ${level} gives ${pool} Cooking Points per task, not ${pointsUsed}.`);
  }
  const candle = COOKING.candles[kit];
  return {
    pointsUsed,
    pointsLeft: pool - pointsUsed,
    extraTasksGranted: choreDelegations * COOKING.choreDelegation.extraTasks,
    foodPreserved: cookingOutput(preservations * COOKING.preservation.food * gatheringMultiplier(kit), sized),
    candles: candleBatches * candle.candles,
    animalFatNeeded: candleBatches * candle.animalFat,
  };
}

/**
 * Taste meals: a declared Daily Task "provides meals equal to the tool bonuses for that daily task (Crude Toolkit = up
 * to 25 meals, Basic Toolkit= up to 50 meals, Kitchen = up to 100 meals)" (A-26: the Kitchen is the Workshop).
 */
export function tasteMealsPerTask(tools: ToolLevel): number {
  return COOKING.tasteMealsPerTask[requireToolsAtLeast('Cooking', tools, COOKING.requiresTools)];
}

/**
 * Taste Tier of a meal: "If it is not declared as a task for the day, then the Taste Tier of each meal is half of
 * the characters Cooking skill level" (rounded down, A-07); a declared task cooks at the full skill level.
 */
export function tasteTier(input: { level: number; declaredTask: boolean }): number {
  const { level, declaredTask } = requireInput('Taste tier', input);
  requireSkillLevel('Cooking', level);
  return declaredTask ? level : Math.floor(level / COOKING.undeclaredTasteTierDivisor);
}
