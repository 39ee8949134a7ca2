import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  createCampaign,
  createCharacter,
  DEFAULT_PORTRAIT,
  deleteCampaign,
  deleteCharacter,
  getCampaign,
  getCharacter,
  listCharacters,
  restoreCharacter,
  StorageError,
  updateCharacter,
} from '../../src/db';
import { db } from '../../src/db/db';
import { EMPTY_GEAR, type CharacterGear } from '../../src/systems/eos/rules';
import { sampleBuild, sampleCharacter, setNow, freshDatabaseEachTest } from './helpers';

freshDatabaseEachTest();

describe('createCharacter', () => {
  it('stores the build with defaults for notes, portrait and draft, and marks the campaign as changed', async () => {
    setNow(1_000);
    const campaign = await createCampaign('Frozen Coast');
    setNow(2_000);
    const character = await createCharacter(campaign.id, { name: ' Maren ', build: sampleBuild });

    expect(character).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      campaignId: campaign.id,
      name: 'Maren',
      notes: '',
      portrait: DEFAULT_PORTRAIT,
      draft: false,
      createdAt: 2_000,
      updatedAt: 2_000,
      build: sampleBuild,
      gear: EMPTY_GEAR,
      currentHp: null,
    });
    expect(await getCharacter(character.id)).toEqual(character);
    expect((await getCampaign(campaign.id))?.updatedAt).toBe(2_000);
  });

  it('keeps notes, portrait and the draft flag when given', async () => {
    const campaign = await createCampaign('C');
    const character = await createCharacter(campaign.id, {
      ...sampleCharacter('Pip'),
      notes: 'Owes the smith',
      portrait: { kind: 'emoji', value: '🔧' },
      draft: true,
    });
    expect(await getCharacter(character.id)).toMatchObject({
      notes: 'Owes the smith',
      portrait: { kind: 'emoji', value: '🔧' },
      draft: true,
    });
  });

  it('refuses an empty or over-long name', async () => {
    const campaign = await createCampaign('C');
    await expect(createCharacter(campaign.id, sampleCharacter(''))).rejects.toMatchObject({
      code: 'invalid-name',
      message: 'Character name cannot be empty.',
    });
    await expect(createCharacter(campaign.id, sampleCharacter('n'.repeat(100)))).rejects.toMatchObject({
      code: 'invalid-name',
      message: 'Character name can be at most 80 characters long; this one has 100.',
    });
    expect(await db.characters.count()).toBe(0);
  });

  it('refuses a campaign that does not exist', async () => {
    const error = await createCharacter('no-such-campaign', sampleCharacter('Ada')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'not-found' });
    expect(await db.characters.count()).toBe(0);
  });
});

const wolfGear: CharacterGear = {
  ...EMPTY_GEAR,
  weapons: [{ id: 'w1', name: 'Hunting bow', kind: 'bow', tier: 4, fullTier: 5, sizeCategory: 'medium', slot: 'back' }],
  armor: [{ id: 'a1', name: 'Hide coat', tier: 2, fullTier: 2, sizeCategory: 'medium' }],
  cloaks: 1,
};

describe('gear and current HP', () => {
  it('stores the gear and current HP given, and a fresh gear object (not the shared EMPTY_GEAR) by default', async () => {
    const campaign = await createCampaign('C');
    const wolf = await createCharacter(campaign.id, { ...sampleCharacter('Ash'), gear: wolfGear, currentHp: -4 });
    expect(await getCharacter(wolf.id)).toMatchObject({ gear: wolfGear, currentHp: -4 });

    const plain = await createCharacter(campaign.id, sampleCharacter('Bo'));
    expect(plain.gear).toEqual(EMPTY_GEAR);
    expect(plain.gear).not.toBe(EMPTY_GEAR);
    expect(Object.isFrozen(plain.gear.weapons)).toBe(false);
  });

  it('updates gear and current HP, and null puts the character back at maximum HP', async () => {
    const campaign = await createCampaign('C');
    const character = await createCharacter(campaign.id, sampleCharacter('Ash'));
    expect(await updateCharacter(character.id, { gear: wolfGear, currentHp: 7 })).toMatchObject({
      gear: wolfGear,
      currentHp: 7,
    });
    expect(await updateCharacter(character.id, { currentHp: null })).toMatchObject({ gear: wolfGear, currentHp: null });
    expect((await getCharacter(character.id))?.currentHp).toBeNull();
  });

  it.each([[1.5], [Number.NaN], ['12']])(
    'refuses a current HP of %s and leaves the character as it was',
    async (hp) => {
      const campaign = await createCampaign('C');
      const character = await createCharacter(campaign.id, sampleCharacter('Ash'));
      await expect(updateCharacter(character.id, { currentHp: hp as number })).rejects.toMatchObject({
        code: 'invalid-value',
        message: expect.stringMatching(/^Current HP must be a whole number/),
      });
      await expect(
        createCharacter(campaign.id, { ...sampleCharacter('Bo'), currentHp: hp as number }),
      ).rejects.toMatchObject({ code: 'invalid-value' });
      expect(await listCharacters(campaign.id)).toEqual([character]);
    },
  );
});

