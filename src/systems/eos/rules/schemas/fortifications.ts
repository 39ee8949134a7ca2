import { z } from 'zod';

const tier = z.number().int().min(1).max(15);

/** The Fortification table as printed, with its known typo (C-01: Tier 6 prints HP 90). */
export const FortificationsFileSchema = z.strictObject({
  quote: z.string().min(1),
  hpPerTier: z.number().int().positive(),
  armorPerTier: z.number().int().positive(),
  line: z.number().int().positive(),
  rows: z.array(z.strictObject({ tier, hp: z.number().int().positive(), armor: z.number().int().positive() })),
  typos: z.array(
    z.strictObject({
      tier,
      field: z.enum(['hp', 'armor']),
      printed: z.number().int(),
      reading: z.number().int(),
      ruling: z.string().min(1),
    }),
  ),
});

export type FortificationsFile = z.infer<typeof FortificationsFileSchema>;
