import { Dexie } from 'dexie';
import {
  type CharacterGear,
  finishedGearItem,
  withoutGearItem,
  passTime,
  characterStats,
  entryOf,
  addFoodBatch,
  addZone as addZoneToState,
  adjustStock,
  EMPTY_PLAN,
  firstDayConditions,
  nextDayPlan,
  renameZone as renameZoneInState,
  setZoneTrees as setZoneTreesInState,
  startingCalendarState,
  syncParty,
  type NewZone,
  type StockAdjustment,
  abandonProject,
  createProject,
  switchProjectTools,
  runDay,
  dayDangers,
  deletePreset,
  newToolkit,
  presetConditions,
  renamePreset,
  savePreset,
  skillById,
  getRace,
  type CalendarCharacter,
  type DayDanger,
  type MissingToolkit,
  type SkippedTask,
  type CampaignDayState,
  type DayConditions,
  type DayPlan,
  type ProjectSpec,
  RulesError,
  ruleOptions,
  type HouseRules,
  type RandomSource,
  type ToolLevel,
} from '../systems/eos/rules';
import {
  UNDO_DAYS,
  calendarDiceSeed,
  type CalendarRecord,
  type DayLogEntry,
  type DayLogPage,
  type DayLogRecord,
  type LastDayLog,
} from './calendar';
import type { CampaignRecord } from './campaign';
import type { CharacterRecord } from './character';
import { db } from './db';
import {
  bulkGetEosCharacters,
  bulkPutEosCharacters,
  eosCharactersOf,
  getEosCharacter,
  putEosCharacter,
} from './eos-records';
import { modifyCharacter } from './modify-character';
import { StorageError } from './errors';
import { validateName } from './names';
import { characterRecordProblems, dayLogProblems } from './record-relations';
import { byCreation, requireCampaign } from './records';
import { now, writeTransaction } from './write';

/** Days per page of the day log when the caller does not say. */
export const DAY_LOG_PAGE_SIZE = 20;

/** Where a new calendar starts: the party in town. */
export const STARTING_ZONE: Omit<NewZone, 'id'> = {
  name: 'Town',
  kind: 'town',
  milesFromTown: 0,
  zonesFromRoadOrCity: 0,
};

function noCalendar(): StorageError {
  return new StorageError('not-found', 'This campaign has no calendar yet. Start it on the calendar page.');
}

/** A rules refusal inside a write becomes 'invalid-value' with the same words; nothing is written. */
function asStorageError(error: unknown): unknown {
  return error instanceof RulesError
    ? new StorageError('invalid-value', error.message, { cause: error, text: error.text })
    : error;
}

async function requireCalendar(campaignId: string): Promise<CalendarRecord> {
  const calendar = await db.calendars.get(campaignId);
  if (!calendar) throw noCalendar();
  return calendar;
}

/** The character as the calendar engine reads it. */
export function calendarCharacter(record: CharacterRecord): CalendarCharacter {
  return { id: record.id, name: record.name, build: record.build, gear: record.gear };
}

/** The party as the engine's setup functions take it: each character with the HP the sheet stores. */
export function calendarParty(records: readonly CharacterRecord[]) {
  return records.map((record) => ({ character: calendarCharacter(record), currentHp: record.currentHp }));
}

/**
 * A campaign's characters in creation order. The calendar counts those of them calendarMembers keeps.
 */
async function partyOf(campaignId: string): Promise<CharacterRecord[]> {
  return (await eosCharactersOf(campaignId)).sort(byCreation);
}

/**
 * The characters the calendar's days count: all but those whose sheet cannot be worked out (record-relations.ts; the
 * calendar page names them), so one damaged record does not stop every day.
 */
export function calendarMembers(characters: readonly CharacterRecord[], houseRules: HouseRules | undefined) {
  return characters.filter((c) => characterRecordProblems(c, houseRules).length === 0);
}

/** A campaign's calendar, or undefined when it has not been started. */
export async function getCalendar(campaignId: string): Promise<CalendarRecord | undefined> {
  return db.calendars.get(campaignId);
}

/**
 * Starts a campaign's calendar on `day` (1 = the first day of spring, year 1) with an empty stock and the party in
 * town, as the sheets have them. Returns the calendar already there when it has been started before.
 */
