import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addFood,
  addZone,
  calendarCharacter,
  changeStock,
  createCampaignWithCharacters,
  endDay,
  getCalendar,
  getCampaign,
  getCharacter,
  lastDayLog,
  listCharacters,
  listDayLogs,
  modifyCalendar,
  renameZone,
  savePlan,
  setHouseRule,
  setZoneTrees,
  startCalendar,
  startProject,
  StorageError,
  switchTools,
  undoLastDay,
  UNDO_DAYS,
  updateCharacter,
  workOutDay,
} from '../../src/db';
import { fromEosCharacter } from '../../src/db/eos-records';
import { db } from '../../src/db/db';
import { WRITE_FAILED_MESSAGE } from '../../src/db/errors';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { createSeededRandom, RulesError } from '../../src/systems/eos/rules';
import { syncParty } from '../../src/systems/eos/rules/calendar/calendar-setup';
import { daysLeft } from '../../src/systems/eos/rules/calendar/projects';
import { runDay } from '../../src/systems/eos/rules/calendar/run-day';
import type { DayConditions, DayPlan } from '../../src/systems/eos/rules/calendar/types';
import { freshDatabaseEachTest, setNow } from './helpers';

freshDatabaseEachTest();
afterEach(() => vi.restoreAllMocks());

/** Every row of every table the calendar touches, sorted by key: "the database" before and after. */
async function dump() {
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  return {
    campaigns: (await db.campaigns.toArray()).sort(byId),
    characters: (await db.characters.toArray()).sort(byId),
    calendars: (await db.calendars.toArray()).sort((a, b) => a.campaignId.localeCompare(b.campaignId)),
    dayLogs: (await db.dayLogs.toArray()).sort(byId),
  };
}

async function exampleCampaign() {
  const campaign = await createCampaignWithCharacters('Frozen Coast', EXAMPLE_PARTY);
  const party = await listCharacters(campaign.id);
  const byName = (name: string) => party.find((c) => c.name === name)!;
  return { campaign, party, maren: byName('Maren Holt'), grund: byName('Grund Mossback'), ash: byName('Ash Greyfang') };
}

/** A cold day out in the open: everyone takes cold damage, so the day writes HP to every sheet. */
async function coldDay(campaignId: string): Promise<DayConditions> {
  const calendar = (await getCalendar(campaignId))!;
  const conditions: DayConditions = {
    ...calendar.conditions,
    coldDay: 12,
    coldNight: 12,
    hoursExposedDay: 5,
    hoursExposedNight: 5,
  };
  await modifyCalendar(campaignId, () => ({ conditions }));
  return conditions;
}

