import type { MaterialId } from '../schemas/crafting';
import type { SkillId } from '../schemas/skills';
import { RulesError, requireInput } from '../../../../core/rules';
import { skillById } from '../skills';
import type { CraftCheck } from './can-craft';
import { CRAFTING, craftedItem, requireSkillLevels, requireToolLevel } from './catalog';
import { type MaterialsForInput, materialsFor } from './materials';

export interface ReturnedMaterial {
  material: MaterialId;
  quantity: number;
  /** Tiered materials come back "at the same tier level" as the item; null for untiered ones. */
  tier: number | null;
}

export interface BreakDownResult {
  materials: ReturnedMaterial[];
  /** "This may be done as 1 “daily task” per item being broken down this way." */
  dailyTasks: number;
}

function tiered(material: MaterialId): boolean {
  return CRAFTING.materials.find((entry) => entry.id === material)?.tiered ?? false;
}

/**
 * Breaking down an item: "The material resources returned are equal to the amount required in their creation, & at
 * the same tier level. Meaning an extra-large creature’s T5 weapon will break down into nine (9) T5 metal ingots".
 */
export function breakDown(input: MaterialsForInput): BreakDownResult {
  requireInput('Break down', input);
  const recipe = craftedItem(input.item);
  if (recipe.materials.length === 0) {
    throw new RulesError('not-allowed', `A ${recipe.name} is not made from materials, so it cannot be broken down.`);
  }
  const materials = materialsFor(input).map(({ material, quantity }) => ({
    material,
    quantity,
    tier: tiered(material) ? input.tier : null,
  }));
  return { materials, dailyTasks: CRAFTING.breakDown.dailyTasksPerItem };
}

export interface CanBreakDownInput {
  item: string;
  tools: string;
  /** The character's skill levels; missing skills count as 0. */
  skills: Partial<Record<SkillId, number>>;
}

/**
 * "This task requires a toolkit & at least a skill of one (1) in any skill that normally works with those materials."
 * Read per material (ruling R-crafting-3): armor needs a cloth skill and a metal skill, which Armorsmith alone covers.
 */
export function canBreakDown(input: CanBreakDownInput): CraftCheck {
  const { item, tools, skills } = requireInput('Can break down', input);
  const recipe = craftedItem(item);
  const levelOf = requireSkillLevels(skills);
  const reasons: string[] = [];
  if (recipe.materials.length === 0) reasons.push(`A ${recipe.name} is not made from materials.`);
  if (requireToolLevel(tools) === 'none') reasons.push('Breaking an item down needs a toolkit.');
  const minLevel = CRAFTING.breakDown.minSkillLevel;
  for (const material of new Set(recipe.materials.map((line) => line.material))) {
    const entry = CRAFTING.materials.find((candidate) => candidate.id === material);
    const workers = entry?.workedBy ?? [];
    const covered = workers.some((skill) => levelOf(skill) >= minLevel);
    if (!covered) {
      const names = workers.map((skill) => skillById(skill).name).join(', ');
      reasons.push(`Recovering ${entry?.name.toLowerCase() ?? material} needs level ${minLevel} in one of: ${names}.`);
    }
  }
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}
