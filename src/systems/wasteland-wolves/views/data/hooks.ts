import { useCallback } from 'react';
import { useSubscribedRead, type Live, type Read } from '../../../../core/ui/subscribed-read';
import { wwHouseRules, type WwHouseRules } from '../../rules';
import { errorText } from '../format';
import type { WwChange, WwData, WwGame, WwPlayerRecord, WwTrackerRecord } from './ww-data';
import { useWw } from './ww-data-context';

/** A read of the pack's data: loading, failed (in the player's words) or ready. */
export type WwRead<T> = Read<T>;

/** A read and a way to show a value at once (the record a write returned) before the change comes back. */
export type WwLive<T> = Live<T>;

/** Reads through the pack's data, again after every change of this campaign the data announces that `concerns` it. */
function useLiveWw<T>(
  key: string,
  load: (data: WwData, campaignId: string) => Promise<T>,
  concerns: (change: WwChange) => boolean,
): WwLive<T> {
  const { data, campaignId } = useWw();
  const subscribe = useCallback((listener: (change: WwChange) => void) => data.subscribe(listener), [data]);
  return useSubscribedRead(
    `${campaignId}:${key}`,
    subscribe,
    () => load(data, campaignId),
    (change) => change.campaignId === campaignId && concerns(change),
    errorText,
  );
}

/** The game the pack's pages show, with its settings as every rule takes them. */
export interface WwGameView extends WwGame {
  /** wwHouseRules(houseRules), or the defaults when the stored settings break a rule (then `houseRulesProblem` says how). */
  readonly rules: WwHouseRules;
  readonly houseRulesProblem: string | null;
}

function gameView(game: WwGame): WwGameView {
  try {
    return { ...game, rules: wwHouseRules(game.houseRules), houseRulesProblem: null };
  } catch (error) {
    return { ...game, rules: wwHouseRules(), houseRulesProblem: errorText(error) };
  }
}

export function useWwGame(): WwLive<WwGameView | null> {
  return useLiveWw(
    'game',
    async (data, campaignId) => {
      const game = await data.getGame(campaignId);
      return game === null ? null : gameView(game);
    },
    (change) => change.kind === 'game',
  );
}

export function usePlayers(): WwLive<readonly WwPlayerRecord[]> {
  return useLiveWw(
    'players',
    (data, campaignId) => data.listPlayers(campaignId),
    (change) => change.kind === 'player',
  );
}

export function usePlayer(playerId: string): WwLive<WwPlayerRecord | null> {
  return useLiveWw(
    `player:${playerId}`,
    (data, campaignId) => data.getPlayer(campaignId, playerId),
    (change) => change.kind === 'player' && change.id === playerId,
  );
}

export function useTrackers(): WwLive<readonly WwTrackerRecord[]> {
  return useLiveWw(
    'trackers',
    (data, campaignId) => data.listTrackers(campaignId),
    (change) => change.kind === 'tracker',
  );
}
