import { expect } from 'vitest';
import {
  createCampaignWithCharacters,
  readBackupFile,
  type BackupDownload,
  type CampaignRecord,
  type DecodedBackup,
} from '../../src/db';
import { canonicalJson, payloadChecksum } from '../../src/db/backup-codec';
import { db } from '../../src/db/db';
import { scheduledRestorePointsSettled } from '../../src/db/restore-points';
import { keyOfRecord, TABLE_SCOPES, type TableName } from '../../src/db/tables';
import { EXAMPLE_CAMPAIGN_NAME, EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import v1Upgraded from '../fixtures/db-v1/expected.json';
import { sampleBuild } from './helpers';

/**
 * Every row of every table the database stores, each table sorted by primary key: "the whole database" as one value,
 * to compare before and after. Generic over db.tables, so a new table is compared without touching this helper.
 */
export async function dumpAllTables(options: { without?: readonly string[] } = {}) {
  await scheduledRestorePointsSettled();
  const dump: Record<string, unknown[]> = {};
  for (const table of db.tables) {
    if (options.without?.includes(table.name)) continue;
    const rows = (await table.toArray()) as object[];
    const key = (row: object) => String(keyOfRecord(table.name as TableName, row));
    dump[table.name] = rows.sort((a, b) => key(a).localeCompare(key(b)));
  }
  return dump;
}

/** The tables of this device's own (restore points, export times, builder drafts): no campaign holds them. */
const DEVICE_TABLES = (Object.keys(TABLE_SCOPES) as TableName[]).filter((name) => TABLE_SCOPES[name] === 'device');

/** The stored rows of the tables of one campaign, as a comparable value. */
export async function dumpCampaign(campaignId: string) {
  const all = await dumpAllTables({ without: DEVICE_TABLES });
  const mine: Record<string, unknown[]> = {};
  for (const [name, rows] of Object.entries(all)) {
    mine[name] = rows.filter((row) => {
      const r = row as { id?: string; campaignId?: string };
      return name === 'campaigns' ? r.id === campaignId : r.campaignId === campaignId;
    });
  }
  return mine;
}

/**
 * The database written by version 1 (tests/fixtures/db-v1/dump.json) as the current schema holds it after the upgrade
 * (expected.json: campaigns with their game, characters and fights as envelopes): a record in every table.
 */
export async function loadV1Fixture(): Promise<void> {
  const tables = (v1Upgraded as unknown as { tables: Record<string, object[]> }).tables;
  await db.transaction('rw', db.tables, async () => {
    for (const [name, rows] of Object.entries(tables)) await db.table(name).bulkAdd(structuredClone(rows));
  });
}

/** The v1 fixture's records as the current schema stores them. */
export const V1_TABLES = (v1Upgraded as unknown as { tables: Record<string, { campaignId?: string }[]> }).tables;

export async function loadExample(): Promise<CampaignRecord> {
  return createCampaignWithCharacters(EXAMPLE_CAMPAIGN_NAME, EXAMPLE_PARTY);
}

/** A file the player picks: a jsdom File (no Blob.text: the app falls back to FileReader, as old Safari needs). */
export function fileOf(text: string, name = 'backup.json'): File {
  return new File([text], name, { type: 'application/json' });
}

export function readDownload(download: BackupDownload): Promise<DecodedBackup> {
  return readBackupFile(fileOf(download.text, download.fileName));
}

/** A backup file being damaged on purpose: any shape goes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test files reach into any field
export type AnyFile = Record<string, any>;

/** Parses a download, lets `edit` change it, and by default recomputes the checksum so only the edit is judged. */
export async function edited(
  download: BackupDownload,
  edit: (file: AnyFile) => void,
  options: { fixChecksum?: boolean } = {},
): Promise<string> {
  const file = JSON.parse(download.text) as AnyFile;
  edit(file);
  if (options.fixChecksum ?? true) file.checksum = await payloadChecksum(file.payload);
  return JSON.stringify(file);
}

/** Expects `promise` to reject with a BackupError and returns it. */
export async function refusal(promise: Promise<unknown>): Promise<{ message: string; problems: string[] }> {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { code?: string; message: string; problems: string[] } | undefined;
  expect(error, 'expected the import to be refused').toBeDefined();
  expect(error!.code).toBe('invalid-backup');
  return error!;
}

/** A level-1 human with a given name, for generated parties. */
export function generatedCharacter(i: number) {
  return {
    name: `Member ${i} — ünïcødé`,
    notes: `Line one of ${i}\nline two`,
    build: structuredClone(sampleBuild),
    currentHp: i % 3 === 0 ? null : 3 - (i % 7),
    draft: i % 4 === 0,
  };
}

export { canonicalJson };
