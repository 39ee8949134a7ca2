import {
  RulesError,
  describeValue,
  requireNumber,
  requireTier,
  requireWhole,
  requireInput,
  requireList,
  requireOneOf,
  requireText,
} from '../../../../core/rules';
import { isEdible } from '../environment/food';
import {
  COUNTED_MATERIALS,
  TIERED_MATERIALS,
  type CountedMaterial,
  type PartyStock,
  type StockFoodBatch,
  type TierCounts,
  type TieredMaterial,
} from './types';

/** The stock as the day runner edits it: a private deep copy, never the caller's object. */
export interface DraftStock {
  food: StockFoodBatch[];
  counts: Record<CountedMaterial, number>;
  tiered: Record<TieredMaterial, Record<string, number>>;
  workshops: string[];
}

const LABELS: Readonly<Record<CountedMaterial | TieredMaterial, string>> = {
  animalFat: 'animal fat',
  clothFragments: 'cloth fragments',
  ore: 'ore',
  beams: 'beams',
  lumber: 'lumber',
  stone: 'stone',
  cordageFeet: 'feet of cordage',
  feathers: 'feathers',
  boneShards: 'bone shards',
  arrows: 'arrows',
  boltsOneHanded: 'one-handed crossbow bolts',
  boltsTwoHanded: 'two-handed crossbow bolts',
  candles: 'candles',
  torches: 'torches',
  firewoodDays: 'days of firewood',
  cloth: 'cloth',
  ingots: 'ingots',
};

/** The words a log line uses for a stock material ("cloth fragments", "feet of cordage"). */
export function stockMaterialLabel(material: CountedMaterial | TieredMaterial): string {
  return LABELS[requireOneOf('Stock material', material, Object.keys(LABELS) as (keyof typeof LABELS)[])];
}

/** A party with nothing in stock. */
export function emptyStock(): PartyStock {
  return {
    food: [],
    counts: Object.fromEntries(COUNTED_MATERIALS.map((m) => [m, 0])) as Record<CountedMaterial, number>,
    tiered: Object.fromEntries(TIERED_MATERIALS.map((m) => [m, {}])) as Record<TieredMaterial, TierCounts>,
    workshops: [],
  };
}

/**
 * The food batches of a stock, as the food rules read them (requireStock, edibleFood, eatingOrder, eatMeals,
 * spoilOvernight, preserveOldest): a list of records, each with its own id, units of food from 0, a whole harvest day
 * and whether it is preserved. A few field reads per batch: no copies.
 */
export function requireFoodBatches<T extends readonly StockFoodBatch[]>(label: string, food: T): T {
  requireList(label, food);
  const ids = new Set<string>();
  for (const batch of food) {
    requireInput('A food batch', batch);
    requireText("A food batch's id", batch.id);
    if (ids.has(batch.id)) throw new RulesError('invalid-number', `Two food batches share the id "${batch.id}".`);
    ids.add(batch.id);
    requireNumber(`Food batch ${batch.id} units`, batch.units);
    requireWhole(`Food batch ${batch.id} harvest day`, batch.harvestedDay);
    if (typeof batch.preserved !== 'boolean') {
      throw new RulesError(
        'missing-input',
        `Whether food batch ${batch.id} is preserved must be yes or no, not ${describeValue(batch.preserved)}.`,
      );
    }
  }
  return food;
}

/** Refuses a stock with negative, non-finite or mis-tiered counts, or food batches that cannot exist. */
export function requireStock(stock: PartyStock): PartyStock {
  requireInput('Require stock', stock);
  requireList("The stock's food", stock.food);
  requireInput("The stock's counts", stock.counts);
  requireInput("The stock's cloth and ingots", stock.tiered);
  requireList("The stock's workshops", stock.workshops);
  requireFoodBatches("The stock's food", stock.food);
  for (const workshop of stock.workshops) requireText('A Workshop in the stock', workshop);
  for (const m of COUNTED_MATERIALS) requireNumber(`Stock of ${LABELS[m]}`, stock.counts[m]);
  for (const m of TIERED_MATERIALS) {
    for (const [tier, count] of Object.entries(requireInput(`The stock's ${LABELS[m]}`, stock.tiered[m]))) {
      requireTier(Number(tier), `Tier of ${LABELS[m]}`);
      requireNumber(`Stock of T${tier} ${LABELS[m]}`, count);
    }
  }
  return stock;
}

/** A private, mutable deep copy of a stock. */
export function draftStock(stock: PartyStock): DraftStock {
  requireInput('Draft stock', stock);
  requireStock(stock);
  return {
    food: stock.food.map((b) => ({ ...b })),
    counts: { ...stock.counts },
    tiered: Object.fromEntries(TIERED_MATERIALS.map((m) => [m, { ...stock.tiered[m] }])) as DraftStock['tiered'],
    workshops: [...stock.workshops],
  };
}

/**
 * Stock arithmetic keeps halves and hundredths exactly (A-07; 3 arrows use 0.03 lumber): sums are rounded to 9
 * decimals so repeated fractions do not leave 0.30000000000000004 in the stock.
 */
