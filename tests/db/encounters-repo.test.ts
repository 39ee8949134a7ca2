import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCampaignWithCharacters,
  createCreatureTemplate,
  createEncounterRecord,
  deleteCampaign,
  deleteCreatureTemplate,
  deleteEncounter,
  finishEncounter,
  getCharacter,
  getEncounter,
  listActiveEncounters,
  listCharacters,
  listCreatureTemplates,
  listEncounters,
  encounterAfterStep,
  modifyEncounter,
  restoreCampaign,
  restoreCreatureTemplate,
  restoreEncounter,
  saveEncounterStep,
  StorageError,
  updateCharacter,
  updateCreatureTemplate,
  type CharacterRecord,
} from '../../src/db';
import type { StoredRecord } from '../../src/db/envelope';
import { db } from '../../src/db/db';
import { CreatureTemplateRecordSchema } from '../../src/db/schemas/creature-template';
import { EncounterRecordSchema } from '../../src/db/schemas/encounter';
import {
  addCombatant,
  addEffect,
  adjustHp,
  characterCombatant,
  chooseCriticalTarget,
  createEncounter,
  EMPTY_GEAR,
  nextTurn,
  placeTrap,
  quickCreatureProfile,
  resolveAttack,
  setInitiative,
  type CombatantInput,
  type Encounter,
} from '../../src/systems/eos/rules';
import { wolfCreature } from '../rules/encounter-fixtures';
import { freshDatabaseEachTest, sampleCharacter, setNow } from './helpers';

freshDatabaseEachTest();
afterEach(() => vi.restoreAllMocks());

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

/** Every row of every table this helper reads or writes, as one value to compare before and after. */
async function everything() {
  return {
    campaigns: (await db.campaigns.toArray()).sort(byId),
    characters: (await db.characters.toArray()).sort(byId),
    encounters: (await db.encounters.toArray()).sort(byId),
    creatureTemplates: (await db.creatureTemplates.toArray()).sort(byId),
  };
}

function asCombatant(c: CharacterRecord): CombatantInput {
  return characterCombatant({
    id: c.id,
    name: c.name,
    characterId: c.id,
    build: c.build,
    gear: c.gear,
    currentHp: c.currentHp ?? 26,
  });
}

const wolf: CombatantInput = {
  id: 'wolf-1',
  name: 'Wolf',
  side: 'foe',
  source: { kind: 'creature', templateId: null },
  profile: quickCreatureProfile(wolfCreature),
};

/** A campaign of Ada and Bo (sample humans: Body 6, "[(Body x Combat Level)+ 20HP]" = 26) and a fight against a wolf. */
async function seedFight() {
  const campaign = await createCampaignWithCharacters('Coast', [sampleCharacter('Ada'), sampleCharacter('Bo')]);
  const [ada, bo] = await listCharacters(campaign.id);
  const state = createEncounter({
    combatants: [asCombatant(ada!), asCombatant(bo!), wolf],
    orderMode: 'clockwise',
  }).encounter;
  const record = await createEncounterRecord(campaign.id, { name: 'Wolf at the ford', state });
  return { campaign, ada: ada!, bo: bo!, record };
}

