import type { GameDescriptor } from '../../core/systems/game-system';
import { eosPaths } from './paths';

/**
 * Eos as the home page and the campaign list know it; the rest loads with the first Eos page.
 * Its words for players are in locales/<language>/eos-game.json (GameDescriptor.namespace).
 */
export const eosDescriptor: GameDescriptor = {
  id: 'eos',
  name: 'Eos',
  namespace: 'eos-game',
  ruleText: 'eos-rules.txt',
  campaignPath: eosPaths.campaign,
  reference: [
    { key: 'races', path: eosPaths.races },
    { key: 'calculators', path: eosPaths.calculators },
    { key: 'rulings', path: eosPaths.rulings },
  ],
  load: async () => (await import('./system')).eosSystem,
};
