import { paths } from '../../app/paths';
import type { GameDescriptor } from '../../core/systems/game-system';
import { wdcPaths } from './paths';

/** Where the app mounts a campaign's pages (src/app/router.tsx); the pack's paths.ts builds every link under it. */
export const WDC_CAMPAIGN_ROOT = `${paths.packBase('wasteland-dice')}/campaigns/:campaignId`;

/**
 * Wasteland Dice Combat as the home page and the campaign list know it; the rest loads with its first page.
 * Its words for players are in locales/<language>/wasteland-dice-game.json (GameDescriptor.namespace).
 */
export const wdcDescriptor: GameDescriptor = {
  id: 'wasteland-dice',
  name: 'Wasteland Dice Combat',
  namespace: 'wasteland-dice-game',
  ruleText: 'wasteland-dice-combat.txt',
  campaignPath: (campaignId) => wdcPaths(WDC_CAMPAIGN_ROOT).campaign(campaignId),
  reference: [{ key: 'rulings', path: paths.rulings('wasteland-dice') }],
  load: async () => (await import('./system')).wdcSystem,
};
