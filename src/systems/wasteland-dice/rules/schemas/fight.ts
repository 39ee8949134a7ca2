import { z } from 'zod';
import type { Fight } from '../fight/types';
import { FIGHT_PURPOSES, ROLL_MODES } from '../ids';
import { HIT_POINTS, MAX_FIGHTERS } from '../limits';
import { WdcFighterSchema } from './fighter';
import { StoredHouseRulesSchema } from './house-rules';

/*
 * The stored payload of a Wasteland Dice fight record: a `Fight` exactly as the tracker's steps return it (plain data,
 * log and undo history included), checked when the core reads or imports it. Like every record schema of the app it
 * only checks, never changes a value. The step functions check the fight's rules again on every step.
 */

const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const text = z.string();
const id = z.string().min(1).max(64);

/** Every setting written out, as a fight keeps them (wdcHouseRules' result), not the stored subset. */
const FightRulesSchema = StoredHouseRulesSchema.required();

const FightFighterSchema = z.strictObject({
  id,
  name: text.min(1),
  side: text.min(1),
  fighter: WdcFighterSchema,
  hp: whole(0, HIT_POINTS),
  armed: z.boolean(),
  inCover: z.boolean(),
  heldBy: id.nullable(),
  outcome: text.nullable(),
});

const TurnStateSchema = z.strictObject({
  fighterId: id,
  tilesMoved: whole(0, Number.MAX_SAFE_INTEGER),
  attacked: z.boolean(),
  ran: z.boolean(),
});

const InitiativeRollSchema = z.strictObject({
  id,
  modifier: z.number().int(),
  totals: z.array(z.number().int()),
  dice: z.array(whole(1, 20)),
});

const LoggedRollSchema = z.strictObject({
  mode: z.enum(ROLL_MODES),
  dice: z.array(whole(1, 20)).min(1).max(2),
  kept: whole(1, 20),
  modifier: z.number().int(),
  total: z.number().int(),
  defence: z.number().int(),
  hit: z.boolean(),
});

const FightLogEntrySchema = z.strictObject({
  id: whole(1, Number.MAX_SAFE_INTEGER),
  round: whole(0, Number.MAX_SAFE_INTEGER),
  kind: z.enum(['setup', 'initiative', 'turn', 'move', 'run', 'attack', 'hold', 'downed', 'storyteller', 'end']),
  actorId: id.nullable(),
  targetId: id.nullable(),
  roll: LoggedRollSchema.nullable(),
  hpAfter: whole(0, HIT_POINTS).nullable(),
  text: text.min(1),
});

/** The fields of a fight apart from its fighters, log and undo: what an undo step keeps the previous values of. */
const fightFields = {
  purpose: z.enum(FIGHT_PURPOSES),
  rules: FightRulesSchema,
  status: z.enum(['setup', 'running', 'over']),
  initiative: z.array(InitiativeRollSchema),
  order: z.array(id),
  round: whole(0, Number.MAX_SAFE_INTEGER),
  turnIndex: whole(-1, MAX_FIGHTERS),
  turn: TurnStateSchema.nullable(),
};

const FightUndoStepSchema = z.strictObject({
  logLength: whole(0, Number.MAX_SAFE_INTEGER),
  fields: z.strictObject(fightFields).partial(),
  fighters: z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('patch'),
      before: z.array(z.strictObject({ index: whole(0, MAX_FIGHTERS), fighter: FightFighterSchema })),
    }),
    z.strictObject({ kind: z.literal('all'), before: z.array(FightFighterSchema) }),
  ]),
});

/** A stored fight: what `createFight` and every step return. */
export const WdcFightSchema = z
  .strictObject({
    ...fightFields,
    fighters: z.array(FightFighterSchema).max(MAX_FIGHTERS),
    log: z.array(FightLogEntrySchema),
    undo: z.array(FightUndoStepSchema),
  })
  .superRefine((fight, ctx) => {
    const ids = new Set(fight.fighters.map((f) => f.id));
    if (ids.size !== fight.fighters.length)
      ctx.addIssue({ code: 'custom', path: ['fighters'], message: 'a fighter is listed twice' });
    fight.order.forEach((fighterId, index) => {
      if (!ids.has(fighterId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['order', index],
          message: `“${fighterId}” is not a fighter of this fight`,
        });
      }
    });
  });

export type StoredFight = z.infer<typeof WdcFightSchema>;

/** A stored fight read through the schema is the tracker's `Fight` (a compile-time check: this fails to build if not). */
export type StoredFightIsAFight = StoredFight extends Fight ? true : never;
export const STORED_FIGHT_IS_A_FIGHT: StoredFightIsAFight = true;
