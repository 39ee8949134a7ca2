import { z } from 'zod';
import { VARELSER, type Egenskap, type Plats } from '../ids';
import { MAX_BONUS, MAX_CARRIED, MAX_LEVEL } from '../limits';
import { HexIdSchema, wholeSchema } from './common';

const points = wholeSchema(0, MAX_LEVEL * 2);
const slot = HexIdSchema.optional();

/**
 * The pack's payload of a character record (the core keeps id, name and owner): a rollperson, or a styggelse the GM
 * defines the same way (R-styggelse-1). Points are checked against the level in `characterProblems`, which knows the
 * house rules; the schema only checks, never changes a value.
 */
export const HexCharacterSchema = z.strictObject({
  kind: z.enum(VARELSER),
  folkslagId: HexIdSchema,
  level: wholeSchema(1, MAX_LEVEL),
  /** "två egenskapspoäng åt spelaren att valfritt placera på någon av egenskaperna" */
  points: z.strictObject({ styrka: points, smidighet: points, vitalitet: points } satisfies Record<
    Egenskap,
    z.ZodType
  >),
  /** "ett föremål av varje typ åt gången": the item id used in each slot. */
  equipped: z.strictObject({
    vapen: slot,
    sköld: slot,
    hjälm: slot,
    handskar: slot,
    harnesk: slot,
    benskydd: slot,
    skor: slot,
  } satisfies Record<Plats, z.ZodType>),
  /** HP lost and not yet back: only under R-hp-2's other reading, where losses outlast the fight. */
  hpLost: wholeSchema(0, MAX_BONUS).optional(),
  /** Items carried but not in use (they count only under the not-current weight rule). */
  carried: z
    .array(HexIdSchema)
    .max(MAX_CARRIED, { error: `at most ${MAX_CARRIED} carried items` })
    .optional(),
});

export type HexCharacter = z.infer<typeof HexCharacterSchema>;
