import { use } from 'react';
import type { GameDescriptor, GameSystem } from './game-system';

const loading = new WeakMap<GameDescriptor, Promise<GameSystem>>();

/**
 * A game's manifest, loaded once per app session; the page suspends until it is there (the route's loading screen),
 * and a manifest that cannot load goes to the route's error screen. A failed load is tried again by the next page.
 */
export function useGameSystem(game: GameDescriptor): GameSystem {
  let pending = loading.get(game);
  if (pending === undefined) {
    pending = game.load();
    loading.set(game, pending);
    pending.catch(() => loading.delete(game));
  }
  return use(pending);
}
