import type { GameDescriptor } from '../core/systems/game-system';
import { registerPayloadSchemas } from '../db/payload-schemas';
import { eosDescriptor } from '../systems/eos/descriptor';
import { wdcDescriptor } from '../systems/wasteland-dice/descriptor';
import { wwDescriptor } from '../systems/wasteland-wolves/descriptor';

/**
 * The games this app plays, in the order the home page lists them: the one place that knows every pack. A new pack
 * adds its descriptor here and its routes in router.tsx (docs/adding-a-game.md).
 */
export const GAMES: readonly GameDescriptor[] = [eosDescriptor, wdcDescriptor, wwDescriptor];

// The core checks each game's stored records with its pack's schemas, loaded with the pack on the first check.
for (const game of GAMES) registerPayloadSchemas(game.id, async () => (await game.load()).schemas);
