import { z } from 'zod';

const quote = z.string().min(1);
const whole = z.number().int();

/** data/swedish-hex/numbers.json: every number of the text, each with the sentence it comes from. */
export const HexNumbersSchema = z.strictObject({
  attributePoints: z.strictObject({ atStart: z.literal(0), perLevel: whole.positive(), quote }),
  hp: z.strictObject({
    firstLevel: z.literal(1),
    atFirstLevel: whole.positive(),
    perVitalitet: whole.positive(),
    quote,
  }),
  fatigue: z.strictObject({ percentPerRound: whole.min(1).max(100), quote }),
  damage: z.strictObject({ minimum: whole.positive(), quote }),
  defeated: z.strictObject({ atOrBelow: z.literal(0), quote }),
  /** The paragraph "Detta stycke är inte aktuellt": its numbers, applied only as a house rule (R-weight-1). */
  weight: z.strictObject({
    limitKg: z.number().positive(),
    usedArmourShare: z.number().positive().max(1),
    current: z.literal(false),
    notCurrentQuote: quote,
    quote,
  }),
});

export type HexNumbers = z.infer<typeof HexNumbersSchema>;
