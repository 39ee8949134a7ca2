import { z } from 'zod';

/** The falling table (printed twice, T-04) and the doubling rule it follows. */
export const FallingFileSchema = z.strictObject({
  quote: z.string().min(1),
  feetPerTile: z.number().int().positive(),
  /** "Falling 10 feet will deal 1 damage" — tile 2. */
  firstDamagingTile: z.number().int().positive(),
  damageAtFirstDamagingTile: z.number().int().positive(),
  /** "For each consecutive 5 feet, double that damage." */
  multiplierPerTile: z.number().int().positive(),
  lines: z.array(z.number().int().positive()),
  rows: z.array(
    z.strictObject({
      tiles: z.number().int().positive(),
      feet: z.number().int().positive(),
      damage: z.number().int().nonnegative(),
    }),
  ),
});

export type FallingFile = z.infer<typeof FallingFileSchema>;
