import { createCampaignWithCharacters, type CampaignRecord } from '../../db';
import { EXAMPLE_CAMPAIGN_NAME, EXAMPLE_PARTY } from './example-campaign';

/** Creates the example campaign with its ready party in one transaction. Loading it twice gives two copies. */
export function loadExampleCampaign(): Promise<CampaignRecord> {
  return createCampaignWithCharacters(EXAMPLE_CAMPAIGN_NAME, EXAMPLE_PARTY);
}
