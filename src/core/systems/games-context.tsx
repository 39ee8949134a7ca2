import { createContext, useContext } from 'react';
import type { GameDescriptor, SystemId } from './game-system';

/**
 * The games this app plays, given by the app (src/app/systems.ts) to every page below it: the core and the shared
 * features read the list from here instead of importing the packs. Empty outside the app (a component test that needs
 * games provides them).
 */
export const GamesContext = createContext<readonly GameDescriptor[]>([]);

export function useGames(): readonly GameDescriptor[] {
  return useContext(GamesContext);
}

/** The game a campaign plays, or undefined for one this app does not know (a file from a newer app, a tampered one). */
export function useGame(id: SystemId | undefined): GameDescriptor | undefined {
  const games = useGames();
  return games.find((game) => game.id === id);
}
