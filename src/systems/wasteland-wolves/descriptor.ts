import { paths } from '../../app/paths';
import type { GameDescriptor } from '../../core/systems/game-system';
import { wwPaths } from './paths';

/** Where the app mounts a game's pages (src/app/router.tsx); the pack's paths.ts builds every link under it. */
export const WW_CAMPAIGN_ROOT = `${paths.packBase('wasteland-wolves')}/campaigns/:campaignId`;

/** Wasteland Wolves as the home page and the campaign list know it; the rest loads with its first page. */
export const wwDescriptor: GameDescriptor = {
  id: 'wasteland-wolves',
  name: 'Wasteland Wolves',
  summary:
    'The turn helper beside the board: energy planned to the last point, perks, crafting and scavenging, and the exact odds of bleeding, illness and a wolf fight.',
  ruleText: 'wasteland-wolves.txt',
  characterNoun: { one: 'player', many: 'players' },
  campaignPath: (campaignId) => wwPaths(WW_CAMPAIGN_ROOT).game(campaignId),
  reference: [{ label: 'Rulings', path: paths.rulings('wasteland-wolves') }],
  load: async () => (await import('./system')).wwSystem,
};
