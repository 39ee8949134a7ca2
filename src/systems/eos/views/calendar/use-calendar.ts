import { useEffect } from 'react';
import { create } from 'zustand';
import { useStableValue } from '../../../../core/ui/stable-value';
import {
  calendarParty,
  characterRecordProblems,
  dayLogEntry,
  getCalendar,
  getCampaign,
  lastDayLog,
  listCharacters,
  listDayLogs,
  type CalendarRecord,
  type CampaignRecord,
  type CharacterRecord,
  type DayEnding,
  type DayLogPage,
  type LastDayLog,
  readAhead,
} from '../../../../db';
import { useLiveRead } from '../../../../db/react';
import { ruleOptions, type HouseRules, syncParty, type CalendarCharacter } from '../../rules';

/** Everything a calendar page reads, in step: the campaign, its party, and its calendar with the party synced in. */
export interface CalendarData {
  campaign: CampaignRecord;
  party: CharacterRecord[];
  /** The party as the calendar engine reads it, in creation order. */
  characters: CalendarCharacter[];
  houseRules: HouseRules;
  /**
   * The stored calendar with any character who joined since added and everyone's HP as their sheet has it (what
   * endDay will start from); null when the calendar has not been started.
   */
  calendar: CalendarRecord | null;
  /** The last ended day (what Undo takes back), or null. */
  lastDay: LastDayLog | null;
  /** Party members the calendar leaves out: their sheet cannot be worked out (characterRecordProblems). */
  setAside: readonly { character: CharacterRecord; problems: readonly string[] }[];
}

/**
 * A campaign's calendar, live: re-renders when the calendar, the campaign or any of its characters change (here or in
 * another tab). undefined while the first read runs, null when there is no campaign with that id.
 *
 * Every part that did not change keeps its identity from one read to the next (a character, a day's state, a plan
 * slot), so the planner's memoized rows skip what a write did not touch.
 */
export function useCalendarData(campaignId: string | undefined): CalendarData | null | undefined {
  const live = useCalendarQuery(campaignId);
  const written = useWrittenCalendar((s) => s.written);
  // The day ended on this page shows until the live query reads it back, or anything written since.
  const ahead =
    written !== null &&
    live !== undefined &&
    live !== null &&
    written.campaign.id === live.campaign.id &&
    written.campaign.updatedAt > live.campaign.updatedAt;
  useEffect(() => {
    // Read back: from here the page shows what is stored (an undo may later take the campaign back to older times).
    if (written !== null && live !== undefined && !ahead) forgetEndedDay(written);
  }, [written, live, ahead]);
  return useStableValue(ahead ? written : live);
}

/**
 * The calendar as a day ended on this page left it, shown at once while the day is saved (useCalendarData takes it
 * until the live query reads the saved day). A plain store: immer would freeze the whole party and calendar each time.
 */
const useWrittenCalendar = create<{ written: CalendarData | null }>()(() => ({ written: null }));

/** Shows the calendar after `ending`, worked out on `data` (what the page showed), before it is saved. */
export function showEndedDay(data: CalendarData, ending: DayEnding): void {
  const after = new Map(ending.changed.map((c) => [c.after.id, c.after]));
  const party = data.party.map((c) => after.get(c.id) ?? c);
  useWrittenCalendar.setState({
    written: calendarDataOf(ending.campaign, party, ending.calendar, { ...dayLogEntry(ending.log), problems: [] }),
  });
}

/** The page goes back to what is stored: the ended day was read back, or its save failed (or none: `written` omitted). */
export function forgetEndedDay(written?: CalendarData): void {
  useWrittenCalendar.setState((s) => (written === undefined || s.written === written ? { written: null } : s));
}

/** What a calendar page reads, from a campaign's records. */
function calendarDataOf(
  campaign: CampaignRecord,
  everyone: CharacterRecord[],
  stored: CalendarRecord | undefined,
  lastDay: LastDayLog | undefined,
): CalendarData {
  const houseRules = campaign.houseRules ?? {};
  // A character whose sheet cannot be worked out is left out of the days (as endDay leaves them out), and named.
  const checked = everyone.map((character) => ({
    character,
    problems: characterRecordProblems(character, houseRules),
  }));
  const setAside = checked.filter((c) => c.problems.length > 0);
  const party = setAside.length === 0 ? everyone : checked.flatMap((c) => (c.problems.length > 0 ? [] : [c.character]));
  let calendar: CalendarRecord | null = null;
  if (stored) {
    const state = syncParty(stored.state, calendarParty(party), ruleOptions(houseRules).character);
    calendar = state === stored.state ? stored : { ...stored, state };
  }
  return {
    campaign,
    party,
    characters: calendarParty(party).map((p) => p.character),
    houseRules,
    calendar,
    lastDay: lastDay ?? null,
    setAside,
  };
}

/**
 * The calendar data the party page reads ahead (see PlannerAhead), live there: the calendar opened from it draws at once
 * with it, then its own live read takes over. Only while that page is open: kept after, it could be out of date.
 */
const calendarAhead = readAhead<CalendarData>('calendar');

/** Offers `data` to the calendar of `campaignId` until the returned function takes it back. */
export function shareCalendarData(campaignId: string, data: CalendarData): () => void {
  return calendarAhead.offer(campaignId, data);
}

function useCalendarQuery(campaignId: string | undefined): CalendarData | null | undefined {
  const sharedAhead = campaignId === undefined ? undefined : calendarAhead.get(campaignId);
  return useLiveRead(
    async () => {
      if (!campaignId) return null;
      // Asked together: one round trip to the database (a campaign that is gone answers null all the same).
      const [campaign, party, stored, lastDay] = await Promise.all([
        getCampaign(campaignId),
        listCharacters(campaignId),
        getCalendar(campaignId),
        lastDayLog(campaignId),
      ]);
      return campaign ? calendarDataOf(campaign, party, stored, lastDay) : null;
    },
    [campaignId],
    sharedAhead,
  );
}

/** One page of the day log, live (newest first). undefined while it loads. */
export function useDayLogPage(campaignId: string, page: number): DayLogPage | undefined {
  return useLiveRead(() => listDayLogs(campaignId, page), [campaignId, page]);
}
