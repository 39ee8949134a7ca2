import { HOUSE_RULE_KEYS, type HouseRuleKey, type HouseRules } from '../systems/eos/rules';
import { db } from './db';
import { DEFAULT_SYSTEM_ID } from './envelope';
import { StorageError } from './errors';
import { requireCampaign } from './records';
import { now, writeTransaction } from './write';

/**
 * Turns one house rule of a campaign on (the other reading of its ruling) or off (the app's reading), in one
 * transaction. Off is stored by removing the key, so a campaign with every switch off stores {}. Throws 'invalid-value'
 * for a key that is not a house rule, 'not-found' when the campaign is gone.
 */
export async function setHouseRule(campaignId: string, key: HouseRuleKey, on: boolean): Promise<HouseRules> {
  if (!(HOUSE_RULE_KEYS as readonly string[]).includes(key)) {
    throw new StorageError('invalid-value', `“${String(key)}” is not a house rule this app knows.`);
  }
  return writeTransaction([db.campaigns], async () => {
    const campaign = await requireCampaign(campaignId);
    if (campaign.systemId !== DEFAULT_SYSTEM_ID) {
      throw new StorageError(
        'invalid-value',
        `“${campaign.name}” plays another game; its house rules are that game's (setPackHouseRules). Nothing was changed.`,
      );
    }
    const houseRules: HouseRules = { ...campaign.houseRules };
    if (on) houseRules[key] = true;
    else delete houseRules[key];
    await db.campaigns.put({ ...campaign, houseRules, updatedAt: now() });
    return houseRules;
  });
}
