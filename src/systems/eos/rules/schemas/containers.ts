import { z } from 'zod';
import { ITEM_SIZE_IDS, SIZE_CATEGORY_IDS, TIERED_CONTAINER_IDS } from './ids';

export { ITEM_SIZE_IDS, TIERED_CONTAINER_IDS };

const tier = z.number().int().min(1).max(15);
const quote = z.string().min(1);

/** A pouch or backpack whose slots are `slotsPerTier × tier` for a medium creature. */
export const TieredContainerSchema = z.strictObject({
  id: z.enum(TIERED_CONTAINER_IDS),
  name: z.string().min(1),
  slotsPerTier: z.number().int().positive(),
  /** [Item] containers hold only the one item type they were made for (food, coin, bolts, arrows …). */
  itemSpecific: z.boolean(),
  /** After the small ×0.5: [Item] containers round up (the text), hip pouches and backpacks keep the half. */
  smallCreatureRounding: z.enum(['exact', 'up']),
  /** "It requires a Body stat of its tier value or higher to wear." */
  bodyAtLeastTier: z.boolean(),
  /**
   * What it takes up packed away in another container: "(M) items include … some pouches designed for carrying on a
   * hip", "(L) items include most backpacks" (ruling R-inventory-3).
   */
  storedSize: z.enum(['m', 'l']),
  /** The printed table (medium creatures), row by row. */
  rows: z.array(z.strictObject({ tier, slots: z.number().int().positive() })).length(12),
  quote,
});

export const ContainersFileSchema = z.strictObject({
  printedFor: z.enum(SIZE_CATEGORY_IDS),
  tieredContainers: z.array(TieredContainerSchema).length(4),
  commonItemSpecifics: z.array(z.string().min(1)),
  bedroll: z.strictObject({
    coldArmorPerTier: z.number().int().positive(),
    clothNeeded: z.number().int().positive(),
    rows: z.array(z.strictObject({ tier, coldArmor: z.number().int().positive() })).length(12),
    quote,
  }),
  tent: z.strictObject({
    clothPerPerson: z.number().int().positive(),
    minClothTier: tier,
    foldedSlotsPerPerson: z.number().int().positive(),
    tierLostPerMonthInUse: z.number().int().positive(),
    shelterFromTier: tier,
    rows: z
      .array(
        z.strictObject({
          persons: z.number().int().positive(),
          cloth: z.number().int().positive(),
          foldedSlots: z.number().int().positive(),
        }),
      )
      .length(12),
    quote,
  }),
  /** "Each torch takes up 5 inventory slots." (Bushcraft), not the (M) category's 10. */
  torch: z.strictObject({ slots: z.number().int().positive(), quote }),
  fixedContainers: z.array(
    z.strictObject({
      id: z.enum(['misc-chest', 'food-chest', 'water-barrel', 'bushcraft-container', 'skid']),
      name: z.string().min(1),
      holds: z.number().positive(),
      unit: z.enum(['slots', 'food units', 'gallons']),
      occupiesSlots: z.number().positive().optional(),
      itemSize: z.enum(ITEM_SIZE_IDS).nullable(),
      quote,
    }),
  ),
  /** "Item Size Categories": how many inventory spaces an item of each category takes (at most). */
  itemSizes: z
    .array(
      z.strictObject({
        id: z.enum(ITEM_SIZE_IDS),
        name: z.string().min(1),
        abbreviation: z.string().min(1),
        /** Spaces one item takes at most (XS: a tenth, since 10 stack in 1 space). */
        slots: z.number().positive(),
        /** How many stack in one space, where the text says so. */
        perSlot: z.number().int().positive().nullable(),
        examples: z.array(z.string().min(1)),
        quote,
      }),
    )
    .length(5),
});

export type TieredContainerId = (typeof TIERED_CONTAINER_IDS)[number];
export type ItemSizeId = (typeof ITEM_SIZE_IDS)[number];
export type TieredContainer = z.infer<typeof TieredContainerSchema>;
export type ContainersFile = z.infer<typeof ContainersFileSchema>;
