import { paths } from '../../app/paths';

/** A tab of a campaign's calendar ('' is Today). */
export type CalendarTab = '' | 'projects' | 'stock' | 'zones' | 'log';

/** Every route of the Eos pack's pages, written once: views and the descriptor link through these. */
export const eosPaths = {
  races: '/eos/races',
  calculators: '/calculators',
  rulings: paths.rulings('eos'),
  /** One ruling on the rulings page ("R-planner-6"). */
  ruling: (rulingId: string) => `${paths.rulings()}#${rulingId}`,
  combat: paths.combat,
  campaign: paths.campaign,
  newCharacter: (campaignId: string) => `${paths.campaign(campaignId)}/new-character`,
  /** The campaign's calendar, on Today or one of its tabs. */
  calendar: (campaignId: string, tab: CalendarTab = '') =>
    `${paths.campaign(campaignId)}/calendar${tab === '' ? '' : `/${tab}`}`,
  encounters: (campaignId: string) => `${paths.campaign(campaignId)}/encounters`,
  newEncounter: (campaignId: string) => `${paths.campaign(campaignId)}/encounters/new`,
  encounter: (encounterId: string) => `/encounters/${encounterId}`,
  character: (characterId: string) => `/characters/${characterId}`,
  editCharacter: (characterId: string) => `/characters/${characterId}/edit`,
  printCharacter: (characterId: string) => `/characters/${characterId}/print`,
} as const;
