import { z } from 'zod';
import {
  type CarrySlot,
  TIERED_CONTAINER_IDS,
  RACE_IDS,
  SIZE_CATEGORY_IDS,
  SKILL_IDS,
  STAT_IDS,
  WEAPON_KIND_IDS,
  COMBAT_SPECIAL_IDS,
  type HeldWeaponKindId,
  type LogKind,
  type ToolLevel,
  MAX_TIER,
  MAX_CONDITION_PRESETS,
  HOUSE_RULE_KEYS,
  INVENTORY_ITEM_KINDS,
  COUNTED_MATERIALS,
  DAY_PHASES,
  TIERED_MATERIALS,
  type CountedMaterial,
  type TieredMaterial,
  CRAFTED_ITEM_IDS,
  RATIONS,
  BUSHCRAFT_SUB_TASK_IDS,
  type BushcraftSubTaskId,
  type HouseRules,
} from '../systems/eos/rules';
import { SNAPSHOT_KINDS, type SnapshotKind } from './snapshot';
import type { RecordOf, TableName } from './tables';
import { MAX_NAME_LENGTH, nameProblem, textProblem } from './text-rules';

/**
 * A zod schema for the records of every table: what a backup file, a restore point or anything else from outside may
 * put in the database. RECORD_SCHEMAS must name every table (TypeScript and tests/db/record-schemas.test.ts refuse a
 * missing one), and each schema's output must be storable as the table's record type.
 *
 * The schemas check shape and range, not the rules of the game: a draft character may break a rule (validateCharacter
 * says which), but no record may hold a stat of -3, a tier of 99, an unknown weapon kind, or a name with markup.
 * Objects are strict (an unknown field is refused: it would be lost silently). Messages read "expected a whole number
 * from 0 to 15"; backup-validate.ts adds where ("characters[2].build.creationStats.body") and what was found.
 */

// ---------------------------------------------------------------------------------------------------------------------
// Building blocks, exported for the other tables' schemas.

