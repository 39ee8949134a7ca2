import { getCampaign, listCharacters, type CampaignRecord, type CharacterRecord } from '../../../../db';
import { useLiveRead } from '../../../../db/react';

/**
 * The party of a campaign in creation order, live: re-renders when any tab adds, changes or deletes one of its
 * characters. undefined while the first read runs.
 */
export function useCharacters(campaignId: string | undefined): CharacterRecord[] | undefined {
  return useLiveRead(async () => (campaignId ? listCharacters(campaignId) : []), [campaignId]);
}

/** One campaign, live: undefined while the first read runs, null when there is no campaign with that id. */
export function useCampaign(campaignId: string | undefined): CampaignRecord | null | undefined {
  return useLiveRead(async () => (campaignId ? ((await getCampaign(campaignId)) ?? null) : null), [campaignId]);
}
