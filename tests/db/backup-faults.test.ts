import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCampaignWithCharacters,
  createCharacter,
  deleteCampaign,
  exportCampaign,
  importBackup,
  listCharacters,
  renameCampaign,
  restoreRestorePoint,
  StorageError,
} from '../../src/db';
import { db } from '../../src/db/db';
import { QUOTA_EXCEEDED_MESSAGE, WRITE_FAILED_MESSAGE } from '../../src/db/errors';
import { campaignScope, deleteCampaignData, readCampaignData } from '../../src/db/campaign-data';
import {
  CHANGED_ELSEWHERE_MESSAGE,
  prepareRestorePoint,
  scheduledRestorePointsSettled,
  storeRestorePointIfUnchanged,
} from '../../src/db/restore-points';
import { dumpAllTables, dumpCampaign, loadV1Fixture, readDownload } from './backup-helpers';
import { freshDatabaseEachTest, sampleCharacter } from './helpers';

/**
 * A write that fails half-way — a full disk (QuotaExceededError) or an aborted transaction — leaves every table as it
 * was, restore points included, and comes out as a StorageError whose message tells the player what happened.
 */
freshDatabaseEachTest();
afterEach(async () => {
  vi.restoreAllMocks();
  await scheduledRestorePointsSettled();
});

const NOW = new Date(2026, 0, 5, 18, 30);
const FROZEN_COAST = '0b6f3c2e-6a5d-4f1e-9a51-1c2d3e4f5a60';
const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** Aborts the running transaction for real (IndexedDB rolls it back), as a crash or a closing tab would. */
function abortHere(): never {
  Dexie.currentTransaction!.abort();
  throw new Dexie.AbortError('Transaction aborted');
}

/** The Frozen Coast (records in several tables), exported, then changed so that a replace has work to undo. */
async function storedAndExported() {
  await loadV1Fixture();
  const decoded = await readDownload(await exportCampaign(FROZEN_COAST, NOW));
  await renameCampaign(FROZEN_COAST, 'Changed since');
  await createCharacter(FROZEN_COAST, sampleCharacter('Newcomer'));
  await scheduledRestorePointsSettled();
  return decoded;
}

describe('import fails half-way', () => {
  it('Replace: the old records are deleted, then putting the new ones hits a full disk', async () => {
    const decoded = await storedAndExported();
    const before = await dumpAllTables();
    const bulkDelete = vi.spyOn(db.characters, 'bulkDelete');
    vi.spyOn(db.characters, 'bulkPut').mockImplementation(() => Promise.reject(quotaExceeded()) as never);

    const error = await importBackup(decoded, { choice: 'replace' }, NOW).catch((e: unknown) => e);

    expect(bulkDelete).toHaveBeenCalledTimes(1); // the old party really was deleted inside the transaction
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'quota-exceeded', message: QUOTA_EXCEEDED_MESSAGE });
    expect(await dumpAllTables()).toEqual(before); // no restore point either: it was in the same transaction
  });

  it('Replace: the transaction is aborted while the encounters are written', async () => {
    const decoded = await storedAndExported();
    const before = await dumpAllTables();
    vi.spyOn(db.encounters, 'bulkPut').mockImplementation(abortHere);

    await expect(importBackup(decoded, { choice: 'replace' }, NOW)).rejects.toMatchObject({
      code: 'write-failed',
      message: WRITE_FAILED_MESSAGE,
    });
    expect(await dumpAllTables()).toEqual(before);
  });

  it('Keep both: the copy’s campaign is added, then its characters hit a full disk', async () => {
    const decoded = await storedAndExported();
    const before = await dumpAllTables();
    const put = vi.spyOn(db.campaigns, 'put');
    vi.spyOn(db.characters, 'bulkPut').mockImplementation(() => Promise.reject(quotaExceeded()) as never);

    await expect(importBackup(decoded, { choice: 'keep-both' }, NOW)).rejects.toMatchObject({
      code: 'quota-exceeded',
    });
    expect(put).toHaveBeenCalledTimes(1);
    expect(await dumpAllTables()).toEqual(before);
  });

  it('A new campaign: a real IndexedDB error on a later record rolls back the earlier ones', async () => {
    const campaign = await createCampaignWithCharacters('Frozen Coast', [
      sampleCharacter('Ada'),
      sampleCharacter('Bo'),
    ]);
    const decoded = await readDownload(await exportCampaign(campaign.id, NOW));
    await deleteCampaign(campaign.id);
    const before = await dumpAllTables();
    if (decoded.kind !== 'campaign') throw new Error('expected a campaign');
    // A function cannot be structured-cloned: IndexedDB refuses the second character with a DataCloneError.
    (decoded.data.characters[1] as unknown as Record<string, unknown>).notCloneable = () => 0;

    await expect(importBackup(decoded, {}, NOW)).rejects.toMatchObject({ code: 'write-failed' });
    expect(await dumpAllTables()).toEqual(before);
  });
});

