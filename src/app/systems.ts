import type { GameDescriptor } from '../core/systems/game-system';
import { eosDescriptor } from '../systems/eos/descriptor';

/**
 * The games this app plays, in the order the home page lists them: the one place that knows every pack. A new pack
 * adds its descriptor here and its routes in router.tsx (docs/adding-a-game.md).
 */
export const GAMES: readonly GameDescriptor[] = [eosDescriptor];
