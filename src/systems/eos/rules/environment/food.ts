import {
  RulesError,
  requireInput,
  requireNumber,
  requireOneOf,
  requireStat,
  requireWhole,
} from '../../../../core/rules';
import type { Ration } from '../schemas/environment';
import { RATIONS } from '../schemas/ids';
import { ENVIRONMENT } from './data';

const FOOD = ENVIRONMENT.food;
export { RATIONS };

/**
 * Starvation: the units of food a creature eats from stores today — its food/day on full rations, half on half rations,
 * none when starving. A Neo-Ape in a Wilderness zone "automatically feeds themselves" and eats nothing from stores.
 */
export function dailyFoodNeed(input: { foodPerDay: number; ration?: Ration; feedsItself?: boolean }): number {
  const { foodPerDay, ration = 'full', feedsItself = false } = requireInput('Daily food need', input);
  requireNumber('Food/day', foodPerDay);
  const r = requireOneOf('Ration', ration, RATIONS);
  return feedsItself ? 0 : foodPerDay * FOOD.rationFraction[r];
}

/** Water: "For each day of food, we can assume there is also an equal number of days of water." */
export function dailyWaterNeed(foodUnits: number): number {
  return requireNumber('Food units', foodUnits) * FOOD.waterDaysPerFoodDay;
}

/** A batch of food: the campaign day it was harvested and whether Cooking preserved it. */
export interface FoodBatch {
  harvestDay: number;
  preserved?: boolean;
}

/**
 * Food Expiration: the first campaign day on which the batch is spoiled, or null when preserved. "they spoil at the end
 * of the 7th day from their harvest" — the harvest day is day 1, so food harvested on day 0 is spoiled on day 7.
 */
export function foodSpoilsOnDay(batch: FoodBatch): number | null {
  requireInput('Food spoils on day', batch);
  const harvestDay = requireWhole('Harvest day', batch.harvestDay);
  return batch.preserved === true ? null : harvestDay + FOOD.unpreservedShelfLifeDays;
}

/**
 * Food Expiration: how many extra weeks a creature can eat spoiled food. "All creatures with Mind less than 1 can eat
 * spoiled food for an additional week"; Neo-Rats "can survive on food for an additional week after it has spoiled".
 * The two do not stack.
 */
export function spoiledFoodExtraWeeks(input: { mind: number; eatsSpoiledFood?: boolean }): number {
  const { mind, eatsSpoiledFood = false } = requireInput('Spoiled food extra weeks', input);
  return requireStat('Mind', mind) < 1 || eatsSpoiledFood ? 1 : 0;
}

/** Food Expiration: whether a batch can still be eaten on `today` by a creature allowed `extraWeeks` on spoiled food. */
export function isEdible(batch: FoodBatch, today: number, options: { extraWeeks?: number } = {}): boolean {
  requireInput('The batch', batch);
  const { extraWeeks = 0 } = requireInput('Is edible options', options);
  const spoilsOn = foodSpoilsOnDay(batch);
  const day = requireWhole('Today', today);
  if (day < batch.harvestDay) {
    throw new RulesError('invalid-number', `Food harvested on day ${batch.harvestDay} cannot be eaten on day ${day}.`);
  }
  if (spoilsOn === null) return true;
  return day < spoilsOn + requireWhole('Extra weeks', extraWeeks) * FOOD.spoiledFoodExtraDays;
}

/** Fat Storage (Neo-Bear 120 / +12 a day, Neo-Blackbear 30 / +3): the race's capacity and daily intake. */
export interface FatStorageLimits {
  capacity: number;
  maxPerDay: number;
}

/**
 * Fat Storage: units stored after eating `extraFood` beyond today's need. "They can store up to 120 additional units …
 * The character can consume a maximum of 12 extra units of food each day to build their fat stores."
 */
export function storeFat(input: FatStorageLimits & { stored: number; extraFood: number }): number {
  const { stored, extraFood, capacity, maxPerDay } = requireInput('Storing fat', input);
  requireNumber('Fat storage capacity', capacity);
  requireNumber('Fat stored', stored, 0, capacity);
  requireNumber('Extra food eaten', extraFood);
  if (extraFood > requireNumber('Fat storage per day', maxPerDay)) {
    throw new RulesError(
      'not-allowed',
      `At most ${maxPerDay} extra units of food can be eaten a day to build fat, not ${extraFood}.`,
    );
  }
  if (stored + extraFood > capacity) {
    throw new RulesError(
      'not-allowed',
      `Fat storage holds at most ${capacity} units; ${stored} stored leaves room for ${capacity - stored}, not ${extraFood}.`,
    );
  }
  return stored + extraFood;
}

/**
 * Fat Storage: units left after living off fat for a day. "The character may subtract 1 day worth of units of food from
 * fat storage at anytime instead of eating." Stored fat never spoils.
 */
export function drawFat(input: { stored: number; foodPerDay: number }): number {
  const { stored, foodPerDay } = requireInput('Draw fat', input);
  requireNumber('Fat stored', stored);
  requireNumber('Food/day', foodPerDay);
  if (stored < foodPerDay) {
    throw new RulesError('not-allowed', `A day of food is ${foodPerDay} units, but only ${stored} are stored as fat.`);
  }
  return stored - foodPerDay;
}

/** Fat Storage: how many days the stored fat feeds the character ("store up to 30 days of food for their race"). */
export function fatStorageDays(input: { stored: number; foodPerDay: number }): number {
  const { stored, foodPerDay } = requireInput('Fat storage', input);
  requireNumber('Fat stored', stored);
  if (requireNumber('Food/day', foodPerDay) === 0) {
    throw new RulesError('invalid-number', 'Food/day must be more than 0 to count days of stored fat.');
  }
  return stored / foodPerDay;
}

/** A fat store over the coming days: what it holds now, what fills it, and the most food a day can take in. */
export interface FatStorageOutlook {
  /** Days the stored fat feeds the character (fatStorageDays). */
  readonly daysStored: number;
  /** Room left, in units of food. */
  readonly room: number;
  /** Days of eating the daily maximum extra that fill the store from here (the last day may take less). */
  readonly daysToFill: number;
  /** Days of food a full store holds: "store up to 30 days of food for their race". */
  readonly daysWhenFull: number;
  /** A day's food plus what fat can still take today; more is refused (R-environment-4), not capped. */
  readonly mostFoodToday: number;
}

/**
 * Fat Storage over days: "They can store up to 120 additional units … The character can consume a maximum of 12 extra
 * units of food each day … This equates to 10 days of excess to store up to 30 days of food for their race."
 * @example fatStorageOutlook({ stored: 0, capacity: 120, maxPerDay: 12, foodPerDay: 4 }) // daysToFill 10, daysWhenFull 30, mostFoodToday 16
 */
export function fatStorageOutlook(input: FatStorageLimits & { stored: number; foodPerDay: number }): FatStorageOutlook {
  const { stored, capacity, maxPerDay, foodPerDay } = requireInput('Fat storage', input);
  requireNumber('Fat storage capacity', capacity);
  requireNumber('Fat stored', stored, 0, capacity);
  if (requireNumber('Fat storage per day', maxPerDay) === 0) {
    throw new RulesError('invalid-number', 'Fat storage per day must be more than 0 to fill a fat store.');
  }
  const room = capacity - stored;
  return {
    daysStored: fatStorageDays({ stored, foodPerDay }),
    room,
    daysToFill: Math.ceil(room / maxPerDay),
    daysWhenFull: fatStorageDays({ stored: capacity, foodPerDay }),
    mostFoodToday: foodPerDay + Math.min(maxPerDay, room),
  };
}
