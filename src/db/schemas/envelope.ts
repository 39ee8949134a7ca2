import { z } from 'zod';
import type { StoredRecord } from '../envelope';
import { type Assert, type SchemaMatches, id, name, packObject, timestamp } from './fields';

/** The characters and encounters tables as the core stores them: every pack's envelope around its payload. */

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

export type _StoredRecordBothWays = Assert<SchemaMatches<z.output<typeof RecordEnvelopeSchema>, StoredRecord>>;