export async function startCalendar(campaignId: string, { day = 1 }: { day?: number } = {}): Promise<CalendarRecord> {
  return writeTransaction([db.campaigns, db.characters, db.calendars], async () => {
    const campaign = await requireCampaign(campaignId);
    const existing = await db.calendars.get(campaignId);
    if (existing) return existing;
    const zone = { ...STARTING_ZONE, id: crypto.randomUUID() };
    let state: CampaignDayState;
    try {
      state = startingCalendarState({
        day,
        characters: calendarParty(calendarMembers(await partyOf(campaignId), campaign.houseRules)),
        zone,
        options: ruleOptions(campaign.houseRules).character,
      });
    } catch (error) {
      throw asStorageError(error);
    }
    const record: CalendarRecord = {
      campaignId,
      state,
      conditions: firstDayConditions(zone.id),
      plan: EMPTY_PLAN,
      inventory: [],
      updatedAt: now(),
    };
    await db.calendars.add(record);
    return record;
  });
}

/** The fields of a calendar a change may replace. */
export type CalendarChanges = Partial<
  Pick<CalendarRecord, 'state' | 'conditions' | 'plan' | 'inventory' | 'diceSeed' | 'conditionPresets'>
>;

/**
 * Changes a campaign's calendar from what is stored right now, in one transaction: `change` gets the calendar (with any
 * party member who joined since added to the state), the party and the campaign's house rules, and returns the fields
 * to write. It must be synchronous and ask src/systems/eos/rules for every number (createProject, switchProjectTools, newZone …);
 * a RulesError it throws becomes a StorageError 'invalid-value' with the same message, and nothing is written.
 */
export async function modifyCalendar(
  campaignId: string,
  change: (calendar: CalendarRecord, party: readonly CharacterRecord[], houseRules: HouseRules) => CalendarChanges,
): Promise<CalendarRecord> {
  return writeTransaction([db.campaigns, db.characters, db.calendars], async () => {
    const campaign = await requireCampaign(campaignId);
    const stored = await requireCalendar(campaignId);
    const houseRules = campaign.houseRules ?? {};
    const party = calendarMembers(await partyOf(campaignId), houseRules);
    let changes: CalendarChanges;
    try {
      const state = syncParty(stored.state, calendarParty(party), ruleOptions(houseRules).character);
      changes = change({ ...stored, state }, party, houseRules);
    } catch (error) {
      throw asStorageError(error);
    }
    const updated: CalendarRecord = { ...stored, ...changes, campaignId, updatedAt: now() };
    await db.calendars.put(updated);
    return updated;
  });
}

/**
 * Saves today's conditions (they carry over to the next day until changed). Given `base`, the conditions the edit was
 * made from, only the fields it changed are written over those stored now (another tab may have set others).
 */
export function saveConditions(
  campaignId: string,
  conditions: DayConditions,
  base?: DayConditions,
): Promise<CalendarRecord> {
  return modifyCalendar(campaignId, (calendar) => ({
    conditions: base === undefined ? conditions : mergedFields(calendar.conditions, base, conditions),
  }));
}

/** `stored` with each top-level field that `edited` changed from `base` (compared by content). */
function mergedFields<T extends object>(stored: T, base: T, edited: T): T {
  const merged = new Map<string, unknown>(Object.entries(stored));
  const before = new Map<string, unknown>(Object.entries(base));
  const after = new Map<string, unknown>(Object.entries(edited));
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    if (JSON.stringify(before.get(key)) === JSON.stringify(after.get(key))) continue;
    if (after.get(key) === undefined) merged.delete(key);
    else merged.set(key, after.get(key));
  }
  return Object.fromEntries(merged) as T;
}

/**
 * Saves today's plan as the GM builds it; validatePlan says what the rules refuse, endDay runs it. Given `base`, the plan
 * the edit was made from, only what changed from it is written — each character's day and the day's own fields — over
 * the plan stored now: two tabs planning two characters at once both keep their tasks. Returns the plan stored.
 */
export async function savePlan(campaignId: string, plan: DayPlan, base?: DayPlan): Promise<DayPlan> {
  const saved = await modifyCalendar(campaignId, (calendar) => ({
    plan: base === undefined ? plan : mergedPlan(calendar.plan, base, plan),
  }));
  return saved.plan;
}

