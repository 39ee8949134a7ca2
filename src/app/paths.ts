/**
 * The core's routes, written once: the router, the layout and the shared features link through these. A pack's own
 * pages are built by its paths.ts under the base given here. Imports nothing, so any layer may import it.
 */
export const paths = {
  home: '/',
  /** The campaign list; with a game, the new-campaign form starts on that game. */
  campaigns: (systemId?: string) => (systemId ? `/campaigns?game=${encodeURIComponent(systemId)}` : '/campaigns'),
  /** A campaign's own page (each game draws it). */
  campaign: (campaignId: string) => `/campaigns/${campaignId}`,
  /** Every game's rulings; with a game, that game's. */
  rulings: (systemId?: string) => (systemId ? `/rulings/${systemId}` : '/rulings'),
  dice: '/dice',
  /** The combat helper: every running fight. */
  combat: '/combat',
  settings: '/settings',
  /** Settings opened on one campaign's backups. */
  campaignSettings: (campaignId: string) => `/settings?campaign=${campaignId}`,
  /** Where a pack's pages are mounted: '/wasteland-dice' and its campaigns under it. */
  packBase: (systemId: string) => `/${systemId}`,
} as const;
