import { z } from 'zod';
import { EVENT_IDS, ITEM_IDS, PERK_IDS } from '../ids';

const whole = z.number().int();
const positive = whole.positive();
const percent = whole.min(0).max(100);

/** Each effect holds one value per rank (the value at that rank, not an increase). */
const EffectsSchema = z.strictObject({
  maxHealth: z.array(positive).optional(),
  unequippedWeapons: z.array(z.array(z.enum(ITEM_IDS))).optional(),
  abilities: z.array(z.array(z.string().min(1))).optional(),
  attacksPerTurn: z.array(positive).optional(),
  secondAttackExtraPercent: z.array(percent).optional(),
  incomeBonus: z.array(positive).optional(),
  movementCostPercent: z.array(whole).optional(),
  revealTiles: z.array(positive).optional(),
  wolfDamagePercent: z.array(positive).optional(),
  wolfResistancePercent: z.array(percent).optional(),
  tamedWolves: z.array(whole.min(0)).optional(),
  bowDamagePercent: z.array(positive).optional(),
  bowAccuracyPercent: z.array(positive).optional(),
  craftRollReduction: z.array(positive).optional(),
  /** Constant over the ranks: the recipes a crafting perk makes easier. */
  craftItems: z.array(z.enum(ITEM_IDS)).optional(),
  restHeal: z.array(z.strictObject({ min: positive, max: positive })).optional(),
  worsenPercent: z.array(percent).optional(),
  improvePercent: z.array(z.strictObject({ illness: percent, bleeding: percent }).nullable()).optional(),
  giftPercent: z.array(z.partialRecord(z.enum(EVENT_IDS), percent)).optional(),
});

export const PerkSchema = z
  .strictObject({
    id: z.enum(PERK_IDS),
    name: z.string().min(1),
    /** The perk's description, word for word. */
    quote: z.string().min(1),
    ranks: z
      .array(
        z.strictObject({
          rank: positive,
          cost: positive,
          unlockLevel: positive,
          requires: z.strictObject({ perk: z.enum(PERK_IDS), rank: positive }).nullable(),
          /** The rank's line as printed ("Rank 1, 1 point, unlocked Level 2"). */
          printed: z.string().min(1),
        }),
      )
      .min(1),
    effects: EffectsSchema,
  })
  .refine((perk) => perk.ranks.every((r, i) => r.rank === i + 1), 'ranks must be numbered 1, 2, 3 in order')
  .refine(
    (perk) =>
      Object.entries(perk.effects).every(
        ([key, values]) => key === 'craftItems' || (values as unknown[]).length === perk.ranks.length,
      ),
    'each effect needs one value per rank',
  );

export const PerksFileSchema = z.array(PerkSchema).length(PERK_IDS.length);
export type Perk = z.infer<typeof PerkSchema>;
export type PerkEffects = z.infer<typeof EffectsSchema>;
