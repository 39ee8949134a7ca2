import { Dexie, type Table } from 'dexie';
import type { CampaignPayload } from './backup-format';
import { RULINGS_VERSION } from './backup-format';
import { db } from './db';
import {
  CAMPAIGN_TABLES,
  keyOfRecord,
  tableOf,
  type CampaignData,
  type CampaignTableName,
  type CampaignTables,
  type RecordOf,
} from './tables';

/**
 * A campaign and everything that belongs to it, across every per-campaign table of the registry (tables.ts): read,
 * written and deleted as one. Export, import, restore points and campaign delete all go through here, so a table added
 * to the registry is covered by all of them at once.
 */

/** The campaigns table and every per-campaign table: the scope of a transaction over a whole campaign. */
export function campaignScope(): Table[] {
  return [db.campaigns, ...CAMPAIGN_TABLES.map((name) => tableOf(db, name) as Table)];
}

function byKey(name: CampaignTableName) {
  const key = (record: unknown) => String(keyOfRecord(name, record as object));
  return (a: unknown, b: unknown) => key(a).localeCompare(key(b));
}

/** Called with each batch of records as the database hands it over, while it reads the next (see readCampaignData). */
type OnRecords = (records: readonly object[]) => void;

/** How many day logs a read of a campaign's days asks for at a time. */
const LOGS_PER_READ = 100;

/**
 * A campaign's day logs, a hundred at a time along [campaignId+day]: the next hundred are asked for before `onRecords`
 * works on these, so the database reads while the page works (a campaign of years holds thousands of days). Each read
 * starts at the last day of the one before, leaving out the logs of that day already read (the index orders a day's
 * logs by id): two logs of one day (a hand-made file may hold them) are never split and lost.
 */
async function dayLogsOf(campaignId: string, onRecords: OnRecords | undefined): Promise<RecordOf<'dayLogs'>[]> {
  const read = (from: number | null, skip: number) =>
    db.dayLogs
      .where('[campaignId+day]')
      .between([campaignId, from ?? Dexie.minKey], [campaignId, Dexie.maxKey], true, true)
      .limit(LOGS_PER_READ + skip)
      .toArray();
  const all: RecordOf<'dayLogs'>[] = [];
  let from: number | null = null;
  let skip = 0;
  let next = read(from, skip);
  for (;;) {
    const logs = (await next).slice(skip);
    const more = logs.length === LOGS_PER_READ;
    if (more) {
      const last = logs[logs.length - 1]!.day;
      const ofLast = logs.filter((log) => log.day === last).length;
      skip = last === from ? skip + ofLast : ofLast;
      from = last;
      next = read(from, skip);
    }
    for (const log of logs) all.push(log);
    onRecords?.(logs);
    if (!more) return all;
  }
}

/** The records of one table that belong to `campaignId`, sorted by primary key (the same data reads the same way). */
async function recordsOf<T extends CampaignTableName>(
  name: T,
  campaignId: string,
  onRecords: OnRecords | undefined,
): Promise<RecordOf<T>[]> {
  let records: RecordOf<T>[];
  if (name === 'dayLogs') {
    records = (await dayLogsOf(campaignId, onRecords)) as RecordOf<T>[];
  } else {
    records = await tableOf(db, name).where('campaignId').equals(campaignId).toArray();
    onRecords?.(records as object[]);
  }
  return records.sort(byKey(name));
}

/**
 * The campaign and all its records, or undefined when there is no such campaign. Runs in its own read transaction, or
 * in the caller's when called inside one that covers campaignScope(). `onRecords` sees every record as it arrives (in
 * no particular order, the day logs a hundred at a time), while the rest is still being read: an export serializes the
 * records meanwhile.
 */
export async function readCampaignData(campaignId: string, onRecords?: OnRecords): Promise<CampaignData | undefined> {
  return db.transaction('r', campaignScope(), async () => {
    // Every table asked at once: the database answers them one after another without waiting for the page in between.
    const [campaign, ...records] = await Promise.all([
      db.campaigns.get(campaignId),
      ...CAMPAIGN_TABLES.map((name) => recordsOf(name, campaignId, onRecords)),
    ]);
    if (!campaign) return undefined;
    const tables = Object.fromEntries(CAMPAIGN_TABLES.map((name, i) => [name, records[i]]));
    return { campaign, ...(tables as CampaignTables) };
  });
}

/**
 * Every campaign with all its records, read in one transaction: one consistent moment of the whole database.
 * `onStarted` is called once the transaction is under way (its first read answered): a write started after that waits
 * for this read to finish, so the read sees the database as it was before the write.
 */
export async function readAllCampaignData(onStarted?: () => void): Promise<CampaignData[]> {
  return db.transaction('r', campaignScope(), async () => {
    const ids = (await db.campaigns.toCollection().primaryKeys()) as string[];
    onStarted?.();
    const all: CampaignData[] = [];
    for (const id of ids) {
      const data = await readCampaignData(id);
      if (data) all.push(data);
    }
    return all;
  });
}

