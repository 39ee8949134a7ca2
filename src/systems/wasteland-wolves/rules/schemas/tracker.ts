import { z } from 'zod';
import { MAX_EXPERIENCE, MAX_HEALTH, MAX_TURNS, NAME_MAX } from '../checks';
import { CONDITION_IDS, ITEM_IDS, SEVERITIES, WOLF_KINDS } from '../ids';
import { STATUS_IDS, UNDO_LIMIT } from '../tracker/types';
import { InventorySchema, PerkBuildSchema } from './player';

/*
 * The pack's encounter payload: a game's tracker (rules/tracker/types.ts) as stored inside the core's encounter
 * record. Plain data, checked for shape and range only; the rules refuse an event that breaks a rule.
 */

function whole(min: number, max: number) {
  const error = `expected a whole number from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

const id = z
  .string()
  .min(1)
  .max(NAME_MAX * 2);
const name = z.string().min(1).max(NAME_MAX);
const severity = z.enum(SEVERITIES).nullable();
const condition = z.enum(CONDITION_IDS);
const item = z.enum(ITEM_IDS);

export const TrackerPlayerSchema = z.strictObject({
  id,
  name,
  team: whole(1, 20),
  perks: PerkBuildSchema,
  experience: whole(0, MAX_EXPERIENCE),
  wolfDamageCarried: whole(0, 1),
  health: whole(0, MAX_HEALTH),
  energy: whole(0, 1000),
  illness: severity,
  bleeding: severity,
  statuses: z.array(z.strictObject({ id: z.enum(STATUS_IDS), turnsLeft: whole(0, MAX_TURNS) })),
  inventory: InventorySchema,
  weapon: item.nullable(),
  armour: item.nullable(),
  alive: z.boolean(),
});

export const TrackerWolfSchema = z.strictObject({
  id,
  kind: z.enum(WOLF_KINDS),
  health: whole(0, MAX_HEALTH),
  tracking: id.nullable(),
});

export const GameStateSchema = z.strictObject({
  turn: whole(1, MAX_TURNS),
  map: z.strictObject({
    teams: whole(1, 20),
    teamSize: whole(1, 20),
    side: whole(1, 100),
    tiles: whole(1, 10_000),
    quote: z.string().min(1),
  }),
  players: z.array(TrackerPlayerSchema),
  wolves: z.array(TrackerWolfSchema),
  wolvesSpawned: whole(0, 100_000),
});

const amount = whole(0, 10_000);
const playerId = id;

export const TrackerEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('add-player'),
    id,
    name,
    team: whole(1, 20),
    perks: PerkBuildSchema.optional(),
    experience: whole(0, MAX_EXPERIENCE).optional(),
  }),
  z.strictObject({ type: z.literal('next-turn'), wolvesOnPlayerTiles: z.array(id).optional() }),
  z.strictObject({ type: z.literal('spend-energy'), playerId, amount }),
  z.strictObject({ type: z.literal('damage'), playerId, amount }),
  z.strictObject({ type: z.literal('heal'), playerId, amount }),
  z.strictObject({ type: z.literal('set-condition'), playerId, condition, state: severity }),
  z.strictObject({ type: z.literal('inflict'), playerId, condition, times: whole(1, 3) }),
  z.strictObject({ type: z.literal('add-status'), playerId, status: z.enum(STATUS_IDS), turns: whole(0, MAX_TURNS) }),
  z.strictObject({ type: z.literal('remove-status'), playerId, status: z.enum(STATUS_IDS) }),
  z.strictObject({
    type: z.literal('gain-experience'),
    playerId,
    target: z.enum(['wolf', 'player']),
    damage: amount,
    targetHealth: amount,
  }),
  z.strictObject({ type: z.literal('set-perks'), playerId, perks: PerkBuildSchema }),
  z.strictObject({
    type: z.literal('change-items'),
    playerId,
    add: InventorySchema.optional(),
    remove: InventorySchema.optional(),
  }),
  z.strictObject({ type: z.literal('equip'), playerId, weapon: item.nullable(), armour: item.nullable() }),
  z.strictObject({ type: z.literal('revive'), playerId }),
  z.strictObject({ type: z.literal('spawn-wolf'), kind: z.enum(WOLF_KINDS) }),
  z.strictObject({ type: z.literal('wolf-damage'), wolfId: id, amount }),
  z.strictObject({ type: z.literal('wolf-track'), wolfId: id, playerId: id.nullable() }),
]);

export const UndoRecordSchema = z.strictObject({
  event: TrackerEventSchema,
  turn: whole(1, MAX_TURNS),
  players: z.record(z.string(), TrackerPlayerSchema.nullable()),
  wolves: z.array(TrackerWolfSchema).nullable(),
  wolvesSpawned: whole(0, 100_000),
});

/** A stored tracker: the state and what each event changed (at most UNDO_LIMIT records). */
export const WwTrackerSchema = z.strictObject({
  state: GameStateSchema,
  history: z.array(UndoRecordSchema).max(UNDO_LIMIT),
});
