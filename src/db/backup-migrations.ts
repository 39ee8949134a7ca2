import { EMPTY_GEAR } from '../rules';
import { FORMAT_VERSION } from './backup-format';

/**
 * Migrations of backup files, one per format version: each turns a parsed file of version `from` into one of
 * `from + 1`, and the chain brings any older file up to FORMAT_VERSION before it is validated. They take whatever the
 * file holds (not yet validated: the current schemas check the result), never throw on odd input, and never drop data
 * the newer format can hold. Each has its own test with a fixture (tests/fixtures/backups/), and a guard test checks
 * the chain has no gap.
 *
 * To change the format: raise FORMAT_VERSION, add the migration here with a comment naming the release and the change,
 * add a fixture of the old version and its test.
 */
export interface Migration {
  from: number;
  name: string;
  migrate(file: Readonly<Record<string, unknown>>): Record<string, unknown>;
}

/** The largest time a JavaScript date holds, in milliseconds either side of 1970 (the year 275760). */
const MAX_DATE_MS = 8.64e15;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Format 0 → 1 (prototype → first release, 0.1.0). Format 0 files held one campaign: `campaign` and `characters` at the
 * top level, `exportedAt` in milliseconds, no kind, app version or checksum; characters had no gear and no current HP.
 * Version 1 wraps them in a payload (`tables.characters`), gives every character empty gear (EMPTY_GEAR: nothing worn
 * or carried) and full HP (currentHp null), and records that the rulings followed are unknown.
 */
export const wrapPayloadAndAddGear: Migration = {
  from: 0,
  name: 'wrapPayloadAndAddGear',
  migrate(file) {
    const characters = file.characters;
    // A time JavaScript's dates cannot hold (1e300) stays a number, which the envelope's check then names.
    const exportedAt =
      typeof file.exportedAt === 'number' && Math.abs(file.exportedAt) <= MAX_DATE_MS
        ? new Date(file.exportedAt).toISOString()
        : file.exportedAt;
    return {
      format: file.format,
      formatVersion: 1,
      appVersion: 'prototype (format 0)',
      exportedAt,
      kind: 'campaign',
      checksum: null,
      payload: {
        campaign: file.campaign,
        tables: {
          characters: Array.isArray(characters)
            ? characters.map((c: unknown) =>
                isObject(c) ? { gear: structuredClone(EMPTY_GEAR), currentHp: null, ...c } : c,
              )
            : characters,
        },
        rulingsVersion: 'unknown',
      },
    };
  },
};

/** Every migration, in order: MIGRATIONS[i].from === i. */
export const MIGRATIONS: readonly Migration[] = [wrapPayloadAndAddGear];

/**
 * Brings a parsed file of `version` (0 ≤ version ≤ FORMAT_VERSION) up to FORMAT_VERSION; returns it with the names of
 * the migrations applied, oldest first.
 */
export function migrateToCurrent(
  file: Readonly<Record<string, unknown>>,
  version: number,
): { file: Record<string, unknown>; applied: string[] } {
  let current: Record<string, unknown> = { ...file };
  const applied: string[] = [];
  for (let v = version; v < FORMAT_VERSION; v++) {
    const migration = MIGRATIONS[v];
    if (!migration || migration.from !== v) throw new Error(`No migration from backup format ${v}.`);
    current = migration.migrate(current);
    applied.push(migration.name);
  }
  return { file: current, applied };
}