/** A whole number from min to max, with one message for every way of missing it (text, 2.5, -3, 99). */
export function wholeNumber(min: number, max: number) {
  const error = `expected a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A tier: "Tiers range from 0 to 15". */
export const tier = wholeNumber(0, MAX_TIER);

/** Milliseconds since the epoch, up to the year 275760 (the largest JavaScript date). */
export const timestamp = wholeNumber(0, 8.64e15);

/**
 * Names an object has before it holds anything ("__proto__", "constructor", "toString" …). Ids key objects (a day's
 * state and plan are keyed by character id), so an id named like one would read the built-in instead of nothing, or
 * set a prototype: refused wherever an id comes in.
 */
const BUILT_IN_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Why `key` cannot be an id of ours, or null. */
export function reservedIdProblem(key: string): string | null {
  return BUILT_IN_NAMES.has(key) ? `“${key}” is a name JavaScript keeps for itself; an id cannot be it` : null;
}

function notBuiltIn<T extends z.ZodString>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const problem = reservedIdProblem(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** A record or item id: crypto.randomUUID() for records, readable ids ("maren-bow") for gear. */
export const id = notBuiltIn(
  z.string({ error: 'expected an id' }).regex(/^[A-Za-z0-9_-]{1,64}$/u, {
    error: 'expected an id of 1 to 64 letters, digits, “-” or “_”',
  }),
);

/**
 * A campaign's or a character's name: what validateName stores. The app stores names trimmed, so a name with spaces
 * around it was typed into the file by hand (and a limit checked on the trimmed name would let any length through).
 */
export const name = z.string({ error: 'expected a name (text)' }).superRefine((value, ctx) => {
  const trimmed = value.trim();
  const problem =
    trimmed.length === 0
      ? 'a name cannot be empty'
      : trimmed.length !== value.length
        ? `a name cannot begin or end with spaces or line breaks (this one has ${(value.length - trimmed.length).toLocaleString('en')})`
        : trimmed.length > MAX_NAME_LENGTH
          ? `a name can be at most ${MAX_NAME_LENGTH} characters long; this one has ${trimmed.length.toLocaleString('en')}`
          : nameProblem(trimmed);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem.replace(/^(cannot|is)/u, 'a name $1') });
});

/** Free text up to `max` characters (notes may hold line breaks; markup is shown as typed, never as HTML). */
export function text(max: number) {
  return z
    .string({ error: 'expected text' })
    .max(max, { error: `expected text of at most ${max.toLocaleString('en')} characters` })
    .superRefine((value, ctx) => {
      if (value.length > max) return; // said by max()
      const problem = textProblem(value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: `text ${problem}` });
    });
}

/** A short label (a gear item's name, what a pouch holds): no control characters or markup, may be empty. */
export function label(max: number) {
  return z
    .string({ error: 'expected text' })
    .max(max, { error: `expected text of at most ${max} characters` })
    .superRefine((value, ctx) => {
      if (value.length > max) return; // said by max()
      const problem = nameProblem(value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: `a label ${problem}` });
    });
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.enum(values, { error: `expected ${what}` });
}

// ---------------------------------------------------------------------------------------------------------------------
// campaigns

export const HouseRulesSchema = z.partialRecord(
  oneOf(HOUSE_RULE_KEYS, 'a house rule switch of the Rulings page'),
  z.boolean({ error: 'expected true or false' }),
);

/** A rules pack's id ('eos', 'wasteland-dice'): lower-case letters, digits and “-”. */
export const systemId = z
  .string({ error: 'expected the id of a game (text)' })
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/u, { error: 'expected the id of a game, such as “eos”' });

/** Any plain object: what a pack's schema (payload-schemas.ts) then checks field by field. */
function packObject<T>(what: string) {
  return z.custom<T>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { error: `expected ${what}` });
}

/**
 * The campaign as the core stores it. Its house rules are the pack's: here only an object, checked by the pack's
 * house-rules schema (backup-validate.ts, pack-records.ts) — for Eos, HouseRulesSchema.
 */
export const CampaignRecordSchema = z.strictObject({
  id,
  name,
  systemId,
  createdAt: timestamp,
  updatedAt: timestamp,
  houseRules: packObject<HouseRules>('the house rules (an object)').optional(),
});

/** The envelope's fields (envelope.ts), each record of every pack's characters and fights. */
export const envelopeFields = { id, campaignId: id, name, createdAt: timestamp, updatedAt: timestamp };

/**
 * A character or fight as the core stores it: the envelope, and the pack's payload, only an object here (checked by the
 * campaign's pack's schema: payload-schemas.ts).
 */
export const RecordEnvelopeSchema = z.strictObject({
  ...envelopeFields,
  system: packObject<unknown>('the game’s data of the record (an object)'),
});

// ---------------------------------------------------------------------------------------------------------------------
// characters: the build (src/systems/eos/rules/character/build.ts) and the gear (src/systems/eos/rules/character/gear.ts)

/**
 * The stats as stored. "Starting stat points (25 total with a max of 10 in any one stat)" and the race caps ("Levels
 * higher than 12 are restricted to only a few races", Warhog Body 15) are rules validateCharacter checks; the shape
 * allows 0–15, the most any race can reach.
 */
const stat = wholeNumber(0, 15);
const StatsSchema = z.strictObject({ body: stat, mind: stat, reflex: stat, presence: stat, aura: stat });

/** Points put into one skill. Generous bounds: years of monthly time points and many combat levels fit. */
const SkillPointsSchema = z.strictObject({ time: wholeNumber(0, 100_000), combat: wholeNumber(0, 100_000) });

const skillId = z.string().refine((key) => (SKILL_IDS as readonly string[]).includes(key), {
  error: 'expected a skill of the rules (“bushcraft”, “bow” …)',
});

export const CharacterBuildSchema = z.strictObject({
  raceId: z.enum(['', ...RACE_IDS], { error: 'expected a race of the rules (“human”, “dwarf” …), or none' }),
  exp: wholeNumber(0, 1_000_000_000),
  creationStats: StatsSchema,
  levelStats: StatsSchema,
  monthsElapsed: wholeNumber(0, 100_000),
  skills: z.record(skillId, SkillPointsSchema),
});

const CARRY_SLOT_IDS = ['right-hip', 'left-hip', 'back'] as const satisfies readonly CarrySlot[];
const carrySlot = oneOf(CARRY_SLOT_IDS, 'a carry slot (right-hip, left-hip or back) or null').nullable();

const gearItem = {
  id,
  name: label(200),
  tier,
  fullTier: tier,
  sizeCategory: oneOf(SIZE_CATEGORY_IDS, 'a size category (small, medium, large or xl)'),
};

/** One stack of the inventory (src/systems/eos/rules/inventory.ts): its slots are counted by inventorySlots. */
const InventoryItemSchema = z.strictObject({
  id,
  name: label(200),
  kind: oneOf(INVENTORY_ITEM_KINDS, 'an item size (xs, s, m, l, xl), torch, bushcraft-container, tent or a pouch kind'),
  count: wholeNumber(1, 100_000),
  persons: wholeNumber(1, 12).optional(),
  spaces: wholeNumber(1, 1_000).optional(),
  type: label(80).optional(),
  in: id.nullable(),
});

export const CharacterGearSchema = z.strictObject({
  weapons: z
    .array(z.strictObject({ ...gearItem, kind: oneOf(WEAPON_KIND_IDS, 'a weapon kind of the rules'), slot: carrySlot }))
    .max(200),
  armor: z.array(z.strictObject(gearItem)).max(200),
  shield: z.strictObject({ ...gearItem, slot: oneOf(['back'], 'the back or null').nullable() }).nullable(),
  clothing: z.array(z.strictObject(gearItem)).max(200),
  cloaks: wholeNumber(0, 1_000),
  containers: z
    .array(
      z.strictObject({
        ...gearItem,
        kind: oneOf(TIERED_CONTAINER_IDS, 'a pouch or backpack kind'),
        slot: carrySlot,
        holds: label(80).optional(),
      }),
    )
    .max(200),
  toolkits: z
    .array(
      z.strictObject({
        ...gearItem,
        skill: oneOf(SKILL_IDS, 'a skill of the rules'),
        level: oneOf(['crude', 'basic'], 'crude or basic'),
        slot: carrySlot,
      }),
    )
    .max(200),
  bedrollTier: tier.nullable(),
  // Added with the inventory (issue 17); optional, so records and backups made before it still import unchanged.
  inventory: z.array(InventoryItemSchema).max(1_000).optional(),
});

export const PortraitSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('colour'),
      value: z.string().regex(/^#[0-9a-f]{6}$/iu, { error: 'expected a colour such as “#e8c46a”' }),
    }),
    z.strictObject({
      kind: z.literal('emoji'),
      value: label(16).refine((v) => v.trim().length > 0, { error: 'expected an emoji' }),
    }),
  ],
  { error: 'expected a portrait kind, "colour" or "emoji"' },
);

/** An Eos character's payload (eos-records.ts: EosCharacterPayload), the `system` of its stored envelope. */
export const EosCharacterPayloadSchema = z.strictObject({
  notes: text(100_000),
  portrait: PortraitSchema,
  draft: z.boolean({ error: 'expected true or false' }),
  build: CharacterBuildSchema,
  gear: CharacterGearSchema,
  /** "null means at maximum"; a whole number otherwise, negative for an unconscious character. */
  currentHp: wholeNumber(-1_000_000, 1_000_000).nullable(),
});

/** An Eos character as its views hold it (CharacterRecord), and as a day log saves it for undo: envelope and payload flat. */
export const CharacterRecordSchema = z.strictObject({ ...envelopeFields, ...EosCharacterPayloadSchema.shape });

// ---------------------------------------------------------------------------------------------------------------------
// This device's bookkeeping (never exported, but still checked: the guard wants every table)

export const SnapshotRecordSchema = z.strictObject({
  id,
  campaignId: id,
  createdAt: timestamp,
  kind: z.enum(SNAPSHOT_KINDS as unknown as readonly [SnapshotKind, ...SnapshotKind[]]),
  campaignName: name,
  counts: z.record(z.string().max(64), wholeNumber(0, 10_000_000)),
  formatVersion: wholeNumber(0, 1_000),
  appVersion: z.string().max(50),
  checksum: z.string().regex(/^[0-9a-f]{64}$/u),
  encoding: z.enum(['gzip', 'json']),
  // Not instanceof: bytes read back from IndexedDB may come from another realm (a test environment, a worker).
  data: z.union([
    z.custom<Uint8Array>((v) => Object.prototype.toString.call(v) === '[object Uint8Array]', {
      error: 'expected bytes',
    }),
    z.string(),
  ]),
  bytes: wholeNumber(0, Number.MAX_SAFE_INTEGER),
  storedBytes: wholeNumber(0, Number.MAX_SAFE_INTEGER),
});

export const BackupStatusRecordSchema = z.strictObject({
  id,
  lastExportedAt: timestamp.nullable(),
  reminderDismissedAt: timestamp.nullable(),
});

/**
 * An unsaved builder draft holds what the player typed so far, which may break any rule (a stat of 40 typed by
 * mistake, no race yet, no name): only its shape is checked, so a damaged draft is left out rather than offered back.
 */
const typedNumber = wholeNumber(0, Number.MAX_SAFE_INTEGER);
const typedStats = z.strictObject({
  body: typedNumber,
  mind: typedNumber,
  reflex: typedNumber,
  presence: typedNumber,
  aura: typedNumber,
});
const DraftFieldsSchema = z.strictObject({
  name: text(100_000),
  notes: text(100_000),
  portrait: PortraitSchema,
  build: z.strictObject({
    raceId: CharacterBuildSchema.shape.raceId,
    exp: typedNumber,
    creationStats: typedStats,
    levelStats: typedStats,
    monthsElapsed: typedNumber,
    skills: z.record(skillId, z.strictObject({ time: typedNumber, combat: typedNumber })),
  }),
  gear: CharacterGearSchema,
});

export const BuilderDraftRecordSchema = z.strictObject({
  key: z.string().regex(/^(new|edit):/u, { error: 'expected “new:<campaign id>” or “edit:<character id>”' }),
  campaignId: id,
  characterId: id.nullable(),
  draft: DraftFieldsSchema,
  base: DraftFieldsSchema.nullable(),
  step: label(20),
  updatedAt: timestamp,
});

// ---------------------------------------------------------------------------------------------------------------------
// encounters and creatureTemplates (combat helper): the engine's Encounter state (src/systems/eos/rules/encounter/types.ts) as
// stored, and the GM's quick creatures. Shapes and ranges only; the engine's transitions decide what a fight allows.

const encounterId = id;
/** Any whole number a fight produces (HP far below zero, roll differences, log positions). */
const count = wholeNumber(-1_000_000, 1_000_000);
/** Natural armor and claws may pass T15 ("[Body value + Combat Level]"). */
const naturalTier = wholeNumber(0, 1_000);
const skillLevels = z.record(skillId, wholeNumber(0, 100));
const combatSide = oneOf(['party', 'foe'], 'party or foe');
const actionType = oneOf(['contested', 'non-contested'], 'contested or non-contested');
const toolLevel = oneOf(['none', 'crude', 'basic', 'workshop'] as const satisfies readonly ToolLevel[], 'a tool level');
const heldWeaponKind = oneOf(
  WEAPON_KIND_IDS.filter((k) => k !== 'unarmed-melee' && k !== 'natural-weapon' && k !== 'siege-weapon') as [
    HeldWeaponKindId,
    ...HeldWeaponKindId[],
  ],
  'a weapon kind a combatant can hold',
);
const specials = z.array(oneOf(COMBAT_SPECIAL_IDS, 'a combat special of the rules')).max(50);
const SizedSchema = z.strictObject({
  sizeCategory: oneOf(SIZE_CATEGORY_IDS, 'a size category (small, medium, large or xl)'),
  tiles: z.number({ error: 'expected a number of tiles' }).min(0.5).max(25),
});

const gearBase = { id: encounterId, name: label(200), tier: naturalTier, fullTier: naturalTier };
const EncounterGearSchema = z.discriminatedUnion('slot', [
  z.strictObject({
    ...gearBase,
    slot: z.literal('weapon'),
    kind: heldWeaponKind,
    bulletTier: tier.nullable(),
    reload: z.strictObject({ loaded: z.boolean(), actionsDone: wholeNumber(0, 10) }).nullable(),
  }),
  z.strictObject({ ...gearBase, slot: z.literal('armor') }),
  z.strictObject({ ...gearBase, slot: z.literal('shield'), equipped: z.boolean() }),
  z.strictObject({ ...gearBase, slot: z.literal('natural-armor') }),
  z.strictObject({ ...gearBase, slot: z.literal('natural-weapon') }),
]);

const rounds = wholeNumber(0, 10_000);
const TimedEffectSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    id: encounterId,
    kind: z.literal('immobilized'),
    rounds,
    trapDifficulty: count.nullable(),
  }),
  z.strictObject({ id: encounterId, kind: z.literal('bleeding'), perRound: wholeNumber(1, 100_000), rounds }),
  z.strictObject({ id: encounterId, kind: z.literal('custom'), label: label(200), rounds }),
  z.strictObject({ id: encounterId, kind: z.literal('stealth-flag'), ownerId: encounterId }),
]);

const CombatantSchema = z.strictObject({
  id: encounterId,
  name,
  side: combatSide,
  source: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('character'), characterId: encounterId }),
    z.strictObject({ kind: z.literal('creature'), templateId: encounterId.nullable() }),
  ]),
  size: SizedSchema,
  maxHp: wholeNumber(0, 1_000_000),
  body: stat,
  reflex: stat,
  presence: stat,
  mind: stat.nullable(),
  aura: stat.optional(),
  combatLevel: wholeNumber(1, 10_000),
  move: wholeNumber(0, 1_000),
  skills: skillLevels,
  gear: z.array(EncounterGearSchema).max(200),
  specials,
  hp: count,
  effects: z.array(TimedEffectSchema).max(500),
  combatDamage: wholeNumber(0, 1_000_000),
  trapSetting: z
    .strictObject({
      stepsDone: wholeNumber(0, 10),
      tools: toolLevel,
      name: label(200),
      difficulty: count.nullable(),
    })
    .nullable(),
});

const LogDiceSideSchema = z.strictObject({
  rolls: z.array(wholeNumber(1, 20)).max(10),
  natural: wholeNumber(1, 20).nullable(),
  modifier: count,
  total: count,
});
const LOG_KINDS = [
  'setup',
  'initiative',
  'turn',
  'effect',
  'action',
  'attack',
  'critical',
  'damage',
  'stealth',
  'trap',
  'gm',
  'repair',
] as const satisfies readonly LogKind[];
const logResult = oneOf(['attacker', 'defender', 'tie', 'guaranteed-hit', 'free-hit'], 'a roll result');
const LogEntrySchema = z.strictObject({
  id: wholeNumber(1, 10_000_000),
  round: wholeNumber(0, 1_000_000),
  turn: wholeNumber(0, 10_000),
  actorId: encounterId.nullable(),
  targetId: encounterId.nullable(),
  kind: oneOf(LOG_KINDS, 'a kind of log line'),
  dice: z.strictObject({ actor: LogDiceSideSchema, opponent: LogDiceSideSchema.nullable() }).nullable(),
  result: logResult.nullable(),
  damage: wholeNumber(0, 1_000_000).nullable(),
  breakdown: text(2_000).nullable(),
  hpChange: count,
  hpAfter: count.nullable(),
  healthAfter: oneOf(['conscious', 'unconscious', 'dead'], 'conscious, unconscious or dead').nullable(),
  text: text(2_000),
});

const weaponRefs = z.array(encounterId).min(1).max(10);
const AttackDeclarationSchema = z.strictObject({
  attackerId: encounterId,
  defenderId: encounterId,
  weapons: weaponRefs,
  response: z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('weapons'), weapons: weaponRefs }),
      z.strictObject({ kind: z.literal('skill'), skill: oneOf(SKILL_IDS, 'a skill of the rules') }),
    ])
    .optional(),
  distance: wholeNumber(1, 10_000),
  from: oneOf(['front', 'rear'], 'front or rear'),
  stealth: z.boolean().optional(),
});
const criticalBase = { gearItemId: encounterId, ownerId: encounterId, label: label(300) };
const PendingAttackSchema = z.strictObject({
  declaration: AttackDeclarationSchema,
  difference: count,
  result: logResult,
  attackerNatural: wholeNumber(1, 20).nullable(),
  defenderNatural: wholeNumber(1, 20).nullable(),
  defenderRolled: z.boolean(),
  critical: z.strictObject({
    rollerId: encounterId,
    kind: oneOf(['critical-hit', 'critical-failure'], 'a critical hit or failure'),
    optional: z.boolean(),
    options: z
      .array(
        z.discriminatedUnion('kind', [
          z.strictObject({
            ...criticalBase,
            kind: z.literal('lower-tier'),
            fromTier: naturalTier,
            toTier: naturalTier,
          }),
          z.strictObject({ ...criticalBase, kind: z.literal('direct-damage'), damage: wholeNumber(0, 1_000) }),
        ]),
      )
      .max(100),
  }),
  queue: z.array(oneOf(['attacker', 'defender'], 'attacker or defender')).max(2),
});

const EncounterTrapSchema = z.strictObject({
  id: encounterId,
  name: label(200),
  ownerId: encounterId.nullable(),
  difficulty: wholeNumber(1, 1_000_000),
  trapsLevel: wholeNumber(0, 100),
  tools: toolLevel,
  dealsDamage: z.boolean(),
  status: oneOf(['armed', 'discovered', 'sprung', 'disarmed'], 'a trap status'),
});

/** The fields of an encounter besides its combatants, log and undo history (an undo step keeps their old values). */
const encounterFields = {
  orderMode: oneOf(['clockwise', 'initiative'], 'clockwise or initiative'),
  order: z.array(encounterId).max(1_000),
  initiative: z
    .array(
      z.strictObject({ id: encounterId, reflex: stat, totals: z.array(wholeNumber(-1_000, 1_000)).min(1).max(200) }),
    )
    .max(1_000),
  round: wholeNumber(0, 1_000_000),
  turnIndex: wholeNumber(-1, 1_000),
  turnActive: z.boolean(),
  actionsUsed: z.array(actionType).max(10),
  pending: PendingAttackSchema.nullable(),
  traps: z.array(EncounterTrapSchema).max(1_000),
  nextId: wholeNumber(1, 100_000_000),
};

const UndoStepSchema = z.strictObject({
  logLength: wholeNumber(0, 10_000_000),
  fields: z.strictObject(encounterFields).partial(),
  combatants: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('unchanged') }),
    z.strictObject({
      kind: z.literal('patch'),
      before: z.array(z.strictObject({ index: wholeNumber(0, 1_000), combatant: CombatantSchema })).max(1_000),
    }),
    z.strictObject({ kind: z.literal('all'), before: z.array(CombatantSchema).max(1_000) }),
  ]),
});

export const EncounterStateSchema = z.strictObject({
  ...encounterFields,
  combatants: z.array(CombatantSchema).max(1_000),
  log: z.array(LogEntrySchema).max(1_000_000),
  undo: z.array(UndoStepSchema).max(1_000_000),
});

/** An Eos fight's payload (eos-records.ts: EosEncounterPayload), the `system` of its stored envelope. */
export const EosEncounterPayloadSchema = z.strictObject({
  status: oneOf(['active', 'finished'], 'active or finished'),
  finishedAt: timestamp.nullable(),
  state: EncounterStateSchema,
});

/** An Eos fight as its views hold it (EncounterRecord): envelope and payload flat. */
export const EncounterRecordSchema = z.strictObject({ ...envelopeFields, ...EosEncounterPayloadSchema.shape });

export const QuickCreatureSchema = z.strictObject({
  name,
  size: SizedSchema,
  maxHp: wholeNumber(0, 1_000_000),
  body: stat,
  reflex: stat,
  presence: stat,
  mind: stat.optional(),
  combatLevel: wholeNumber(1, 10_000).optional(),
  move: wholeNumber(0, 1_000),
  skills: skillLevels,
  weapons: z
    .array(z.strictObject({ kind: heldWeaponKind, tier, name: label(200).optional(), bulletTier: tier.optional() }))
    .max(50),
  armorTier: tier,
  shieldTier: tier.nullable(),
  naturalArmor: naturalTier,
  naturalWeapon: naturalTier.nullable(),
  specials,
});

export const CreatureTemplateRecordSchema = z.strictObject({
  id,
  campaignId: id,
  name,
  createdAt: timestamp,
  updatedAt: timestamp,
  creature: QuickCreatureSchema,
});

// ---------------------------------------------------------------------------------------------------------------------
// calendars and dayLogs (campaign calendar): the calendar engine's state, conditions and plan
// (src/systems/eos/rules/calendar/types.ts) as stored, and each ended day with what it changed. Shapes and ranges only; validatePlan
// and runDay decide what a day allows.

/** Engine ids (food batches "d12-fish-1", projects, zones): short text without control characters or markup. */
const calendarKey = label(100).superRefine((value, ctx) => {
  const problem = value.length === 0 ? 'expected an id' : reservedIdProblem(value);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});
const campaignDay = wholeNumber(1, 100_000_000);
/** Stock quantities may be fractional (small creatures' half costs, A-07 halves, 0.03 lumber per arrow). */
const amount = z
  .number({ error: 'expected a number of 0 or more' })
  .min(0, { error: 'expected a number of 0 or more' })
  .max(1e12, { error: 'expected a number of at most 1,000,000,000,000' });
const hours = z
  .number({ error: 'expected hours from 0 to 24' })
  .min(0)
  .max(24, { error: 'expected hours from 0 to 24' });
const ration = oneOf(RATIONS, 'full, half or none');
const craftedItem = oneOf(CRAFTED_ITEM_IDS, 'a crafted item of the rules');
const sizeCategory = oneOf(SIZE_CATEGORY_IDS, 'a size category (small, medium, large or xl)');
const tierKey = z.string().regex(/^(1[0-5]|[0-9])$/u, { error: 'expected a tier from 0 to 15' });

const StockFoodBatchSchema = z.strictObject({
  id: calendarKey,
  units: amount,
  harvestedDay: wholeNumber(-100_000_000, 100_000_000),
  preserved: z.boolean(),
});

export const PartyStockSchema = z.strictObject({
  food: z.array(StockFoodBatchSchema).max(1_000_000),
  counts: z.strictObject(
    Object.fromEntries(COUNTED_MATERIALS.map((m) => [m, amount])) as Record<CountedMaterial, typeof amount>,
  ),
  tiered: z.strictObject(
    Object.fromEntries(TIERED_MATERIALS.map((m) => [m, z.record(tierKey, amount)])) as Record<
      TieredMaterial,
      z.ZodRecord<typeof tierKey, typeof amount>
    >,
  ),
  workshops: z.array(skillId).max(200),
});

const CharacterDayStateSchema = z.strictObject({
  currentHp: wholeNumber(-1_000_000, 1_000_000),
  starvationReductionPercent: z.number().min(0).max(100),
  ration,
  fatStored: amount,
});

const ProjectSpecSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('item'),
    item: craftedItem,
    tier,
    size: sizeCategory,
    persons: wholeNumber(1, 1_000).optional(),
    pages: wholeNumber(100, 1_000_000).optional(),
    weaponKind: oneOf(WEAPON_KIND_IDS, 'a weapon kind of the rules').optional(),
    toolkitSkill: oneOf(SKILL_IDS, 'a skill of the rules').optional(),
  }),
  z.strictObject({ kind: z.literal('ingot-upgrade'), fromTier: tier, toTier: tier, ingots: wholeNumber(1, 1_000_000) }),
  z.strictObject({
    kind: z.literal('repair'),
    item: craftedItem,
    tier,
    currentTier: tier,
    size: sizeCategory,
    itemId: calendarKey.optional(),
  }),
  z.strictObject({
    kind: z.literal('structure'),
    builder: oneOf(['woodworks', 'architect'], 'woodworks or architect'),
    structureKind: oneOf(['building', 'fortification'], 'building or fortification'),
    tier,
    squareFeet: amount,
    helpers: wholeNumber(0, 1_000).optional(),
    name: label(200).optional(),
  }),
]);

const stockMaterial = oneOf([...COUNTED_MATERIALS, ...TIERED_MATERIALS], 'a stock material');

const CampaignProjectSchema = z.strictObject({
  id: calendarKey,
  makerId: id,
  ownerId: id,
  spec: ProjectSpecSchema,
  tools: toolLevel,
  daysDone: amount,
  materialsReserved: z
    .array(z.strictObject({ material: stockMaterial, quantity: amount, tier: tier.nullable() }))
    .max(1_000),
  startedDay: campaignDay,
});

const CampaignZoneSchema = z.strictObject({
  id: calendarKey,
  name,
  kind: oneOf(['town', 'road', 'wilderness'], 'town, road or wilderness'),
  milesFromTown: amount,
  zonesFromRoadOrCity: wholeNumber(0, 1_000_000),
  huntingSuccessDays: wholeNumber(0, 1_000_000),
  trappingSuccessDays: wholeNumber(0, 1_000_000),
  lastHuntingReset: campaignDay.nullable(),
  lastTrappingReset: campaignDay.nullable(),
  mineOreLeft: wholeNumber(0, 1_000_000).nullable(),
  quarryStoneLeft: wholeNumber(0, 1_000_000).nullable(),
  treeBeamsLeft: wholeNumber(0, 1_000_000).optional(),
});

export const CampaignDayStateSchema = z.strictObject({
  day: campaignDay,
  stock: PartyStockSchema,
  characters: z.record(id, CharacterDayStateSchema),
  projects: z.array(CampaignProjectSchema).max(10_000),
  zones: z.array(CampaignZoneSchema).max(10_000),
});

/** Cold levels: 0 on a warm day, 12 on a winter night, 20–30 or more in a blizzard. */
const cold = wholeNumber(0, 1_000);

export const DayConditionsSchema = z.strictObject({
  coldDay: cold,
  coldNight: cold,
  hoursExposedDay: hours,
  hoursExposedNight: hours,
  shelter: z.boolean(),
  fire: z.boolean(),
  zoneId: calendarKey,
  hoursOfLight: hours,
  snow: z.boolean(),
  perCharacter: z
    .record(
      id,
      z.strictObject({
        hoursExposedDay: hours.optional(),
        hoursExposedNight: hours.optional(),
        shelter: z.boolean().optional(),
        fire: z.boolean().optional(),
        hoursOfLight: hours.optional(),
      }),
    )
    .optional(),
});

const d20 = wholeNumber(1, 20);
const BushcraftChoiceSchema = z.union([
  z.strictObject({ id: oneOf(['shelter'], 'shelter'), tier }),
  z.strictObject({ id: oneOf(['raft'], 'raft'), persons: wholeNumber(1, 1_000) }),
  z.strictObject({
    id: oneOf(
      BUSHCRAFT_SUB_TASK_IDS.filter((s) => s !== 'shelter' && s !== 'raft') as [
        Exclude<BushcraftSubTaskId, 'shelter' | 'raft'>,
        ...Exclude<BushcraftSubTaskId, 'shelter' | 'raft'>[],
      ],
      'a Bushcraft sub-task',
    ),
  }),
]);

const ProcessingTaskSchema = z.discriminatedUnion('process', [
  z.strictObject({ process: z.literal('cloth'), tier }),
  z.strictObject({ process: z.literal('cordage'), clothFragments: amount }),
  z.strictObject({ process: z.literal('lumber') }),
  z.strictObject({
    process: z.literal('arrows'),
    heads: oneOf(['bone', 'metal'], 'bone or metal'),
    ingotTier: tier.optional(),
  }),
  z.strictObject({
    process: z.literal('bolts'),
    crossbow: oneOf(['one-handed', 'two-handed'], 'one-handed or two-handed'),
    ingotTier: tier,
  }),
]);

export const TaskSlotSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('gathering'),
    skill: oneOf(
      ['logging', 'mining', 'quarrying', 'fishing', 'hunting', 'trapping'],
      'logging, mining, quarrying, fishing, hunting or trapping',
    ),
    tools: toolLevel,
    roll: d20.optional(),
    weaponTier: tier.optional(),
  }),
  z.strictObject({
    kind: z.literal('farming'),
    tools: toolLevel,
    clothSeed: z.boolean().optional(),
    harvest: z
      .strictObject({
        clothShare: z.number().min(0).max(1),
        largeAnimalRoll: d20.optional(),
        smallAnimalRoll: d20.optional(),
      })
      .optional(),
  }),
  z.strictObject({ kind: z.literal('bushcraft'), choices: z.array(BushcraftChoiceSchema).max(100) }),
  z.strictObject({
    kind: z.literal('cooking'),
    tools: toolLevel,
    choreDelegationFor: z.array(id).max(100),
    preservations: wholeNumber(0, 1_000),
    candleBatches: wholeNumber(0, 1_000),
  }),
  z.strictObject({ kind: z.literal('project'), projectId: calendarKey }),
  z.strictObject({ kind: z.literal('processing'), task: ProcessingTaskSchema, tools: toolLevel }),
  z.strictObject({
    kind: z.literal('travel'),
    road: oneOf(['road', 'off-road'], 'road or off-road'),
    navigator: z
      .strictObject({ characterId: id, mapTier: tier.nullable(), visitedBefore: z.boolean().optional() })
      .optional(),
  }),
  z.strictObject({ kind: z.literal('medicine'), patientId: id, tools: toolLevel }),
  z.strictObject({ kind: z.literal('rest') }),
  z.strictObject({
    kind: z.literal('lockpicking'),
    lockTier: tier,
    tools: toolLevel,
    attempts: wholeNumber(0, 24),
    rolls: z.array(d20).max(24).optional(),
  }),
  z.strictObject({
    kind: z.literal('scholar'),
    mode: oneOf(['read', 'write'], 'read or write'),
    tools: toolLevel,
    title: label(200).optional(),
  }),
  z.strictObject({
    kind: z.literal('break-down'),
    item: craftedItem,
    tier,
    size: sizeCategory,
    tools: toolLevel,
    itemId: calendarKey.optional(),
  }),
  z.strictObject({ kind: z.literal('free'), text: text(2_000) }),
]);

export const DayPlanSchema = z.strictObject({
  characters: z.record(
    id,
    z.strictObject({
      slots: z.array(TaskSlotSchema).max(10),
      ration: ration.optional(),
      fatToStore: amount.optional(),
      eatFromFat: z.boolean().optional(),
      carried: z.boolean().optional(),
    }),
  ),
  smeltOre: z.boolean().optional(),
  foodBought: amount.optional(),
});

const FinishedItemSchema = z.strictObject({
  projectId: calendarKey,
  makerId: id,
  ownerId: id,
  spec: ProjectSpecSchema,
  day: campaignDay,
});

/** A named preset of the GM's conditions (issue 16): the weather and the camp, never the zone. */
const ConditionPresetSchema = z.strictObject({
  id: calendarKey,
  name,
  conditions: DayConditionsSchema.pick({
    coldDay: true,
    coldNight: true,
    hoursExposedDay: true,
    hoursExposedNight: true,
    shelter: true,
    fire: true,
    hoursOfLight: true,
    snow: true,
  }),
});

export const CalendarRecordSchema = z.strictObject({
  campaignId: id,
  state: CampaignDayStateSchema,
  conditions: DayConditionsSchema,
  plan: DayPlanSchema,
  inventory: z.array(FinishedItemSchema).max(100_000),
  updatedAt: timestamp,
  // Issue 16, optional so that files and calendars from before it stay valid: the plan's stored dice, the GM's presets.
  diceSeed: wholeNumber(0, 4_294_967_295).optional(),
  conditionPresets: z.array(ConditionPresetSchema).max(MAX_CONDITION_PRESETS).optional(),
});

const CalendarDateSchema = z.strictObject({
  day: campaignDay,
  year: wholeNumber(1, 1_000_000),
  month: wholeNumber(1, 12),
  monthName: label(100),
  dayOfMonth: wholeNumber(1, 30),
  season: oneOf(['spring', 'summer', 'autumn', 'winter'], 'a season'),
  dayOfSeason: wholeNumber(1, 90),
  label: label(200),
});

const quantity = z.number().min(-1e12).max(1e12);
const DaySummarySchema = z.strictObject({
  day: campaignDay,
  date: CalendarDateSchema,
  nextDate: CalendarDateSchema,
  foodGained: amount,
  foodEaten: amount,
  foodSpoiled: amount,
  foodPreserved: amount,
  milesTravelled: amount,
  finished: z.array(FinishedItemSchema).max(10_000),
  made: z.array(z.strictObject({ characterId: id, what: label(200), quantity })).max(10_000),
  brokenDown: z
    .array(z.strictObject({ characterId: id, itemId: calendarKey.nullable(), item: craftedItem }))
    .max(10_000),
  pendingSkillGrants: z
    .array(z.strictObject({ characterId: id, months: wholeNumber(0, 100_000), points: wholeNumber(0, 1_000_000) }))
    .max(10_000),
  hungry: z.array(id).max(10_000),
  dead: z.array(id).max(10_000),
  unconscious: z.array(id).max(10_000),
  skipped: z
    .array(
      z.strictObject({
        characterId: id,
        slotIndex: wholeNumber(0, 10).nullable(),
        task: text(2_000),
        reasons: z.array(text(2_000)).max(100),
      }),
    )
    .max(10_000)
    .optional(),
});

export const DayLogRecordSchema = z.strictObject({
  id,
  campaignId: id,
  day: campaignDay,
  endedAt: timestamp,
  plan: DayPlanSchema,
  conditions: DayConditionsSchema,
  rolls: z
    .array(
      z.strictObject({
        characterId: id,
        slotIndex: wholeNumber(0, 10),
        label: label(200),
        roll: d20,
        source: oneOf(['typed', 'random'], 'typed or random'),
      }),
    )
    .max(10_000),
  lines: z
    .array(
      z.strictObject({ phase: oneOf(DAY_PHASES, 'a phase of the day'), characterId: id.nullable(), text: text(2_000) }),
    )
    .max(100_000),
  summary: DaySummarySchema,
  previous: z
    .strictObject({
      calendar: CalendarRecordSchema,
      characters: z.array(CharacterRecordSchema).max(10_000),
      campaignUpdatedAt: timestamp,
      writtenAt: timestamp,
    })
    .optional(),
});

// ---------------------------------------------------------------------------------------------------------------------

/**
 * Every table's record schema. A table added to SCHEMA in src/db/db.ts without an entry here is a type error, and the
 * guard test fails; the schema's output must be assignable to the table's record type.
 */
export const RECORD_SCHEMAS = {
  campaigns: CampaignRecordSchema,
  characters: RecordEnvelopeSchema,
  encounters: RecordEnvelopeSchema,
  creatureTemplates: CreatureTemplateRecordSchema,
  calendars: CalendarRecordSchema,
  dayLogs: DayLogRecordSchema,
  snapshots: SnapshotRecordSchema,
  backupStatus: BackupStatusRecordSchema,
  builderDrafts: BuilderDraftRecordSchema,
} satisfies { [T in TableName]: z.ZodType<RecordOf<T>> };

/** The schema of `table`'s records, or undefined when none is registered (the guard test says which). */
export function recordSchemaOf(table: string): z.ZodType | undefined {
  return Object.hasOwn(RECORD_SCHEMAS, table) ? (RECORD_SCHEMAS as Record<string, z.ZodType>)[table] : undefined;
}

// Every stat of the rules is in the stat blocks, and nothing else.
type Assert<T extends true> = T;
export type _StatsMatchTheRules = Assert<
  keyof z.infer<typeof StatsSchema> extends (typeof STAT_IDS)[number]
    ? (typeof STAT_IDS)[number] extends keyof z.infer<typeof StatsSchema>
      ? true
      : false
    : false
>;
