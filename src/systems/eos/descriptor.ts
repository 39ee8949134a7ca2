import type { GameDescriptor } from '../../core/systems/game-system';
import { eosPaths } from './paths';

/** Eos as the home page and the campaign list know it; the rest loads with the first Eos page. */
export const eosDescriptor: GameDescriptor = {
  id: 'eos',
  name: 'Eos',
  summary:
    'The survival RPG: characters with every number explained, the campaign calendar of tasks, food, cold and healing, and fights with exact odds.',
  ruleText: 'eos-rules.txt',
  characterNoun: { one: 'character', many: 'characters' },
  campaignPath: eosPaths.campaign,
  reference: [
    { label: 'Races of Eos', path: eosPaths.races },
    { label: 'Calculators', path: eosPaths.calculators },
    { label: 'Rulings', path: eosPaths.rulings },
  ],
  load: async () => (await import('./system')).eosSystem,
};
