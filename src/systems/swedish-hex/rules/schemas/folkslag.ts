import { z } from 'zod';
import type { FolkslagUnderegenskap } from '../ids';
import { MAX_FOLKSLAG, MAX_FOLKSLAG_VALUE } from '../limits';
import { HexIdSchema, HexNameSchema, HexTextSchema, uniqueIds, wholeSchema } from './common';

const value = wholeSchema(0, MAX_FOLKSLAG_VALUE);

/**
 * One folkslag of a campaign: "Hur mycket av sina underegenskaper en rollperson startar med och hur de förändras av att
 * poäng placeras på egenskaper beror på vilket folkslag rollpersonen är av." The text lists none; the GM defines them.
 * `perPoint` gives each attribute's gain per point for its own sub-attributes only ("Poäng i en egenskap ger poäng i
 * dess underegenskaper"). HP is not here: the text gives every character 20 + 1 per vitalitet point (R-folk-1).
 */
export const FolkslagSchema = z.strictObject({
  id: HexIdSchema,
  name: HexNameSchema,
  description: HexTextSchema.optional(),
  start: z.strictObject({
    skadebonus: value,
    armstyrka: value,
    vapenskicklighet: value,
    initiativ: value,
    träffsäkerhet: value,
    undvika: value,
    parera: value,
    uthållighet: value,
  } satisfies Record<FolkslagUnderegenskap, z.ZodType>),
  perPoint: z.strictObject({
    styrka: z.strictObject({ skadebonus: value, armstyrka: value }),
    smidighet: z.strictObject({
      vapenskicklighet: value,
      initiativ: value,
      träffsäkerhet: value,
      undvika: value,
      parera: value,
    }),
    vitalitet: z.strictObject({ uthållighet: value }),
  }),
});

/** A campaign's folkslag table. `example: true` marks the table the app ships as a worked example, not the text's. */
export const FolkslagTableSchema = z.strictObject({
  example: z.boolean().optional(),
  note: HexTextSchema.optional(),
  folkslag: z
    .array(FolkslagSchema)
    .min(1, { error: 'a campaign needs at least one folkslag' })
    .max(MAX_FOLKSLAG, { error: `a campaign can have at most ${MAX_FOLKSLAG} folkslag` })
    .refine(uniqueIds, { error: 'each folkslag id may be used once' }),
});

export type Folkslag = z.infer<typeof FolkslagSchema>;
export type FolkslagTable = z.infer<typeof FolkslagTableSchema>;
