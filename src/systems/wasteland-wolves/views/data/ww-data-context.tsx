import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { WwPaths } from '../../paths';
import { cryptoRandom, type RandomSource } from '../../rules';
import type { WwData } from './ww-data';

/** What every page of the pack reads from its mount: the data, the game it shows, its links and the dice. */
export interface WwContextValue {
  readonly data: WwData;
  readonly campaignId: string;
  readonly paths: WwPaths;
  /** The app's dice (cryptoRandom); a test or a replay injects createSeededRandom(seed). */
  readonly random: RandomSource;
}

const WwContext = createContext<WwContextValue | null>(null);

export interface WwDataProviderProps {
  readonly data: WwData;
  readonly campaignId: string;
  readonly paths: WwPaths;
  readonly random?: RandomSource;
  readonly children?: ReactNode;
}

/** Gives the pack's pages their data, game, links and dice. The app wraps the pack's routes in it. */
export function WwDataProvider({ data, campaignId, paths, random = cryptoRandom, children }: WwDataProviderProps) {
  const value = useMemo(() => ({ data, campaignId, paths, random }), [data, campaignId, paths, random]);
  return <WwContext.Provider value={value}>{children}</WwContext.Provider>;
}

/** The pack's mount; a page outside a WwDataProvider is a wiring mistake and says so. */
export function useWw(): WwContextValue {
  const value = useContext(WwContext);
  if (value === null) throw new Error('The Wasteland Wolves pages need a WwDataProvider around them.');
  return value;
}
