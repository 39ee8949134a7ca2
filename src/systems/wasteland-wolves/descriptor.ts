import { paths } from '../../app/paths';
import type { GameDescriptor } from '../../core/systems/game-system';
import { wwPaths } from './paths';

/** Where the app mounts a game's pages (src/app/router.tsx); the pack's paths.ts builds every link under it. */
export const WW_CAMPAIGN_ROOT = `${paths.packBase('wasteland-wolves')}/campaigns/:campaignId`;

/**
 * Wasteland Wolves as the home page and the campaign list know it; the rest loads with its first page.
 * Its words for players are in locales/<language>/wasteland-wolves-game.json (GameDescriptor.namespace).
 */
export const wwDescriptor: GameDescriptor = {
  id: 'wasteland-wolves',
  name: 'Wasteland Wolves',
  namespace: 'wasteland-wolves-game',
  ruleText: 'wasteland-wolves.txt',
  campaignPath: (campaignId) => wwPaths(WW_CAMPAIGN_ROOT).game(campaignId),
  reference: [{ key: 'rulings', path: paths.rulings('wasteland-wolves') }],
  load: async () => (await import('./system')).wwSystem,
};
