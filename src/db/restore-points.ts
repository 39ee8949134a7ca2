import { APP_VERSION } from './app-version';
import { canonicalJson, gzipText, sha256Hex, utf8Bytes } from './backup-codec';
import { FORMAT_VERSION, localDate } from './backup-format';
import { campaignPayload, readAllCampaignData, readCampaignData } from './campaign-data';
import { db } from './db';
import { StorageError } from './errors';
import type { SnapshotKind, SnapshotRecord } from './snapshot';
import { CAMPAIGN_TABLES, type CampaignData } from './tables';

/**
 * Restore points: copies of a campaign kept in the `snapshots` table of this device, so that a bad import, a mistaken
 * delete or a bad evening is one click to undo even without a backup file. Each holds a backup payload (the same as a
 * campaign file's), gzipped where the browser can.
 *
 * Times are passed in (`now`), never read here: the callers at the edge (write.ts, the repositories) read the clock.
 */

/** How many restore points of each kind a campaign keeps; the oldest go first. */
export const KEEP: Readonly<Record<SnapshotKind, number>> = {
  session: 5,
  daily: 7,
  weekly: 4,
  'before-import': 5,
  'before-delete': 5,
  'before-restore': 5,
};

/** Restore points of a campaign that no longer exists are kept this long after the newest of them, then dropped. */
export const DELETED_CAMPAIGN_KEEP_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** A restore point ready to store, and the canonical JSON it was made from (to check nothing changed meanwhile). */
export interface PreparedRestorePoint {
  record: SnapshotRecord;
  json: string;
}

function countsOf(data: CampaignData): Record<string, number> {
  return Object.fromEntries(CAMPAIGN_TABLES.map((name) => [name, (data[name] as unknown[]).length]));
}

/** Serializes, fingerprints and compresses a campaign as a restore point (no database access). */
export async function prepareRestorePoint(
  data: CampaignData,
  kind: SnapshotKind,
  now: Date,
  prepared?: { json: string; checksum: string },
): Promise<PreparedRestorePoint> {
  const json = prepared?.json ?? canonicalJson(campaignPayload(data));
  const checksum = prepared?.checksum ?? (await sha256Hex(json));
  // Compression is a saving, not a need: where it fails, the text is stored as it is.
  const compressed = await gzipText(json).catch(() => null);
  return {
    json,
    record: {
      id: crypto.randomUUID(),
      campaignId: data.campaign.id,
      createdAt: now.getTime(),
      kind,
      campaignName: data.campaign.name,
      counts: countsOf(data),
      formatVersion: FORMAT_VERSION,
      appVersion: APP_VERSION,
      checksum,
      encoding: compressed === null ? 'json' : 'gzip',
      data: compressed ?? json,
      bytes: utf8Bytes(json),
      storedBytes: compressed?.byteLength ?? utf8Bytes(json),
    },
  };
}

/** The campaign's restore points of one kind, newest first. Inside or outside a transaction over db.snapshots. */
async function pointsOf(campaignId: string, kind?: SnapshotKind): Promise<SnapshotRecord[]> {
  const points = await db.snapshots.where('campaignId').equals(campaignId).toArray();
  return points.filter((p) => kind === undefined || p.kind === kind).sort((a, b) => b.createdAt - a.createdAt);
}

/** Drops the campaign's oldest restore points of `kind` beyond KEEP. Call inside a transaction over db.snapshots. */
async function prune(campaignId: string, kind: SnapshotKind): Promise<void> {
  const extra = (await pointsOf(campaignId, kind)).slice(KEEP[kind]);
  if (extra.length > 0) await db.snapshots.bulkDelete(extra.map((p) => p.id));
}

/** Stores a prepared restore point and prunes its kind. Call inside a read-write transaction over db.snapshots. */
export async function storeRestorePoint(point: PreparedRestorePoint): Promise<SnapshotRecord> {
  await db.snapshots.add(point.record);
  await prune(point.record.campaignId, point.record.kind);
  return point.record;
}

export const CHANGED_ELSEWHERE_MESSAGE =
  'The campaign changed in another tab while this was being prepared, so nothing was changed. Try again.';

/**
 * Inside the transaction that replaces or deletes a campaign: checks the campaign is still exactly what the restore
 * point was made from (another tab may have written meanwhile), then stores the point. Throws 'changed-elsewhere'.
 */
export async function storeRestorePointIfUnchanged(point: PreparedRestorePoint): Promise<SnapshotRecord> {
  const current = await readCampaignData(point.record.campaignId);
  if (!current || canonicalJson(campaignPayload(current)) !== point.json) {
    throw new StorageError('changed-elsewhere', CHANGED_ELSEWHERE_MESSAGE);
  }
  return storeRestorePoint(point);
}

