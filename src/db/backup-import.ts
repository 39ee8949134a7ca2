import type { DecodedBackup } from './backup-validate';
import type { CampaignRecord } from './campaign';
import { campaignScope, idsOf, readCampaignData, replaceCampaignData, withNewIds } from './campaign-data';
import type { StoredRecord } from './envelope';
import { toEosEncounter } from './eos-records';
import { db } from './db';
import { BackupError, StorageError } from './errors';
import { MAX_NAME_LENGTH } from './names';
import { refuseFullParty, requireCampaign, touchCampaign } from './records';
import { prepareRestorePoint, storeRestorePointIfUnchanged, type PreparedRestorePoint } from './restore-points';
import type { SnapshotKind } from './snapshot';
import { CAMPAIGN_TABLES, keyOfRecord, primaryKeyOf, tableOf, type CampaignData } from './tables';
import { writeTransaction } from './write';

/**
 * Writing a checked backup (backup-validate.ts) into the database: all of it in one transaction, or nothing. A campaign
 * whose id is already stored is replaced (after keeping it as a restore point) or kept beside the import (the import
 * gets new ids everywhere), as the player chooses.
 */

/** What the player must decide before an import: a campaign or character with the same id is already stored. */
export type ImportConflict =
  { kind: 'campaign'; existing: CampaignRecord } | { kind: 'character'; existing: StoredRecord; campaignName: string };

/** replace: the stored one becomes the imported one. keep-both: the import is added with new ids, "… (imported)". */
export type ImportChoice = 'replace' | 'keep-both';

export type ImportResult =
  | { kind: 'campaign'; campaign: CampaignRecord; replaced: boolean; counts: Record<string, number> }
  | { kind: 'character'; character: StoredRecord; campaign: CampaignRecord; replaced: boolean };

export const IMPORTED_SUFFIX = ' (imported)';

/** "Frozen Coast" → "Frozen Coast (imported)", shortened so it still fits MAX_NAME_LENGTH. */
export function importedName(name: string): string {
  return `${name.slice(0, MAX_NAME_LENGTH - IMPORTED_SUFFIX.length).trimEnd()}${IMPORTED_SUFFIX}`;
}

/** The stored campaign or character the import would collide with, or null. */
export async function findImportConflict(backup: DecodedBackup): Promise<ImportConflict | null> {
  if (backup.kind === 'campaign') {
    const existing = await db.campaigns.get(backup.data.campaign.id);
    return existing ? { kind: 'campaign', existing } : null;
  }
  return db.transaction('r', [db.campaigns, db.characters], async () => {
    const existing = await db.characters.get(backup.character.id);
    if (!existing) return null;
    const campaign = await db.campaigns.get(existing.campaignId);
    return { kind: 'character', existing, campaignName: campaign?.name ?? 'a deleted campaign' };
  });
}

const CONFLICT_APPEARED =
  'Something with the same id was saved in another tab meanwhile, so nothing was imported. Import the file again to choose Replace or Keep both.';

/**
 * Inside the write transaction: ids of `data` already used by records of other campaigns (a hand-made file, or a file
 * imported once as a copy). Those records get new ids, never overwritten. Only keys are read: a campaign's own records
 * (years of days, when it is replaced) are never loaded for this, and a table holding no other campaign's records is
 * not looked into at all.
 */
async function idsUsedElsewhere(data: CampaignData): Promise<string[]> {
  const used: string[] = [];
  for (const name of CAMPAIGN_TABLES) {
    if (primaryKeyOf(name) === 'campaignId') continue; // keyed by the campaign itself
    const table = tableOf(db, name);
    const own = await table.where('campaignId').equals(data.campaign.id).primaryKeys();
    if (own.length === (await table.count())) continue;
    const ownKeys = new Set(own.map(String));
    const keys = (data[name] as object[]).map((r) => String(keyOfRecord(name, r))).filter((key) => !ownKeys.has(key));
    // A primary key names one record: a key stored but not among the campaign's own belongs to another campaign.
    const stored = await table.where(':id').anyOf(keys).primaryKeys();
    used.push(...stored.map(String));
  }
  return used;
}

/**
 * The characters `data` refers to without holding them: fighters of its fights and characters its days saved for undo.
 * A character deleted since is one (finishing the fight or undoing the day skips it); one that is stored in another
 * campaign means the file was made to reach across campaigns, and is refused.
 */
async function refuseForeignCharacters(data: CampaignData): Promise<void> {
  const own = new Set(data.characters.map((c) => c.id));
  const named = new Map<string, string>();
  // Eos's fights and days name characters; another pack's records are its own (its schemas checked them).
  const encounters = data.campaign.systemId === 'eos' ? data.encounters.map(toEosEncounter) : [];
  encounters.forEach((e, i) =>
    e.state.combatants.forEach((c, j) => {
      if (c.source.kind === 'character' && !own.has(c.source.characterId)) {
        named.set(c.source.characterId, `encounters[${i}].state.combatants[${j}].source.characterId`);
      }
    }),
  );
  data.dayLogs.forEach((log, i) =>
    log.previous?.characters.forEach((c, j) => {
      if (!own.has(c.id)) named.set(c.id, `dayLogs[${i}].previous.characters[${j}].id`);
    }),
  );
  if (named.size === 0) return;
  const stored = await db.characters.bulkGet([...named.keys()]);
  const foreign = stored.filter((c): c is StoredRecord => c !== undefined && c.campaignId !== data.campaign.id);
  if (foreign.length === 0) return;
  throw new BackupError(
    'This backup names characters of another campaign on this device, so nothing was imported: a campaign’s fights and days can only change its own party.',
    foreign.map((c) => `${named.get(c.id)}: “${c.id}” is ${c.name} of another campaign`),
  );
}