describe('startCalendar', () => {
  it('starts on the day asked with an empty stock, the party in town, HP as the sheets have them', async () => {
    const { campaign, party, maren } = await exampleCampaign();
    await updateCharacter(maren.id, { currentHp: 20 });

    const calendar = await startCalendar(campaign.id, { day: 31 });

    expect(calendar.state.day).toBe(31);
    expect(calendar.state.stock.food).toEqual([]);
    expect(calendar.state.zones.map((z) => [z.name, z.kind])).toEqual([['Town', 'town']]);
    expect(calendar.conditions.zoneId).toBe(calendar.state.zones[0]!.id);
    expect(Object.keys(calendar.state.characters).sort()).toEqual(party.map((c) => c.id).sort());
    // Maren's sheet says 20; Grund's says null, "at maximum": (Body 10 × 1) + 32 for a 2×2 troll = 42.
    expect(calendar.state.characters[maren.id]).toEqual({
      currentHp: 20,
      starvationReductionPercent: 0,
      ration: 'full',
      fatStored: 0,
    });
    expect(calendar.state.characters[party.find((c) => c.name === 'Grund Mossback')!.id]!.currentHp).toBe(42);
  });

  it('returns the calendar already started instead of starting it again', async () => {
    const { campaign } = await exampleCampaign();
    const first = await startCalendar(campaign.id, { day: 5 });
    const second = await startCalendar(campaign.id, { day: 90 });
    expect(second).toEqual(first);
  });

  it('refuses a campaign that does not exist', async () => {
    await expect(startCalendar('nope')).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('endDay', () => {
  it('writes the runner’s next state, the log entry and every character’s HP together', async () => {
    const { campaign, party, maren } = await exampleCampaign();
    await startCalendar(campaign.id);
    const conditions = await coldDay(campaign.id);
    const plan: DayPlan = { characters: { [maren.id]: { slots: [{ kind: 'rest' }] } } };
    await savePlan(campaign.id, plan);
    const stored = (await getCalendar(campaign.id))!;
    setNow(1_800_000_000_000);

    const log = await endDay(campaign.id, { day: 1, random: createSeededRandom(7) });

    // The same day run directly by the engine, with the same dice, is what was stored.
    const expected = runDay(
      syncParty(
        stored.state,
        party.map((c) => ({ character: calendarCharacter(c), currentHp: c.currentHp })),
      ),
      party.map(calendarCharacter),
      plan,
      conditions,
      { random: createSeededRandom(7) },
    );
    const calendar = (await getCalendar(campaign.id))!;
    expect(calendar.state).toEqual(expected.state);
    expect(calendar.state.day).toBe(2);
    expect(log).toMatchObject({ campaignId: campaign.id, day: 1, endedAt: 1_800_000_000_000 });
    expect(log.lines).toEqual(expected.log);
    expect((await lastDayLog(campaign.id))?.id).toBe(log.id);
    for (const character of party) {
      const hp = expected.state.characters[character.id]!.currentHp;
      expect((await getCharacter(character.id))!.currentHp).toBe(hp);
    }
    // The cold took HP from someone, so the sheets really changed.
    expect(
      party.some((c) => expected.state.characters[c.id]!.currentHp < stored.state.characters[c.id]!.currentHp),
    ).toBe(true);
  });

  it('works out on the records a page holds exactly the day endDay then saves with the same dice, writing nothing', async () => {
    const { campaign, maren } = await exampleCampaign();
    await startCalendar(campaign.id);
    await coldDay(campaign.id);
    await savePlan(campaign.id, { characters: { [maren.id]: { slots: [{ kind: 'rest' }] } } });
    const records = {
      campaign: (await getCampaign(campaign.id))!,
      calendar: (await getCalendar(campaign.id))!,
      party: await listCharacters(campaign.id),
    };
    const before = await dump();

    const ending = workOutDay(records, { day: 1, random: createSeededRandom(7) });
    expect(await dump()).toEqual(before);
    // Later than anything the campaign holds, so a view can tell the new day from the stored one.
    expect(ending.campaign.updatedAt).toBeGreaterThan(records.campaign.updatedAt);
    expect(() => workOutDay(records, { day: 2, random: createSeededRandom(7) })).toThrow(
      'Day 2 has already ended (the calendar is on day 1); nothing was changed.',
    );

    const log = await endDay(campaign.id, { day: 1, random: createSeededRandom(7) });
    const saved = await dump();
    expect(saved.calendars[0]).toEqual({ ...ending.calendar, updatedAt: log.endedAt });
    expect(log).toEqual({ ...ending.log, id: log.id, endedAt: log.endedAt, previous: expect.anything() });
    expect(ending.changed.length).toBeGreaterThan(0);
    for (const { after } of ending.changed) {
      expect(saved.characters.find((c) => c.id === after.id)).toEqual(
        fromEosCharacter({ ...after, updatedAt: log.endedAt }),
      );
    }
  });

  it('carries the plan over to the next day without the rolls typed for this one', async () => {
    const { campaign, ash } = await exampleCampaign();
    await startCalendar(campaign.id);
    await savePlan(campaign.id, {
      characters: { [ash.id]: { slots: [{ kind: 'gathering', skill: 'hunting', tools: 'none', roll: 17 }] } },
    });

    const log = await endDay(campaign.id, { day: 1, random: createSeededRandom(1) });

    expect(log.rolls).toEqual([
      expect.objectContaining({ characterId: ash.id, label: 'Hunting', roll: 17, source: 'typed' }),
    ]);
    expect((await getCalendar(campaign.id))!.plan).toEqual({
      characters: { [ash.id]: { slots: [{ kind: 'gathering', skill: 'hunting', tools: 'none' }] } },
    });
  });

  it('grants the passive skill months of a new month on the sheets ("For each month that passes … 1 point")', async () => {
    const { campaign, party } = await exampleCampaign();
    await startCalendar(campaign.id, { day: 30 }); // the last day of month 1

    const log = await endDay(campaign.id, { day: 30, random: createSeededRandom(3) });

    expect(log.summary.pendingSkillGrants.map((g) => g.months)).toEqual(party.map(() => 1));
    for (const c of party) expect((await getCharacter(c.id))!.build.monthsElapsed).toBe(1);
  });

  it('refuses a day that has already ended (a second tap, another tab) and changes nothing', async () => {
    const { campaign } = await exampleCampaign();
    await startCalendar(campaign.id);
    await endDay(campaign.id, { day: 1, random: createSeededRandom(1) });
    const before = await dump();

    await expect(endDay(campaign.id, { day: 1, random: createSeededRandom(1) })).rejects.toMatchObject({
      code: 'invalid-value',
      message: 'Day 1 has already ended (the calendar is on day 2); nothing was changed.',
    });
    expect(await dump()).toEqual(before);
  });

  it('refuses a plan the rules refuse, in the rules’ words, and changes nothing', async () => {
    const { campaign, maren } = await exampleCampaign();
    await startCalendar(campaign.id);
    // "Fishing … requires a minimum of Crude tools": Maren carries no fishing kit.
    await savePlan(campaign.id, {
      characters: { [maren.id]: { slots: [{ kind: 'gathering', skill: 'fishing', tools: 'crude', roll: 10 }] } },
    });
    const before = await dump();

    const error = await endDay(campaign.id, { day: 1, random: createSeededRandom(1) }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'invalid-value' });
    expect((error as Error).message).toMatch(/^This day's plan cannot be run: .*fishing/iu);
    expect(await dump()).toEqual(before);
  });

  it('is atomic: when the log entry cannot be written, the state and the characters stay as they were', async () => {
    const { campaign } = await exampleCampaign();
    await startCalendar(campaign.id);
    await coldDay(campaign.id);
    const before = await dump();
    const putCalendar = vi.spyOn(db.calendars, 'put');
    const putCharacters = vi.spyOn(db.characters, 'bulkPut');
    vi.spyOn(db.dayLogs, 'add').mockImplementation(() => Promise.reject(new Error('disk on fire')) as never);

    await expect(endDay(campaign.id, { day: 1, random: createSeededRandom(9) })).rejects.toMatchObject({
      code: 'write-failed',
      message: WRITE_FAILED_MESSAGE,
    });

    // The calendar and the characters really were written inside the transaction before it failed.
    expect(putCalendar).toHaveBeenCalledTimes(1);
    expect(putCharacters).toHaveBeenCalledTimes(1);
    expect(putCharacters.mock.calls[0]![0].length).toBe(5);
    expect(await dump()).toEqual(before);
  });
});

describe('undoLastDay', () => {
  it('puts back the calendar, the characters and the campaign bit for bit', async () => {
    const { campaign } = await exampleCampaign();
    await startCalendar(campaign.id, { day: 30 });
    await coldDay(campaign.id);
    await addFood(campaign.id, { units: 4 });
    const before = await dump();
    setNow(1_900_000_000_000);
    const log = await endDay(campaign.id, { day: 30, random: createSeededRandom(11) });
    // The day changed HP, months and stock, so the undo has something to put back.
    expect(log.previous?.characters).toHaveLength(5);
    expect(await dump()).not.toEqual(before);

    const undone = await undoLastDay(campaign.id);

    expect(undone.day).toBe(30);
    expect(undone).not.toHaveProperty('previous');
    expect(undone.undoable).toBe(true);
    expect(await dump()).toEqual(before);
  });

  it('undoes several days one after the other, newest first', async () => {
    const { campaign } = await exampleCampaign();
    await startCalendar(campaign.id);
    const atStart = await dump();
    await endDay(campaign.id, { day: 1, random: createSeededRandom(1) });
    const afterOne = await dump();
    await endDay(campaign.id, { day: 2, random: createSeededRandom(2) });

    expect((await undoLastDay(campaign.id)).day).toBe(2);
    expect(await dump()).toEqual(afterOne);
    expect((await undoLastDay(campaign.id)).day).toBe(1);
    expect(await dump()).toEqual(atStart);
    await expect(undoLastDay(campaign.id)).rejects.toMatchObject({
      code: 'not-found',
      message: 'No day has ended yet, so there is nothing to undo.',
    });
  });

  it(`keeps what undo needs for the newest ${UNDO_DAYS} days only, and says so when asked to go further back`, async () => {
    const { campaign } = await exampleCampaign();
    await startCalendar(campaign.id);
    const days = UNDO_DAYS + 3;
    for (let day = 1; day <= days; day++) await endDay(campaign.id, { day, random: createSeededRandom(day) });

    const stored = await db.dayLogs.where('campaignId').equals(campaign.id).sortBy('day');
    // Days 1–3 keep their log but not the state before them; days 4–33 keep both.
    expect(stored.filter((l) => l.previous === undefined).map((l) => l.day)).toEqual([1, 2, 3]);
    expect(stored.filter((l) => l.previous !== undefined)).toHaveLength(UNDO_DAYS);
    expect(stored.every((l) => l.lines.length > 0)).toBe(true);
    const page = await listDayLogs(campaign.id, 0);
    expect(page.entries[0]).toMatchObject({ day: days, undoable: true });

    for (let day = days; day > 3; day--) expect((await undoLastDay(campaign.id)).day).toBe(day);
    expect(await lastDayLog(campaign.id)).toMatchObject({ day: 3, undoable: false });
    const before = await dump();
    await expect(undoLastDay(campaign.id)).rejects.toMatchObject({
      code: 'invalid-value',
      message: `Day 3 can no longer be undone: the app keeps what undo needs for the last ${UNDO_DAYS} days ended. Nothing was changed.`,
    });
    expect(await dump()).toEqual(before);
    expect((await getCalendar(campaign.id))!.state.day).toBe(4);
  });

  it('keeps what was changed on a sheet since, except the HP and the months the day wrote', async () => {
    const { campaign, maren } = await exampleCampaign();
    await startCalendar(campaign.id, { day: 30 });
    await coldDay(campaign.id);
    await endDay(campaign.id, { day: 30, random: createSeededRandom(4) });
    await updateCharacter(maren.id, { notes: 'Lost a glove in the storm.' });

    await undoLastDay(campaign.id);

    const restored = (await getCharacter(maren.id))!;
    expect(restored.notes).toBe('Lost a glove in the storm.');
    expect(restored.currentHp).toBeNull();
    expect(restored.build.monthsElapsed).toBe(0);
  });
});

describe('listDayLogs', () => {
  it('reads one page at a time, newest day first', async () => {
    const { campaign } = await exampleCampaign();
    await startCalendar(campaign.id);
    for (let day = 1; day <= 25; day++) await endDay(campaign.id, { day, random: createSeededRandom(day) });
    // Another campaign's days never show up in this one's log.
    const other = await createCampaignWithCharacters('Other', EXAMPLE_PARTY.slice(0, 1));
    await startCalendar(other.id);
    await endDay(other.id, { day: 1, random: createSeededRandom(1) });

    const first = await listDayLogs(campaign.id, 0);
    const second = await listDayLogs(campaign.id, 1);
    const third = await listDayLogs(campaign.id, 2);

    expect(first).toMatchObject({ page: 0, pageSize: 20, total: 25, pageCount: 2 });
    expect(first.entries.map((e) => e.day)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(second.entries.map((e) => e.day)).toEqual([5, 4, 3, 2, 1]);
    expect(third.entries).toEqual([]);
    expect(first.entries[0]).not.toHaveProperty('previous');
    expect((await listDayLogs(campaign.id, 0, 7)).entries.map((e) => e.day)).toEqual([25, 24, 23, 22, 21, 20, 19]);
  }, 60_000);

  it('refuses a page that cannot exist', async () => {
    await expect(listDayLogs('any', -1)).rejects.toMatchObject({ code: 'invalid-value' });
    await expect(listDayLogs('any', 0, 0)).rejects.toMatchObject({ code: 'invalid-value' });
  });
});

describe('editing the calendar between days', () => {
  it('adds and renames zones, refusing a duplicate name', async () => {
    const { campaign } = await exampleCampaign();
    await startCalendar(campaign.id);
    const id = await addZone(campaign.id, {
      name: 'Pine Woods',
      kind: 'wilderness',
      milesFromTown: 10,
      zonesFromRoadOrCity: 3,
      mine: true,
    });
    await renameZone(campaign.id, id, '  Black Pines ');
    await expect(
      addZone(campaign.id, { name: 'black pines', kind: 'road', milesFromTown: 2, zonesFromRoadOrCity: 0 }),
    ).rejects.toMatchObject({ code: 'invalid-value', message: 'There is already a zone called “black pines”.' });

    const zone = (await getCalendar(campaign.id))!.state.zones.find((z) => z.id === id)!;
    // "Each mine will contain a total of 1,000 ore".
    expect(zone).toMatchObject({ name: 'Black Pines', milesFromTown: 10, zonesFromRoadOrCity: 3, mineOreLeft: 1000 });
  });

  it('stores the GM’s count of a zone’s trees and changes it, refusing a count that is not whole', async () => {
    const { campaign } = await exampleCampaign();
    await startCalendar(campaign.id);
    const zoneOf = async (id: string) => (await getCalendar(campaign.id))!.state.zones.find((z) => z.id === id)!;
    const id = await addZone(campaign.id, {
      name: 'Pine Woods',
      kind: 'wilderness',
      milesFromTown: 10,
      zonesFromRoadOrCity: 3,
      treeBeams: 60,
    });
    expect((await zoneOf(id)).treeBeamsLeft).toBe(60);
    await setZoneTrees(campaign.id, id, 45);
    expect((await zoneOf(id)).treeBeamsLeft).toBe(45);
    await expect(setZoneTrees(campaign.id, id, -2)).rejects.toMatchObject({ code: 'invalid-value' });
    expect((await zoneOf(id)).treeBeamsLeft).toBe(45);
    await setZoneTrees(campaign.id, id, null);
    expect(await zoneOf(id)).not.toHaveProperty('treeBeamsLeft');
  });

  it('changes the stock, refusing to take more than there is', async () => {
    const { campaign } = await exampleCampaign();
    await startCalendar(campaign.id);
    await changeStock(campaign.id, { material: 'beams', quantity: 6 });
    await changeStock(campaign.id, { material: 'ingots', tier: 3, quantity: 2 });
    await changeStock(campaign.id, { material: 'beams', quantity: -2 });
    const before = await dump();

    await expect(changeStock(campaign.id, { material: 'beams', quantity: -5 })).rejects.toMatchObject({
      code: 'invalid-value',
      message: 'Taking it out of the stock needs 5 beams; the stock has 4.',
    });
    expect(await dump()).toEqual(before);
    const stock = (await getCalendar(campaign.id))!.state.stock;
    expect(stock.counts.beams).toBe(4);
    expect(stock.tiered.ingots).toEqual({ 3: 2 });
  });

  it('starts a project with the rules’ checks and switches its tools', async () => {
    const { campaign, party } = await exampleCampaign();
    const pip = party.find((c) => c.name === 'Pip Kettleburr')!;
    await startCalendar(campaign.id);
    // A T2 weapon needs ingots Pip's party does not have yet.
    await expect(
      startProject(campaign.id, {
        makerId: pip.id,
        ownerId: pip.id,
        spec: { kind: 'item', item: 'weapon', tier: 2, size: 'small' },
        tools: 'basic',
      }),
    ).rejects.toMatchObject({ code: 'invalid-value' });
    expect((await getCalendar(campaign.id))!.state.projects).toEqual([]);
  });

  it('turns house rules on and off for one campaign', async () => {
    const { campaign } = await exampleCampaign();
    expect(await setHouseRule(campaign.id, 'coldOrder', true)).toEqual({ coldOrder: true });
    expect(await setHouseRule(campaign.id, 'dwarfCloaks', true)).toEqual({ coldOrder: true, dwarfCloaks: true });
    expect(await setHouseRule(campaign.id, 'coldOrder', false)).toEqual({ dwarfCloaks: true });
    expect((await db.campaigns.get(campaign.id))!.houseRules).toEqual({ dwarfCloaks: true });
    await expect(setHouseRule(campaign.id, 'noSuchRule' as 'coldOrder', true)).rejects.toMatchObject({
      code: 'invalid-value',
    });
  });

  it('turns a rules refusal inside a change into a StorageError with the same words', async () => {
    const { campaign } = await exampleCampaign();
    await startCalendar(campaign.id);
    const before = await dump();
    await expect(
      modifyCalendar(campaign.id, () => {
        throw new RulesError('not-allowed', 'You cannot farm in snow.');
      }),
    ).rejects.toMatchObject({ code: 'invalid-value', message: 'You cannot farm in snow.' });
    expect(await dump()).toEqual(before);
  });
});

describe('switching a project’s tools', () => {
  it('keeps the fraction done and recomputes the days left', async () => {
    const { campaign, party } = await exampleCampaign();
    const maren = party.find((c) => c.name === 'Maren Holt')!;
    await startCalendar(campaign.id);
    await changeStock(campaign.id, { material: 'cloth', tier: 2, quantity: 5 });
    await changeStock(campaign.id, { material: 'cordageFeet', quantity: 500 });
    // Maren carries no tailor's kit: the party has a Tailor Workshop where it stands.
    await modifyCalendar(campaign.id, ({ state }) => ({
      state: { ...state, stock: { ...state.stock, workshops: ['tailor'] } },
    }));
    const id = await startProject(campaign.id, {
      makerId: maren.id,
      ownerId: maren.id,
      spec: { kind: 'item', item: 'clothing-set', tier: 2, size: 'medium' },
      tools: 'workshop',
    });
    const workshop = (await getCalendar(campaign.id))!.state.projects[0]!;
    expect(workshop.materialsReserved.length).toBeGreaterThan(0);

    await switchTools(campaign.id, id, 'basic');

    const basic = (await getCalendar(campaign.id))!.state.projects[0]!;
    expect(basic.tools).toBe('basic');
    expect(daysLeft(basic)).toBe(daysLeft(workshop, 'basic'));
    expect(daysLeft(basic)).toBeGreaterThan(daysLeft(workshop));
  });
});

describe('finished projects', () => {
  /** Maren makes a T2 clothing set for `ownerId` in a Tailor Workshop: 2 × 2 = 4 days / 4 = one Daily Task. */
  async function clothingProject(campaignId: string, makerId: string, ownerId: string) {
    await changeStock(campaignId, { material: 'cloth', tier: 2, quantity: 5 });
    await changeStock(campaignId, { material: 'cordageFeet', quantity: 500 });
    await modifyCalendar(campaignId, ({ state }) => ({
      state: { ...state, stock: { ...state.stock, workshops: ['tailor'] } },
    }));
    const id = await startProject(campaignId, {
      makerId,
      ownerId,
      spec: { kind: 'item', item: 'clothing-set', tier: 2, size: 'medium' },
      tools: 'workshop',
    });
    const plan: DayPlan = { characters: { [makerId]: { slots: [{ kind: 'project', projectId: id }] } } };
    await savePlan(campaignId, plan);
    return id;
  }

  it('puts a finished gear item on the owner’s sheet at the tier made, in no carry slot; undo takes it off', async () => {
    const { campaign, maren } = await exampleCampaign();
    await startCalendar(campaign.id);
    const id = await clothingProject(campaign.id, maren.id, maren.id);
    const before = await dump();

    await endDay(campaign.id, { day: 1, random: createSeededRandom(3) });

    const sheet = (await getCharacter(maren.id))!;
    expect(sheet.gear.clothing).toContainEqual({
      id,
      name: 'T2 Clothing set (medium)',
      tier: 2,
      fullTier: 2,
      sizeCategory: 'medium',
    });
    expect(sheet.gear.clothing).toHaveLength(maren.gear.clothing.length + 1);
    const calendar = (await getCalendar(campaign.id))!;
    expect(calendar.state.projects).toEqual([]);
    expect(calendar.inventory).toEqual([]);

    await undoLastDay(campaign.id);

    expect(await dump()).toEqual(before);
  });

  it('takes the item off again when the sheet was changed since, keeping that change', async () => {
    const { campaign, maren, ash } = await exampleCampaign();
    await startCalendar(campaign.id);
    const id = await clothingProject(campaign.id, maren.id, ash.id);
    await endDay(campaign.id, { day: 1, random: createSeededRandom(3) });
    expect((await getCharacter(ash.id))!.gear.clothing.map((c) => c.id)).toContain(id);
    await updateCharacter(ash.id, { notes: 'Wears the new clothes.' });

    await undoLastDay(campaign.id);

    const restored = (await getCharacter(ash.id))!;
    expect(restored.notes).toBe('Wears the new clothes.');
    expect(restored.gear).toEqual(ash.gear);
  });
});