/** `stored` with the changes from `base` to `edited`: per character, and per field of the day. */
function mergedPlan(stored: DayPlan, base: DayPlan, edited: DayPlan): DayPlan {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const characters: Record<string, DayPlan['characters'][string]> = { ...stored.characters };
  for (const id of new Set([...Object.keys(base.characters), ...Object.keys(edited.characters)])) {
    const before = entryOf(base.characters, id);
    const after = entryOf(edited.characters, id);
    if (same(before, after)) continue;
    if (after === undefined) delete characters[id];
    else characters[id] = after;
  }
  // The day's own fields (smelting, food bought) as any other field; the characters merged one by one above.
  return { ...mergedFields(stored, base, edited), characters };
}

/** "Roll the app's dice again": every roll the GM has not typed is drawn anew from `seed` (kept until asked again). */
export async function rollDiceAgain(campaignId: string, seed: number): Promise<void> {
  await modifyCalendar(campaignId, () => ({ diceSeed: seed }));
}

export const PRESET_NAME = 'Preset name';

/**
 * Saves today's conditions (the weather and the camp, not the zone) as a named preset of the GM's; a preset of the same
 * name is replaced. Returns its id.
 */
export async function saveConditionPreset(campaignId: string, name: string): Promise<string> {
  const valid = validateName(PRESET_NAME, name);
  let id: string = crypto.randomUUID();
  await modifyCalendar(campaignId, ({ conditions, conditionPresets = [] }) => {
    const presets = savePreset(conditionPresets, { id, name: valid, conditions: presetConditions(conditions) });
    id = presets.find((p) => p.name === valid)?.id ?? id;
    return { conditionPresets: presets };
  });
  return id;
}

export async function renameConditionPreset(campaignId: string, presetId: string, name: string): Promise<void> {
  const valid = validateName(PRESET_NAME, name);
  await modifyCalendar(campaignId, ({ conditionPresets = [] }) => ({
    conditionPresets: renamePreset(conditionPresets, presetId, valid),
  }));
}

export async function deleteConditionPreset(campaignId: string, presetId: string): Promise<void> {
  await modifyCalendar(campaignId, ({ conditionPresets = [] }) => ({
    conditionPresets: deletePreset(conditionPresets, presetId),
  }));
}

/**
 * "Time passes" on the sheet: `months` more months of passive learning (passTime), to be assigned afterwards — only
 * while the campaign has no calendar. Once it has one, the calendar is the one count of months: each new month it
 * ends on grants every member their points, and a month granted here too would be granted twice.
 */
export async function grantTimeMonths(characterId: string, months: number): Promise<CharacterRecord> {
  return writeTransaction([db.campaigns, db.characters, db.calendars], async () => {
    const current = await getEosCharacter(characterId);
    const calendar = current === undefined ? undefined : await db.calendars.get(current.campaignId);
    if (current !== undefined && calendar !== undefined) {
      const campaign = await db.campaigns.get(current.campaignId);
      throw new StorageError('invalid-value', monthsCountedByCalendar(campaign?.name ?? 'this campaign', current));
    }
    return modifyCharacter(characterId, (record) => ({ build: passTime(record.build, months) }));
  });
}

/** Why the sheet grants no months in a campaign whose calendar runs (grantTimeMonths). */
export function monthsCountedByCalendar(campaignName: string, character: CharacterRecord): string {
  const months = character.build.monthsElapsed;
  return `The calendar of ${campaignName} counts the months: each new month on it grants the time skill points (${character.name}: ${months} month${months === 1 ? '' : 's'} so far). Nothing was changed.`;
}

/**
 * Puts the toolkit a refused slot lacks on the character's sheet (newToolkit: T1, their size, no carry slot), when the
 * GM says they have one. Refused for a character of another campaign.
 */
export async function addMissingToolkit(
  campaignId: string,
  characterId: string,
  { skill, level }: MissingToolkit,
): Promise<void> {
  await modifyCharacter(characterId, (record) => {
    if (record.campaignId !== campaignId) {
      throw new StorageError('invalid-value', `${record.name} is in another campaign; nothing was changed.`);
    }
    const profile = { race: getRace(record.build.raceId) };
    const kit = newToolkit(profile, { id: crypto.randomUUID(), skill, skillName: skillById(skill).name, level });
    return { gear: { ...record.gear, toolkits: [...record.gear.toolkits, kit] } };
  });
}

