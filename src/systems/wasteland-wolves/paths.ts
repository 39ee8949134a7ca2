/**
 * Every route string of the Wasteland Wolves pack, in one place. The app mounts the pack's routes under a game root it
 * chooses (/wasteland-wolves/campaigns/:campaignId); `WW_ROUTES` are the paths relative to it, and `wwPaths(base)`
 * builds the links the views follow.
 */

/** The pack's route patterns, relative to the game root ('' is the game page, the index route). */
export const WW_ROUTES = {
  game: '',
  newPlayer: 'players/new',
  player: 'players/:playerId',
  plan: 'plan',
  crafting: 'crafting',
  odds: 'odds',
  rules: 'rules',
} as const;

/** The links of one pack mount: each takes the game (campaign) id, and the record id where there is one. */
export interface WwPaths {
  game(campaignId: string): string;
  newPlayer(campaignId: string): string;
  player(campaignId: string, playerId: string): string;
  plan(campaignId: string): string;
  crafting(campaignId: string): string;
  odds(campaignId: string): string;
  rules(campaignId: string): string;
}

/**
 * The links under a game root: a pattern with `:campaignId` ('/wasteland-wolves/campaigns/:campaignId') or a function
 * of the campaign id.
 * @example wwPaths('/wasteland-wolves/campaigns/:campaignId').player('g1', 'p7') // '/wasteland-wolves/campaigns/g1/players/p7'
 */
export function wwPaths(base: string | ((campaignId: string) => string)): WwPaths {
  const root = (campaignId: string): string => {
    const id = encodeURIComponent(campaignId);
    const path = typeof base === 'function' ? base(campaignId) : base.replace(':campaignId', id);
    return path.endsWith('/') ? path.slice(0, -1) : path;
  };
  const under = (campaignId: string, relative: string): string => `${root(campaignId)}/${relative}`;
  return {
    game: (campaignId) => root(campaignId) || '/',
    newPlayer: (campaignId) => under(campaignId, WW_ROUTES.newPlayer),
    player: (campaignId, playerId) =>
      under(campaignId, WW_ROUTES.player.replace(':playerId', encodeURIComponent(playerId))),
    plan: (campaignId) => under(campaignId, WW_ROUTES.plan),
    crafting: (campaignId) => under(campaignId, WW_ROUTES.crafting),
    odds: (campaignId) => under(campaignId, WW_ROUTES.odds),
    rules: (campaignId) => under(campaignId, WW_ROUTES.rules),
  };
}
