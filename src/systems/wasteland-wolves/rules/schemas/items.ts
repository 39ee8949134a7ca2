import { z } from 'zod';
import { CONDITION_IDS, DAMAGE_TYPES, ITEM_IDS, ITEM_KINDS, MATERIAL_IDS } from '../ids';

const whole = z.number().int();
const positive = whole.positive();
const percent = whole.min(0).max(100);
const stock = z.enum([...MATERIAL_IDS, ...ITEM_IDS]);
const inflicts = z
  .strictObject({ condition: z.enum(CONDITION_IDS), times: positive, immunityTurns: positive })
  .nullable();

/** A recipe as printed: "Roll 7", "2 Throwing Knives, 1 chemicals (creates 2)", "(up to 2 can be made at once)". */
const RecipeSchema = z.strictObject({
  roll: positive,
  materials: z.array(z.strictObject({ item: stock, count: positive })).min(1),
  /** How many one craft makes ("Arrows x4", "(creates 2)"). */
  makes: positive,
  /** How many crafts one action may make at once, each with its own materials ("up to 2 can be made at once"). */
  upTo: positive,
});

const WeaponSchema = z.strictObject({
  damage: z.strictObject({ min: positive, max: positive, type: z.enum(DAMAGE_TYPES) }),
  /** Range in tiles; 0 for a weapon that names none (it strikes on the same tile). */
  range: whole.min(0),
  /** "Accuracy 0/85 1/70": the chance to hit at each distance; null where the text gives none (melee). */
  accuracy: z.array(z.strictObject({ distance: whole.min(0), percent })).nullable(),
  ammo: z.strictObject({ item: stock, perAttack: positive }).nullable(),
  /** Bowmaster and Eagle Eye count bows, Backup Weapon pistol variants. */
  family: z.enum(['bow', 'pistol']).nullable(),
  /** "+100% damage vs wolves / +20% damage resistance vs wolf attacks" */
  vsWolves: z.strictObject({ damageBonus: positive, resistance: positive }).nullable(),
  /** "+10% movement energy cost" */
  movementCost: whole,
  inflicts,
});

const EffectSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('treat'), condition: z.enum(CONDITION_IDS), steps: positive }),
  z.strictObject({ kind: z.literal('heal'), amount: positive }),
  z.strictObject({ kind: z.literal('snare'), range: positive, actionCostIncrease: positive }),
  z.strictObject({ kind: z.literal('snare-mine'), actionCostIncrease: positive }),
  z.strictObject({ kind: z.literal('frag-mine'), damage: z.strictObject({ min: positive, max: positive }) }),
  z.strictObject({ kind: z.literal('camouflage'), turns: positive }),
  z.strictObject({ kind: z.literal('rubble'), movementCostPercent: positive }),
  z.strictObject({ kind: z.literal('revive') }),
]);

export const ItemSchema = z.strictObject({
  id: z.enum(ITEM_IDS),
  name: z.string().min(1),
  kind: z.enum(ITEM_KINDS),
  /** The item's block exactly as the text prints it, line by line (a test finds it there). */
  printed: z.array(z.string().min(1)).min(2),
  recipe: RecipeSchema.nullable(),
  weapon: WeaponSchema.optional(),
  ammunition: z.strictObject({ for: z.array(stock).min(1), damageBonus: whole.min(0), inflicts }).optional(),
  armour: z
    .strictObject({ shock: percent, ballistic: percent, snareImmune: z.boolean(), movementCost: whole })
    .optional(),
  effect: EffectSchema.optional(),
});

/** data/wasteland-wolves/items.json */
export const ItemsFileSchema = z.strictObject({
  materials: z.array(z.strictObject({ id: z.enum(MATERIAL_IDS), name: z.string().min(1) })).length(MATERIAL_IDS.length),
  items: z.array(ItemSchema).length(ITEM_IDS.length),
});

export type Item = z.infer<typeof ItemSchema>;
export type Recipe = z.infer<typeof RecipeSchema>;
export type Weapon = z.infer<typeof WeaponSchema>;
export type ItemEffect = z.infer<typeof EffectSchema>;
export type ItemsFile = z.infer<typeof ItemsFileSchema>;
