import { APP_VERSION } from './app-version';
import { canonicalJson, gzipBytes, sha256HexOfBytes, utf8Encode } from './backup-codec';
import { FORMAT_VERSION, localDate } from './backup-format';
import { campaignPayload, readAllCampaignData, readCampaignData } from './campaign-data';
import { db } from './db';
import { StorageError } from './errors';
import type { RestorePointReply, RestorePointRequest } from './restore-point-worker';
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

/** A campaign's payload already serialized: its canonical JSON, that text's UTF-8 bytes and their SHA-256. */
export interface SerializedCampaign {
  json: string;
  bytes: Uint8Array<ArrayBuffer>;
  checksum: string;
}

export async function serializeCampaign(data: CampaignData): Promise<SerializedCampaign> {
  const json = canonicalJson(campaignPayload(data));
  // Encoded once: the checksum, the size and the compression all read the same bytes (tens of MB for years of play).
  const bytes = utf8Encode(json);
  return { json, bytes, checksum: await sha256HexOfBytes(bytes) };
}

/**
 * Serializes, fingerprints and compresses a campaign as a restore point (no database access). `prepared` skips the
 * work already done: the serialized campaign, and its compressed bytes (null: stored as text).
 */
export async function prepareRestorePoint(
  data: CampaignData,
  kind: SnapshotKind,
  now: Date,
  prepared?: SerializedCampaign & { compressed?: Uint8Array | null },
): Promise<PreparedRestorePoint> {
  const { json, bytes, checksum } = prepared ?? (await serializeCampaign(data));
  // Compression is a saving, not a need: where it fails, the text is stored as it is.
  const compressed =
    prepared?.compressed !== undefined ? prepared.compressed : await gzipBytes(bytes).catch(() => null);
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
      bytes: bytes.byteLength,
      storedBytes: compressed?.byteLength ?? bytes.byteLength,
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
  // A launch keeps the campaign only when it changed since its newest restore point of any kind: opening the app
  // again and again would otherwise fill the session slots with copies of what a daily point already holds.
  const latest = Object.values(newest).reduce<Pick<SnapshotRecord, 'createdAt' | 'checksum'> | undefined>(
    (a, b) => (b !== undefined && (a === undefined || b.createdAt > a.createdAt) ? b : a),
    undefined,
  );
  if (newSession && latest?.checksum !== checksum) due.push('session');
  const daily = newest.daily;
  if ((!daily || localDate(new Date(daily.createdAt)) !== localDate(now)) && changed('daily')) due.push('daily');
  const weekly = newest.weekly;
  if ((!weekly || now.getTime() - weekly.createdAt >= WEEK_MS) && changed('weekly')) due.push('weekly');
  return due;
}

