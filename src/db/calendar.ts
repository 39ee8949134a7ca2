import {
  textSeed,
  type CampaignDayState,
  type ConditionPreset,
  type DayConditions,
  type DayLogLine,
  type DayPlan,
  type DaySummary,
  type FinishedItem,
  type RollRecord,
} from '../systems/eos/rules';
import type { CharacterRecord } from './character';

/**
 * A campaign's calendar as stored (table `calendars`, one per campaign, keyed by campaignId): the engine's state at the
 * start of the current day, the GM's conditions and draft plan for that day, and the items finished by projects that
 * wait to be handed to their owners. The house rules live on the campaign record (CampaignRecord.houseRules).
 */
export interface CalendarRecord {
  campaignId: string;
  /** The whole engine state at the start of `state.day`: stock, characters' HP and hunger, projects, zones. */
  state: CampaignDayState;
  /** Today's conditions as the GM set them (they carry over to the next day until changed). */
  conditions: DayConditions;
  /** Today's plan as the GM builds it; saved on every change so a reload keeps it. */
  plan: DayPlan;
  /** Finished project items, waiting in the owner's inventory until the GM adds them to the sheet's gear. */
  inventory: readonly FinishedItem[];
  /** Milliseconds since the epoch. */
  updatedAt: number;
  /**
   * The plan's dice (DayDice.seed): every roll the GM does not type is drawn from it, the day and the roll's place, so
   * the preview and End day show the same rolls on every load. "Roll the app's dice again" stores a new one; undo puts
   * the old one back with the day. Absent in calendars stored before issue 16: calendarDiceSeed gives one of the
   * campaign's own.
   */
  diceSeed?: number;
  /** The GM's named conditions ("Midwinter storm"), applied to a day with one tap. Absent: none saved yet. */
  conditionPresets?: readonly ConditionPreset[];
}

/** The seed of the calendar's app-rolled dice: the stored one, or (a calendar from before they were stored) its campaign's. */
export function calendarDiceSeed(calendar: Pick<CalendarRecord, 'campaignId' | 'diceSeed'>): number {
  return calendar.diceSeed ?? textSeed(`dice:${calendar.campaignId}`);
}

/**
 * How many of the newest ended days keep what undo needs. "Undo last day" can be pressed again and again, back a month
 * of the calendar; older days keep everything the log shows but not the state before them, which would otherwise be a
 * third of a campaign of years (a full copy of the calendar each day).
 */
export const UNDO_DAYS = 30;

/**
 * One ended day (table `dayLogs`): what the GM planned, the conditions, every roll, the log lines and the summary, plus
 * — for the newest UNDO_DAYS days — everything the day changed as it was before, so undoLastDay can put it back exactly.
 */
export interface DayLogRecord {
  /** crypto.randomUUID() */
  id: string;
  campaignId: string;
  /** The campaign day that ended. */
  day: number;
  /** Milliseconds since the epoch. */
  endedAt: number;
  /** The plan as run, every roll filled in (running it again gives the same day). */
  plan: DayPlan;
  conditions: DayConditions;
  rolls: readonly RollRecord[];
  lines: readonly DayLogLine[];
  summary: DaySummary;
  /**
   * The calendar and the characters the day changed, exactly as stored before it ended. Absent once UNDO_DAYS newer
   * days have ended: the day can no longer be undone.
   */
  previous?: DayLogPrevious;
}

export interface DayLogPrevious {
  calendar: CalendarRecord;
  /** Full records of every character the day wrote (HP, months of passive points, gear taken apart). */
  characters: readonly CharacterRecord[];
  /** The campaign's updatedAt before the day ended (put back by the undo when nothing else changed it since). */
  campaignUpdatedAt: number;
  /** What endDay wrote to each of them (their updatedAt), to tell whether someone changed them since. */
  writtenAt: number;
}

/** A day of the log as the paginated list shows it: no previous state, only whether it is still kept. */
export type DayLogEntry = Omit<DayLogRecord, 'previous'> & {
  /** Whether undoLastDay can take this day back (it is among the newest UNDO_DAYS days). */
  undoable: boolean;
};

/** The last ended day as the planner reads it: what would keep "Undo last day" from taking it back (dayLogProblems). */
export type LastDayLog = DayLogEntry & { problems: readonly string[] };

/** One page of the day log, newest day first. */
export interface DayLogPage {
  entries: DayLogEntry[];
  /** 0-based. */
  page: number;
  pageSize: number;
  /** Days logged in the campaign. */
  total: number;
  pageCount: number;
}
