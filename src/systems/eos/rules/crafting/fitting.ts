import type { SkillRequirement } from './repair';
import { craftedItem, requireCraftTier, requireCraftingSkillLevel } from './catalog';
import { skillById } from '../skills';
import { requireInput } from '../../../../core/rules';

/**
 * Who must fit a worn item to its wearer: "fitted by a character that has a skill level equal to that item’s tier
 * value or higher" — Armorsmith for armor, Tailor for clothing (ruling A-22). Null for items that need no fitting.
 */
export function fittingRequirement(input: { item: string; tier: number }): SkillRequirement | null {
  const { item, tier } = requireInput('Fitting requirement', input);
  const recipe = craftedItem(item);
  requireCraftTier(tier);
  return recipe.fittedBy === null ? null : { skill: recipe.fittedBy, level: tier };
}

/** Whether a fitter with this level in the fitting skill may fit the item. */
export function canFit(input: { item: string; tier: number; skillLevel: number }): boolean {
  const { item, tier, skillLevel } = requireInput('Can fit', input);
  const requirement = fittingRequirement({ item, tier });
  if (requirement === null) return true;
  return requireCraftingSkillLevel(`${skillById(requirement.skill).name} level`, skillLevel) >= requirement.level;
}
