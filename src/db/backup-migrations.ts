import { EMPTY_GEAR } from '../systems/eos/rules';
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

/** A flat record of format 1 as an envelope of format 2: the envelope's fields, and every other field as the payload. */
function envelopeOf(record: unknown): unknown {
  if (!isObject(record)) return record; // the schemas name what is wrong with it
  const { id, campaignId, name, createdAt, updatedAt, ...system } = record;
  const envelope: Record<string, unknown> = { id, campaignId, name, createdAt, updatedAt, system };
  // A field the file lacks stays absent (not `undefined`), so the envelope's check names it as missing.
  for (const key of Object.keys(envelope)) if (envelope[key] === undefined) delete envelope[key];
  return envelope;
}

function envelopesOf(records: unknown): unknown {
  return Array.isArray(records) ? records.map(envelopeOf) : records;
}

/**
 * Format 1 → 2 (issue 18, the core/packs seam). A campaign names the game it plays: every campaign of format 1 plays
 * Eos (`systemId: 'eos'`). Characters and fights become the core's envelope (id, campaignId, name, createdAt,
 * updatedAt) around the game's payload (`system`), which holds every other field exactly as it was — an Eos
 * character's notes, portrait, draft, build, gear and currentHp; a fight's status, finishedAt and state. A character
 * file says which game it is of (`systemId`). The day logs keep the characters they saved for undo as Eos sheets (the
 * calendar is Eos's): unchanged. Restore points of format 1 are migrated by this when restored.
 */
export const wrapRecordsInEnvelopes: Migration = {
  from: 1,
  name: 'wrapRecordsInEnvelopes',
  migrate(file) {
    const payload = file.payload;
    if (!isObject(payload)) return { ...file, formatVersion: 2 };
    if (file.kind === 'character') {
      return {
        ...file,
        formatVersion: 2,
        payload: { ...payload, character: envelopeOf(payload.character), systemId: payload.systemId ?? 'eos' },
      };
    }
    const campaign = isObject(payload.campaign) ? { systemId: 'eos', ...payload.campaign } : payload.campaign;
    const tables = isObject(payload.tables)
      ? {
          ...payload.tables,
          ...('characters' in payload.tables ? { characters: envelopesOf(payload.tables.characters) } : {}),
          ...('encounters' in payload.tables ? { encounters: envelopesOf(payload.tables.encounters) } : {}),
        }
      : payload.tables;
    return { ...file, formatVersion: 2, payload: { ...payload, campaign, tables } };
  },
};

/** Every migration, in order: MIGRATIONS[i].from === i. */
export const MIGRATIONS: readonly Migration[] = [wrapPayloadAndAddGear, wrapRecordsInEnvelopes];

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
