import { z } from 'zod';
import type { BuilderDraftRecord } from '../builder-draft';
import { CharacterBuildSchema, CharacterGearSchema, PortraitSchema } from './character';
import { type Assert, type SchemaMatches, id, label, skillId, text, timestamp, wholeNumber } from './fields';

// builderDrafts: this device's unsaved characters (never exported, but still checked: the guard wants every table).

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

export type _BuilderDraftRecordBothWays = Assert<
  SchemaMatches<z.output<typeof BuilderDraftRecordSchema>, BuilderDraftRecord>
>;
