import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCampaignWithCharacters,
  createCreatureTemplate,
  createEncounterRecord,
  deleteCampaign,
  endDay,
  finishEncounter,
  getCharacter,
  listCharacters,
  modifyEncounter,
  restoreCampaign,
  restoreCharacter,
  restoreCreatureTemplate,
  restoreEncounter,
  saveEncounterStep,
  encounterAfterStep,
  startCalendar,
  undoLastDay,
  type CharacterRecord,
} from '../../src/db';
import { fromEosCharacter, fromEosEncounter } from '../../src/db/eos-records';
import { db } from '../../src/db/db';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import {
  adjustHp,
  characterCombatant,
  characterStats,
  createEncounter,
  createSeededRandom,
  quickCreatureProfile,
} from '../../src/systems/eos/rules';
import { wolfCreature } from '../rules/encounter-fixtures';
import { dumpAllTables } from './backup-helpers';
import { freshDatabaseEachTest } from './helpers';

/**
 * Issue 16 item 17: no write of one campaign touches another's records, whatever its stored records say. A day log or
 * a fight that names another campaign's calendar or characters (a hostile import of an older version, a damaged
 * database) is refused by the repository itself, and nothing anywhere changes.
 */
freshDatabaseEachTest();
afterEach(() => vi.restoreAllMocks());

/** Two campaigns of the example party, each with its calendar started. */
async function twoCampaigns() {
  const coast = await createCampaignWithCharacters('Frozen Coast', EXAMPLE_PARTY);
  const marsh = await createCampaignWithCharacters('Black Marsh', EXAMPLE_PARTY);
  await startCalendar(coast.id);
  await startCalendar(marsh.id);
  return { coast, marsh, coastParty: await listCharacters(coast.id), marshParty: await listCharacters(marsh.id) };
}

function fighter(c: CharacterRecord) {
  const hp = c.currentHp ?? characterStats(c.build).maxHp.value;
  return characterCombatant({ id: c.id, name: c.name, characterId: c.id, build: c.build, gear: c.gear, currentHp: hp });
}

const wolf = {
  id: 'wolf-1',
  name: 'Wolf',
  side: 'foe' as const,
  source: { kind: 'creature' as const, templateId: null },
  profile: quickCreatureProfile(wolfCreature),
};

describe('undoLastDay never rewrites another campaign', () => {
  it('refuses a last day whose saved calendar is another campaign’s: its beams stay 0, not 999', async () => {
    const { coast, marsh } = await twoCampaigns();
    await endDay(coast.id, { day: 1, random: createSeededRandom(1) });
    const [log] = await db.dayLogs.where('campaignId').equals(coast.id).toArray();
    const marshCalendar = (await db.calendars.get(marsh.id))!;
    const zones = marshCalendar.state.zones.map((z) => ({ ...z, treeBeamsLeft: 999 }));
    await db.calendars.update(marsh.id, {
      'state.zones': marshCalendar.state.zones.map((z) => ({ ...z, treeBeamsLeft: 0 })),
    });
    await db.dayLogs.put({
      ...log!,
      previous: { ...log!.previous!, calendar: { ...marshCalendar, state: { ...marshCalendar.state, day: 1, zones } } },
    });
    const before = await dumpAllTables();

    await expect(undoLastDay(coast.id)).rejects.toMatchObject({
      code: 'invalid-value',
      message: expect.stringMatching(
        /^Day 1 cannot be undone: its log is damaged\. Day 1’s saved calendar belongs to another campaign .* Nothing was changed\.$/u,
      ),
    });
    expect(await dumpAllTables()).toEqual(before);
    expect((await db.calendars.get(marsh.id))!.state.zones.map((z) => z.treeBeamsLeft)).toEqual([0]);
  });

  it('refuses a last day that saved a character now stored in another campaign: they stay where they are', async () => {
    const { coast, marshParty } = await twoCampaigns();
    await endDay(coast.id, { day: 1, random: createSeededRandom(1) });
    const [log] = await db.dayLogs.where('campaignId').equals(coast.id).toArray();
    const stranger = marshParty[0]!;
    // The saved copy claims to be of this campaign; the stored record says otherwise.
    const copy = { ...stranger, campaignId: coast.id, currentHp: 1 };
    await db.dayLogs.put({ ...log!, previous: { ...log!.previous!, characters: [copy] } });
    const before = await dumpAllTables();

    await expect(undoLastDay(coast.id)).rejects.toMatchObject({
      code: 'invalid-value',
      message: `Day 1 cannot be undone: its log is damaged. Day 1 saved ${stranger.name}, who is in another campaign. Nothing was changed.`,
    });
    expect(await dumpAllTables()).toEqual(before);
    expect(await getCharacter(stranger.id)).toEqual(stranger);
  });

  it('refuses a day log renumbered out of order instead of rewinding to the wrong day', async () => {
    const { coast } = await twoCampaigns();
    for (const day of [1, 2, 3]) await endDay(coast.id, { day, random: createSeededRandom(day) });
    const first = (await db.dayLogs.where('[campaignId+day]').equals([coast.id, 1]).first())!;
    await db.dayLogs.put({ ...first, day: 50 });
    const before = await dumpAllTables();

    await expect(undoLastDay(coast.id)).rejects.toMatchObject({
      code: 'invalid-value',
      message: expect.stringContaining('Day 50 is logged as ended, but the calendar is only on day 4.'),
    });
    expect(await dumpAllTables()).toEqual(before);
    expect((await db.calendars.get(coast.id))!.state.day).toBe(4);
  });
});

