import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createCampaignWithCharacters, listCharacters, modifyCharacter, StorageError } from '../../src/db';
import { RulesError } from '../../src/core/rules/errors';
import { dumpDatabase, freshDatabaseEachTest, sampleCharacter } from './helpers';

freshDatabaseEachTest();

async function oneCharacter() {
  const campaign = await createCampaignWithCharacters('Test', [sampleCharacter('Ada')]);
  const [character] = await listCharacters(campaign.id);
  return character!;
}

describe('modifyCharacter', () => {
  it('changes a character from the stored record, so quick successive changes all count', async () => {
    const ada = await oneCharacter();
    const damage = (amount: number) =>
      modifyCharacter(ada.id, (current) => ({ currentHp: (current.currentHp ?? 26) - amount }));
    await Promise.all([damage(5), damage(5), damage(3)]);
    const [after] = await listCharacters(ada.campaignId);
    expect(after!.currentHp).toBe(13);
  });

  it('turns a RulesError from the change into an invalid-value StorageError and writes nothing', async () => {
    const ada = await oneCharacter();
    const before = await dumpDatabase();
    const failure = modifyCharacter(ada.id, () => {
      throw new RulesError('invalid-number', 'Current HP can be at most the maximum of 26.');
    });
    await expect(failure).rejects.toThrow(StorageError);
    await expect(failure).rejects.toMatchObject({
      code: 'invalid-value',
      message: 'Current HP can be at most the maximum of 26.',
    });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('validates what the change returns as updateCharacter does, and leaves data unchanged when it fails', async () => {
    const ada = await oneCharacter();
    const before = await dumpDatabase();
    await expect(modifyCharacter(ada.id, () => ({ currentHp: 2.5, notes: 'lost' }))).rejects.toMatchObject({
      code: 'invalid-value',
    });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('says so when the character is gone', async () => {
    await expect(modifyCharacter('nobody', () => ({ notes: 'x' }))).rejects.toMatchObject({ code: 'not-found' });
  });
});
