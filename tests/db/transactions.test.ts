import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCampaign,
  createCampaignWithCharacters,
  createCharacter,
  deleteCampaign,
  duplicateCampaign,
  restoreCampaign,
  StorageError,
  updateCharacter,
} from '../../src/db';
import { db } from '../../src/db/db';
import { QUOTA_EXCEEDED_MESSAGE, toStorageError, WRITE_FAILED_MESSAGE } from '../../src/db/errors';
import { dumpDatabase, freshDatabaseEachTest, sampleBuild, sampleCharacter } from './helpers';

freshDatabaseEachTest();
afterEach(() => vi.restoreAllMocks());

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const aborted = () => new DOMException('The transaction was aborted.', 'AbortError');

async function seed() {
  const campaign = await createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada'), sampleCharacter('Bo')]);
  return { campaign, before: await dumpDatabase() };
}

describe('a write that fails half-way leaves the database as it was', () => {
  it('duplicateCampaign: the copy is added, then copying the characters hits a full disk', async () => {
    const { campaign, before } = await seed();
    const add = vi.spyOn(db.campaigns, 'add');
    vi.spyOn(db.characters, 'bulkAdd').mockImplementation(() => Promise.reject(quotaExceeded()) as never);

    const error = await duplicateCampaign(campaign.id).catch((e: unknown) => e);

    expect(add).toHaveBeenCalledTimes(1); // the first write really ran inside the transaction
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'quota-exceeded', message: QUOTA_EXCEEDED_MESSAGE });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('deleteCampaign: the characters are deleted, then deleting the campaign aborts', async () => {
    const { campaign, before } = await seed();
    const bulkDelete = vi.spyOn(db.characters, 'bulkDelete');
    vi.spyOn(db.campaigns, 'delete').mockImplementation(() => Promise.reject(aborted()) as never);

    await expect(deleteCampaign(campaign.id)).rejects.toMatchObject({
      code: 'write-failed',
      message: 'Saving failed; nothing was changed.',
    });
    expect(bulkDelete).toHaveBeenCalledTimes(1);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('restoreCampaign: the campaign is put back, then the characters fail', async () => {
    const { campaign } = await seed();
    const snapshot = await deleteCampaign(campaign.id);
    const afterDelete = await dumpDatabase();
    vi.spyOn(db.characters, 'bulkPut').mockImplementation(() => Promise.reject(quotaExceeded()) as never);

    await expect(restoreCampaign(snapshot)).rejects.toMatchObject({ code: 'quota-exceeded' });
    expect(await dumpDatabase()).toEqual(afterDelete);
  });

  it('createCharacter: the character is added, then marking the campaign as changed throws', async () => {
    const { campaign, before } = await seed();
    vi.spyOn(db.campaigns, 'update').mockImplementation(() => {
      throw new Error('disk on fire');
    });

    await expect(createCharacter(campaign.id, sampleCharacter('Cy'))).rejects.toMatchObject({
      code: 'write-failed',
      message: WRITE_FAILED_MESSAGE,
    });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('updateCharacter: a failure keeps the old character', async () => {
    const { campaign, before } = await seed();
    const ada = before.characters.find((c) => c.name === 'Ada')!;
    vi.spyOn(db.campaigns, 'update').mockImplementation(() => Promise.reject(aborted()) as never);

    await expect(updateCharacter(ada.id, { name: 'Renamed' })).rejects.toMatchObject({ code: 'write-failed' });
    expect(await dumpDatabase()).toEqual(before);
    expect(campaign.id).toBe(ada.campaignId);
  });

  it('a real IndexedDB error half-way (a build that cannot be stored) rolls the new campaign back', async () => {
    await createCampaign('Existing');
    const before = await dumpDatabase();
    // A function cannot be structured-cloned: IndexedDB refuses the second write with a DataCloneError.
    const broken = { name: 'Ghost', build: { ...sampleBuild, notCloneable: () => 0 } };

    const error = await createCampaignWithCharacters('New', [sampleCharacter('Ada'), broken]).catch((e: unknown) => e);

    expect(error).toMatchObject({ code: 'write-failed', message: WRITE_FAILED_MESSAGE });
    expect((error as StorageError).cause).toBeDefined();
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('toStorageError', () => {
  it('recognises a full disk however Dexie wraps it', () => {
    expect(toStorageError(quotaExceeded()).code).toBe('quota-exceeded');
    expect(toStorageError(new Dexie.QuotaExceededError('full')).code).toBe('quota-exceeded');
    expect(toStorageError(new Dexie.AbortError('aborted', quotaExceeded())).code).toBe('quota-exceeded');
    expect(toStorageError(new Error('wrapped', { cause: quotaExceeded() })).code).toBe('quota-exceeded');
  });

  it('maps aborts and anything else to "Saving failed; nothing was changed."', () => {
    for (const error of [aborted(), new Dexie.AbortError('aborted'), new TypeError('x'), 'a string', undefined]) {
      expect(toStorageError(error)).toMatchObject({ code: 'write-failed', message: WRITE_FAILED_MESSAGE });
    }
  });

  it('passes our own errors through unchanged', () => {
    const own = new StorageError('invalid-name', 'Campaign name cannot be empty.');
    expect(toStorageError(own)).toBe(own);
  });

  it('tells the player their storage is full and that nothing was saved', () => {
    expect(QUOTA_EXCEEDED_MESSAGE).toMatch(/^Your browser's storage is full, so nothing was saved\. Free some space/);
  });
});