/**
 * Makes the scheduled restore points that are due, for every campaign: 'session' when `newSession` (the first write
 * since the app opened) and the campaign changed since its newest point of any kind, 'daily' on a new day, 'weekly' a week after the last. A point whose content equals the newest
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
    const serialized = await serializeCampaign(campaign);
    const points = await pointsOf(campaign.campaign.id);
    const newest: Partial<Record<SnapshotKind, SnapshotRecord>> = {};
    for (const point of points) newest[point.kind] ??= point;
    const kinds = dueKinds(newest, serialized.checksum, now, newSession);
    if (kinds.length === 0) continue;
    // One compression for every kind due (a session, a day and a week often start together).
    const compressed = await gzipBytes(serialized.bytes).catch(() => null);
    const prepared = await Promise.all(
      kinds.map((kind) => prepareRestorePoint(campaign, kind, now, { ...serialized, compressed })),
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
// The schedule: the first write of a session, and of each day, makes the points that are due. In a browser the work is
// done by a worker (restore-point-worker.ts) and the app starts it when it opens (startRestorePointSession), so the
// first save of an evening waits for nothing; elsewhere (tests, a browser without module workers) on the page.

let checkedDay: string | null = null;
let reading: Promise<void> = Promise.resolve();
let pending: Promise<void> = Promise.resolve();

/** The campaigns as they are now, read on the page, then the points made from them in the background. */
function snapshotOnPage(now: Date, newSession: boolean): Promise<void> {
  return readAllCampaignData().then(
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

interface WorkerRequest {
  /** Resolves the page's wait: the worker's read is under way. */
  reading: () => void;
  done: () => void;
  /** The worker is gone before it answered: the page does the work instead. */
  fallBack: () => void;
}

/** undefined: not started yet; null: there is none (no Worker here, or it failed), the page does the work. */
let worker: Worker | null | undefined;
let nextRequest = 0;
const requests = new Map<number, WorkerRequest>();

function giveUpWorker(why: unknown): void {
  console.warn('The restore-point worker stopped; restore points are made on the page instead.', why);
  worker?.terminate();
  worker = null;
  const left = [...requests.values()];
  requests.clear();
  for (const request of left) request.fallBack();
}

function restorePointWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker !== 'function') return (worker = null);
  try {
    worker = new Worker(new URL('./restore-point-worker.ts', import.meta.url), {
      type: 'module',
      name: 'restore-points',
    });
  } catch (error) {
    console.warn('The restore-point worker could not start; restore points are made on the page.', error);
    return (worker = null);
  }
  worker.onmessage = (event: MessageEvent<RestorePointReply>) => {
    const reply = event.data;
    const request = requests.get(reply.id);
    if (!request) return;
    request.reading();
    if (reply.type === 'reading') return;
    if (reply.type === 'failed') console.warn('Could not save the scheduled restore points.', reply.message);
    requests.delete(reply.id);
    request.done();
  };
  worker.onerror = (event) => giveUpWorker(event.message);
  return worker;
}

/** Asks the worker for the points due now; resolves once its read is under way (or the page's own read is done). */
function scheduleRestorePoints(now: Date, newSession: boolean): Promise<void> {
  const w = restorePointWorker();
  if (w === null) return snapshotOnPage(now, newSession);
  const id = ++nextRequest;
  return new Promise<void>((resolveReading) => {
    let resolveDone!: () => void;
    const done = new Promise<void>((resolve) => (resolveDone = resolve));
    pending = pending.then(() => done);
    requests.set(id, {
      reading: resolveReading,
      done: resolveDone,
      fallBack: () => {
        void snapshotOnPage(now, newSession).then(resolveReading);
        resolveDone();
      },
    });
    w.postMessage({ id, now: now.getTime(), newSession } satisfies RestorePointRequest);
  });
}

/**
 * Called by writeTransaction before each write (outside any transaction). The first call of a session, and the first of
 * each new day, takes the campaigns as they are now — before the write — and makes the points that are due from them
 * in the background: the write waits for the read to be under way (in the worker) or done (on the page), never for
 * serializing, compression and storage. Writes that start meanwhile wait for the same read. A failure (a full disk) is
 * reported on the console and never stops the write.
 */
export function beforeWrite(now: Date): Promise<void> {
  const today = localDate(now);
  if (checkedDay !== today) {
    const newSession = checkedDay === null;
    checkedDay = today;
    reading = scheduleRestorePoints(now, newSession);
  }
  return reading;
}

/**
 * Called once when the app opens a page that works with the campaigns: where a worker can make the restore points, the
 * session's points are made now, in the background, rather than at the first save, which then waits for nothing. The
 * points are the same: nothing is saved between then and the first save. Without a worker, nothing happens until the
 * first save.
 */
export function startRestorePointSession(now: Date): void {
  if (typeof Worker === 'function') void beforeWrite(now);
}

/** Resolves when the scheduled restore points started so far are stored (tests; the UI's live query sees them anyway). */
export function scheduledRestorePointsSettled(): Promise<void> {
  return pending;
}

/** Starts a new session: the next write makes session points again. For tests, and nothing else. */
export function startNewRestorePointSession(): void {
  checkedDay = null;
}
