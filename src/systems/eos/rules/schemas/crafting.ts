import { z } from 'zod';
import { CRAFTED_ITEM_IDS, SKILL_IDS } from './ids';

export { CRAFTED_ITEM_IDS };

export const CRAFTING_SKILL_IDS = [
  'architect',
  'armorsmith',
  'art',
  'bowyer',
  'crossbow-smith',
  'locksmith',
  'map-making',
  'metalworks',
  'tailor',
  'weaponsmith',
  'woodworks',
] as const;

export const MATERIAL_IDS = [
  'metal-ingot',
  'full-cloth',
  'cloth-fragment',
  'beam-or-lumber',
  'lumber',
  'cordage-feet',
  'stone',
] as const;

const tier = z.number().int().min(1).max(15);
const days = z.number().positive();

/** Divisor of the base time per tool level; `null` where the skill refuses that tool level. */
export const CraftingDivisorsSchema = z.strictObject({
  crude: z.number().positive().nullable(),
  basic: z.number().positive().nullable(),
  workshop: z.number().positive().nullable(),
});

/** How long a skill takes to make a tier-T product: T² days (or T days for maps from memory) ÷ the tool divisor. */
export const CraftingTimeSchema = z.strictObject({
  skill: z.enum(CRAFTING_SKILL_IDS),
  formula: z.enum(['tier-squared', 'tier-days']),
  divisors: CraftingDivisorsSchema,
  printedTable: z.enum(['standard', 'art', 'locksmith']).nullable(),
  quote: z.string().min(1),
});

/** One row of a printed "Tier Value / Crude Tools / Basic Tools / Workshop" table; `null` for a column not printed. */
export const PrintedTimeRowSchema = z.strictObject({
  tier,
  crude: days.nullable(),
  basic: days.nullable(),
  workshop: days.nullable(),
});

export const PrintedTimeTableSchema = z.strictObject({
  id: z.enum(['standard', 'art', 'locksmith']),
  printedUnder: z.array(z.enum(CRAFTING_SKILL_IDS)).min(1),
  rows: z.array(PrintedTimeRowSchema).length(12),
});

export const MaterialSchema = z.strictObject({
  id: z.enum(MATERIAL_IDS),
  name: z.string().min(1),
  /** Ingots and cloth carry a tier; wood, fragments, cordage and stone do not. */
  tiered: z.boolean(),
  /** Skills that "normally work with" the material (who may break an item down into it). */
  workedBy: z.array(z.enum(SKILL_IDS)).min(1),
});

/**
 * One material line of a recipe. `per` says what the quantity counts: the item, each tier (cloth fragments), each
 * person a tent houses, or each 100 pages of a blank book. `minTier` is 'item' (tier ≥ the item's tier), a fixed tier,
 * or null for untiered materials.
 */
export const RecipeMaterialSchema = z.strictObject({
  material: z.enum(MATERIAL_IDS),
  quantity: z.number().positive(),
  per: z.enum(['item', 'tier', 'person', 'hundred-pages']),
  minTier: z.union([z.literal('item'), tier, z.null()]),
});

export const RepairSchema = z.strictObject({
  skills: z.array(z.strictObject({ skill: z.enum(SKILL_IDS), level: z.number().int().min(1) })).min(1),
});

export const CraftedItemSchema = z.strictObject({
  id: z.enum(CRAFTED_ITEM_IDS),
  name: z.string().min(1),
  skill: z.enum(CRAFTING_SKILL_IDS),
  /** Basic toolkits are always T2, Workshops T6, the Woodworks common items T2. */
  fixedTier: tier.nullable(),
  /** Tents need cloth of Tier 2 or higher, so no tent is below T2. */
  minTier: tier,
  /** 'one-per-daily-task': full cloth, one per Daily Task × the tool multiplier (ruling C-05). */
  timing: z.enum(['skill-time', 'one-per-daily-task']),
  materials: z.array(RecipeMaterialSchema),
  /** Gear is made for one size category, so its materials scale with the size material multiplier. */
  scalesWithCreatureSize: z.boolean(),
  /** Skills (each at the level listed) that may repair it; `null` when it cannot be repaired. */
  repair: RepairSchema.nullable(),
  destroyedAtT0: z.boolean(),
  /** The skill that must fit the item to its wearer at a level ≥ its tier (ruling A-22); `null` when not fitted. */
  fittedBy: z.enum(['armorsmith', 'tailor']).nullable(),
  quote: z.string().min(1),
});

export const CraftingFileSchema = z.strictObject({
  craftingTimes: z.array(CraftingTimeSchema),
  printedTables: z.array(PrintedTimeTableSchema).length(3),
  mapCopy: z.strictObject({
    minDays: days,
    maxDays: days,
    minSkillLevel: z.number().int().min(1),
    quote: z.string().min(1),
  }),
  ingotUpgrade: z.strictObject({
    skill: z.literal('metalworks'),
    minFromTier: tier,
    quote: z.string().min(1),
    example: z.strictObject({ fromTier: tier, toTier: tier, tools: z.enum(['crude', 'basic', 'workshop']), days }),
  }),
  repair: z.strictObject({ fractionOfCreationTime: z.number().positive().max(1), quote: z.string().min(1) }),
  breakDown: z.strictObject({
    dailyTasksPerItem: z.number().int().positive(),
    minSkillLevel: z.number().int().min(1),
    quote: z.string().min(1),
    requirementQuote: z.string().min(1),
  }),
  fitting: z.strictObject({ quote: z.string().min(1) }),
  materials: z.array(MaterialSchema),
  items: z.array(CraftedItemSchema),
  commonWoodItems: z.strictObject({
    skill: z.literal('woodworks'),
    tier,
    minSkillLevel: z.number().int().min(1),
    lumberEach: z.number().int().positive(),
    beamsAllowed: z.boolean(),
    quote: z.string().min(1),
  }),
  clothFragments: z.strictObject({
    perTier: z.number().int().positive(),
    rows: z.array(z.strictObject({ tier, fragments: z.number().int().positive() })).length(12),
    quote: z.string().min(1),
  }),
  structures: z.strictObject({
    woodworks: z.strictObject({
      skill: z.literal('woodworks'),
      maxSquareFeet: z.number().positive(),
      lumberPerSquareFoot: z.number().positive(),
      lumberPerTile: z.number().positive(),
      squareFeetPerTile: z.number().positive(),
      beamsAllowed: z.boolean(),
      tierLossEvery: z.string().min(1),
      timeScalesWithArea: z.literal(false),
      quote: z.string().min(1),
    }),
    architect: z.strictObject({
      skill: z.literal('architect'),
      buildingsAboveSquareFeet: z.number().positive(),
      squareFeetPerUnit: z.number().positive(),
      stonesPerUnit: z.number().int().positive(),
      maxHelpers: z.number().int().nonnegative(),
      tierLossEvery: z.string().min(1),
      timeScalesWithArea: z.literal(true),
      quote: z.string().min(1),
      helperQuote: z.string().min(1),
    }),
  }),
});

export type CraftingSkillId = (typeof CRAFTING_SKILL_IDS)[number];
export type MaterialId = (typeof MATERIAL_IDS)[number];
export type CraftedItemId = (typeof CRAFTED_ITEM_IDS)[number];
export type CraftingTime = z.infer<typeof CraftingTimeSchema>;
export type CraftedItem = z.infer<typeof CraftedItemSchema>;
export type RecipeMaterial = z.infer<typeof RecipeMaterialSchema>;
export type CraftingFile = z.infer<typeof CraftingFileSchema>;
