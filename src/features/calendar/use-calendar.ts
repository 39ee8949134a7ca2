import { useLiveQuery } from 'dexie-react-hooks';
import { useStableValue } from '../../components/stable-value';
import {
  calendarParty,
  getCalendar,
  getCampaign,
  lastDayLog,
  listCharacters,
  listDayLogs,
  type CalendarRecord,
  type CampaignRecord,
  type CharacterRecord,
  type DayLogEntry,
  type DayLogPage,
} from '../../db';
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
  lastDay: DayLogEntry | null;
}

/**
 * A campaign's calendar, live: re-renders when the calendar, the campaign or any of its characters change (here or in
 * another tab). undefined while the first read runs, null when there is no campaign with that id.
 *
 * Every part that did not change keeps its identity from one read to the next (a character, a day's state, a plan
 * slot), so the planner's memoized rows skip what a write did not touch.
 */
export function useCalendarData(campaignId: string | undefined): CalendarData | null | undefined {
  return useStableValue(useCalendarQuery(campaignId));
}

function useCalendarQuery(campaignId: string | undefined): CalendarData | null | undefined {
  return useLiveQuery(async () => {
    if (!campaignId) return null;
    // Asked together: one round trip to the database (a campaign that is gone answers null all the same).
    const [campaign, party, stored, lastDay] = await Promise.all([
      getCampaign(campaignId),
      listCharacters(campaignId),
      getCalendar(campaignId),
      lastDayLog(campaignId),
    ]);
    if (!campaign) return null;
    const houseRules = campaign.houseRules ?? {};
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
    };
  }, [campaignId]);
}

/** One page of the day log, live (newest first). undefined while it loads. */
export function useDayLogPage(campaignId: string, page: number): DayLogPage | undefined {
  return useLiveQuery(() => listDayLogs(campaignId, page), [campaignId, page]);
}
