import {
  craftedItem,
  craftingSkillName,
  craftingTimeFor,
  requireCraftTier,
  requireCraftingSkillLevel,
  requireToolLevel,
} from './catalog';
import { itemTierProblem } from './crafting-days';
import { craftingToolProblem } from './tool-rules';
import { requireInput } from '../../../../core/rules';

/** Either the craft is allowed, or every reason it is not, in words a player understands. */
export type CraftCheck = { ok: true } | { ok: false; reasons: string[] };

export interface CanCraftInput {
  skill: string;
  /** The crafter's level in that skill. */
  skillLevel: number;
  tier: number;
  tools: string;
}

function verdict(reasons: string[]): CraftCheck {
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}

/**
 * Whether a crafter may make a tier-T product: "rated in Tier value up to their [skill] level", with tools the skill
 * allows (Crude or better; Locksmith Basic or better; Art and Map Making no Workshop). A Map's tier is its maker's
 * Map Making level ("If that person’s Map Making skill is a 5, they will make a T5 Map").
 */
export function canCraft(input: CanCraftInput): CraftCheck {
  const { skill, skillLevel, tier, tools } = requireInput('Can craft', input);
  const time = craftingTimeFor(skill);
  const name = craftingSkillName(time.skill);
  requireCraftingSkillLevel(`${name} level`, skillLevel);
  requireCraftTier(tier);
  const reasons: string[] = [];
  if (skillLevel < 1) reasons.push(`${name} needs at least level 1 to make anything.`);
  else if (time.skill === 'map-making' && tier !== skillLevel) {
    reasons.push(`A Map's tier is its maker's Map Making level (${skillLevel}), so it cannot be Tier ${tier}.`);
  } else if (tier > skillLevel) {
    reasons.push(`${name} ${skillLevel} can make up to Tier ${skillLevel}, not Tier ${tier}.`);
  }
  const toolProblem = craftingToolProblem(time, requireToolLevel(tools));
  if (toolProblem !== null) reasons.push(toolProblem);
  return verdict(reasons);
}

export interface CanCraftItemInput {
  item: string;
  /** The crafter's level in the item's skill (Weaponsmith for a weapon, Tailor for a tent …). */
  skillLevel: number;
  tier: number;
  tools: string;
}

/** Whether a crafter may make this item at this tier: canCraft for its skill, plus its fixed or minimum tier. */
export function canCraftItem(input: CanCraftItemInput): CraftCheck {
  const { item, skillLevel, tier, tools } = requireInput('Can craft item', input);
  const recipe = craftedItem(item);
  requireCraftTier(tier);
  const reasons: string[] = [];
  const tierProblem = itemTierProblem(recipe, tier);
  if (tierProblem !== null) reasons.push(tierProblem);
  const skillCheck = canCraft({ skill: recipe.skill, skillLevel, tier, tools });
  if (!skillCheck.ok) reasons.push(...skillCheck.reasons);
  return verdict(reasons);
}
