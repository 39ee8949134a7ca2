import { paths } from '../../app/paths';
import type { GameDescriptor } from '../../core/systems/game-system';
import { wdcPaths } from './paths';

/** Where the app mounts a campaign's pages (src/app/router.tsx); the pack's paths.ts builds every link under it. */
export const WDC_CAMPAIGN_ROOT = `${paths.packBase('wasteland-dice')}/campaigns/:campaignId`;

/** Wasteland Dice Combat as the home page and the campaign list know it; the rest loads with its first page. */
export const wdcDescriptor: GameDescriptor = {
  id: 'wasteland-dice',
  name: 'Wasteland Dice Combat',
  summary:
    'd20 fights for the wasteland: fighters with skills and armour from the tables, the exact chance to hit and to down before each roll, and a fight tracker with undo.',
  ruleText: 'wasteland-dice-combat.txt',
  characterNoun: { one: 'fighter', many: 'fighters' },
  campaignPath: (campaignId) => wdcPaths(WDC_CAMPAIGN_ROOT).campaign(campaignId),
  reference: [{ label: 'Rulings', path: paths.rulings('wasteland-dice') }],
  load: async () => (await import('./system')).wdcSystem,
};
