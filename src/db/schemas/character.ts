import { z } from 'zod';
import {
  type CarrySlot,
  INVENTORY_ITEM_KINDS,
  RACE_IDS,
  SIZE_CATEGORY_IDS,
  SKILL_IDS,
  STAT_IDS,
  TIERED_CONTAINER_IDS,
  WEAPON_KIND_IDS,
} from '../../systems/eos/rules';
import type { CharacterRecord } from '../character';
import type { EosCharacterPayload } from '../eos-records';
import { envelopeFields } from './envelope';
import { type Assert, type SchemaMatches, id, label, oneOf, skillId, stat, text, tier, wholeNumber } from './fields';

// characters: the build (src/systems/eos/rules/character/build.ts) and the gear (src/systems/eos/rules/character/gear.ts)

const StatsSchema = z.strictObject({ body: stat, mind: stat, reflex: stat, presence: stat, aura: stat });

/** Points put into one skill. Generous bounds: years of monthly time points and many combat levels fit. */
const SkillPointsSchema = z.strictObject({ time: wholeNumber(0, 100_000), combat: wholeNumber(0, 100_000) });

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

// Every stat of the rules is in the stat blocks, and nothing else.
export type _StatsMatchTheRules = Assert<
  keyof z.infer<typeof StatsSchema> extends (typeof STAT_IDS)[number]
    ? (typeof STAT_IDS)[number] extends keyof z.infer<typeof StatsSchema>
      ? true
      : false
    : false
>;

// An Eos character and its schemas agree both ways.
export type _EosCharacterPayloadBothWays = Assert<
  SchemaMatches<z.output<typeof EosCharacterPayloadSchema>, EosCharacterPayload>
>;
export type _CharacterRecordBothWays = Assert<SchemaMatches<z.output<typeof CharacterRecordSchema>, CharacterRecord>>;
