import { requireInput } from '../../../../../core/rules';
import { huntingBaseTargetNumber, huntingTargetNumber } from '../../gathering/hunting';
import { trappingTargetNumber } from '../../gathering/trapping';
import type { DraftZone } from '../day-context';
import type { CampaignZone } from '../types';

/** The zone's hunting TN today: baseline by miles from town + 1 per successful day not yet regenerated. */
export function zoneHuntingTargetNumber(zone: CampaignZone): number {
  requireInput('Zone hunting target number', zone);
  return huntingTargetNumber({ milesFromTown: zone.milesFromTown, zoneSuccessfulDays: zone.huntingSuccessDays });
}

/** The zone's trapping TN today: 20 on a road or in town ("will not change"), lower per zone away, + pressure. */
export function zoneTrappingTargetNumber(zone: CampaignZone): number {
  requireInput('Zone trapping target number', zone);
  const zonesAway = zone.kind === 'wilderness' ? zone.zonesFromRoadOrCity : 0;
  return trappingTargetNumber({ zonesFromRoadOrCity: zonesAway, zoneSuccessfulDays: zone.trappingSuccessDays });
}
export function huntingTnText(zone: DraftZone): string {
  const base = huntingBaseTargetNumber(zone.milesFromTown);
  return zone.huntingSuccessDays > 0
    ? `TN ${zoneHuntingTargetNumber(zone)} = baseline ${base} + ${zone.huntingSuccessDays} successful days`
    : `TN ${base}, the baseline ${zone.milesFromTown} miles from town`;
}

export function trappingTnText(zone: DraftZone): string {
  const zonesAway = zone.kind === 'wilderness' ? zone.zonesFromRoadOrCity : 0;
  const base = trappingTargetNumber({ zonesFromRoadOrCity: zonesAway });
  return zone.trappingSuccessDays > 0 && zonesAway > 0
    ? `TN ${zoneTrappingTargetNumber(zone)} = baseline ${base} + ${zone.trappingSuccessDays} successful days`
    : `TN ${base}`;
}
