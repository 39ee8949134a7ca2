import type { CraftedItem, CraftingTime } from '../schemas/crafting';
import { craftedItem, craftingTimeFor, requireCraftTier, requireToolLevel } from './catalog';
import { craftingDivisor } from './tool-rules';
import { RulesError, requireInput, requireText, requireTier } from '../../../../core/rules';

export interface CraftingDaysInput {
  /** A crafting skill id: architect, armorsmith, art, bowyer, crossbow-smith, locksmith, map-making … */
  skill: string;
  tier: number;
  /** 'crude' | 'basic' | 'workshop' (no skill crafts without tools). */
  tools: string;
}

function baseDays(time: CraftingTime, tier: number): number {
  switch (time.formula) {
    case 'tier-squared':
      return tier * tier;
    case 'tier-days':
      return tier;
  }
}

/**
 * Days to craft a tier-T product (crafting skills' "Tier Value" tables): "[Tier value x Tier value]" with Crude tools,
 * half with Basic tools, a quarter in a Workshop. Exceptions: Art has no Workshop; Locksmith needs Basic tools
 * ("(Tier value x Tier value) /2") and a Workshop halves that; a Map from memory takes T days with Crude or Basic tools.
 */
export function craftingDays(input: CraftingDaysInput): number {
  const { skill, tier, tools } = requireInput('Crafting days', input);
  const time = craftingTimeFor(skill);
  requireCraftTier(tier);
  return baseDays(time, tier) / craftingDivisor(time, requireToolLevel(tools));
}

export interface ItemCraftingDaysInput {
  /** A recipe id from data/eos/crafting.json: weapon, armor, shield, bow, crossbow, lock, clothing-set, tent … */
  item: string;
  tier: number;
  tools: string;
}

/** Why this tier does not fit the recipe (Basic toolkits are always T2, Workshops T6, tents at least T2), or null. */
export function itemTierProblem(item: CraftedItem, tier: number): string | null {
  requireInput('Item tier problem', item);
  requireText('The item’s name', item.name);
  if (item.fixedTier !== null) requireTier(item.fixedTier, `${item.name}’s fixed tier`);
  requireTier(item.minTier, `${item.name}’s lowest tier`);
  requireCraftTier(tier);
  if (item.fixedTier !== null && tier !== item.fixedTier) {
    return `A ${item.name} is always Tier ${item.fixedTier}, not Tier ${tier}.`;
  }
  if (tier < item.minTier) return `A ${item.name} is at least Tier ${item.minTier}, not Tier ${tier}.`;
  return null;
}

/** A valid crafting tier that fits the recipe, or a RulesError. */
export function requireItemTier(item: CraftedItem, tier: number): number {
  requireInput('Require item tier', item);
  requireCraftTier(tier);
  const problem = itemTierProblem(item, tier);
  if (problem !== null) throw new RulesError('not-allowed', problem);
  return tier;
}

/**
 * Days to craft one item: its skill's crafting time, except full cloth, made one per Daily Task × the tool multiplier
 * whatever its tier (ruling C-05), so one cloth takes 1 day with Crude tools, ½ with Basic, ¼ in a Workshop.
 */
export function itemCraftingDays(input: ItemCraftingDaysInput): number {
  const { item, tier, tools } = requireInput('Item crafting days', input);
  const recipe = craftedItem(item);
  requireItemTier(recipe, tier);
  switch (recipe.timing) {
    case 'skill-time':
      return craftingDays({ skill: recipe.skill, tier, tools });
    case 'one-per-daily-task':
      return 1 / craftingDivisor(craftingTimeFor(recipe.skill), requireToolLevel(tools));
  }
}
