/**
 * Every route string of the Wasteland Dice Combat pack, in one place. The router mounts the pack's routes under a
 * campaign root the app chooses (e.g. /wasteland-dice/campaigns/:campaignId); `WDC_ROUTES` are the paths relative to
 * it, and `wdcPaths(base)` builds the links the views follow.
 */

/** The pack's route patterns, relative to the campaign root ('' is the campaign page, the index route). */
export const WDC_ROUTES = {
  campaign: '',
  newFighter: 'fighters/new',
  fighter: 'fighters/:fighterId',
  newFight: 'fights/new',
  fight: 'fights/:fightId',
  rules: 'rules',
} as const;

/** The links of one pack mount: each takes the campaign id, and the record id where there is one. */
export interface WdcPaths {
  campaign(campaignId: string): string;
  newFighter(campaignId: string): string;
  fighter(campaignId: string, fighterId: string): string;
  newFight(campaignId: string): string;
  fight(campaignId: string, fightId: string): string;
  rules(campaignId: string): string;
}

/**
 * The links under a campaign root: a pattern with `:campaignId` ('/wasteland-dice/campaigns/:campaignId') or a
 * function of the campaign id.
 * @example wdcPaths('/wasteland-dice/campaigns/:campaignId').fight('c1', 'f7') // '/wasteland-dice/campaigns/c1/fights/f7'
 */
export function wdcPaths(base: string | ((campaignId: string) => string)): WdcPaths {
  const root = (campaignId: string): string => {
    const id = encodeURIComponent(campaignId);
    const path = typeof base === 'function' ? base(campaignId) : base.replace(':campaignId', id);
    return path.endsWith('/') ? path.slice(0, -1) : path;
  };
  const under = (campaignId: string, relative: string): string => `${root(campaignId)}/${relative}`;
  return {
    campaign: (campaignId) => root(campaignId) || '/',
    newFighter: (campaignId) => under(campaignId, WDC_ROUTES.newFighter),
    fighter: (campaignId, fighterId) =>
      under(campaignId, WDC_ROUTES.fighter.replace(':fighterId', encodeURIComponent(fighterId))),
    newFight: (campaignId) => under(campaignId, WDC_ROUTES.newFight),
    fight: (campaignId, fightId) =>
      under(campaignId, WDC_ROUTES.fight.replace(':fightId', encodeURIComponent(fightId))),
    rules: (campaignId) => under(campaignId, WDC_ROUTES.rules),
  };
}
