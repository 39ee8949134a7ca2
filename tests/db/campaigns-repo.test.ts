import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  copyName,
  createCampaign,
  createCampaignWithCharacters,
  createCharacter,
  deleteCampaign,
  duplicateCampaign,
  getCampaign,
  listCampaigns,
  listCharacters,
  MAX_NAME_LENGTH,
  renameCampaign,
  restoreCampaign,
  StorageError,
} from '../../src/db';
import { db } from '../../src/db/db';
import { dumpDatabase, freshDatabaseEachTest, sampleCharacter, setNow } from './helpers';

freshDatabaseEachTest();

describe('createCampaign', () => {
  it('stores a campaign with a uuid, the trimmed name and both timestamps', async () => {
    setNow(1_000);
    const campaign = await createCampaign('  The Frozen Coast  ');
    expect(campaign).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'The Frozen Coast',
      systemId: 'eos',
      createdAt: 1_000,
      updatedAt: 1_000,
    });
    expect(await getCampaign(campaign.id)).toEqual(campaign);
  });

  it.each([
    ['', 'Campaign name cannot be empty.'],
    ['   \t ', 'Campaign name cannot be empty.'],
    ['x'.repeat(81), 'Campaign name can be at most 80 characters long; this one has 81.'],
  ])('refuses the name %j with a message a player understands', async (name, message) => {
    const error = await createCampaign(name).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'invalid-name', message });
    expect(await db.campaigns.count()).toBe(0);
  });

  it('accepts a name of exactly 80 characters', async () => {
    const campaign = await createCampaign('x'.repeat(MAX_NAME_LENGTH));
    expect(campaign.name).toHaveLength(80);
  });
});

describe('createCampaignWithCharacters', () => {
  it('creates the campaign and its party in the order given', async () => {
    setNow(5_000);
    const campaign = await createCampaignWithCharacters('Party', [sampleCharacter('Ada'), sampleCharacter('Bo')]);
    const party = await listCharacters(campaign.id);
    expect(party.map((c) => c.name)).toEqual(['Ada', 'Bo']);
    expect(party.map((c) => c.createdAt)).toEqual([5_000, 5_001]);
  });

  it('writes nothing when one character name is invalid', async () => {
    const error = await createCampaignWithCharacters('Party', [sampleCharacter('Ada'), sampleCharacter(' ')]).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'invalid-name', message: 'Character name cannot be empty.' });
    expect(await dumpDatabase()).toEqual({ campaigns: [], characters: [] });
  });
});

describe('listCampaigns', () => {
  it('lists campaigns most recently changed first, with character count and party names', async () => {
    setNow(1_000);
    const older = await createCampaign('Older');
    setNow(2_000);
    const newer = await createCampaign('Newer');
    setNow(3_000);
    await createCharacter(older.id, sampleCharacter('Ada'));
    setNow(4_000);
    await createCharacter(older.id, { ...sampleCharacter('Bo'), draft: true });

    const list = await listCampaigns();
    expect(list.map((c) => [c.name, c.characterCount, c.updatedAt])).toEqual([
      ['Older', 2, 4_000],
      ['Newer', 0, 2_000],
    ]);
    expect(list[0]!.party).toEqual([
      { id: expect.any(String), name: 'Ada', draft: false },
      { id: expect.any(String), name: 'Bo', draft: true },
    ]);
    expect(list[1]!.id).toBe(newer.id);
  });

  it('is empty for a new database', async () => {
    expect(await listCampaigns()).toEqual([]);
  });
});

describe('renameCampaign', () => {
  it('renames and bumps updatedAt, keeping createdAt', async () => {
    setNow(1_000);
    const campaign = await createCampaign('Old name');
    setNow(2_000);
    const renamed = await renameCampaign(campaign.id, ' New name ');
    expect(renamed).toEqual({ ...campaign, name: 'New name', updatedAt: 2_000 });
    expect(await getCampaign(campaign.id)).toEqual(renamed);
  });

  it('refuses an empty name and leaves the campaign as it was', async () => {
    const campaign = await createCampaign('Keep me');
    await expect(renameCampaign(campaign.id, '')).rejects.toMatchObject({
      code: 'invalid-name',
      message: 'Campaign name cannot be empty.',
    });
    expect(await getCampaign(campaign.id)).toEqual(campaign);
  });

  it('says so when the campaign is gone', async () => {
    await expect(renameCampaign('no-such-id', 'Name')).rejects.toMatchObject({
      code: 'not-found',
      message: 'That campaign no longer exists. It may have been deleted in another tab.',
    });
  });
});

