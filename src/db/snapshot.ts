/**
 * Why a restore point was made:
 * - session: at the first save of a play session (the first write after the app opened), as the campaign was before it
 * - daily, weekly: the first save of a day, of a week
 * - before-import, before-delete, before-restore: what an import replaced, a delete removed, a restore overwrote
 */
export type SnapshotKind = 'session' | 'daily' | 'weekly' | 'before-import' | 'before-delete' | 'before-restore';

export const SNAPSHOT_KINDS: readonly SnapshotKind[] = [
  'session',
  'daily',
  'weekly',
  'before-import',
  'before-delete',
  'before-restore',
];

/**
 * A restore point: one campaign with every record of every table that belongs to it, exactly as a backup file's
 * payload holds it (same format version), so restoring goes through the same checks and migrations as an import.
 * Stored on this device only; never exported.
 */
export interface SnapshotRecord {
  /** crypto.randomUUID() */
  id: string;
  campaignId: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  kind: SnapshotKind;
  /** The campaign's name when the point was made: the list shows it even after the campaign is deleted. */
  campaignName: string;
  /** How many records of each table it holds ("characters": 5), for the list. */
  counts: Record<string, number>;
  /** The backup format version of `data` (FORMAT_VERSION when it was made). */
  formatVersion: number;
  appVersion: string;
  /** SHA-256 of the canonical JSON of the payload: a point equal to the newest one of its kind is not made again. */
  checksum: string;
  /** 'gzip': `data` is the payload's JSON compressed with CompressionStream; 'json': the JSON text itself. */
  encoding: 'gzip' | 'json';
  data: Uint8Array | string;
  /** Size of the payload's JSON before compression, in bytes (UTF-8). */
  bytes: number;
  /** Size of `data` as stored, in bytes. */
  storedBytes: number;
}

/** When a campaign was last exported to a file on this device, and when its reminder was last dismissed. */
export interface BackupStatusRecord {
  /** The campaign's id. */
  id: string;
  /** Milliseconds since the epoch, or null: never exported from this device. */
  lastExportedAt: number | null;
  /** Milliseconds since the epoch, or null: the export reminder was never dismissed. */
  reminderDismissedAt: number | null;
}
