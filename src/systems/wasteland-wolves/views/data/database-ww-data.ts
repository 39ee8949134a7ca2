import { PackCampaignData, type PackChange } from '../../../../db';
import type { StoredHouseRules, Tracker, WwPlayer } from '../../rules';
import type { NewWwRecord, WwChange, WwData, WwGame, WwPlayerRecord, WwTrackerRecord } from './ww-data';

const KINDS: Record<PackChange, WwChange['kind']> = { campaign: 'game', characters: 'player', encounters: 'tracker' };

/**
 * `WwData` on the app's database: players and trackers are the core's envelopes in its characters and encounters
 * tables (PackCampaignData: each write checked by this pack's schemas). One per game page mount.
 */
export class DatabaseWwData implements WwData {
  private readonly records: PackCampaignData<{ characters: WwPlayer; encounters: Tracker }, StoredHouseRules>;

  constructor(private readonly campaignId: string) {
    this.records = new PackCampaignData('wasteland-wolves', campaignId);
  }

  getGame(campaignId: string): Promise<WwGame | null> {
    return this.records.campaign(campaignId);
  }

  setHouseRules(campaignId: string, houseRules: StoredHouseRules): Promise<WwGame> {
    return this.records.setHouseRules(campaignId, houseRules);
  }

  async listPlayers(campaignId: string): Promise<readonly WwPlayerRecord[]> {
    const players = await this.records.list('characters', campaignId);
    return players.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  getPlayer(campaignId: string, playerId: string): Promise<WwPlayerRecord | null> {
    return this.records.get('characters', campaignId, playerId);
  }

  createPlayer(campaignId: string, input: NewWwRecord<WwPlayer>): Promise<WwPlayerRecord> {
    return this.records.create('characters', campaignId, input);
  }

  updatePlayer(record: WwPlayerRecord): Promise<WwPlayerRecord> {
    return this.records.update('characters', record);
  }

  deletePlayer(campaignId: string, playerId: string): Promise<void> {
    return this.records.remove('characters', campaignId, playerId);
  }

  async listTrackers(campaignId: string): Promise<readonly WwTrackerRecord[]> {
    const trackers = await this.records.list('encounters', campaignId);
    return trackers.sort((a, b) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id));
  }

  getTracker(campaignId: string, trackerId: string): Promise<WwTrackerRecord | null> {
    return this.records.get('encounters', campaignId, trackerId);
  }

  createTracker(campaignId: string, input: NewWwRecord<Tracker>): Promise<WwTrackerRecord> {
    return this.records.create('encounters', campaignId, input);
  }

  updateTracker(record: WwTrackerRecord): Promise<WwTrackerRecord> {
    return this.records.update('encounters', record);
  }

  deleteTracker(campaignId: string, trackerId: string): Promise<void> {
    return this.records.remove('encounters', campaignId, trackerId);
  }

  subscribe(listener: (change: WwChange) => void): () => void {
    return this.records.subscribe((what) => listener({ kind: KINDS[what], campaignId: this.campaignId }));
  }
}
