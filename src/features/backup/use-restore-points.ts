import { useLiveQuery } from 'dexie-react-hooks';
import {
  listRestorePointCampaigns,
  listRestorePoints,
  type RestorePointCampaign,
  type RestorePointSummary,
} from '../../db';

/** Every campaign that has restore points (deleted ones too), live. */
export function useRestorePointCampaigns(): RestorePointCampaign[] | undefined {
  return useLiveQuery(() => listRestorePointCampaigns(), []);
}

/** A campaign's restore points, newest first, live. */
export function useRestorePoints(campaignId: string | undefined): RestorePointSummary[] | undefined {
  return useLiveQuery(async () => (campaignId ? listRestorePoints(campaignId) : []), [campaignId]);
}
