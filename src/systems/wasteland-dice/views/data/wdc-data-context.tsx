import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { WdcPaths } from '../../paths';
import { cryptoRandom, type RandomSource } from '../../rules';
import type { WdcData } from './wdc-data';

/** What every page of the pack reads from its mount: the data, the campaign it shows, its links and the dice. */
export interface WdcContextValue {
  readonly data: WdcData;
  readonly campaignId: string;
  readonly paths: WdcPaths;
  /** The app's dice (cryptoRandom); a test or a replay injects createSeededRandom(seed). */
  readonly random: RandomSource;
}

const WdcContext = createContext<WdcContextValue | null>(null);

export interface WdcDataProviderProps {
  readonly data: WdcData;
  readonly campaignId: string;
  readonly paths: WdcPaths;
  readonly random?: RandomSource;
  readonly children?: ReactNode;
}

/** Gives the pack's pages their data, campaign, links and dice. The app wraps the pack's routes in it. */
export function WdcDataProvider({ data, campaignId, paths, random = cryptoRandom, children }: WdcDataProviderProps) {
  const value = useMemo(() => ({ data, campaignId, paths, random }), [data, campaignId, paths, random]);
  return <WdcContext.Provider value={value}>{children}</WdcContext.Provider>;
}

/** The pack's mount; a page outside a WdcDataProvider is a wiring mistake and says so. */
export function useWdc(): WdcContextValue {
  const value = useContext(WdcContext);
  if (value === null) throw new Error('The Wasteland Dice pages need a WdcDataProvider around them.');
  return value;
}