describe('restore and delete fail half-way', () => {
  it('restoring a restore point: aborted after the current campaign was deleted', async () => {
    await loadV1Fixture();
    await deleteCampaign(FROZEN_COAST);
    const point = (await db.snapshots.where('kind').equals('before-delete').toArray())[0]!;
    await restoreRestorePoint(point.id, NOW);
    await renameCampaign(FROZEN_COAST, 'Played on');
    await scheduledRestorePointsSettled();
    const before = await dumpAllTables();
    vi.spyOn(db.creatureTemplates, 'bulkPut').mockImplementation(abortHere);

    await expect(restoreRestorePoint(point.id, NOW)).rejects.toMatchObject({ code: 'write-failed' });
    expect(await dumpAllTables()).toEqual(before);
  });

  it('deleting a campaign: aborted after its characters were deleted', async () => {
    await loadV1Fixture();
    await scheduledRestorePointsSettled();
    const before = await dumpAllTables();
    vi.spyOn(db.campaigns, 'delete').mockImplementation(abortHere);

    await expect(deleteCampaign(FROZEN_COAST)).rejects.toMatchObject({ code: 'write-failed' });
    expect(await dumpAllTables()).toEqual(before);
  });

  it('deleting with a disk too full for the restore point still deletes (it frees space); Undo still has it all', async () => {
    await loadV1Fixture();
    const before = await dumpCampaign(FROZEN_COAST);
    await scheduledRestorePointsSettled();
    const pointsBefore = await db.snapshots.count();
    vi.spyOn(db.snapshots, 'add').mockImplementation(() => Promise.reject(quotaExceeded()) as never);

    const removed = await deleteCampaign(FROZEN_COAST);

    expect((await dumpCampaign(FROZEN_COAST)).campaigns).toEqual([]);
    expect(await db.snapshots.count()).toBe(pointsBefore);
    expect(removed.characters.map((c) => c.name)).toEqual(['Maren Holt', 'Pip Kettleburr', 'Grund Mossback']);
    expect(removed.encounters).toHaveLength(2);
    expect(removed.campaign).toEqual(before.campaigns![0]);
  });

  it('a campaign changed in another tab after its restore point was prepared is not replaced or deleted', async () => {
    await loadV1Fixture();
    const point = await prepareRestorePoint((await readCampaignData(FROZEN_COAST))!, 'before-delete', NOW);
    // Another tab's write lands between preparing the point (outside the transaction) and the transaction.
    await db.characters.update((await listCharacters(FROZEN_COAST))[0]!.id, (record) => {
      (record.system as { notes: string }).notes = 'written elsewhere';
    });
    const before = await dumpAllTables();

    const error = await db
      .transaction('rw', [...campaignScope(), db.snapshots], async () => {
        await storeRestorePointIfUnchanged(point);
        await deleteCampaignData(FROZEN_COAST);
      })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ code: 'changed-elsewhere', message: CHANGED_ELSEWHERE_MESSAGE });
    expect(CHANGED_ELSEWHERE_MESSAGE).toMatch(/changed in another tab .* nothing was changed\. Try again\./);
    expect(await dumpAllTables()).toEqual(before);
  });
});
