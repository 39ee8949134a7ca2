import { useEffect } from 'react';
import { eachIdle } from '../../../../core/scheduling/idle';
import { planCheck, profilesOf } from './planner-ahead';
import { shareCalendarData, useCalendarData } from './use-calendar';

/**
 * Drawn by the party page (loaded when the browser is idle; it shows nothing): reads the campaign's calendar live while
 * that page is open and works out ahead, one idle moment at a time, what the planner's first screen asks of the rules,
 * so a tap on "Calendar" only has to draw it.
 */
export function PlannerAhead({ campaignId }: { campaignId: string }) {
  const data = useCalendarData(campaignId);
  useEffect(() => {
    if (!data) return;
    const unshare = shareCalendarData(campaignId, data);
    const { calendar, characters, houseRules } = data;
    const cancel = eachIdle([
      () => profilesOf(characters, houseRules),
      () => calendar && planCheck(calendar.state, characters, calendar.plan, calendar.conditions, houseRules),
    ]);
    return () => {
      cancel();
      unshare();
    };
  }, [campaignId, data]);
  return null;
}
