import type { SkillId } from '../schemas/skills';
import { RulesError, requireTier, requireInput } from '../../../../core/rules';
import { skillById } from '../skills';
import { CRAFTING, craftedItem, requireSkillLevels } from './catalog';
import { itemCraftingDays } from './crafting-days';
import type { CraftCheck } from './can-craft';

export interface SkillRequirement {
  skill: SkillId;
  level: number;
}

/**
 * Who may repair an item: "Repair of weapons requires Metalworks: 1+", armor "both Tailor: 1+ & Metalworks: 1+",
 * shields Metalworks 1, bows Woodworks 1, crossbows Metalworks 1 and Woodworks 1. Locks and T2 wood shields "cannot be
 * repaired" (RulesError 'not-allowed').
 */
export function repairRequirements(item: string): SkillRequirement[] {
  const recipe = craftedItem(item);
  if (recipe.repair === null) throw new RulesError('not-allowed', `A ${recipe.name} cannot be repaired.`);
  return recipe.repair.skills.map(({ skill, level }) => ({ skill, level }));
}

export interface RepairDaysInput {
  item: string;
  /** The item's original tier: repair restores it. */
  tier: number;
  tools: string;
}

/** Repair time: "Upon repair, requiring 1/100th the creation time, the original Tier value is completely restored." */
export function repairDays(input: RepairDaysInput): number {
  const { item, tier, tools } = requireInput('Repair days', input);
  repairRequirements(item);
  return itemCraftingDays({ item, tier, tools }) * CRAFTING.repair.fractionOfCreationTime;
}

export interface CanRepairInput {
  item: string;
  /** The item's tier now (after damage). */
  currentTier: number;
  /** The repairer's skill levels; missing skills count as 0. */
  skills: Partial<Record<SkillId, number>>;
}

/**
 * Whether a character may repair an item now: it must be repairable, not destroyed ("Bows are destroyed at T0 … but
 * may be repaired as long as they are still T1 or higher"; tents likewise), and every required skill must be at level.
 */
export function canRepair(input: CanRepairInput): CraftCheck {
  const { item, currentTier, skills } = requireInput('Can repair', input);
  const recipe = craftedItem(item);
  requireTier(currentTier, 'Current tier');
  if (recipe.repair === null) return { ok: false, reasons: [`A ${recipe.name} cannot be repaired.`] };
  const levelOf = requireSkillLevels(skills);
  const reasons: string[] = [];
  if (recipe.destroyedAtT0 && currentTier === 0) {
    reasons.push(`A ${recipe.name} at Tier 0 is destroyed and cannot be repaired.`);
  }
  for (const { skill, level } of recipe.repair.skills) {
    const name = skillById(skill).name;
    const has = levelOf(skill);
    if (has < level) reasons.push(`Repairing a ${recipe.name} needs ${name} ${level} or higher (you have ${has}).`);
  }
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}
