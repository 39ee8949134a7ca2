import { z } from 'zod';
import { ACTION_KINDS, CONDITION_IDS, EVENT_IDS, ITEM_IDS, MATERIAL_IDS, SCAVENGE_BANDS, WOLF_KINDS } from '../ids';

const quote = z.string().min(1);
const whole = z.number().int();
const positive = whole.positive();
const percent = whole.min(0).max(100);
const stock = z.enum([...MATERIAL_IDS, ...ITEM_IDS]);
const range = z.strictObject({ min: positive, max: positive }).refine((r) => r.min <= r.max, 'min above max');

/** data/wasteland-wolves/game.json: every number of the text outside the item and perk lists, each with its line. */
export const GameNumbersSchema = z.strictObject({
  maps: z.array(z.strictObject({ teams: positive, teamSize: positive, side: positive, quote })).min(1),
  levels: z.array(z.strictObject({ level: positive, points: positive, experience: whole.min(0), quote })).min(1),
  movement: z.strictObject({
    normalMoves: positive,
    moveCost: positive,
    sprints: positive,
    sprintCost: positive,
    quote,
  }),
  actions: z.strictObject({
    normalActions: positive,
    actionCost: positive,
    overworkActions: positive,
    overworkCost: positive,
    quote,
  }),
  energy: z.strictObject({ income: positive, storage: positive, quote }),
  actionKinds: z.array(z.strictObject({ id: z.enum(ACTION_KINDS), quote })).length(ACTION_KINDS.length),
  rest: z.strictObject({ min: positive, max: positive, quote }),
  events: z
    .array(
      z.strictObject({
        id: z.enum(EVENT_IDS),
        percent,
        scavengeBand: z.enum(SCAVENGE_BANDS).optional(),
        quote,
      }),
    )
    .length(EVENT_IDS.length),
  conditions: z
    .array(
      z.strictObject({
        id: z.enum(CONDITION_IDS),
        damage: z.strictObject({ light: positive, moderate: positive, severe: positive }),
        improvePercent: percent,
        worsenPercent: percent,
        quote,
      }),
    )
    .length(CONDITION_IDS.length),
  trade: z.strictObject({ feeItems: z.array(stock), quote }),
  wolves: z.strictObject({
    maxActive: positive,
    movesPerTurn: positive,
    quote,
    kinds: z
      .array(
        z.strictObject({
          id: z.enum(WOLF_KINDS),
          name: z.string().min(1),
          health: positive,
          damage: range,
          damageReduction: positive.optional(),
          regeneration: positive.optional(),
          stopsTrackingBelow: positive.optional(),
          loot: z.array(z.strictObject({ item: stock, count: positive, percent })),
          quote,
        }),
      )
      .length(WOLF_KINDS.length),
    spawnStages: z
      .array(
        z.strictObject({
          afterTurns: whole.min(0),
          percent: z.strictObject({ wolf: percent, dire: percent, iron: percent }),
          quote,
        }),
      )
      .min(1),
  }),
  experience: z.strictObject({ wolfDamagePerPoint: positive, playerDamagePerPoint: positive, quote }),
  scavenging: z
    .array(
      z.strictObject({
        band: z.enum(SCAVENGE_BANDS),
        from: positive,
        to: positive.nullable(),
        quote,
        yields: z.array(z.strictObject({ item: stock, count: positive, halfChance: z.boolean() })).min(1),
      }),
    )
    .length(SCAVENGE_BANDS.length),
});

export type GameNumbers = z.infer<typeof GameNumbersSchema>;
export type WolfStats = GameNumbers['wolves']['kinds'][number];
export type ScavengeRow = GameNumbers['scavenging'][number];
