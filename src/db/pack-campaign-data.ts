import { getCampaign } from './campaigns-repo';
import type { RecordEnvelope, SystemId } from './envelope';
import {
  createPackRecord,
  deletePackRecord,
  getPackRecord,
  listPackRecords,
  setPackHouseRules,
  subscribePackRecords,
  updatePackRecord,
  type NewPackRecord,
  type PackRecordKind,
} from './pack-records';

/** A pack's payload of each record kind: its character (fighter, player …) and its fight (encounter, tracker …). */
export interface PackPayloads {
  characters: unknown;
  encounters: unknown;
}

/** A campaign as a pack's pages see it: its name and the pack's stored house rules. */
export interface PackCampaign<HouseRules> {
  id: string;
  name: string;
  houseRules: HouseRules;
}

/** What changed: the campaign itself (its house rules) or one of its tables of records. */
export type PackChange = 'campaign' | PackRecordKind;

const GONE = 'That record no longer exists. It may have been deleted in another tab.';

/**
 * One campaign of one pack on the app's database: what a pack's data seam (Wasteland Dice's WdcData, the wolves'
 * WwData …) is built on, so each pack maps names and no pack writes its own storage. Records are the core's envelopes
 * (pack-records.ts checks every write with the pack's schemas and refuses a bad one in words, storing nothing); a record
 * or campaign of another campaign or another game reads as missing. `watch` reports another tab's changes too.
 */
export class PackCampaignData<Payloads extends PackPayloads, HouseRules extends object> {
  private readonly listeners = new Set<(what: PackChange) => void>();
  private stopWatching: (() => void) | null = null;

  constructor(
    readonly systemId: SystemId,
    readonly campaignId: string,
  ) {}

  /** The campaign, or null when there is none of this pack with that id. */
  async campaign(campaignId: string): Promise<PackCampaign<HouseRules> | null> {
    const campaign = await getCampaign(campaignId);
    if (campaign === undefined || campaign.systemId !== this.systemId) return null;
    return { id: campaign.id, name: campaign.name, houseRules: (campaign.houseRules ?? {}) as HouseRules };
  }

  /** Stores the campaign's house rules (checked by the pack's schema) and returns the campaign after. */
  async setHouseRules(campaignId: string, houseRules: HouseRules): Promise<PackCampaign<HouseRules>> {
    await setPackHouseRules(campaignId, houseRules);
    this.announce('campaign');
    const campaign = await this.campaign(campaignId);
    if (campaign === null) throw new Error('That campaign no longer exists. It may have been deleted in another tab.');
    return campaign;
  }

  list<K extends PackRecordKind>(kind: K, campaignId: string): Promise<RecordEnvelope<Payloads[K]>[]> {
    return listPackRecords<Payloads[K]>(kind, campaignId);
  }

  async get<K extends PackRecordKind>(
    kind: K,
    campaignId: string,
    id: string,
  ): Promise<RecordEnvelope<Payloads[K]> | null> {
    const record = await getPackRecord<Payloads[K]>(kind, id);
    return record !== undefined && record.campaignId === campaignId ? record : null;
  }

  create<K extends PackRecordKind>(
    kind: K,
    campaignId: string,
    input: NewPackRecord<Payloads[K]>,
  ): Promise<RecordEnvelope<Payloads[K]>> {
    return createPackRecord(kind, campaignId, input);
  }

  /** Stores a record's name and payload (its id and campaign unchanged) and returns it as stored. */
  async update<K extends PackRecordKind>(
    kind: K,
    record: RecordEnvelope<Payloads[K]>,
  ): Promise<RecordEnvelope<Payloads[K]>> {
    if ((await this.get(kind, record.campaignId, record.id)) === null) throw new Error(GONE);
    return updatePackRecord<Payloads[K]>(kind, record.id, { name: record.name, system: record.system });
  }

  async remove(kind: PackRecordKind, campaignId: string, id: string): Promise<void> {
    if ((await this.get(kind, campaignId, id)) === null) throw new Error(GONE);
    await deletePackRecord(kind, id);
  }

  /**
   * Calls `listener` after every change of this campaign: its house rules set here, or its characters or encounters
   * changed in this tab or another (Dexie's live queries, not their first reading). Returns the unsubscribe.
   */
  subscribe(listener: (what: PackChange) => void): () => void {
    this.listeners.add(listener);
    this.stopWatching ??= this.watch();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.stopWatching?.();
      this.stopWatching = null;
    };
  }

  private watch(): () => void {
    const stops = (['characters', 'encounters'] as const).map((kind) => {
      let first = true;
      return subscribePackRecords(kind, this.campaignId, () => {
        if (first) first = false;
        else this.announce(kind);
      });
    });
    return () => stops.forEach((stop) => stop());
  }

  private announce(what: PackChange): void {
    for (const listener of [...this.listeners]) listener(what);
  }
}