function tidy(quantity: number): number {
  return Math.round(quantity * 1e9) / 1e9;
}

/** Adds (or, with a negative quantity, removes) a counted material; the stock never goes below 0. */
export function addCounted(stock: DraftStock, material: CountedMaterial, quantity: number): void {
  requireInput('Add counted', stock);
  const next = tidy(
    stock.counts[material] + requireNumber(`Change of ${LABELS[material]}`, quantity, -Number.MAX_VALUE),
  );
  if (next < 0) {
    throw new RulesError(
      'not-allowed',
      `The stock has ${stock.counts[material]} ${LABELS[material]}, not ${-quantity}.`,
    );
  }
  stock.counts[material] = next;
}

/** The count of one tier of a tiered material (0 when none). */
export function tieredCount(tiers: TierCounts, tier: number): number {
  requireInput('Tiered count', tiers);
  const key = String(requireTier(tier));
  return Object.hasOwn(tiers, key) ? requireNumber(`The count at Tier ${key}`, tiers[key] ?? 0) : 0;
}

export function addTiered(stock: DraftStock, material: TieredMaterial, tier: number, quantity: number): void {
  requireInput('Add tiered', stock);
  const key = String(requireTier(tier, `Tier of ${LABELS[material]}`));
  const next = tidy((stock.tiered[material][key] ?? 0) + quantity);
  if (next === 0) delete stock.tiered[material][key];
  else stock.tiered[material][key] = next;
}

/** Takes `quantity` of a counted material, or throws with what is missing. */
export function takeCounted(stock: DraftStock, material: CountedMaterial, quantity: number, why: string): void {
  requireInput('Take counted', stock);
  const have = stock.counts[material];
  if (have < quantity) {
    throw new RulesError('not-allowed', `${why} needs ${quantity} ${LABELS[material]}; the stock has ${have}.`);
  }
  stock.counts[material] = tidy(have - quantity);
}

/** Takes `quantity` of exactly one tier of a tiered material, or throws with what is missing. */
export function takeTiered(
  stock: DraftStock,
  material: TieredMaterial,
  tier: number,
  quantity: number,
  why: string,
): void {
  requireInput('Take tiered', stock);
  const have = tieredCount(stock.tiered[material], tier);
  if (have < quantity) {
    throw new RulesError(
      'not-allowed',
      `${why} needs ${quantity} T${tier} ${LABELS[material]}; the stock has ${have}.`,
    );
  }
  addTiered(stock, material, tier, -quantity);
}

/** Adds a batch of food harvested today (ignored when 0 units). */
export function addFood(stock: DraftStock, batch: StockFoodBatch): void {
  requireInput('The stock', stock);
  requireInput('The batch', batch);
  requireNumber('Food units', batch.units);
  if (batch.units === 0) return;
  if (stock.food.some((b) => b.id === batch.id)) {
    throw new RulesError('invalid-number', `Two food batches share the id "${batch.id}".`);
  }
  stock.food.push(batch);
}

/** Food units in stock that a creature allowed `extraWeeks` on spoiled food can eat on `day`. */
export function edibleFood(food: readonly StockFoodBatch[], day: number, extraWeeks = 0): number {
  requireFoodBatches('Edible food', food);
  requireWhole('Today', day);
  requireWhole('Extra weeks', extraWeeks);
  return food
    .filter((b) => isEdible({ harvestDay: b.harvestedDay, preserved: b.preserved }, day, { extraWeeks }))
    .reduce((sum, b) => sum + b.units, 0);
}

/** All food units in stock, spoiled or not. */
export function totalFood(food: readonly StockFoodBatch[]): number {
  requireList('Total food', food);
  return food.reduce((sum, b) => sum + requireNumber('Units of food', requireInput('A food batch', b).units), 0);
}

/** One line per stock quantity, for diffs and the stock panel: "food", "beams", "ingots T3" … */
export function stockQuantities(stock: PartyStock): Map<string, number> {
  requireStock(stock);
  const lines = new Map<string, number>();
  lines.set('food', totalFood(stock.food));
  for (const m of COUNTED_MATERIALS) lines.set(LABELS[m], stock.counts[m]);
  for (const m of TIERED_MATERIALS) {
    for (const [tier, count] of Object.entries(stock.tiered[m])) lines.set(`${LABELS[m]} T${tier}`, count);
  }
  return lines;
}

/** Freezes a draft back into the stored shape (tiers sorted, empty tiers dropped). */
export function finishStock(stock: DraftStock): PartyStock {
  requireInput('Finish stock', stock);
  const sortTiers = (tiers: Record<string, number>): TierCounts =>
    Object.fromEntries(
      Object.entries(tiers)
        .filter(([, n]) => n !== 0)
        .sort(([a], [b]) => Number(a) - Number(b)),
    );
  return {
    food: stock.food.filter((b) => b.units > 0),
    counts: stock.counts,
    tiered: Object.fromEntries(TIERED_MATERIALS.map((m) => [m, sortTiers(stock.tiered[m])])) as PartyStock['tiered'],
    workshops: stock.workshops,
  };
}
