import { z } from 'zod';
import { ARMOUR_CLASSES, HELMET_BITE_SCRATCH_BANDS, HELMET_BULLET_BANDS, TORSO_BANDS } from '../ids';

const bonus = z.number().int().min(0).max(2);
const penalty = z.number().int().min(-2).max(0);
/** A table row exactly as the text prints it, so a test can find it there. */
const printed = z.string().startsWith('|').endsWith('|');

/** A band of resistance: `from` ≤ r < `below`, open at the top when `below` is null. */
const band = <T extends readonly [string, ...string[]]>(ids: T) =>
  z.strictObject({
    id: z.enum(ids),
    label: z.string().min(1),
    from: z.number().min(0).max(100),
    below: z.number().min(0).max(100).nullable(),
  });

/** data/wasteland-dice/armour.json: the torso and helmet tables as printed, and the armour classes. */
export const ArmourTablesSchema = z.strictObject({
  resistance: z.strictObject({ min: z.literal(0), max: z.literal(100) }),
  torso: z.strictObject({
    quote: z.string().min(1),
    header: printed,
    bands: z.array(band(TORSO_BANDS)).length(TORSO_BANDS.length),
    rows: z.array(
      z.strictObject({
        biteScratch: z.enum(TORSO_BANDS),
        bullet: z.enum(TORSO_BANDS),
        melee: bonus,
        ranged: bonus,
        movement: penalty,
        stealth: penalty,
        printed,
      }),
    ),
  }),
  helmet: z.strictObject({
    quote: z.string().min(1),
    header: printed,
    biteScratchBands: z.array(band(['under-70', '70-plus'] as const)).length(2),
    rows: z.array(
      z.strictObject({
        biteScratch: z.enum(HELMET_BITE_SCRATCH_BANDS),
        bullet: z.enum(HELMET_BULLET_BANDS),
        melee: z.number().int().min(0).max(1),
        ranged: z.number().int().min(0).max(1),
        printed,
      }),
    ),
  }),
  classes: z
    .array(
      z.strictObject({
        id: z.enum(ARMOUR_CLASSES),
        label: z.string().min(1),
        movement: penalty,
        stealth: penalty,
        quote: z.string().min(1),
      }),
    )
    .length(ARMOUR_CLASSES.length),
  /**
   * The text's four named pieces, as the game shows them (a resistance the text does not state is 0), each with the
   * sentence it comes from: what a fighter builder offers before typed resistances.
   */
  examples: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z][a-z-]*$/u),
      slot: z.enum(['torso', 'helmet']),
      name: z.string().min(1),
      scratch: z.number().min(0).max(100),
      bite: z.number().min(0).max(100),
      bullet: z.number().min(0).max(100),
      quote: z.string().min(1),
    }),
  ),
});

export type ArmourTables = z.infer<typeof ArmourTablesSchema>;
export type TorsoRow = ArmourTables['torso']['rows'][number];
export type HelmetRow = ArmourTables['helmet']['rows'][number];
export type ArmourExample = ArmourTables['examples'][number];
