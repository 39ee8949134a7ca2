import { paths } from '../../app/paths';

/** Every route of the Eos pack's pages, written once: views and the descriptor link through these. */
export const eosPaths = {
  races: '/eos/races',
  calculators: '/calculators',
  rulings: paths.rulings('eos'),
  campaign: (campaignId: string) => `/campaigns/${campaignId}`,
} as const;
