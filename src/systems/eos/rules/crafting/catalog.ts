import craftingData from '../../../../../data/eos/crafting.json';
import type { CraftedItem, CraftingFile, CraftingSkillId, CraftingTime } from '../schemas/crafting';
import type { SkillId } from '../schemas/skills';
import { RulesError, requireOneOf, requireTier, requireWhole, requireInput } from '../../../../core/rules';
import { skillById } from '../skills';
import { TOOL_LEVELS, type ToolLevel } from '../tools';

/** The crafting tables, recipes and structure rules (data/eos/crafting.json). */
export const CRAFTING = craftingData as unknown as CraftingFile;

/** Skill levels run to 22 at most (Neo-Wolf Hunting); the character engine enforces each race's own cap. */
const MAX_SKILL_LEVEL = 22;

export function requireToolLevel(tools: string): ToolLevel {
  return requireOneOf('Tools', tools, TOOL_LEVELS);
}

/**
 * A skill level given to a crafting rule, 0 to 22 (Neo-Wolf Hunting), named by `label` ("Map Making level"). Not the
 * gathering rules' skill check (gathering/inputs.ts, by skill name, 0 to 15), hence the name.
 */
export function requireCraftingSkillLevel(label: string, value: number): number {
  return requireWhole(label, value, 0, MAX_SKILL_LEVEL);
}

/** Checks a map of skill levels (every id a known skill, every level a whole number) and returns a lookup (missing → 0). */
export function requireSkillLevels(skills: Partial<Record<string, number>>): (skill: SkillId) => number {
  requireInput('Require skill levels', skills);
  for (const [id, level] of Object.entries(skills)) {
    const skill = skillById(id);
    requireCraftingSkillLevel(`${skill.name} level`, level ?? 0);
  }
  return (skill) => skills[skill] ?? 0;
}

/** A crafted product's tier: 1 to 15 (nothing is crafted at T0). */
export function requireCraftTier(tier: number, label = 'Tier'): number {
  requireTier(tier, label);
  if (tier < 1) throw new RulesError('tier-out-of-range', `${label} must be at least 1: nothing is crafted at Tier 0.`);
  return tier;
}

/** The crafting-time rule of a skill; a known skill that makes no tiered products is refused. */
export function craftingTimeFor(skill: string): CraftingTime {
  const known = skillById(skill);
  const time = CRAFTING.craftingTimes.find((entry) => entry.skill === known.id);
  if (time === undefined) {
    throw new RulesError('not-allowed', `${known.name} does not craft tiered items, so it has no crafting time.`);
  }
  return time;
}

export function craftingSkillName(skill: CraftingSkillId): string {
  return skillById(skill).name;
}

export function craftedItem(item: string): CraftedItem {
  const id = requireOneOf(
    'Item',
    item,
    CRAFTING.items.map((entry) => entry.id),
  );
  return CRAFTING.items.find((entry) => entry.id === id) as CraftedItem;
}