/** Removes the campaign and every record of it in every per-campaign table. Call inside a transaction over campaignScope(). */
export async function deleteCampaignData(campaignId: string): Promise<void> {
  for (const name of CAMPAIGN_TABLES) {
    const table = tableOf(db, name);
    const keys = await table.where('campaignId').equals(campaignId).primaryKeys();
    if (keys.length > 0) await table.bulkDelete(keys);
  }
  await db.campaigns.delete(campaignId);
}

/** Puts the campaign and its records (overwriting records with the same keys). Call inside a transaction over campaignScope(). */
export async function putCampaignData(data: CampaignData): Promise<void> {
  await db.campaigns.put(data.campaign);
  for (const name of CAMPAIGN_TABLES) {
    const records = data[name] as object[];
    if (records.length > 0) await tableOf(db, name).bulkPut(records as RecordOf<typeof name>[]);
  }
}

/**
 * The records of `data` that would land on another campaign: one naming another campaign, or one whose key a record
 * of another campaign already has (putCampaignData would overwrite it). Call inside a transaction over campaignScope().
 */
export async function recordsOfOtherCampaigns(data: CampaignData): Promise<string[]> {
  const found: string[] = [];
  for (const name of CAMPAIGN_TABLES) {
    const records = data[name] as readonly { campaignId: string }[];
    if (records.length === 0) continue;
    const stored = await tableOf(db, name).bulkGet(records.map((r) => keyOfRecord(name, r) as string));
    records.forEach((record, i) => {
      const other = stored[i]?.campaignId;
      if (record.campaignId !== data.campaign.id || (other !== undefined && other !== data.campaign.id)) {
        found.push(`${name}[${i}]`);
      }
    });
  }
  return found;
}

/**
 * Stores `data` as the whole of its campaign: whatever was stored for that campaign id is removed first, so records the
 * new data does not have are gone too. Call inside a read-write transaction over campaignScope().
 */
export async function replaceCampaignData(data: CampaignData): Promise<void> {
  await deleteCampaignData(data.campaign.id);
  await putCampaignData(data);
}

/** The per-campaign tables of `data`, without the campaign. */
export function tablesOf(data: CampaignData): CampaignTables {
  const tables = {} as Record<CampaignTableName, unknown[]>;
  for (const name of CAMPAIGN_TABLES) tables[name] = data[name];
  return tables as CampaignTables;
}

/** The payload of a campaign backup or restore point. */
export function campaignPayload(data: CampaignData): CampaignPayload {
  return { campaign: data.campaign, tables: tablesOf(data), rulingsVersion: RULINGS_VERSION };
}

/** A campaign payload as CampaignData; a table the payload lacks is empty. */
export function campaignDataOf(payload: CampaignPayload): CampaignData {
  const tables = {} as Record<CampaignTableName, unknown[]>;
  for (const name of CAMPAIGN_TABLES) tables[name] = (payload.tables as Partial<CampaignTables>)[name] ?? [];
  return { campaign: payload.campaign, ...(tables as CampaignTables) };
}

/** Every id `data` defines: the campaign's and each record's primary key. */
export function idsOf(data: CampaignData): string[] {
  const ids = [data.campaign.id];
  for (const name of CAMPAIGN_TABLES) {
    for (const record of data[name] as object[]) {
      const key = keyOfRecord(name, record);
      if (typeof key === 'string') ids.push(key);
    }
  }
  return ids;
}

/**
 * A deep copy of `value` in which every occurrence of a key of `ids` — a whole string, part of one ("d11-<character
 * id>-0-bushcraft"), or an object key — is replaced by its new id. Records refer to each other by id in fields the
 * registry does not list (an encounter's combatant is its character's id, a day log keeps whole characters, a stock
 * item's id names who gathered it), so every occurrence is rewritten: ids are UUIDs, which ordinary text never holds.
 */
export function rewriteIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (ids.size === 0) return structuredClone(value);
  const escaped = [...ids.keys()].map((id) => id.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  const anyId = new RegExp(escaped.join('|'), 'gu');
  const shortest = Math.min(...[...ids.keys()].map((id) => id.length));
  const text = (s: string) => ids.get(s) ?? (s.length > shortest ? s.replace(anyId, (id) => ids.get(id) ?? id) : s);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return text(v);
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map(walk);
    return Object.fromEntries(Object.entries(v).map(([key, inner]) => [text(key), walk(inner)]));
  };
  return walk(value) as T;
}

/** `data` with a new id for each of `which` (default: every id it defines), references rewritten everywhere. */
export function withNewIds(
  data: CampaignData,
  which: readonly string[] = idsOf(data),
  newId: () => string = () => crypto.randomUUID(),
): CampaignData {
  const ids = new Map(which.map((old) => [old, newId()]));
  return rewriteIds(data, ids);
}
