import {
  characterStats,
  encounterIntegrityProblems,
  ruleOptions,
  RulesError,
  validateCharacter,
  type HouseRules,
} from '../systems/eos/rules';
import type { DayLogRecord } from './calendar';
import type { CharacterRecord } from './character';
import type { EncounterRecord } from './encounter';

/**
 * The relations between the parts of stored records that every write of the app keeps and a hand-made file can break:
 * values each valid alone (the record schemas check those) but impossible together. One set of checks, used by the
 * import (backup-validate.ts refuses a file that breaks one), by the repositories (undoLastDay refuses a day it cannot
 * take back) and by the pages, which show what is wrong on the record and keep the rest of the page working. Each
 * returns what is wrong in a player's words; an empty list means the record is whole.
 */

/**
 * Why a character's sheet cannot be worked out at all, when the builder did not leave it so: a build whose stats add up
 * past what any race reaches (Mind 15 at creation and 15 from levels). A draft without a race is the builder's to
 * finish, and a build that only breaks a rule of the game (validateCharacter) still has a sheet that says so.
 */
export function characterRecordProblems(character: CharacterRecord, houseRules: HouseRules | undefined): string[] {
  if (character.build.raceId === '') return [];
  const options = ruleOptions(houseRules).character;
  try {
    characterStats(character.build, options);
    return [];
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    // The rule it breaks, as the builder words it ("Mind 30 is above the Human maximum of 12."), else the engine's words.
    const caps = validateCharacter(character.build, options)
      .filter((v) => v.code === 'stat-above-cap')
      .map((v) => v.message);
    const because = caps.length > 0 ? caps.join(' ') : error.message;
    return [`${character.name}’s sheet cannot be worked out: ${because}`];
  }
}

/** What keeps a stored fight from going on (encounterIntegrityProblems: shared ids, HP above the maximum …). */
export function encounterRecordProblems(encounter: EncounterRecord): string[] {
  return encounterIntegrityProblems(encounter.state);
}

/**
 * What is wrong with an ended day's log as its campaign holds it: its summary and its saved calendar are of the day it
 * says, that calendar and those characters are of its own campaign, and it ended before the calendar's day. `newest`:
 * the campaign's last ended day, which "Undo last day" would take back, must be the day just before the calendar's.
 */
export function dayLogProblems(
  log: DayLogRecord,
  { campaignId, calendarDay, newest }: { campaignId: string; calendarDay: number | undefined; newest: boolean },
): string[] {
  const problems: string[] = [];
  const day = log.day;
  if (log.summary.day !== day) problems.push(`Day ${day}’s log holds the summary of day ${log.summary.day}.`);
  if (calendarDay === undefined) problems.push(`Day ${day} is logged, but the campaign has no calendar.`);
  else if (day >= calendarDay) {
    problems.push(`Day ${day} is logged as ended, but the calendar is only on day ${calendarDay}.`);
  } else if (newest && day !== calendarDay - 1) {
    problems.push(
      `The last day logged is day ${day}, but the calendar is on day ${calendarDay}: day ${calendarDay - 1} is not logged.`,
    );
  }
  const previous = log.previous;
  if (previous !== undefined) {
    if (previous.calendar.campaignId !== campaignId) {
      problems.push(`Day ${day}’s saved calendar belongs to another campaign (“${previous.calendar.campaignId}”).`);
    }
    if (previous.calendar.state.day !== day) {
      problems.push(
        `Day ${day}’s saved calendar is of day ${previous.calendar.state.day}, so undoing it would rewind the wrong days.`,
      );
    }
    for (const character of previous.characters) {
      if (character.campaignId !== campaignId) {
        problems.push(`Day ${day} saved ${character.name} of another campaign (“${character.campaignId}”).`);
      }
    }
  }
  return problems;
}

/** A problem of one record of a campaign: where (“encounters[2]”) and what. */
export interface RelationProblem {
  where: string;
  message: string;
}

/**
 * Every relation above over a whole campaign (an import, a restore point), with where each problem is, plus those only
 * the whole shows: no two logs of one day. Records are read once, and only the fields the relations name.
 */
export function campaignRelationProblems(data: {
  campaign: { id: string; houseRules?: HouseRules };
  characters: readonly CharacterRecord[];
  encounters: readonly EncounterRecord[];
  calendars: readonly { state: { day: number } }[];
  dayLogs: readonly DayLogRecord[];
}): RelationProblem[] {
  const found: RelationProblem[] = [];
  const add = (where: string, messages: readonly string[]) => {
    for (const message of messages) found.push({ where, message });
  };
  const { id: campaignId, houseRules } = data.campaign;
  data.characters.forEach((c, i) => add(`characters[${i}].build`, characterRecordProblems(c, houseRules)));
  data.encounters.forEach((e, i) => add(`encounters[${i}].state`, encounterRecordProblems(e)));
  const calendarDay = data.calendars[0]?.state.day;
  let newest = -1;
  const days = new Map<number, number>();
  data.dayLogs.forEach((log, i) => {
    const twice = days.get(log.day);
    if (twice !== undefined) add(`dayLogs[${i}].day`, [`day ${log.day} is logged twice (also dayLogs[${twice}])`]);
    else days.set(log.day, i);
    if (newest === -1 || log.day > data.dayLogs[newest]!.day) newest = i;
  });
  data.dayLogs.forEach((log, i) => {
    add(`dayLogs[${i}]`, dayLogProblems(log, { campaignId, calendarDay, newest: i === newest }));
    log.previous?.characters.forEach((c, j) =>
      add(`dayLogs[${i}].previous.characters[${j}].build`, characterRecordProblems(c, houseRules)),
    );
  });
  return found;
}