describe('listCharacters', () => {
  it('lists one campaign’s characters in creation order', async () => {
    const a = await createCampaign('A');
    const b = await createCampaign('B');
    setNow(3_000);
    await createCharacter(a.id, sampleCharacter('Second'));
    setNow(1_000);
    await createCharacter(a.id, sampleCharacter('First'));
    await createCharacter(b.id, sampleCharacter('Elsewhere'));

    expect((await listCharacters(a.id)).map((c) => c.name)).toEqual(['First', 'Second']);
    expect((await listCharacters(b.id)).map((c) => c.name)).toEqual(['Elsewhere']);
    expect(await listCharacters('no-such-campaign')).toEqual([]);
  });
});

describe('updateCharacter', () => {
  it('changes only the given fields and bumps updatedAt on the character and its campaign', async () => {
    setNow(1_000);
    const campaign = await createCampaign('C');
    const character = await createCharacter(campaign.id, sampleCharacter('Ada'));
    setNow(5_000);
    const levelled = { ...sampleBuild, exp: 120 };
    const updated = await updateCharacter(character.id, { name: ' Ada the Bold ', build: levelled, notes: undefined });

    expect(updated).toEqual({ ...character, name: 'Ada the Bold', build: levelled, updatedAt: 5_000 });
    expect(await getCharacter(character.id)).toEqual(updated);
    expect((await getCampaign(campaign.id))?.updatedAt).toBe(5_000);
  });

  it('cannot move a character to another campaign or change its id', async () => {
    const campaign = await createCampaign('C');
    const character = await createCharacter(campaign.id, sampleCharacter('Ada'));
    const sneaky = { notes: 'x', id: 'other', campaignId: 'other' } as Parameters<typeof updateCharacter>[1];
    const updated = await updateCharacter(character.id, sneaky);
    expect(updated).toMatchObject({ id: character.id, campaignId: campaign.id, notes: 'x' });
  });

  it('refuses an empty name and leaves the character as it was', async () => {
    const campaign = await createCampaign('C');
    const character = await createCharacter(campaign.id, sampleCharacter('Ada'));
    await expect(updateCharacter(character.id, { name: '  ' })).rejects.toMatchObject({ code: 'invalid-name' });
    expect(await getCharacter(character.id)).toEqual(character);
  });

  it('says so when the character is gone', async () => {
    await expect(updateCharacter('no-such-id', { notes: 'x' })).rejects.toMatchObject({
      code: 'not-found',
      message: 'That character no longer exists. It may have been deleted in another tab.',
    });
  });
});

describe('deleteCharacter', () => {
  it('removes the character, returns it as it was and marks the campaign as changed', async () => {
    setNow(1_000);
    const campaign = await createCampaign('C');
    const ada = await createCharacter(campaign.id, sampleCharacter('Ada'));
    const bo = await createCharacter(campaign.id, sampleCharacter('Bo'));
    setNow(7_000);

    expect(await deleteCharacter(ada.id)).toEqual(ada);
    expect(await listCharacters(campaign.id)).toEqual([bo]);
    expect((await getCampaign(campaign.id))?.updatedAt).toBe(7_000);
  });

  it('says so when the character is gone', async () => {
    await expect(deleteCharacter('no-such-id')).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('restoreCharacter', () => {
  it('puts back exactly the deleted record, in its old place in the party', async () => {
    setNow(1_000);
    const campaign = await createCampaign('C');
    const ada = await createCharacter(campaign.id, { ...sampleCharacter('Ada'), gear: wolfGear, currentHp: 3 });
    setNow(2_000);
    const bo = await createCharacter(campaign.id, sampleCharacter('Bo'));
    const removed = await deleteCharacter(ada.id);
    setNow(9_000);

    await restoreCharacter(removed);
    expect(await listCharacters(campaign.id)).toEqual([ada, bo]);
    expect((await getCampaign(campaign.id))?.updatedAt).toBe(9_000);
  });

  it('refuses when the campaign was deleted meanwhile, and writes nothing', async () => {
    const campaign = await createCampaign('C');
    const ada = await createCharacter(campaign.id, sampleCharacter('Ada'));
    const removed = await deleteCharacter(ada.id);
    await deleteCampaign(campaign.id);

    await expect(restoreCharacter(removed)).rejects.toMatchObject({ code: 'not-found' });
    expect(await db.characters.count()).toBe(0);
  });
});
