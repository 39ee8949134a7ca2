import type { z } from 'zod';
import { BuilderDraftRecordSchema } from './schemas/builder-draft';
import { CalendarRecordSchema } from './schemas/calendar';
import { CampaignRecordSchema } from './schemas/campaign';
import { CreatureTemplateRecordSchema } from './schemas/creature-template';
import { DayLogRecordSchema } from './schemas/day-log';
import { BackupStatusRecordSchema, SnapshotRecordSchema } from './schemas/device';
import { RecordEnvelopeSchema } from './schemas/envelope';
import type { RecordOf, TableName } from './tables';

/**
 * A zod schema for the records of every table: what a backup file, a restore point or anything else from outside may
 * put in the database. RECORD_SCHEMAS must name every table (TypeScript and tests/db/record-schemas.test.ts refuse a
 * missing one), and each schema's output must be storable as the table's record type.
 *
 * One module per table in src/db/schemas/ (campaign, envelope — characters and encounters —, character and encounter —
 * Eos's payloads —, creature-template, calendar, day-log, device — snapshots and backup status —, builder-draft), each
 * beside a compile-time check that its schema and its record type agree both ways; the field helpers they share are in
 * src/db/schemas/fields.ts. Everything here loads lazily (payload-schemas.ts, backup-validate.ts): zod stays out of the
 * first route.
 *
 * The schemas check shape and range, not the rules of the game: a draft character may break a rule (validateCharacter
 * says which), but no record may hold a stat of -3, a tier of 99, an unknown weapon kind, or a name with markup.
 * Objects are strict (an unknown field is refused: it would be lost silently). Messages read "expected a whole number
 * from 0 to 15"; backup-validate.ts adds where ("characters[2].build.creationStats.body") and what was found.
 */

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
