import { useCallback } from 'react';
import { useSubscribedRead, type Live, type Read } from '../../../../core/ui/subscribed-read';
import { wdcHouseRules, type WdcHouseRules } from '../../rules';
import { errorText } from '../format';
import type { WdcCampaign, WdcChange, WdcData, WdcFightRecord, WdcFighterRecord } from './wdc-data';
import { useWdc } from './wdc-data-context';

/** A read of the pack's data: loading, failed (in the player's words) or ready. */
export type WdcRead<T> = Read<T>;

/** A read and a way to show a value at once (the record a write returned) before the change comes back. */
export type WdcLive<T> = Live<T>;

/** Reads through the pack's data, again after every change of this campaign the data announces that `concerns` it. */
function useLiveWdc<T>(
  key: string,
  load: (data: WdcData, campaignId: string) => Promise<T>,
  concerns: (change: WdcChange) => boolean,
): WdcLive<T> {
  const { data, campaignId } = useWdc();
  const subscribe = useCallback((listener: (change: WdcChange) => void) => data.subscribe(listener), [data]);
  return useSubscribedRead(
    `${campaignId}:${key}`,
    subscribe,
    () => load(data, campaignId),
    (change) => change.campaignId === campaignId && concerns(change),
    errorText,
  );
}

/** The campaign the pack's pages show, with its settings as every rule takes them (or null: no such campaign). */
export interface WdcCampaignView extends WdcCampaign {
  /** wdcHouseRules(houseRules); null when the stored settings break a rule (then `houseRulesProblem` says how). */
  readonly rules: WdcHouseRules | null;
  readonly houseRulesProblem: string | null;
}

function campaignView(campaign: WdcCampaign): WdcCampaignView {
  try {
    return { ...campaign, rules: wdcHouseRules(campaign.houseRules), houseRulesProblem: null };
  } catch (error) {
    return { ...campaign, rules: null, houseRulesProblem: errorText(error) };
  }
}

export function useWdcCampaign(): WdcLive<WdcCampaignView | null> {
  return useLiveWdc(
    'campaign',
    async (data, campaignId) => {
      const campaign = await data.getCampaign(campaignId);
      return campaign === null ? null : campaignView(campaign);
    },
    (change) => change.kind === 'campaign',
  );
}

export function useFighters(): WdcLive<readonly WdcFighterRecord[]> {
  return useLiveWdc(
    'fighters',
    (data, campaignId) => data.listFighters(campaignId),
    (change) => change.kind === 'fighter',
  );
}

export function useFighter(fighterId: string): WdcLive<WdcFighterRecord | null> {
  return useLiveWdc(
    `fighter:${fighterId}`,
    (data, campaignId) => data.getFighter(campaignId, fighterId),
    (change) => change.kind === 'fighter' && change.id === fighterId,
  );
}

export function useFights(): WdcLive<readonly WdcFightRecord[]> {
  return useLiveWdc(
    'fights',
    (data, campaignId) => data.listFights(campaignId),
    (change) => change.kind === 'fight',
  );
}

export function useFight(fightId: string): WdcLive<WdcFightRecord | null> {
  return useLiveWdc(
    `fight:${fightId}`,
    (data, campaignId) => data.getFight(campaignId, fightId),
    (change) => change.kind === 'fight' && change.id === fightId,
  );
}
