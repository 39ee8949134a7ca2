import { PackCampaignData, type PackChange } from '../../../../db';
import type { Fight, StoredHouseRules, WdcFighter } from '../../rules';
import type { NewWdcRecord, WdcCampaign, WdcChange, WdcData, WdcFightRecord, WdcFighterRecord } from './wdc-data';

const KINDS: Record<PackChange, WdcChange['kind']> = {
  campaign: 'campaign',
  characters: 'fighter',
  encounters: 'fight',
};

/**
 * `WdcData` on the app's database: fighters and fights are the core's envelopes in its characters and encounters
 * tables (PackCampaignData: each write checked by this pack's schemas). One per campaign page mount.
 */
export class DatabaseWdcData implements WdcData {
  private readonly records: PackCampaignData<{ characters: WdcFighter; encounters: Fight }, StoredHouseRules>;

  constructor(private readonly campaignId: string) {
    this.records = new PackCampaignData('wasteland-dice', campaignId);
  }

  getCampaign(campaignId: string): Promise<WdcCampaign | null> {
    return this.records.campaign(campaignId);
  }

  setHouseRules(campaignId: string, houseRules: StoredHouseRules): Promise<WdcCampaign> {
    return this.records.setHouseRules(campaignId, houseRules);
  }

  async listFighters(campaignId: string): Promise<readonly WdcFighterRecord[]> {
    const fighters = await this.records.list('characters', campaignId);
    return fighters.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  getFighter(campaignId: string, fighterId: string): Promise<WdcFighterRecord | null> {
    return this.records.get('characters', campaignId, fighterId);
  }

  createFighter(campaignId: string, input: NewWdcRecord<WdcFighter>): Promise<WdcFighterRecord> {
    return this.records.create('characters', campaignId, input);
  }

  updateFighter(record: WdcFighterRecord): Promise<WdcFighterRecord> {
    return this.records.update('characters', record);
  }

  deleteFighter(campaignId: string, fighterId: string): Promise<void> {
    return this.records.remove('characters', campaignId, fighterId);
  }

  async listFights(campaignId: string): Promise<readonly WdcFightRecord[]> {
    const fights = await this.records.list('encounters', campaignId);
    return fights.sort((a, b) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id));
  }

  getFight(campaignId: string, fightId: string): Promise<WdcFightRecord | null> {
    return this.records.get('encounters', campaignId, fightId);
  }

  createFight(campaignId: string, input: NewWdcRecord<Fight>): Promise<WdcFightRecord> {
    return this.records.create('encounters', campaignId, input);
  }

  updateFight(record: WdcFightRecord): Promise<WdcFightRecord> {
    return this.records.update('encounters', record);
  }

  deleteFight(campaignId: string, fightId: string): Promise<void> {
    return this.records.remove('encounters', campaignId, fightId);
  }

  subscribe(listener: (change: WdcChange) => void): () => void {
    return this.records.subscribe((what) => listener({ kind: KINDS[what], campaignId: this.campaignId }));
  }
}
