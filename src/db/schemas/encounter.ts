import { z } from 'zod';
import {
  COMBAT_SPECIAL_IDS,
  type HeldWeaponKindId,
  type LogKind,
  SIZE_CATEGORY_IDS,
  SKILL_IDS,
  WEAPON_KIND_IDS,
} from '../../systems/eos/rules';
import type { EncounterRecord } from '../encounter';
import type { EosEncounterPayload } from '../eos-records';
import { envelopeFields } from './envelope';
import {
  type Assert,
  type SchemaMatches,
  id,
  label,
  name,
  oneOf,
  skillId,
  stat,
  text,
  tier,
  timestamp,
  toolLevel,
  wholeNumber,
} from './fields';

// ---------------------------------------------------------------------------------------------------------------------
// encounters (combat helper): the engine's Encounter state (src/systems/eos/rules/encounter/types.ts) as
// stored. Shapes and ranges only; the engine's transitions decide what a fight allows.

const encounterId = id;
/** Any whole number a fight produces (HP far below zero, roll differences, log positions). */
const count = wholeNumber(-1_000_000, 1_000_000);
/** Natural armor and claws may pass T15 ("[Body value + Combat Level]"). */
export const naturalTier = wholeNumber(0, 1_000);
export const skillLevels = z.record(skillId, wholeNumber(0, 100));
const combatSide = oneOf(['party', 'foe'], 'party or foe');
const actionType = oneOf(['contested', 'non-contested'], 'contested or non-contested');
export const heldWeaponKind = oneOf(
  WEAPON_KIND_IDS.filter((k) => k !== 'unarmed-melee' && k !== 'natural-weapon' && k !== 'siege-weapon') as [
    HeldWeaponKindId,
    ...HeldWeaponKindId[],
  ],
  'a weapon kind a combatant can hold',
);
export const specials = z.array(oneOf(COMBAT_SPECIAL_IDS, 'a combat special of the rules')).max(50);
export const SizedSchema = z.strictObject({
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

// An Eos fight and its schemas agree both ways.
export type _EosEncounterPayloadBothWays = Assert<
  SchemaMatches<z.output<typeof EosEncounterPayloadSchema>, EosEncounterPayload>
>;
export type _EncounterRecordBothWays = Assert<SchemaMatches<z.output<typeof EncounterRecordSchema>, EncounterRecord>>;