/**
 * Stores `data` as its campaign in one transaction. When that campaign exists, `point` (made from it beforehand) is
 * stored first, if the campaign is still exactly what it was made from. `fileTime`: the campaign came from a backup
 * file made then, which counts as its last export (the reminder does not ask for a file the player just used).
 */
async function writeCampaign(
  data: CampaignData,
  point: PreparedRestorePoint | null,
  fileTime: number | null,
): Promise<CampaignData> {
  return writeTransaction([...campaignScope(), db.snapshots, db.backupStatus], async () => {
    const exists = (await db.campaigns.get(data.campaign.id)) !== undefined;
    if (exists && point === null) throw new StorageError('changed-elsewhere', CONFLICT_APPEARED);
    await refuseForeignCharacters(data);
    if (point !== null) await storeRestorePointIfUnchanged(point);
    const clashes = await idsUsedElsewhere(data);
    const stored = clashes.length > 0 ? withNewIds(data, clashes) : data;
    await replaceCampaignData(stored);
    if (fileTime !== null) await noteFileTime(stored.campaign.id, fileTime);
    return stored;
  });
}

async function noteFileTime(campaignId: string, time: number): Promise<void> {
  const status = await db.backupStatus.get(campaignId);
  if (status?.lastExportedAt != null && status.lastExportedAt >= time) return;
  await db.backupStatus.put({ id: campaignId, lastExportedAt: time, reminderDismissedAt: null });
}

/** A restore point of the campaign as stored now, for a replace; null when there is none. */
async function pointBefore(campaignId: string, kind: SnapshotKind, now: Date): Promise<PreparedRestorePoint | null> {
  const current = await readCampaignData(campaignId);
  return current ? prepareRestorePoint(current, kind, now) : null;
}

function countsOf(data: CampaignData): Record<string, number> {
  return Object.fromEntries(CAMPAIGN_TABLES.map((name) => [name, (data[name] as unknown[]).length]));
}

/**
 * Replaces the campaign with `data` (or creates it), keeping what it replaces as a `kind` restore point first. Used by
 * import (replace) and by restoring a restore point.
 */
export async function replaceCampaign(data: CampaignData, kind: SnapshotKind, now: Date): Promise<CampaignData> {
  const point = await pointBefore(data.campaign.id, kind, now);
  return writeCampaign(data, point, null);
}

/**
 * Imports a checked backup. A campaign: `choice` is needed when its id is stored (findImportConflict); without a
 * conflict it is added as it is. A character goes into `targetCampaignId`; `choice` is needed when its id is stored.
 * Throws StorageError: nothing is written then.
 */
export async function importBackup(
  backup: DecodedBackup,
  options: { choice?: ImportChoice; targetCampaignId?: string },
  now: Date,
): Promise<ImportResult> {
  if (backup.kind === 'campaign') {
    const { data } = backup;
    // Never later than now: a file dated 9999-12-31 would silence the export reminder for good.
    const fileTime = Math.min(Date.parse(backup.info.exportedAt), now.getTime());
    if (options.choice === 'keep-both') {
      const copy = withNewIds(data, idsOf(data));
      copy.campaign = { ...copy.campaign, name: importedName(copy.campaign.name) };
      const stored = await writeCampaign(copy, null, fileTime);
      return { kind: 'campaign', campaign: stored.campaign, replaced: false, counts: countsOf(stored) };
    }
    const point = options.choice === 'replace' ? await pointBefore(data.campaign.id, 'before-import', now) : null;
    const stored = await writeCampaign(data, point, fileTime);
    return { kind: 'campaign', campaign: stored.campaign, replaced: point !== null, counts: countsOf(stored) };
  }
  return importCharacter(backup.character, backup.systemId, options, now);
}

async function importCharacter(
  imported: StoredRecord,
  systemId: string,
  options: { choice?: ImportChoice; targetCampaignId?: string },
  now: Date,
): Promise<ImportResult> {
  const targetId = options.targetCampaignId;
  if (targetId === undefined) throw new StorageError('invalid-value', 'Choose the campaign to add the character to.');
  const existing = await db.characters.get(imported.id);
  const point =
    existing && options.choice === 'replace' ? await pointBefore(existing.campaignId, 'before-import', now) : null;
  return writeTransaction([...campaignScope(), db.snapshots], async () => {
    const campaign = await requireCampaign(targetId);
    if (campaign.systemId !== systemId) {
      throw new StorageError(
        'invalid-value',
        `This character is of another game (“${systemId}”) than “${campaign.name}” (“${campaign.systemId}”), so it cannot join it. Nothing was imported.`,
      );
    }
    const stored = await db.characters.get(imported.id);
    if (stored && options.choice === undefined) throw new StorageError('changed-elsewhere', CONFLICT_APPEARED);
    if (!stored || options.choice === 'keep-both' || stored.campaignId !== targetId) await refuseFullParty(targetId);
    let character: StoredRecord = { ...imported, campaignId: targetId };
    if (stored && options.choice === 'keep-both') {
      character = { ...character, id: crypto.randomUUID(), name: importedName(character.name) };
    }
    if (stored && options.choice === 'replace') {
      if (point === null) throw new StorageError('changed-elsewhere', CONFLICT_APPEARED);
      await storeRestorePointIfUnchanged(point);
    }
    await db.characters.put(character);
    await touchCampaign(targetId, now.getTime());
    const updated = (await db.campaigns.get(targetId)) ?? campaign;
    return {
      kind: 'character',
      character,
      campaign: updated,
      replaced: Boolean(stored && options.choice === 'replace'),
    };
  });
}