describe('fights never write to another campaign’s characters', () => {
  it('“Finish and save HP” skips a fighter who is a character of another campaign: their HP is not set to 1', async () => {
    const { coast, coastParty, marshParty } = await twoCampaigns();
    const state = createEncounter({ combatants: [fighter(coastParty[0]!), wolf], orderMode: 'clockwise' }).encounter;
    const record = await createEncounterRecord(coast.id, { name: 'Ford', state });
    // A stored fight (written before this check, or by hand) whose second fighter points at the other campaign.
    const stranger = marshParty[1]!;
    const intruder = { ...fighter(stranger), hp: 1 };
    const built = createEncounter({ combatants: [intruder, wolf], orderMode: 'clockwise' }).encounter.combatants[0]!;
    await db.encounters.put(
      fromEosEncounter({
        ...record,
        state: {
          ...record.state,
          combatants: [...record.state.combatants, built],
          order: [...record.state.order, built.id],
        },
      }),
    );
    await modifyEncounter(record.id, (s) => adjustHp(s, { combatantId: coastParty[0]!.id, amount: -5 }).encounter);

    const { written } = await finishEncounter(record.id);

    expect(written.map((w) => w.characterId)).toEqual([coastParty[0]!.id]);
    expect(await getCharacter(stranger.id)).toEqual(stranger);
  });

  it('refuses to start a fight with a character of another campaign', async () => {
    const { coast, marshParty } = await twoCampaigns();
    const state = createEncounter({ combatants: [fighter(marshParty[0]!), wolf], orderMode: 'clockwise' }).encounter;
    const before = await dumpAllTables();
    await expect(createEncounterRecord(coast.id, { name: 'Ford', state })).rejects.toMatchObject({
      code: 'invalid-value',
      message: `${marshParty[0]!.name} is a character of another campaign, so they cannot fight in this one. Nothing was saved.`,
    });
    expect(await dumpAllTables()).toEqual(before);
  });

  it('refuses to save a step as a fight of another campaign', async () => {
    const { coast, marsh, coastParty } = await twoCampaigns();
    const state = createEncounter({ combatants: [fighter(coastParty[0]!), wolf], orderMode: 'clockwise' }).encounter;
    const record = await createEncounterRecord(coast.id, { name: 'Ford', state });
    const next = encounterAfterStep(record, (s) => adjustHp(s, { combatantId: 'wolf-1', amount: -3 }).encounter);
    const before = await dumpAllTables();
    await expect(saveEncounterStep(record, { ...next, campaignId: marsh.id })).rejects.toMatchObject({
      code: 'invalid-value',
    });
    expect(await dumpAllTables()).toEqual(before);
  });

  it('refuses to go on with, or finish, a fight whose parts do not fit together', async () => {
    const { coast, coastParty } = await twoCampaigns();
    const state = createEncounter({ combatants: [fighter(coastParty[0]!), wolf], orderMode: 'clockwise' }).encounter;
    const record = await createEncounterRecord(coast.id, { name: 'Ford', state });
    await db.encounters.put(
      fromEosEncounter({ ...record, state: { ...record.state, order: [...record.state.order, 'ghost'] } }),
    );
    const before = await dumpAllTables();
    const damaged =
      '“Ford” is damaged and cannot go on: The turn order names “ghost”, who is not in this fight. Nothing was changed.';
    await expect(finishEncounter(record.id)).rejects.toMatchObject({ code: 'invalid-value', message: damaged });
    await expect(
      modifyEncounter(record.id, (s) => adjustHp(s, { combatantId: 'wolf-1', amount: -3 }).encounter),
    ).rejects.toMatchObject({ code: 'invalid-value', message: damaged });
    expect(await dumpAllTables()).toEqual(before);
  });
});

describe('putting back what was deleted never overwrites another campaign’s record', () => {
  it('refuses a character, a fight, a creature and a campaign whose ids another campaign now uses', async () => {
    const { coast, marsh, coastParty, marshParty } = await twoCampaigns();
    const state = createEncounter({ combatants: [fighter(marshParty[0]!), wolf], orderMode: 'clockwise' }).encounter;
    const fight = await createEncounterRecord(marsh.id, { name: 'Marsh fight', state });
    const template = await createCreatureTemplate(marsh.id, wolfCreature);
    const before = await dumpAllTables();

    const refused = { code: 'invalid-value' };
    await expect(restoreCharacter({ ...marshParty[0]!, campaignId: coast.id })).rejects.toMatchObject(refused);
    await expect(
      restoreEncounter({
        ...fight,
        campaignId: coast.id,
        state: createEncounter({ combatants: [fighter(coastParty[0]!), wolf], orderMode: 'clockwise' }).encounter,
      }),
    ).rejects.toMatchObject(refused);
    await expect(restoreCreatureTemplate({ ...template, campaignId: coast.id })).rejects.toMatchObject(refused);
    expect(await dumpAllTables()).toEqual(before);

    const snapshot = await deleteCampaign(coast.id);
    const withStranger = {
      ...snapshot,
      characters: [...snapshot.characters, fromEosCharacter({ ...marshParty[1]!, campaignId: coast.id })],
    };
    const afterDelete = await dumpAllTables();
    await expect(restoreCampaign(withStranger)).rejects.toMatchObject(refused);
    expect(await dumpAllTables()).toEqual(afterDelete);
    await restoreCampaign(snapshot);
    expect(await listCharacters(coast.id)).toHaveLength(coastParty.length);
  });
});
