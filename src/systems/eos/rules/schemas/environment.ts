import { z } from 'zod';
import { RATIONS } from './ids';

export { RATIONS };

export const WORK_LEVELS = ['full', 'half', 'rest'] as const;
export const SHELTER_KINDS = ['bushcraft', 'tent', 'woodworks', 'architect', 'architect-stone'] as const;

const percentByWork = z.strictObject({ full: z.number().int(), half: z.number().int(), rest: z.number().int() });

/** Environment & Hunger, Starvation, Food Expiration, HP recovery, Medicine and Daily Activities. */
export const EnvironmentFileSchema = z.strictObject({
  cold: z.strictObject({
    /** "a scale that usually sits between 0 & 12" (the GM may exceed it in a blizzard). */
    typicalMax: z.number().int().positive(),
    /** "For each Level of environmental damage … each character will lose 1hp each hour while exposed." */
    damagePerLevelPerHour: z.number().int().positive(),
    /** Bushcrafter's Cloak: "an additional point in armor vs environment". */
    cloakArmor: z.number().int().positive(),
    /** Bedrolls "have the same effect against cold as wearing two sets of clothing of the same tier". */
    /** Fire or shelter alone: "halved (rounded up)". */
    shelterOrFireDivisor: z.number().int().positive(),
    /** "Each character may only equip 1 set of clothing at a time." */
    defaultClothingSets: z.number().int().positive(),
  }),
  /** how fast each kind of shelter loses a tier. */
  shelterDecay: z
    .array(
      z.strictObject({
        kind: z.enum(SHELTER_KINDS),
        name: z.string().min(1),
        /** "Each week" (Bushcraft), "each month" in use (tent), each year, decade or century (structures). */
        tierLostEvery: z.strictObject({
          count: z.number().int().positive(),
          unit: z.enum(['week', 'month', 'year']),
        }),
      }),
    )
    .length(SHELTER_KINDS.length),
  food: z.strictObject({
    rationFraction: z.strictObject({ full: z.number(), half: z.number(), none: z.number() }),
    /** "For each day of food, we can assume there is also an equal number of days of water." */
    waterDaysPerFoodDay: z.number().positive(),
    /** "Unpreserved Food Expires After 1 Week." */
    unpreservedShelfLifeDays: z.number().int().positive(),
    /** Mind < 1 and Neo-Rats: "an additional week after it has spoiled". */
    spoiledFoodExtraDays: z.number().int().positive(),
  }),
  starvation: z.strictObject({
    /** Percent of the original max HP per day, by ration (outer key) and work level (inner key); negative is a loss. */
    dailyPercentChange: z.strictObject({ none: percentByWork, half: percentByWork, full: percentByWork }),
    deathAtReductionPercent: z.number().int().positive(),
  }),
  healing: z.strictObject({
    /** Overnight Hibernation: "[Body Stat x 2] in HP". */
    hibernationMultiplier: z.number().int().positive(),
    /** Medicine: 1 HP per level with Crude tools, doubled with Basic; no Workshop (C-02). */
    medicineHpPerLevel: z.strictObject({ crude: z.number().int().positive(), basic: z.number().int().positive() }),
  }),
  dailyTasks: z.strictObject({
    perDay: z.number().int().positive(),
    hoursPerTask: z.number().int().positive(),
    choreDelegationExtraTasks: z.number().int().positive(),
    choreDelegationLightHours: z.number().int().positive(),
  }),
});

export type EnvironmentFile = z.infer<typeof EnvironmentFileSchema>;
export type Ration = (typeof RATIONS)[number];
export type WorkLevel = (typeof WORK_LEVELS)[number];
export type ShelterKind = (typeof SHELTER_KINDS)[number];
