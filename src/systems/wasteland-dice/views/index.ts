/** What the app imports of the pack's views: the routes, the data seam and its provider. */
export { wdcRoutes } from './routes';
export { WdcDataProvider, useWdc, type WdcDataProviderProps, type WdcContextValue } from './data/wdc-data-context';
export type { WdcData, WdcCampaign, WdcChange, WdcFighterRecord, WdcFightRecord, NewWdcRecord } from './data/wdc-data';
export { InMemoryWdcData, type InMemoryWdcSeed } from './data/in-memory-wdc-data';
export { useWdcCampaign, useFighters, useFighter, useFights, useFight, type WdcRead, type WdcLive } from './data/hooks';
export { wdcPaths, WDC_ROUTES, type WdcPaths } from '../paths';
