import { gunzipText } from './backup-codec';
import { BACKUP_FORMAT } from './backup-format';
import { replaceCampaign } from './backup-import';
import { decodeBackupValue } from './backup-validate';
import type { CampaignRecord } from './campaign';
import { db } from './db';
import { BackupError, StorageError, toStorageError } from './errors';
import type { SnapshotKind, SnapshotRecord } from './snapshot';

/** A restore point as the list shows it (without its data). */
export interface RestorePointSummary {
  id: string;
  campaignId: string;
  campaignName: string;
  kind: SnapshotKind;
  createdAt: number;
  counts: Record<string, number>;
  /** Size of the campaign's data when uncompressed, and as stored, in bytes. */
  bytes: number;
  storedBytes: number;
}

/** A campaign that has restore points: still stored, or deleted (and restorable from them). */
export interface RestorePointCampaign {
  campaignId: string;
  /** The current name, or the name in its newest restore point when the campaign is deleted. */
  name: string;
  exists: boolean;
  count: number;
  newestAt: number;
}

/** A point without its data (inside a live query, Dexie's cache may hand back a copy whose bytes are not usable). */
function summary(point: SnapshotRecord): RestorePointSummary {
  const { id, campaignId, campaignName, kind, createdAt, counts, bytes, storedBytes } = point;
  return { id, campaignId, campaignName, kind, createdAt, counts, bytes, storedBytes };
}

/** A campaign's restore points, newest first. */
export async function listRestorePoints(campaignId: string): Promise<RestorePointSummary[]> {
  const points = await db.snapshots.where('campaignId').equals(campaignId).toArray();
  return points.sort((a, b) => b.createdAt - a.createdAt).map(summary);
}

/** Every campaign with restore points, stored ones first (by name), then deleted ones (newest first). */
export async function listRestorePointCampaigns(): Promise<RestorePointCampaign[]> {
  return db.transaction('r', [db.campaigns, db.snapshots], async () => {
    const points = await db.snapshots.orderBy('createdAt').reverse().toArray();
    const byCampaign = new Map<string, RestorePointCampaign>();
    for (const point of points) {
      const entry = byCampaign.get(point.campaignId);
      if (entry) entry.count += 1;
      else {
        byCampaign.set(point.campaignId, {
          campaignId: point.campaignId,
          name: point.campaignName,
          exists: false,
          count: 1,
          newestAt: point.createdAt,
        });
      }
    }
    const stored = await db.campaigns.bulkGet([...byCampaign.keys()]);
    stored.forEach((campaign) => {
      const entry = campaign && byCampaign.get(campaign.id);
      if (entry) Object.assign(entry, { exists: true, name: campaign.name });
    });
    return [...byCampaign.values()].sort((a, b) =>
      a.exists !== b.exists ? (a.exists ? -1 : 1) : a.exists ? a.name.localeCompare(b.name) : b.newestAt - a.newestAt,
    );
  });
}

/**
 * Puts a campaign back as a restore point holds it. The campaign as it is now is kept first as a 'before-restore'
 * point, so a restore can itself be undone; a deleted campaign comes back. The point is checked like an imported file
 * (checksum, migrations, schemas) before anything is written. Throws StorageError ('not-found', 'invalid-backup' …).
 */
export async function restoreRestorePoint(pointId: string, now: Date): Promise<CampaignRecord> {
  const point = await db.snapshots.get(pointId);
  if (!point) {
    throw new StorageError('not-found', 'That restore point no longer exists; it may have been pruned in another tab.');
  }
  let payload: unknown;
  try {
    const json = point.encoding === 'gzip' ? await gunzipText(point.data as Uint8Array) : (point.data as string);
    payload = JSON.parse(json);
  } catch (error) {
    throw new BackupError('This restore point is damaged and cannot be read; choose another one.', [], {
      cause: error,
    });
  }
  const decoded = await decodeBackupValue({
    format: BACKUP_FORMAT,
    formatVersion: point.formatVersion,
    appVersion: point.appVersion,
    exportedAt: new Date(point.createdAt).toISOString(),
    kind: 'campaign',
    checksum: point.checksum,
    payload,
  });
  if (decoded.kind !== 'campaign') throw new BackupError('This restore point does not hold a campaign.');
  try {
    return (await replaceCampaign(decoded.data, 'before-restore', now)).campaign;
  } catch (error) {
    throw toStorageError(error);
  }
}