export const ZONE_NAME = 'Zone name';

/** Adds a zone the party starts to use (fresh game; a full mine or quarry when it has one). Returns its id. */
export async function addZone(campaignId: string, zone: Omit<NewZone, 'id'>): Promise<string> {
  const id = crypto.randomUUID();
  const name = validateName(ZONE_NAME, zone.name);
  await modifyCalendar(campaignId, ({ state }) => ({ state: addZoneToState(state, { ...zone, id, name }) }));
  return id;
}

/** Renames a zone; its difficulty and depletion stay. */
export async function renameZone(campaignId: string, zoneId: string, name: string): Promise<void> {
  const valid = validateName(ZONE_NAME, name);
  await modifyCalendar(campaignId, ({ state }) => ({ state: renameZoneInState(state, zoneId, valid) }));
}

/** Sets how many beams a zone's trees still give, as the GM counts them; null stops counting (logging not limited). */
export async function setZoneTrees(campaignId: string, zoneId: string, beams: number | null): Promise<void> {
  await modifyCalendar(campaignId, ({ state }) => ({ state: setZoneTreesInState(state, zoneId, beams) }));
}

/**
 * Starts a crafting project (createProject checks the maker's skill and tier limits, prerequisites and tools, and
 * reserves the size-matched materials from the stock). Throws 'invalid-value' with every reason the rules give.
 * Returns the project's id.
 */
export async function startProject(
  campaignId: string,
  input: { makerId: string; ownerId: string; spec: ProjectSpec; tools: ToolLevel },
): Promise<string> {
  const id = crypto.randomUUID();
  await modifyCalendar(campaignId, ({ state }, party, houseRules) => {
    const result = createProject({ ...input, id, state, characters: party.map(calendarCharacter) }, houseRules);
    if (!result.ok) throw new RulesError('not-allowed', result.reasons.join(' '));
    return { state: result.state };
  });
  return id;
}

/** Works a project with other tools from now on: the fraction done stays, the days left follow the new tools. */
export async function switchTools(campaignId: string, projectId: string, tools: ToolLevel): Promise<void> {
  await modifyCalendar(campaignId, ({ state }) => {
    const project = state.projects.find((p) => p.id === projectId);
    if (!project) throw new StorageError('not-found', 'That project no longer exists.');
    return {
      state: { ...state, projects: state.projects.map((p) => (p.id === projectId ? switchProjectTools(p, tools) : p)) },
    };
  });
}

/** Abandons a project: its reserved materials go back to the stock, its progress is lost. */
export async function abandonProjectIn(campaignId: string, projectId: string): Promise<void> {
  await modifyCalendar(campaignId, ({ state }) => ({ state: abandonProject(state, projectId) }));
}

/** Takes a finished item out of the waiting inventory (the GM added it to the owner's sheet, or it was given away). */
export async function handOverItem(campaignId: string, projectId: string): Promise<void> {
  await modifyCalendar(campaignId, ({ inventory }) => ({
    inventory: inventory.filter((item) => item.projectId !== projectId),
  }));
}

/** Adds or takes some of a material outside any task (bought, found, lost); taking more than there is is refused. */
export async function changeStock(campaignId: string, adjustment: StockAdjustment): Promise<void> {
  await modifyCalendar(campaignId, ({ state }) => ({
    state: { ...state, stock: adjustStock(state.stock, adjustment) },
  }));
}

/** Adds food bought or found, harvested on `harvestedDay` (today unless said), preserved or not. */
export async function addFood(
  campaignId: string,
  { units, harvestedDay, preserved = false }: { units: number; harvestedDay?: number; preserved?: boolean },
): Promise<void> {
  await modifyCalendar(campaignId, ({ state }) => ({
    state: {
      ...state,
      stock: addFoodBatch(state.stock, {
        id: `gm-${crypto.randomUUID()}`,
        units,
        harvestedDay: harvestedDay ?? state.day,
        preserved,
      }),
    },
  }));
}

