import { z } from 'zod';

const quote = z.string().min(1);
const whole = z.number().int();

/** data/wasteland-dice/combat.json: every number of the text's core rules, each with the line it comes from. */
export const CombatNumbersSchema = z.strictObject({
  d20: z.strictObject({ sides: z.literal(20), quote }),
  /** "a modifier bonus (from -8 to +8)" */
  modifier: z.strictObject({ min: whole.max(0), max: whole.min(0), quote }),
  /** "your starting skill level (from 0 to 3)" */
  startingSkill: z.strictObject({ min: z.literal(0), max: whole.positive(), quote }),
  /** The XP boost the game's character screen shows for a starting level: printed ones, and the app's reading. */
  xpBoost: z.strictObject({
    printed: z.array(z.strictObject({ level: whole.positive(), percent: whole.positive(), quote })).min(1),
    interpolated: z.array(z.strictObject({ level: whole.positive(), percent: whole.positive() })),
  }),
  /** "multiplied by two" */
  attack: z.strictObject({ skillMultiplier: whole.positive(), quote }),
  /** "from 0 to a maximum of +6" */
  skillRoll: z.strictObject({ skillMultiplier: whole.positive(), max: whole.positive(), quote }),
  defence: z.strictObject({ base: whole.positive(), armourMax: whole.positive(), traitsMax: whole.positive(), quote }),
  movement: z.strictObject({
    base: whole.positive(),
    perSprintingPoint: whole.positive(),
    armourMax: whole.positive(),
    quote,
  }),
  run: z.strictObject({ extraTiles: whole.positive(), quote }),
  hitPoints: z.strictObject({ total: whole.positive(), lostPerHit: whole.positive(), downedAt: z.literal(0), quote }),
});

export type CombatNumbers = z.infer<typeof CombatNumbersSchema>;
