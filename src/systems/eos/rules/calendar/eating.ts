import { ENVIRONMENT } from '../environment/data';
import { isEdible } from '../environment/food';
import type { Ration } from '../schemas/environment';
import {
  RulesError,
  requireInput,
  requireList,
  requireNumber,
  requireText,
  requireWhole,
} from '../../../../core/rules';
import { requireFoodBatches } from './stock';
import type { StockFoodBatch } from './types';

/** One mouth at today's meal. */
export interface Eater {
  id: string;
  /** Units to take from the stock today (ration × food/day, plus any fat being stored). */
  units: number;
  /** Extra weeks the eater may eat spoiled food (Neo-Rat, Mind < 1): 0 or 1. */
  extraWeeks: number;
}

function edible(batch: StockFoodBatch, day: number, extraWeeks: number): boolean {
  return isEdible({ harvestDay: batch.harvestedDay, preserved: batch.preserved }, day, { extraWeeks });
}

/**
 * The order food is eaten (R-calendar-7): unpreserved food first, oldest harvest first ("Unpreserved Food Expires
 * After 1 Week"), preserved food last since it never spoils.
 */
export function eatingOrder(food: readonly StockFoodBatch[]): StockFoodBatch[] {
  requireFoodBatches('Eating order', food);
  return [...food].sort(
    (a, b) =>
      Number(a.preserved) - Number(b.preserved) ||
      a.harvestedDay - b.harvestedDay ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** Today's eaters as eatMeals reads them: a list of records, each with an id, units from 0 and whole extra weeks. */
function requireEaters(eaters: readonly Eater[]): void {
  requireList('The eaters', eaters);
  for (const [index, eater] of eaters.entries()) {
    requireInput(`Eater ${index + 1}`, eater);
    requireText(`Eater ${index + 1}'s id`, eater.id);
    requireNumber(`Units Eater ${index + 1} eats`, eater.units);
    requireWhole(`Eater ${index + 1}'s extra weeks on spoiled food`, eater.extraWeeks);
  }
}

/**
 * Takes today's meals out of the batches (mutating them). Those who may eat spoiled food ("All creatures with Mind less
 * than 1 can eat spoiled food for an additional week"; Neo-Rats) eat the spoiled week's food first, so fresh food is
 * left for the others; then everyone eats, in the order given, from the oldest batch they may eat. Returns the units
 * each eater got.
 */
export function eatMeals(food: StockFoodBatch[], day: number, eaters: readonly Eater[]): Map<string, number> {
  requireFoodBatches('The food', food);
  requireWhole('Today', day);
  requireEaters(eaters);
  const eaten = new Map<string, number>(eaters.map((e) => [e.id, 0]));
  const ordered = eatingOrder(food);
  const take = (eater: Eater, allowed: (b: StockFoodBatch) => boolean) => {
    for (const batch of ordered) {
      const got = eaten.get(eater.id) ?? 0;
      const want = eater.units - got;
      if (want <= 0) return;
      if (batch.units <= 0 || !allowed(batch)) continue;
      const bite = Math.min(want, batch.units);
      batch.units = Math.round((batch.units - bite) * 1e9) / 1e9;
      eaten.set(eater.id, Math.round((got + bite) * 1e9) / 1e9);
    }
  };
  for (const eater of eaters) {
    if (eater.extraWeeks > 0) take(eater, (b) => !edible(b, day, 0) && edible(b, day, eater.extraWeeks));
  }
  for (const eater of eaters) take(eater, (b) => edible(b, day, eater.extraWeeks));
  return eaten;
}

/**
 * Food Expiration at the end of `day`: batches nobody in the party may eat tomorrow are thrown out ("they spoil at the
 * end of the 7th day from their harvest"); batches only the spoiled-food eaters may still eat are kept for them.
 * Mutates `food`; returns the units thrown out and the units that went off tonight but are kept.
 */
export function spoilOvernight(
  food: StockFoodBatch[],
  day: number,
  partyExtraWeeks: number,
): { spoiled: number; keptForSpoiledEaters: number; remaining: StockFoodBatch[] } {
  requireFoodBatches('Spoil overnight', food);
  requireWhole('Today', day);
  requireWhole("The party's extra weeks on spoiled food", partyExtraWeeks);
  let spoiled = 0;
  let kept = 0;
  const remaining: StockFoodBatch[] = [];
  for (const batch of food) {
    if (batch.units <= 0) continue;
    const tomorrow = day + 1;
    if (!edible(batch, tomorrow, partyExtraWeeks)) {
      spoiled += batch.units;
      continue;
    }
    if (edible(batch, day, 0) && !edible(batch, tomorrow, 0)) kept += batch.units;
    remaining.push(batch);
  }
  return { spoiled: Math.round(spoiled * 1e9) / 1e9, keptForSpoiledEaters: kept, remaining };
}

/**
 * The ration a character actually had for starvation (R-calendar-8): a full day of food or more is 'full', at least
 * half a day 'half', less than that 'none' — whatever ration was planned, running out of food counts.
 */
export function rationEaten(eaten: number, fullDay: number): Ration {
  requireNumber('Food eaten', eaten);
  requireNumber('A full day of food', fullDay);
  const fraction = ENVIRONMENT.food.rationFraction;
  if (fullDay === 0 || eaten >= fullDay * fraction.full) return 'full';
  return eaten >= fullDay * fraction.half ? 'half' : 'none';
}

/**
 * Cooking, Permanent Food Preservation: `units` of the oldest unpreserved food still fresh on `day` become preserved
 * (a batch is split when only part of it is preserved). Returns the new batches; throws when there is not enough.
 */
export function preserveOldest(
  food: readonly StockFoodBatch[],
  day: number,
  units: number,
  why: string,
): StockFoodBatch[] {
  requireFoodBatches('Preserve oldest', food);
  requireWhole('Today', day);
  requireNumber('Food to preserve', units);
  requireText('Who preserves', why);
  const next = food.map((b) => ({ ...b }));
  const fresh = eatingOrder(next).filter((b) => !b.preserved && edible(b, day, 0));
  const available = fresh.reduce((sum, b) => sum + b.units, 0);
  if (available < units) {
    throw new RulesError(
      'not-allowed',
      `${why} would preserve ${units} food, but only ${Math.round(available * 100) / 100} fresh unpreserved units are in stock.`,
    );
  }
  let left = units;
  for (const batch of fresh) {
    if (left <= 0) break;
    const take = Math.min(left, batch.units);
    batch.units = Math.round((batch.units - take) * 1e9) / 1e9;
    left -= take;
    const id = `${batch.id}-preserved-d${day}`;
    const existing = next.find((b) => b.id === id);
    if (existing) existing.units += take;
    else next.push({ id, units: take, harvestedDay: batch.harvestedDay, preserved: true });
  }
  return next.filter((b) => b.units > 0);
}
