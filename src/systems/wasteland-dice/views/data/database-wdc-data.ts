import {
  createPackRecord,
  deletePackRecord,
  getCampaign,
  getPackRecord,
  listPackRecords,
  setPackHouseRules,
  subscribePackRecords,
  updatePackRecord,
  type PackRecordKind,
} from '../../../../db';
import type { RecordEnvelope } from '../../../../db/envelope';
import type { StoredHouseRules } from '../../rules';
import type { NewWdcRecord, WdcCampaign, WdcChange, WdcData, WdcFightRecord, WdcFighterRecord } from './wdc-data';

const SYSTEM_ID = 'wasteland-dice';

/**
 * `WdcData` on the app's database: fighters and fights are the core's envelopes in its characters and encounters
 * tables (src/db/pack-records.ts checks every write with this pack's schemas and refuses a bad one in words, storing
 * nothing). One per campaign page mount. Another tab's change reaches subscribers through Dexie's live queries.
 */
export class DatabaseWdcData implements WdcData {
  private readonly listeners = new Set<(change: WdcChange) => void>();
  private stopWatching: (() => void) | null = null;

  constructor(private readonly campaignId: string) {}

  async getCampaign(campaignId: string): Promise<WdcCampaign | null> {
    const campaign = await getCampaign(campaignId);
    // A campaign of another game is not one of this pack's: its pages say "not found" rather than misread it.
    if (campaign === undefined || campaign.systemId !== SYSTEM_ID) return null;
    return { id: campaign.id, name: campaign.name, houseRules: (campaign.houseRules ?? {}) as StoredHouseRules };
  }

  async setHouseRules(campaignId: string, houseRules: StoredHouseRules): Promise<WdcCampaign> {
    await setPackHouseRules(campaignId, houseRules);
    this.announce({ kind: 'campaign', campaignId });
    const campaign = await this.getCampaign(campaignId);
    if (campaign === null) throw new Error('That campaign no longer exists. It may have been deleted in another tab.');
    return campaign;
  }

  async listFighters(campaignId: string): Promise<readonly WdcFighterRecord[]> {
    const fighters = await listPackRecords<WdcFighterRecord['system']>('characters', campaignId);
    return fighters.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  getFighter(campaignId: string, fighterId: string): Promise<WdcFighterRecord | null> {
    return this.getOf('characters', campaignId, fighterId);
  }

  createFighter(campaignId: string, input: NewWdcRecord<WdcFighterRecord['system']>): Promise<WdcFighterRecord> {
    return createPackRecord('characters', campaignId, input);
  }

  updateFighter(record: WdcFighterRecord): Promise<WdcFighterRecord> {
    return this.updateOf('characters', record);
  }

  async deleteFighter(_campaignId: string, fighterId: string): Promise<void> {
    await deletePackRecord('characters', fighterId);
  }

  async listFights(campaignId: string): Promise<readonly WdcFightRecord[]> {
    const fights = await listPackRecords<WdcFightRecord['system']>('encounters', campaignId);
    return fights.sort((a, b) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id));
  }

  getFight(campaignId: string, fightId: string): Promise<WdcFightRecord | null> {
    return this.getOf('encounters', campaignId, fightId);
  }

  createFight(campaignId: string, input: NewWdcRecord<WdcFightRecord['system']>): Promise<WdcFightRecord> {
    return createPackRecord('encounters', campaignId, input);
  }

  updateFight(record: WdcFightRecord): Promise<WdcFightRecord> {
    return this.updateOf('encounters', record);
  }

  async deleteFight(_campaignId: string, fightId: string): Promise<void> {
    await deletePackRecord('encounters', fightId);
  }

  subscribe(listener: (change: WdcChange) => void): () => void {
    this.listeners.add(listener);
    this.stopWatching ??= this.watch();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.stopWatching?.();
        this.stopWatching = null;
      }
    };
  }

  /** Live queries of the campaign's fighters and fights; each announces every change after its first answer. */
  private watch(): () => void {
    const campaignId = this.campaignId;
    const stops = (
      [
        ['characters', 'fighter'],
        ['encounters', 'fight'],
      ] as const
    ).map(([table, kind]) => {
      let first = true;
      return subscribePackRecords(table, campaignId, () => {
        if (first) first = false;
        else this.announce({ kind, campaignId });
      });
    });
    return () => stops.forEach((stop) => stop());
  }

  private announce(change: WdcChange): void {
    for (const listener of [...this.listeners]) listener(change);
  }

  private async getOf<Payload>(
    kind: PackRecordKind,
    campaignId: string,
    id: string,
  ): Promise<RecordEnvelope<Payload> | null> {
    const record = await getPackRecord<Payload>(kind, id);
    return record !== undefined && record.campaignId === campaignId ? record : null;
  }

  private async updateOf<Payload>(
    kind: PackRecordKind,
    record: RecordEnvelope<Payload>,
  ): Promise<RecordEnvelope<Payload>> {
    const stored = await getPackRecord<Payload>(kind, record.id);
    if (stored === undefined || stored.campaignId !== record.campaignId) {
      throw new Error('That record no longer exists. It may have been deleted in another tab.');
    }
    return updatePackRecord<Payload>(kind, record.id, { name: record.name, system: record.system });
  }
}
