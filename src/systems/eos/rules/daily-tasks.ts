import { requireNumber, requireWhole, requireInput } from '../../../core/rules';
import { ENVIRONMENT } from './environment/data';

const TASKS = ENVIRONMENT.dailyTasks;
const HOURS_PER_DAY = 24;

/** The most Daily Tasks anyone can have in a day: "2 daily tasks", plus the third a cook's Chore Delegation grants. */
export const MAX_DAILY_TASKS = TASKS.perDay + TASKS.choreDelegationExtraTasks;

/** Hours of light a Chore-Delegated character needs for the third task ("5 hours of light"). */
export const THIRD_TASK_LIGHT_HOURS = TASKS.choreDelegationLightHours;

export interface DailyTaskConditions {
  /** A cook spent 1 Cooking Point on Chore Delegation for this character today. */
  choreDelegation: boolean;
  /** Hours of light the character provides for the extra task (torches, candles, a fire). */
  hoursOfLight: number;
  /** The cook fed this character "a full day worth of meals" (required for Chore Delegation to apply). */
  fedByCook?: boolean;
}

/** Why a Chore-Delegated character still has only two tasks, or null when the third task is usable. */
export type ThirdTaskBlocker = 'no-delegation' | 'meals' | 'light';

/**
 * Cooking, Chore Delegation: what keeps the third Daily Task from being used — "The ally must provide themselves with 5
 * hours of light to use the 3rd task slot" and it "requires the Cook to feed that character a full day worth of meals".
 */
export function thirdTaskBlocker(input: DailyTaskConditions): ThirdTaskBlocker | null {
  const { choreDelegation, hoursOfLight, fedByCook = true } = requireInput('Third task blocker', input);
  const light = requireNumber('Hours of light', hoursOfLight, 0, HOURS_PER_DAY);
  if (!choreDelegation) return 'no-delegation';
  if (!fedByCook) return 'meals';
  return light < TASKS.choreDelegationLightHours ? 'light' : null;
}

/**
 * Daily Activities: "Each day a player may assign their character to work on 2 “daily tasks”", or 3 with a cook's
 * Chore Delegation, 5 hours of light and a full day of meals.
 */
export function dailyTaskCount(conditions: DailyTaskConditions): number {
  requireInput('Daily task count', conditions);
  return thirdTaskBlocker(conditions) === null ? TASKS.perDay + TASKS.choreDelegationExtraTasks : TASKS.perDay;
}

/** Daily Activities: "Each task assumes a 5 hours dedicated to it." */
export function dailyTaskHours(tasks: number): number {
  return requireWhole('Daily Tasks', tasks, 0, TASKS.perDay + TASKS.choreDelegationExtraTasks) * TASKS.hoursPerTask;
}
