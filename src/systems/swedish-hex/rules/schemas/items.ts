import { z } from 'zod';
import type { FixedBonus, Foremalstyp, RangeBonus } from '../ids';
import { MAX_BONUS, MAX_ITEMS, MAX_LEVEL, MAX_WEIGHT_KG } from '../limits';
import { HexIdSchema, HexNameSchema, HexRangeSchema, HexTextSchema, uniqueIds, wholeSchema } from './common';

const bonus = wholeSchema(-MAX_BONUS, MAX_BONUS).optional();
const requirement = wholeSchema(0, MAX_BONUS).optional();

/**
 * "förändra sina egenskaper enligt föremålens bonusar": whole-number bonuses (negative for "reducerar uthållighet") and
 * the two ranges, skadebonus and absorbering, written as the text does ("5-8").
 */
export const ItemBonusesSchema = z.strictObject({
  skadebonus: HexRangeSchema.optional(),
  absorbering: HexRangeSchema.optional(),
  armstyrka: bonus,
  vapenskicklighet: bonus,
  initiativ: bonus,
  träffsäkerhet: bonus,
  undvika: bonus,
  parera: bonus,
  hp: bonus,
  uthållighet: bonus,
} satisfies Record<FixedBonus | RangeBonus, z.ZodType>);

const common = {
  id: HexIdSchema,
  name: HexNameSchema,
  description: HexTextSchema.optional(),
  /** Only counted under the not-current weight rule (R-weight-1), when the GM turns it on. */
  weightKg: z
    .number({ error: `expected a weight in kg from 0 to ${MAX_WEIGHT_KG}` })
    .min(0, { error: `expected a weight in kg from 0 to ${MAX_WEIGHT_KG}` })
    .max(MAX_WEIGHT_KG, { error: `expected a weight in kg from 0 to ${MAX_WEIGHT_KG}` })
    .optional(),
};

/** "Föremål kan ha nivåkrav … armstyrkekrav … skicklighetskrav" (R-item-2: any usable type may have them). */
const requirements = {
  nivåkrav: wholeSchema(1, MAX_LEVEL).optional(),
  armstyrkekrav: requirement,
  skicklighetskrav: requirement,
};

/** The usable types other than weapons: the shield and the five rustningar. */
const usable = z.enum(['sköld', 'hjälm', 'handskar', 'harnesk', 'benskydd', 'skor'] satisfies Foremalstyp[]);

/**
 * One item of a GM's catalogue. "Vissa vapen är tvåhandsvapen" (only a weapon can be); "övrigt – Kan inte användas av
 * rollpersoner", so an övrigt item has no requirements or bonuses to state.
 */
export const ItemSchema = z.discriminatedUnion('type', [
  z.strictObject({
    ...common,
    ...requirements,
    type: z.literal('vapen'),
    tvåhandsvapen: z.boolean().optional(),
    bonuses: ItemBonusesSchema,
  }),
  z.strictObject({ ...common, ...requirements, type: usable, bonuses: ItemBonusesSchema }),
  z.strictObject({ ...common, type: z.literal('övrigt') }),
]);

/** A campaign's item catalogue ("The text defines no item list"). `example: true` marks the one the app ships. */
export const ItemCatalogueSchema = z.strictObject({
  example: z.boolean().optional(),
  note: HexTextSchema.optional(),
  items: z
    .array(ItemSchema)
    .max(MAX_ITEMS, { error: `a catalogue can hold at most ${MAX_ITEMS} items` })
    .refine(uniqueIds, { error: 'each item id may be used once' }),
});

export type ItemBonuses = z.infer<typeof ItemBonusesSchema>;
export type Item = z.infer<typeof ItemSchema>;
export type ItemCatalogue = z.infer<typeof ItemCatalogueSchema>;
