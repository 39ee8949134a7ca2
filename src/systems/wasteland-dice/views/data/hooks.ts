import { useCallback, useEffect, useState } from 'react';
import { wdcHouseRules, type WdcHouseRules } from '../../rules';
import { errorText } from '../format';
import type { WdcCampaign, WdcChange, WdcData, WdcFightRecord, WdcFighterRecord } from './wdc-data';
import { useWdc } from './wdc-data-context';

/** A read: loading, failed (the message in the player's words) or ready with its value. */
export type WdcRead<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly value: T };

/** A read and a way to show a value at once (the record a write returned) before the change comes back. */
export interface WdcLive<T> {
  readonly read: WdcRead<T>;
  readonly show: (value: T) => void;
}

/**
 * Reads through the pack's data and reads again after every change the data announces that `concerns` this read.
 * `key` names what is read (a new key starts over from loading).
 */
function useLiveWdc<T>(
  key: string,
  load: (data: WdcData, campaignId: string) => Promise<T>,
  concerns: (change: WdcChange) => boolean,
): WdcLive<T> {
  const { data, campaignId } = useWdc();
  const [state, setState] = useState<{ key: string; read: WdcRead<T> }>({ key, read: { status: 'loading' } });
  const [version, setVersion] = useState(0);

  useEffect(
    () =>
      data.subscribe((change) => {
        if (change.campaignId === campaignId && concerns(change)) setVersion((v) => v + 1);
      }),
    // `concerns` is a pure test of the change; a new function each render must not resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, campaignId, key],
  );

  useEffect(() => {
    let live = true;
    load(data, campaignId).then(
      (value) => live && setState({ key, read: { status: 'ready', value } }),
      (error: unknown) => live && setState({ key, read: { status: 'error', message: errorText(error) } }),
    );
    return () => {
      live = false;
    };
    // `load` is keyed by `key`: the same key reads the same thing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, campaignId, key, version]);

  const show = useCallback((value: T) => setState({ key, read: { status: 'ready', value } }), [key]);
  return { read: state.key === key ? state.read : { status: 'loading' }, show };
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
