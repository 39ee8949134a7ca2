import { z } from 'zod';

const tier = z.number().int().min(1).max(15);
const line = z.number().int().positive();

/** The Siege Weapon tables as printed (range by tier × Scholar, reload turns, crew, transport Body) and their formulas. */
export const SiegeFileSchema = z.strictObject({
  rangeQuote: z.string().min(1),
  rangeTilesPerPoint: z.number().int().positive(),
  /** Siege Weapon(adv) "Prerequisite skills — Scholar:5"; the range table starts at Skill 5. */
  minimumScholar: z.number().int().positive(),
  range: z.strictObject({
    line,
    scholarLevels: z.array(z.number().int().positive()),
    rows: z.array(z.strictObject({ tier, rangeTiles: z.array(z.number().int().positive()) })),
  }),
  reloadQuote: z.string().min(1),
  reloadTurnsPerTier: z.number().int().positive(),
  reload: z.strictObject({ line, rows: z.array(z.strictObject({ tier, turns: z.number().int().positive() })) }),
  crewQuote: z.string().min(1),
  /** "Tier /2", rounded up as every printed row does (C-19). */
  crewTiersPerPerson: z.number().int().positive(),
  crew: z.strictObject({ line, rows: z.array(z.strictObject({ tier, people: z.number().int().positive() })) }),
  transportQuote: z.string().min(1),
  transportBodyPerTier: z.number().int().positive(),
  transport: z.strictObject({ line, rows: z.array(z.strictObject({ tier, totalBody: z.number().int().positive() })) }),
});

export type SiegeFile = z.infer<typeof SiegeFileSchema>;