/** What ending a day writes (workOutDay): the next day's calendar, the characters it changes, its log, the campaign. */
export interface DayEnding {
  calendar: CalendarRecord;
  /** The characters the day changed, as they were and as they are after it. */
  changed: { before: CharacterRecord; after: CharacterRecord }[];
  log: DayLogRecord;
  campaign: CampaignRecord;
  /** Who the day kills, knocks out or starves, and why (dayDangers): the planner asks before such a day ends. */
  dangers: readonly DayDanger[];
  /** The refused tasks the day leaves out (with `skipRefused`). */
  skipped: readonly SkippedTask[];
}

/** How a day is ended: its number, its dice (the calendar's stored seed unless told), and whether to skip refusals. */
export interface DayEndingOptions {
  day: number;
  /** A sequence of dice instead of the calendar's stored seed (tests, replays). */
  random?: RandomSource;
  /** The seed of the dice the page showed (calendarDiceSeed); default the stored one. */
  seed?: number;
  /** End the day with the refused tasks left out (runnablePlan), as the GM confirmed; otherwise a refusal stops it. */
  skipRefused?: boolean;
}

/**
 * Works out ending the current day, which must be `day`, from a campaign's records (nothing is written): runs the
 * calendar's plan under its conditions and the campaign's house rules (runDay). The next day's calendar carries the plan
 * over without its rolls; each character gets their HP, the months of passive skill points a new month brings, loses
 * the gear items taken apart and gains the finished gear items made for them (finishedGearItem; other finished items
 * wait in the calendar's inventory). Rolls typed into the plan are used; the others come from `random`. Throws
 * 'invalid-value' with the rules' words when the plan cannot be run, or when the calendar is no longer on `day`.
 *
 * endDay runs it on the stored records; the planner runs it on what it shows, with the same dice, to show the new day
 * before the save is done.
 */
export function workOutDay(
  { campaign, calendar, party }: { campaign: CampaignRecord; calendar: CalendarRecord; party: CharacterRecord[] },
  { day, random, seed, skipRefused = false }: DayEndingOptions,
): DayEnding {
  if (calendar.state.day !== day) {
    throw new StorageError(
      'invalid-value',
      `Day ${day} has already ended (the calendar is on day ${calendar.state.day}); nothing was changed.`,
    );
  }
  const houseRules = campaign.houseRules ?? {};
  const options = ruleOptions(houseRules).character;
  let result;
  let dangers: DayDanger[];
  try {
    const state = syncParty(calendar.state, calendarParty(party), options);
    const characters = party.map(calendarCharacter);
    const dice = random !== undefined && seed === undefined ? { random } : { seed: seed ?? calendarDiceSeed(calendar) };
    result = runDay(state, characters, calendar.plan, calendar.conditions, dice, houseRules, { skipRefused });
    dangers = dayDangers(state, characters, result, houseRules);
  } catch (error) {
    throw asStorageError(error);
  }
  // Later than anything the campaign holds, even within the same millisecond: the views tell the new day by it.
  const time = Math.max(now(), campaign.updatedAt + 1);

  const changed: DayEnding['changed'] = [];
  const intoGear = new Set<string>();
  for (const before of party) {
    let after: CharacterRecord = before;
    const dayState = entryOf(result.state.characters, before.id);
    if (dayState) {
      const atMax = dayState.currentHp === characterStats(before.build, options).maxHp.value;
      const currentHp = atMax ? null : dayState.currentHp;
      if (currentHp !== before.currentHp) after = { ...after, currentHp };
    }
    const months = result.summary.pendingSkillGrants
      .filter((g) => g.characterId === before.id)
      .reduce((sum, g) => sum + g.months, 0);
    if (months > 0) after = { ...after, build: passTime(after.build, months) };
    for (const taken of result.summary.brokenDown) {
      if (taken.characterId === before.id && taken.itemId !== null) {
        after = { ...after, gear: withoutGearItem(after.gear, taken.itemId) };
      }
    }
    for (const item of result.summary.finished) {
      if (item.ownerId !== before.id) continue;
      const gear = finishedGearItem(item, after.gear);
      if (gear === null) continue;
      after = { ...after, gear };
      intoGear.add(item.projectId);
    }
    if (after !== before) changed.push({ before, after: { ...after, updatedAt: time } });
  }

  return {
    calendar: {
      // The dice seed and the GM's presets go on; the conditions carry over to the next day until changed.
      ...calendar,
      campaignId: campaign.id,
      state: result.state,
      conditions: calendar.conditions,
      plan: nextDayPlan(result.resolvedPlan),
      inventory: [...calendar.inventory, ...result.summary.finished.filter((f) => !intoGear.has(f.projectId))],
      updatedAt: time,
    },
    changed,
    log: {
      id: crypto.randomUUID(),
      campaignId: campaign.id,
      day,
      endedAt: time,
      plan: result.resolvedPlan,
      conditions: calendar.conditions,
      rolls: result.rolls,
      lines: result.log,
      summary: result.summary,
      previous: {
        calendar,
        characters: changed.map((c) => c.before),
        campaignUpdatedAt: campaign.updatedAt,
        writtenAt: time,
      },
    },
    campaign: { ...campaign, updatedAt: time },
    dangers,
    skipped: result.summary.skipped ?? [],
  };
}

