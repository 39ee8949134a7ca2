import { useCallback, useEffect, useState } from 'react';
import { wwHouseRules, type WwHouseRules } from '../../rules';
import { errorText } from '../format';
import type { WwChange, WwData, WwGame, WwPlayerRecord, WwTrackerRecord } from './ww-data';
import { useWw } from './ww-data-context';

/** A read: loading, failed (the message in the player's words) or ready with its value. */
export type WwRead<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly value: T };

/** A read and a way to show a value at once (the record a write returned) before the change comes back. */
export interface WwLive<T> {
  readonly read: WwRead<T>;
  readonly show: (value: T) => void;
}

function useLiveWw<T>(
  key: string,
  load: (data: WwData, campaignId: string) => Promise<T>,
  concerns: (change: WwChange) => boolean,
): WwLive<T> {
  const { data, campaignId } = useWw();
  const [state, setState] = useState<{ key: string; read: WwRead<T> }>({ key, read: { status: 'loading' } });
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