describe('encounters', () => {
  it('stores a new fight and reads it back exactly', async () => {
    const { campaign, record } = await seedFight();
    expect(record).toMatchObject({
      campaignId: campaign.id,
      name: 'Wolf at the ford',
      status: 'active',
      finishedAt: null,
    });
    expect(await getEncounter(record.id)).toEqual(record);
    expect((await getEncounter(record.id))!.state.combatants.map((c) => c.name)).toEqual(['Ada', 'Bo', 'Wolf']);
  });

  it('refuses an empty name and a missing campaign, writing nothing', async () => {
    const { campaign, record } = await seedFight();
    const before = await everything();
    await expect(createEncounterRecord(campaign.id, { name: '  ', state: record.state })).rejects.toMatchObject({
      code: 'invalid-name',
      message: 'Encounter name cannot be empty.',
    });
    await expect(createEncounterRecord('gone', { name: 'Fight', state: record.state })).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await everything()).toEqual(before);
  });

  it('applies a step of the fight to the stored state; a step the rules refuse writes nothing', async () => {
    const { record } = await seedFight();
    const saved = await modifyEncounter(record.id, (s) => adjustHp(s, { combatantId: 'wolf-1', amount: -5 }).encounter);
    expect(saved.state.combatants.find((c) => c.id === 'wolf-1')!.hp).toBe(15);
    expect((await getEncounter(record.id))!.state).toEqual(saved.state);

    const before = await everything();
    // "Their contested action may only be used on their turn": nobody's turn has started.
    await expect(
      modifyEncounter(
        record.id,
        (s) =>
          resolveAttack(s, {
            attackerId: 'wolf-1',
            defenderId: saved.state.combatants[0]!.id,
            weapons: ['natural-weapon'],
            response: { kind: 'skill', skill: 'unarmed-melee' },
            distance: 1,
            from: 'front',
            dice: { attacker: [10], defender: [10] },
          }).encounter,
      ),
    ).rejects.toMatchObject({ code: 'invalid-value', message: expect.stringContaining("It is not Wolf's turn") });
    expect(await everything()).toEqual(before);
  });

  it('lists a campaign’s encounters a page at a time, most recently changed first', async () => {
    const { campaign, record } = await seedFight();
    await db.encounters.delete(record.id);
    for (let i = 1; i <= 5; i++) {
      setNow(1_000_000 + i * 1000);
      await createEncounterRecord(campaign.id, { name: `Fight ${i}`, state: record.state });
    }
    const first = await listEncounters(campaign.id, { page: 0, pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.encounters.map((e) => e.name)).toEqual(['Fight 5', 'Fight 4']);
    expect(first.encounters[0]).toMatchObject({ round: 0, status: 'active', logLength: 1 });
    expect(first.encounters[0]!.combatants.map((c) => [c.name, c.hp, c.maxHp])).toEqual([
      ['Ada', 26, 26],
      ['Bo', 26, 26],
      ['Wolf', 20, 20],
    ]);
    expect((await listEncounters(campaign.id, { page: 2, pageSize: 2 })).encounters.map((e) => e.name)).toEqual([
      'Fight 1',
    ]);
    expect((await listEncounters('other')).total).toBe(0);
    await expect(listEncounters(campaign.id, { page: -1 })).rejects.toBeInstanceOf(StorageError);
    await expect(listEncounters(campaign.id, { pageSize: 0 })).rejects.toBeInstanceOf(StorageError);
  });

  it('lists the fights still running across campaigns with their campaign', async () => {
    const { record } = await seedFight();
    expect((await listActiveEncounters()).map((e) => [e.name, e.campaignName])).toEqual([
      ['Wolf at the ford', 'Coast'],
    ]);
    await finishEncounter(record.id);
    expect(await listActiveEncounters()).toEqual([]);
  });

  it('deletes an encounter and puts it back exactly', async () => {
    const { record } = await seedFight();
    const before = await everything();
    const removed = await deleteEncounter(record.id);
    expect(await getEncounter(record.id)).toBeUndefined();
    await restoreEncounter(removed);
    expect((await everything()).encounters).toEqual(before.encounters);
    await expect(deleteEncounter('nope')).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('finishing a fight writes each character’s HP back, in one transaction', () => {
  async function hurtAda() {
    const seeded = await seedFight();
    await modifyEncounter(seeded.record.id, (s) => adjustHp(s, { combatantId: seeded.ada.id, amount: -8 }).encounter);
    return seeded;
  }

  it('stores the HP each character ends the fight with (null when at the maximum) and keeps the log without undo', async () => {
    const { record, ada, bo } = await hurtAda();
    const { encounter, written } = await finishEncounter(record.id);
    // Ada: 26 − 8 = 18; Bo untouched stays "at maximum" (null); the wolf is no character.
    expect(written).toEqual([
      { characterId: ada.id, name: 'Ada', before: null, after: 18 },
      { characterId: bo.id, name: 'Bo', before: null, after: null },
    ]);
    expect((await getCharacter(ada.id))!.currentHp).toBe(18);
    expect((await getCharacter(bo.id))!.currentHp).toBeNull();
    expect(encounter).toMatchObject({ status: 'finished', state: { undo: [] } });
    expect(encounter.finishedAt).toEqual(expect.any(Number));
    expect(encounter.state.log.map((e) => e.text)).toContain('GM: Ada takes 8 damage: 18/26 HP.');
    expect(await getEncounter(record.id)).toEqual(encounter);
  });

  it('heals back to "at maximum" a character healed to full, and skips a character deleted since', async () => {
    const { record, ada, bo } = await seedFight();
    await updateCharacter(ada.id, { currentHp: 20 });
    await db.characters.delete(bo.id);
    const { written } = await finishEncounter(record.id);
    // The fight started at 26 (the encounter took the sheet's HP then) and nobody was hurt: full, stored as null.
    expect(written).toEqual([{ characterId: ada.id, name: 'Ada', before: 20, after: null }]);
    expect((await getCharacter(ada.id))!.currentHp).toBeNull();
  });

  it('keeps the gear tiers a critical lowered (until repaired) on the character', async () => {
    const campaign = await createCampaignWithCharacters('Coast', [
      {
        ...sampleCharacter('Ada'),
        gear: {
          ...EMPTY_GEAR,
          armor: [{ id: 'mail', name: 'Mail', tier: 2, fullTier: 2, sizeCategory: 'medium' }],
          weapons: [],
        },
      },
    ]);
    const [ada] = await listCharacters(campaign.id);
    let state: Encounter = createEncounter({ combatants: [wolf, asCombatant(ada!)], orderMode: 'clockwise' }).encounter;
    state = nextTurn(state).encounter; // Ada (party first)
    state = nextTurn(state).encounter; // the wolf
    // A natural 20: "the roller may choose a piece of gear … reduce it's Tier by 1".
    state = resolveAttack(state, {
      attackerId: 'wolf-1',
      defenderId: ada!.id,
      weapons: ['natural-weapon'],
      response: { kind: 'skill', skill: 'unarmed-melee' },
      distance: 1,
      from: 'front',
      dice: { attacker: [20], defender: [2] },
    }).encounter;
    state = chooseCriticalTarget(state, { gearItemId: 'mail' }).encounter;
    const record = await createEncounterRecord(campaign.id, { name: 'Ambush', state });
    await finishEncounter(record.id);
    expect((await getCharacter(ada!.id))!.gear.armor).toEqual([
      { id: 'mail', name: 'Mail', tier: 1, fullTier: 2, sizeCategory: 'medium' },
    ]);
  });

  it('a failure half-way writes nothing: no HP, encounter still active', async () => {
    const { record } = await hurtAda();
    const before = await everything();
    // The first character is written, then the second write fails.
    let calls = 0;
    const realPut = db.characters.put.bind(db.characters);
    vi.spyOn(db.characters, 'put').mockImplementation(((record: StoredRecord) => {
      calls++;
      if (calls === 2) return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
      return realPut(record);
    }) as never);

    await expect(finishEncounter(record.id)).rejects.toMatchObject({ code: 'quota-exceeded' });
    expect(calls).toBe(2); // the first character really was written inside the transaction
    expect(await everything()).toEqual(before);
  });

  it('saves a step worked out on the fight as shown, only while the fight is stored as it was shown', async () => {
    const { record } = await seedFight();
    const hit = (by: number) => (s: Encounter) => adjustHp(s, { combatantId: 'wolf-1', amount: -by }).encounter;
    const first = encounterAfterStep(record, hit(5));
    // Worked out, not written: the stamp is later than the shown fight's even within the same millisecond.
    expect(first.updatedAt).toBeGreaterThan(record.updatedAt);
    expect((await getEncounter(record.id))!.state).toEqual(record.state);

    // Two taps in a row chain: the second step starts from the first, saved after it.
    const second = encounterAfterStep(first, hit(3));
    await Promise.all([saveEncounterStep(record, first), saveEncounterStep(first, second)]);
    expect((await getEncounter(record.id))!.state.combatants.find((c) => c.id === 'wolf-1')!.hp).toBe(12);

    // Another tab's step lands between showing and saving: this one is refused and nothing is written.
    const stale = encounterAfterStep(second, hit(1));
    await modifyEncounter(record.id, hit(2));
    const before = await everything();
    await expect(saveEncounterStep(second, stale)).rejects.toMatchObject({
      code: 'changed-elsewhere',
      message: 'The fight was changed in another tab meanwhile; it now shows as saved there. Take the step again.',
    });
    expect(await everything()).toEqual(before);
  });

  it('refuses to finish twice, and a finished fight no longer changes', async () => {
    const { record } = await seedFight();
    await finishEncounter(record.id);
    await expect(finishEncounter(record.id)).rejects.toMatchObject({
      code: 'invalid-value',
      message: '“Wolf at the ford” is already finished; its log is kept, but the fight can no longer change.',
    });
    await expect(modifyEncounter(record.id, (s) => s)).rejects.toMatchObject({ code: 'invalid-value' });
    const finished = (await getEncounter(record.id))!;
    expect(() => encounterAfterStep(finished, (s) => s)).toThrow(
      '“Wolf at the ford” is already finished; its log is kept, but the fight can no longer change.',
    );
    await expect(saveEncounterStep(record, { ...record, updatedAt: record.updatedAt + 1 })).rejects.toMatchObject({
      code: 'invalid-value',
    });
  });
});

describe('creature templates', () => {
  it('saves, lists by name, updates and deletes a quick creature; undo puts it back', async () => {
    const { campaign } = await seedFight();
    const wolfTemplate = await createCreatureTemplate(campaign.id, { ...wolfCreature, name: '  Wolf ' });
    await createCreatureTemplate(campaign.id, { ...wolfCreature, name: 'Bandit' });
    expect(wolfTemplate.creature.name).toBe('Wolf');
    expect((await listCreatureTemplates(campaign.id)).map((t) => t.name)).toEqual(['Bandit', 'Wolf']);

    const updated = await updateCreatureTemplate(wolfTemplate.id, { ...wolfCreature, name: 'Dire wolf', maxHp: 35 });
    expect(updated).toMatchObject({ name: 'Dire wolf', creature: { maxHp: 35 } });

    const removed = await deleteCreatureTemplate(wolfTemplate.id);
    expect((await listCreatureTemplates(campaign.id)).map((t) => t.name)).toEqual(['Bandit']);
    await restoreCreatureTemplate(removed);
    expect((await listCreatureTemplates(campaign.id)).map((t) => t.name)).toEqual(['Bandit', 'Dire wolf']);
  });

  it('refuses a creature the rules refuse, and a missing campaign, writing nothing', async () => {
    const { campaign } = await seedFight();
    const before = await everything();
    await expect(createCreatureTemplate(campaign.id, { ...wolfCreature, body: 16 })).rejects.toMatchObject({
      code: 'invalid-value',
      message: 'Wolf: Body must be a whole number from 0 to 15, not 16.',
    });
    await expect(createCreatureTemplate(campaign.id, { ...wolfCreature, name: '' })).rejects.toMatchObject({
      code: 'invalid-name',
    });
    await expect(createCreatureTemplate('gone', wolfCreature)).rejects.toMatchObject({ code: 'not-found' });
    expect(await everything()).toEqual(before);
  });
});

describe('deleting a campaign', () => {
  it('takes its fights and creature templates with it, and its undo puts them back', async () => {
    const { campaign } = await seedFight();
    await createCreatureTemplate(campaign.id, wolfCreature);
    const before = await everything();
    const snapshot = await deleteCampaign(campaign.id);
    expect((await everything()).encounters).toEqual([]);
    expect((await everything()).creatureTemplates).toEqual([]);
    await restoreCampaign(snapshot);
    expect(await everything()).toEqual(before);
  });
});

describe('record schemas (what a backup may bring back)', () => {
  it('accept every encounter and template the app writes, mid-fight included', async () => {
    const { campaign, record } = await seedFight();
    const template = await createCreatureTemplate(campaign.id, {
      ...wolfCreature,
      weapons: [{ kind: 'two-handed-firearm', tier: 3, bulletTier: 2, name: 'Old rifle' }],
      shieldTier: 1,
      mind: 4,
      specials: ['trap-survivor'],
    });
    const ada = record.state.combatants[0]!.id;
    let state = setInitiative(record.state, {
      [ada]: [15, 13],
      [record.state.combatants[1]!.id]: [15, 9],
      'wolf-1': [7],
    }).encounter;
    state = nextTurn(state).encounter;
    state = addEffect(state, { combatantId: 'wolf-1', effect: { kind: 'bleeding', perRound: 2, rounds: 3 } }).encounter;
    state = placeTrap(state, { name: 'Snare', ownerId: ada, difficulty: 14, trapsLevel: 2, tools: 'crude' }).encounter;
    state = addCombatant(state, { ...wolf, id: 'wolf-2', name: 'Second wolf' }).encounter;
    // A natural 20 left waiting for its choice: the pending critical is stored too.
    state = resolveAttack(state, {
      attackerId: state.order[state.turnIndex]!,
      defenderId: 'wolf-1',
      weapons: ['unarmed'],
      response: { kind: 'weapons', weapons: ['natural-weapon'] },
      distance: 1,
      from: 'front',
      dice: { attacker: [20], defender: [3] },
    }).encounter;
    expect(state.pending).not.toBeNull();
    const saved = await modifyEncounter(record.id, () => state);
    expect(EncounterRecordSchema.parse(saved)).toEqual(saved);
    expect(CreatureTemplateRecordSchema.parse(template)).toEqual(template);
    await modifyEncounter(record.id, (s) => chooseCriticalTarget(s, { gearItemId: null }).encounter);
    const { encounter: finished } = await finishEncounter(record.id);
    expect(EncounterRecordSchema.parse(finished)).toEqual(finished);
  });

  it('refuse a damaged record, saying where', () => {
    const broken = { id: 'x', campaignId: 'y', name: 'Fight', status: 'paused', createdAt: 0, updatedAt: 0 };
    const result = EncounterRecordSchema.safeParse({ ...broken, finishedAt: null, state: {} });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['status', 'state.combatants']),
    );
  });
});
