import { RulesError, requireWhole } from '../../../core/rules';
import { MAX_STOCK } from './checks';
import { requireRollTotal, rollAtLeast } from './dice';
import { chanceOf, type Chance } from './exact';
import { DEFAULT_HOUSE_RULES, type WwHouseRules } from './house-rules';
import type { ItemId, StockId } from './ids';
import { allItems, itemOf, stockIds, stockName } from './items';
import { perkEffects, type PerkBuild } from './perks';
import type { Recipe } from './schemas/items';

/** What a player holds: a count per material or item (a missing one is 0). */
export type Inventory = Readonly<Partial<Record<StockId, number>>>;

/** A recipe as a player sees it: the roll after their perks, what it takes and makes. */
export interface RecipeView {
  readonly item: ItemId;
  readonly name: string;
  readonly recipe: Recipe;
  /** The printed roll ("Roll 7"). */
  readonly printedRoll: number;
  /** Smith, Chemist or Trapper: "require -2 roll to create" (0 without). */
  readonly reduction: number;
  /** The roll needed: printed less the perk's reduction (R-craft-1: at least this). */
  readonly needed: number;
  /** The chance the table's dice (M-02) roll it. */
  readonly chance: Chance;
}

/** A recipe against an inventory and a roll: whether it can be made now, how many times, and what is missing. */
export interface CraftOption extends RecipeView {
  readonly rollMet: boolean;
  readonly missing: readonly {
    readonly item: StockId;
    readonly name: string;
    readonly need: number;
    readonly have: number;
  }[];
  /** How many crafts the materials cover, up to "up to 2 can be made at once" (R-craft-2). */
  readonly maxTimes: number;
  readonly canCraft: boolean;
}

export function checkInventory(inventory: Inventory): Inventory {
  const known = stockIds();
  for (const [id, count] of Object.entries(inventory)) {
    if (!(known as readonly string[]).includes(id)) {
      throw new RulesError('unknown-option', `An inventory cannot hold "${id}": the game has no such item.`);
    }
    requireWhole(`The count of ${stockName(id as StockId)}`, count as number, 0, MAX_STOCK);
  }
  return inventory;
}

/**
 * A recipe with the roll a player needs: "Roll 7", less 2 for Smith, Chemist or 3 for Trapper on their recipes.
 * @example recipeFor('arrows', { smith: 1 }).needed // 2
 */
export function recipeFor(id: ItemId, perks: PerkBuild, rules: WwHouseRules = DEFAULT_HOUSE_RULES): RecipeView {
  const item = itemOf(id);
  if (item.recipe === null) throw new RulesError('not-allowed', `${item.name} has no recipe: it is found, not made.`);
  const reduction = perkEffects(perks, rules).craftRollReduction[id] ?? 0;
  const needed = item.recipe.roll - reduction;
  return {
    item: id,
    name: item.name,
    recipe: item.recipe,
    printedRoll: item.recipe.roll,
    reduction,
    needed,
    chance: chanceOf(rollAtLeast(needed, rules)),
  };
}

/** Every recipe of the text for a player, in the text's order. */
export function allRecipes(perks: PerkBuild, rules: WwHouseRules = DEFAULT_HOUSE_RULES): readonly RecipeView[] {
  return allItems()
    .filter((i) => i.recipe !== null)
    .map((i) => recipeFor(i.id, perks, rules));
}

/** Each recipe against what the player holds and the roll they made. */
export function craftOptions(
  inventory: Inventory,
  roll: number,
  perks: PerkBuild,
  rules: WwHouseRules = DEFAULT_HOUSE_RULES,
): readonly CraftOption[] {
  checkInventory(inventory);
  requireRollTotal(roll, rules);
  return allRecipes(perks, rules).map((view) => {
    const missing = view.recipe.materials
      .filter((m) => (inventory[m.item] ?? 0) < m.count)
      .map((m) => ({ item: m.item, name: stockName(m.item), need: m.count, have: inventory[m.item] ?? 0 }));
    const covered = Math.min(...view.recipe.materials.map((m) => Math.floor((inventory[m.item] ?? 0) / m.count)));
    const maxTimes = Math.min(view.recipe.upTo, covered);
    const rollMet = roll >= view.needed;
    return { ...view, rollMet, missing, maxTimes, canCraft: rollMet && maxTimes > 0 };
  });
}

/** "What can I craft now": the recipes the roll meets and the inventory covers. */
export function craftableNow(
  inventory: Inventory,
  roll: number,
  perks: PerkBuild,
  rules: WwHouseRules = DEFAULT_HOUSE_RULES,
): readonly CraftOption[] {
  return craftOptions(inventory, roll, perks, rules).filter((o) => o.canCraft);
}

/**
 * The inventory after one craft action: the materials of each craft taken, what it makes added ("(creates 2)",
 * "Arrows x4"; "up to 2 can be made at once" with `times` 2). Refused, inventory untouched, when the roll falls short or
 * a material is missing.
 */
export function craft(
  inventory: Inventory,
  id: ItemId,
  times: number,
  roll: number,
  perks: PerkBuild,
  rules: WwHouseRules = DEFAULT_HOUSE_RULES,
): Inventory {
  const option = craftOptions(inventory, roll, perks, rules).find((o) => o.item === id);
  if (option === undefined)
    throw new RulesError('not-allowed', `${itemOf(id).name} has no recipe: it is found, not made.`);
  requireWhole(`How many ${option.name} to make at once`, times, 1, option.recipe.upTo);
  if (!option.rollMet) {
    throw new RulesError('not-allowed', `${option.name} needs a roll of ${option.needed}; the roll was ${roll}.`);
  }
  if (option.maxTimes < times) {
    const short = option.recipe.materials
      .filter((m) => (inventory[m.item] ?? 0) < m.count * times)
      .map((m) => `${m.count * times} ${stockName(m.item)} (has ${inventory[m.item] ?? 0})`);
    throw new RulesError('not-allowed', `${option.name} ×${times} needs ${short.join(', ')}.`);
  }
  const next: Partial<Record<StockId, number>> = { ...inventory };
  for (const m of option.recipe.materials) next[m.item] = (next[m.item] ?? 0) - m.count * times;
  next[id] = requireWhole(`The count of ${option.name}`, (next[id] ?? 0) + option.recipe.makes * times, 0, MAX_STOCK);
  for (const key of Object.keys(next) as StockId[]) if (next[key] === 0) delete next[key];
  return next;
}
