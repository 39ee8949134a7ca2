import { z } from 'zod';
import { SKILL_IDS } from './ids';

export { SKILL_IDS };

/** Stable ids of every skill in the rules text; data/eos/skills.json must list exactly these. */

export type SkillId = (typeof SKILL_IDS)[number];

export const SkillPrerequisiteSchema = z.strictObject({ skill: z.enum(SKILL_IDS), level: z.number().int().min(1) });

export const TOOL_REQUIREMENTS = ['none', 'crude', 'basic', 'weapon'] as const;
export const WEAPON_KINDS = ['bow', 'crossbow', 'firearm', 'melee', 'unarmed', 'thrown', 'siege'] as const;
export const WEAPON_HANDS = ['main', 'off', 'two', 'any', 'crew'] as const;

/**
 * What each tool level does for a skill, as a rate against the Crude baseline: gathering output × rate, crafting days
 * ÷ rate. `null` means that tool level cannot be used (Art has no Workshop, Locksmith refuses Crude tools, Farming has
 * no Workshop) or that no tool of that level exists for the skill.
 */
export const ToolMultipliersSchema = z.strictObject({
  none: z.number().positive().nullable(),
  crude: z.number().positive().nullable(),
  basic: z.number().positive().nullable(),
  workshop: z.number().positive().nullable(),
});

/** The weapon a combat skill wields: its kind and the hand (or crew) that holds it. */
export const SkillWeaponSchema = z.strictObject({ kind: z.enum(WEAPON_KINDS), hands: z.enum(WEAPON_HANDS) });

/** A heading in the text that is not a skill of its own but a use of this one (Quarrying is Mining, ruling C-15). */
export const SkillCoversSchema = z.strictObject({
  name: z.string().min(1),
  ruling: z.string().min(1),
  note: z.string().min(1),
});

/**
 * A skill as the rules describe it. The first five fields are the contract the character engine relies on; the rest
 * describe tools, workshop bonus and what one daily task produces.
 */
export const SkillSchema = z.object({
  id: z.enum(SKILL_IDS),
  name: z.string().min(1),
  category: z.enum(['combat', 'noncombat']),
  advanced: z.boolean(),
  prerequisites: z.array(SkillPrerequisiteSchema),
  /** Other spellings the text uses for the same skill ("Trap", "Trapping", "Taylor", "Woodworking" …). */
  aliases: z.array(z.string().min(1)),
  summary: z.string().min(1),
  /** What the skill does, as the book's first paragraph under its heading says it (shown in the builder). */
  description: z.string().min(40),
  /** An exact sentence from eos-rules.txt stating the skill's requirement or main rule. */
  ruleQuote: z.string().min(1),
  /** The least equipment the skill needs: no tools, a Crude or Basic toolkit, or a weapon (Hunting). */
  toolsRequired: z.enum(TOOL_REQUIREMENTS),
  toolsNote: z.string().min(1).nullable(),
  /** `null` when tool levels do not change the skill (combat skills, Bushcraft, Hunting). */
  toolMultipliers: ToolMultipliersSchema.nullable(),
  hasWorkshopBonus: z.boolean(),
  /** What one Daily Task of this skill produces, in words. */
  dailyTask: z.string().min(1),
  /** For weapon skills, the weapon they use; `null` for every other skill. */
  weapon: SkillWeaponSchema.nullable(),
  covers: z.array(SkillCoversSchema),
});

export type Skill = z.infer<typeof SkillSchema>;
export type ToolMultipliers = z.infer<typeof ToolMultipliersSchema>;
export type ToolRequirement = (typeof TOOL_REQUIREMENTS)[number];