/**
 * Ends the current day, which must be `day` (a second tap, or another tab that ended it first, is refused with nothing
 * changed): works it out on the stored plan, conditions and party (workOutDay), then writes it in ONE transaction —
 * the next day's calendar, the log entry, the characters it changed and the campaign's time.
 */
export async function endDay(campaignId: string, options: DayEndingOptions): Promise<DayLogRecord> {
  return writeTransaction([db.campaigns, db.characters, db.calendars, db.dayLogs], async () => {
    // Asked together: one round trip to the database instead of three.
    const [campaign, calendar, characters] = await Promise.all([
      requireCampaign(campaignId),
      requireCalendar(campaignId),
      partyOf(campaignId),
    ]);
    const party = calendarMembers(characters, campaign.houseRules);
    const ending = workOutDay({ campaign, calendar, party }, options);
    const { day } = options;
    // Issued together (a transaction runs its requests in order): the day log is added before the window is looked at.
    await Promise.all([
      db.calendars.put(ending.calendar),
      bulkPutEosCharacters(ending.changed.map((c) => c.after)),
      db.dayLogs.add(ending.log).then(() => forgetUndoBeyondWindow(campaignId, day)),
      db.campaigns.put(ending.campaign),
    ]);
    return ending.log;
  });
}

/**
 * The day that just left the undo window keeps its log but no longer the state before it. Days end one after another
 * (and undo takes the last one back), so that is the day UNDO_DAYS before the one that just ended: one indexed read.
 */
async function forgetUndoBeyondWindow(campaignId: string, endedDay: number): Promise<void> {
  const leaving = await db.dayLogs
    .where('[campaignId+day]')
    .equals([campaignId, endedDay - UNDO_DAYS])
    .first();
  if (leaving?.previous === undefined) return;
  const kept: DayLogRecord = { ...leaving };
  delete kept.previous;
  await db.dayLogs.put(kept);
}

/** A day's log as the views read it: without the state before it, but saying whether it can be undone. */
export function dayLogEntry(record: DayLogRecord): DayLogEntry {
  const { previous, ...entry } = record;
  return { ...entry, undoable: previous !== undefined };
}

function logsOf(campaignId: string) {
  return db.dayLogs.where('[campaignId+day]').between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey]);
}

/**
 * The last ended day of a campaign (what "Undo last day" would take back), or undefined when none has ended, with what
 * is wrong with its log, if anything (undoLastDay refuses such a day; the planner says why instead of offering it).
 */
export async function lastDayLog(campaignId: string): Promise<LastDayLog | undefined> {
  return db.transaction('r', [db.calendars, db.dayLogs], async () => {
    const [record, calendar] = await Promise.all([logsOf(campaignId).last(), db.calendars.get(campaignId)]);
    if (!record) return undefined;
    const problems = dayLogProblems(record, { campaignId, calendarDay: calendar?.state.day, newest: true });
    return { ...dayLogEntry(record), problems };
  });
}

/**
 * Takes back the last ended day, in one transaction: the calendar as it was at the start of that day (changes made to
 * it since — the plan, projects, zones — go with it), the day's log entry removed, and every character the day wrote put
 * back exactly as stored before. A character changed on their sheet since keeps those changes, except the HP, the months
 * of passive points and the gear items the day took apart or finished. Throws 'not-found' when no day has ended.
 */
