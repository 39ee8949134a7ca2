import {
  listRestorePointCampaigns,
  listRestorePoints,
  type RestorePointCampaign,
  type RestorePointSummary,
} from '../../db';
import { useLiveRead } from '../../db/react';

/** Every campaign that has restore points (deleted ones too), live. */
export function useRestorePointCampaigns(): RestorePointCampaign[] | undefined {
  return useLiveRead(() => listRestorePointCampaigns(), []);
}

/** A campaign's restore points, newest first, live. */
export function useRestorePoints(campaignId: string | undefined): RestorePointSummary[] | undefined {
  return useLiveRead(async () => (campaignId ? listRestorePoints(campaignId) : []), [campaignId]);
}
