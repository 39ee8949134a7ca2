/** What the app imports of the pack's views: the routes, the data seam and its provider. */
export { wwRoutes } from './routes';
export { WwDataProvider, useWw, type WwDataProviderProps, type WwContextValue } from './data/ww-data-context';
export type { WwData, WwGame, WwChange, WwPlayerRecord, WwTrackerRecord, NewWwRecord } from './data/ww-data';
export { InMemoryWwData, type InMemoryWwSeed } from './data/in-memory-ww-data';
export { useWwGame, usePlayers, usePlayer, useTrackers, type WwRead, type WwLive, type WwGameView } from './data/hooks';
export { wwPaths, WW_ROUTES, type WwPaths } from '../paths';