describe('duplicateCampaign', () => {
  it('copies the campaign and every character with new ids, leaving the original untouched', async () => {
    setNow(1_000);
    const source = await createCampaignWithCharacters('Frozen Coast', [
      { ...sampleCharacter('Ada'), notes: 'Hunter', portrait: { kind: 'emoji', value: '🐺' } },
      sampleCharacter('Bo'),
    ]);
    const before = await dumpDatabase();
    setNow(9_000);
    const copy = await duplicateCampaign(source.id);

    expect(copy).toEqual({
      id: expect.any(String),
      name: 'Frozen Coast (copy)',
      systemId: 'eos',
      createdAt: 9_000,
      updatedAt: 9_000,
    });
    expect(copy.id).not.toBe(source.id);

    const originals = await listCharacters(source.id);
    const copies = await listCharacters(copy.id);
    expect(copies).toHaveLength(2);
    copies.forEach((c, i) => {
      const original = originals[i]!;
      expect(c.id).not.toBe(original.id);
      expect(c).toEqual({ ...original, id: c.id, campaignId: copy.id, createdAt: 9_000 + i, updatedAt: 9_000 });
    });

    const after = await dumpDatabase();
    expect(after.campaigns.filter((c) => c.id !== copy.id)).toEqual(before.campaigns);
    expect(after.characters.filter((c) => c.campaignId !== copy.id)).toEqual(before.characters);
  });

  it('keeps the copy name within 80 characters', () => {
    expect(copyName('y'.repeat(80))).toBe(`${'y'.repeat(73)} (copy)`);
    expect(copyName('y'.repeat(80))).toHaveLength(MAX_NAME_LENGTH);
  });

  it('says so when the campaign is gone', async () => {
    await expect(duplicateCampaign('no-such-id')).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('deleteCampaign and restoreCampaign', () => {
  it('removes the campaign and only its characters', async () => {
    const doomed = await createCampaignWithCharacters('Doomed', [sampleCharacter('Ada'), sampleCharacter('Bo')]);
    const kept = await createCampaignWithCharacters('Kept', [sampleCharacter('Cy')]);
    const snapshot = await deleteCampaign(doomed.id);

    expect(snapshot.campaign).toEqual(doomed);
    expect(snapshot.characters.map((c) => c.name)).toEqual(['Ada', 'Bo']);
    expect(await getCampaign(doomed.id)).toBeUndefined();
    expect(await listCharacters(doomed.id)).toEqual([]);
    expect((await listCharacters(kept.id)).map((c) => c.name)).toEqual(['Cy']);
  });

  it('round-trips: restoring the snapshot gives back exactly the database before the delete', async () => {
    setNow(1_000);
    const campaign = await createCampaignWithCharacters('Frozen Coast', [
      { ...sampleCharacter('Ada'), notes: 'Line one\nline two', portrait: { kind: 'colour', value: '#336699' } },
      { ...sampleCharacter('Bo'), draft: true },
    ]);
    await createCampaignWithCharacters('Other', [sampleCharacter('Cy')]);
    const before = await dumpDatabase();
    const listBefore = await listCampaigns();

    const snapshot = await deleteCampaign(campaign.id);
    expect(await dumpDatabase()).not.toEqual(before);
    await restoreCampaign(structuredClone(snapshot));

    expect(await dumpDatabase()).toEqual(before);
    expect(await listCampaigns()).toEqual(listBefore);
  });

  it('restores a snapshot that was frozen (as the UI store keeps it)', async () => {
    const campaign = await createCampaignWithCharacters('Frozen', [sampleCharacter('Ada')]);
    const before = await dumpDatabase();
    const snapshot = Object.freeze(await deleteCampaign(campaign.id));
    Object.freeze(snapshot.campaign);
    snapshot.characters.forEach((c) => Object.freeze(c));
    await restoreCampaign(snapshot);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('says so when the campaign is gone', async () => {
    await expect(deleteCampaign('no-such-id')).rejects.toMatchObject({ code: 'not-found' });
  });
});
