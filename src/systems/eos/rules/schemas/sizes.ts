import { z } from 'zod';
import { SIZE_CATEGORY_IDS } from './ids';

export { SIZE_CATEGORY_IDS };

/** One of the four size categories of "Creature Size Modifiers". */
export const SizeCategorySchema = z.strictObject({
  id: z.enum(SIZE_CATEGORY_IDS),
  name: z.string().min(1),
  abbreviation: z.string().min(1),
  /** "They have a general size of 4 tiles" (large), 9 (XL), 0.5 (small), 1 (medium). */
  generalTiles: z.number().positive(),
  /**
   * The footprints a creature of this category may have: "A large race is anything from 2-6 tiles in total size",
   * "A extra-large race is anything greater than 6 tiles" (up to the 5×5 the text mentions); small ½, medium 1.
   */
  minTiles: z.number().positive(),
  maxTiles: z.number().positive(),
  /** Large and XL: "three (3) more base Hit Points for each tile they occupy". */
  hpPerTile: z.number().int().nonnegative(),
  /** Small: "five (5) less base Hit Points". */
  flatHpModifier: z.number().int(),
  /** Large and XL: "three (3) extra damage with all melee weapons & thrown weapons for each tile". */
  meleeDamagePerTile: z.number().int().nonnegative(),
  /** Small: "deal five (5) less damage … with all melee weapons & thrown weapons". */
  flatMeleeDamageModifier: z.number().int(),
  /** "a normal range with all weapons plus 1" (large), plus 2 (XL). */
  weaponRangeBonus: z.number().int().nonnegative(),
  containerMultiplier: z.number().positive(),
  materialMultiplier: z.number().positive(),
  cookingMultiplier: z.number().positive(),
  /** "Small races may occupy the same tile as 1 other creature, friend or foe." */
  canShareTile: z.boolean(),
});

export const SizesFileSchema = z.strictObject({
  /** "[(Body x Combat Level)+ 20HP]" — the medium base every size modifier adjusts. */
  baseHp: z.number().int().positive(),
  categories: z.array(SizeCategorySchema).length(4),
});

export type SizeCategoryId = (typeof SIZE_CATEGORY_IDS)[number];
export type SizeCategory = z.infer<typeof SizeCategorySchema>;
export type SizesFile = z.infer<typeof SizesFileSchema>;