/** Which scheduled kinds are due for a campaign whose payload has `checksum`, given its newest point of each kind. */
export function dueKinds(
  newest: Partial<Record<SnapshotKind, Pick<SnapshotRecord, 'createdAt' | 'checksum'>>>,
  checksum: string,
  now: Date,
  newSession: boolean,
): SnapshotKind[] {
  const due: SnapshotKind[] = [];
  const changed = (kind: SnapshotKind) => newest[kind]?.checksum !== checksum;
  if (newSession && changed('session')) due.push('session');
  const daily = newest.daily;
  if ((!daily || localDate(new Date(daily.createdAt)) !== localDate(now)) && changed('daily')) due.push('daily');
  const weekly = newest.weekly;
  if ((!weekly || now.getTime() - weekly.createdAt >= WEEK_MS) && changed('weekly')) due.push('weekly');
  return due;
}

/**
 * Makes the scheduled restore points that are due, for every campaign: 'session' when `newSession` (the first write
 * since the app opened), 'daily' on a new day, 'weekly' a week after the last. A point whose content equals the newest
 * of its kind is not made again (a campaign nobody touched keeps its old points). Also drops the restore points of
 * campaigns deleted more than DELETED_CAMPAIGN_KEEP_DAYS ago.
 *
 * `data` is the state to keep (read before the write that triggered this); returns the points made.
 */
export async function makeScheduledRestorePoints(
  data: readonly CampaignData[],
  now: Date,
  newSession: boolean,
): Promise<SnapshotRecord[]> {
  const made: SnapshotRecord[] = [];
  for (const campaign of data) {
    const json = canonicalJson(campaignPayload(campaign));
    const checksum = await sha256Hex(json);
    const points = await pointsOf(campaign.campaign.id);
    const newest: Partial<Record<SnapshotKind, SnapshotRecord>> = {};
    for (const point of points) newest[point.kind] ??= point;
    const kinds = dueKinds(newest, checksum, now, newSession);
    if (kinds.length === 0) continue;
    const prepared = await Promise.all(
      kinds.map((kind) => prepareRestorePoint(campaign, kind, now, { json, checksum })),
    );
    await db.transaction('rw', [db.snapshots], async () => {
      for (const point of prepared) made.push(await storeRestorePoint(point));
    });
  }
  await dropPointsOfDeletedCampaigns(
    data.map((d) => d.campaign.id),
    now,
  );
  return made;
}

/** Drops every restore point of a campaign that is gone, once its newest point is older than the keep time. */
async function dropPointsOfDeletedCampaigns(existing: readonly string[], now: Date): Promise<void> {
  const cutoff = now.getTime() - DELETED_CAMPAIGN_KEEP_DAYS * DAY_MS;
  await db.transaction('rw', [db.campaigns, db.snapshots], async () => {
    const ids = new Set((await db.snapshots.orderBy('campaignId').uniqueKeys()) as string[]);
    for (const id of ids) {
      if (existing.includes(id) || (await db.campaigns.get(id))) continue;
      const points = await pointsOf(id);
      if (points.length > 0 && points[0]!.createdAt < cutoff) await db.snapshots.bulkDelete(points.map((p) => p.id));
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// The schedule: the first write of a session, and of each day, makes the points that are due.

let checkedDay: string | null = null;
let reading: Promise<void> = Promise.resolve();
let pending: Promise<void> = Promise.resolve();

/**
 * Called by writeTransaction before each write (outside any transaction). The first call of a session, and the first of
 * each new day, reads every campaign as it is now — before the write — and hands the copy to makeScheduledRestorePoints,
 * which stores the points in the background: the write waits for the read only, not for compression and storage.
 * Writes that start meanwhile wait for the same read. A failure (a full disk) is reported on the console and never stops
 * the write.
 */
export function beforeWrite(now: Date): Promise<void> {
  const today = localDate(now);
  if (checkedDay !== today) {
    const newSession = checkedDay === null;
    checkedDay = today;
    reading = readAllCampaignData().then(
      (data) => {
        if (data.length === 0) return;
        pending = pending
          .then(() => makeScheduledRestorePoints(data, now, newSession))
          .then(
            () => undefined,
            (error: unknown) => console.warn('Could not save the scheduled restore points.', error),
          );
      },
      (error: unknown) => console.warn('Could not read the campaigns for a restore point.', error),
    );
  }
  return reading;
}

/** Resolves when the scheduled restore points started so far are stored (tests; the UI's live query sees them anyway). */
export function scheduledRestorePointsSettled(): Promise<void> {
  return pending;
}

/** Starts a new session: the next write makes session points again. For tests, and nothing else. */
export function startNewRestorePointSession(): void {
  checkedDay = null;
}
