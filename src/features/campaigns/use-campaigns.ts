import { listCampaigns, type CampaignSummary } from '../../db';
import { useLiveRead } from '../../db/react';

/**
 * Every campaign with its party, live: re-renders when any tab changes a campaign or a character.
 * undefined while the first read is running.
 */
export function useCampaigns(): CampaignSummary[] | undefined {
  return useLiveRead(() => listCampaigns(), []);
}