export async function undoLastDay(campaignId: string): Promise<DayLogEntry> {
  return writeTransaction([db.campaigns, db.characters, db.calendars, db.dayLogs], async () => {
    const campaign = await requireCampaign(campaignId);
    const last = await logsOf(campaignId).last();
    if (!last) throw new StorageError('not-found', 'No day has ended yet, so there is nothing to undo.');
    const { previous } = last;
    if (previous === undefined) {
      throw new StorageError(
        'invalid-value',
        `Day ${last.day} can no longer be undone: the app keeps what undo needs for the last ${UNDO_DAYS} days ended. Nothing was changed.`,
      );
    }
    const calendar = await db.calendars.get(campaignId);
    const problems = dayLogProblems(last, { campaignId, calendarDay: calendar?.state.day, newest: true });
    if (problems.length > 0) throw cannotUndo(last.day, problems);
    const currents = await bulkGetEosCharacters(previous.characters.map((c) => c.id));
    const foreign = currents.filter((c): c is CharacterRecord => c !== undefined && c.campaignId !== campaignId);
    if (foreign.length > 0) {
      throw cannotUndo(
        last.day,
        foreign.map((c) => `Day ${last.day} saved ${c.name}, who is in another campaign.`),
      );
    }
    for (const [i, before] of previous.characters.entries()) {
      const current = currents[i];
      if (!current) continue; // deleted since: the day's changes went with it
      if (current.updatedAt === previous.writtenAt) {
        await putEosCharacter(before);
      } else {
        const restoredIds = new Set(
          last.summary.brokenDown.filter((b) => b.characterId === before.id).map((b) => b.itemId),
        );
        const gear = last.summary.finished
          .filter((f) => f.ownerId === before.id)
          .reduce((g, f) => withoutGearItem(g, f.projectId), withGearItemsBack(current.gear, before.gear, restoredIds));
        await putEosCharacter({
          ...current,
          currentHp: before.currentHp,
          build: { ...current.build, monthsElapsed: before.build.monthsElapsed },
          gear,
          updatedAt: now(),
        });
      }
    }
    await db.calendars.put(previous.calendar);
    await db.dayLogs.delete(last.id);
    const untouched = campaign.updatedAt === previous.writtenAt;
    await db.campaigns.put({ ...campaign, updatedAt: untouched ? previous.campaignUpdatedAt : now() });
    return dayLogEntry(last);
  });
}

/** A day whose log breaks a relation (record-relations.ts): undo would change the wrong days or another campaign. */
function cannotUndo(day: number, problems: readonly string[]): StorageError {
  return new StorageError(
    'invalid-value',
    `Day ${day} cannot be undone: its log is damaged. ${problems.join(' ')} Nothing was changed.`,
  );
}

/** The current gear with the items `ids` put back from `before` (gear taken apart by an undone day). */
function withGearItemsBack(
  current: CharacterGear,
  before: CharacterGear,
  ids: ReadonlySet<string | null>,
): CharacterGear {
  const back = <T extends { id: string }>(now: readonly T[], then: readonly T[]) => [
    ...now,
    ...then.filter((item) => ids.has(item.id) && !now.some((n) => n.id === item.id)),
  ];
  return {
    ...current,
    weapons: back(current.weapons, before.weapons),
    armor: back(current.armor, before.armor),
    clothing: back(current.clothing, before.clothing),
    containers: back(current.containers, before.containers),
    toolkits: back(current.toolkits, before.toolkits),
    shield: current.shield ?? (before.shield && ids.has(before.shield.id) ? before.shield : null),
  };
}

/**
 * One page of a campaign's day log, newest day first (page 0 is the most recent). Reads only that page through the
 * [campaignId+day] index: a campaign may hold years of days.
 */
export async function listDayLogs(
  campaignId: string,
  page: number,
  pageSize: number = DAY_LOG_PAGE_SIZE,
): Promise<DayLogPage> {
  if (!Number.isSafeInteger(page) || page < 0 || !Number.isSafeInteger(pageSize) || pageSize < 1) {
    throw new StorageError('invalid-value', `There is no page ${page} of ${pageSize} days.`);
  }
  return db.transaction('r', [db.dayLogs], async () => {
    const total = await logsOf(campaignId).count();
    const records = await logsOf(campaignId)
      .reverse()
      .offset(page * pageSize)
      .limit(pageSize)
      .toArray();
    return {
      entries: records.map(dayLogEntry),
      page,
      pageSize,
      total,
      pageCount: Math.ceil(total / pageSize),
    };
  });
}
