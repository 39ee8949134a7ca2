import { z } from 'zod';
import type { BackupStatusRecord, SnapshotKind, SnapshotRecord } from '../snapshot';
import { SNAPSHOT_KINDS } from '../snapshot';
import { type Assert, type SchemaMatches, id, name, timestamp, wholeNumber } from './fields';

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

export type _SnapshotRecordBothWays = Assert<SchemaMatches<z.output<typeof SnapshotRecordSchema>, SnapshotRecord>>;
export type _BackupStatusRecordBothWays = Assert<
  SchemaMatches<z.output<typeof BackupStatusRecordSchema>, BackupStatusRecord>
>;
