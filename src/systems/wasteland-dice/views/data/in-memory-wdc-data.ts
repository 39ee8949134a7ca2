import type { Fight, StoredHouseRules, WdcFighter } from '../../rules';
import type { NewWdcRecord, WdcCampaign, WdcChange, WdcData, WdcFightRecord, WdcFighterRecord } from './wdc-data';

/** What an in-memory store starts with. */
export interface InMemoryWdcSeed {
  readonly campaigns?: readonly WdcCampaign[];
  readonly fighters?: readonly WdcFighterRecord[];
  readonly fights?: readonly WdcFightRecord[];
  /** The clock (milliseconds since the epoch); Date.now by default. */
  readonly now?: () => number;
  /** New record ids; crypto.randomUUID by default. */
  readonly newId?: () => string;
}

type Kind = 'fighter' | 'fight';

/**
 * `WdcData` kept in memory: for tests and for trying the pages without the app's database. Every record is copied in
 * and out (as storage would), changes are announced to subscribers after the write, and `failWrites` makes the next
 * writes reject the way a full or locked database does, so a test can check that a view shows the message and keeps
 * what was typed.
 */
export class InMemoryWdcData implements WdcData {
  private readonly campaigns = new Map<string, WdcCampaign>();
  private readonly records: Record<Kind, Map<string, WdcFighterRecord | WdcFightRecord>> = {
    fighter: new Map(),
    fight: new Map(),
  };
  private readonly listeners = new Set<(change: WdcChange) => void>();
  private failure: { message: string; times: number } | null = null;
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(seed: InMemoryWdcSeed = {}) {
    this.now = seed.now ?? Date.now;
    this.newId = seed.newId ?? (() => crypto.randomUUID());
    for (const campaign of seed.campaigns ?? []) this.campaigns.set(campaign.id, copy(campaign));
    for (const fighter of seed.fighters ?? []) this.records.fighter.set(fighter.id, copy(fighter));
    for (const fight of seed.fights ?? []) this.records.fight.set(fight.id, copy(fight));
  }

  /** The next `times` writes reject with this message (in the player's words); `null` stops failing. */
  failWrites(message: string | null, times = 1): void {
    this.failure = message === null ? null : { message, times };
  }

  async getCampaign(campaignId: string): Promise<WdcCampaign | null> {
    const campaign = this.campaigns.get(campaignId);
    return campaign === undefined ? null : copy(campaign);
  }

  async setHouseRules(campaignId: string, houseRules: StoredHouseRules): Promise<WdcCampaign> {
    this.failIfAsked();
    const campaign = this.requireCampaign(campaignId);
    const next = { ...campaign, houseRules: copy(houseRules) };
    this.campaigns.set(campaignId, next);
    this.announce({ kind: 'campaign', campaignId });
    return copy(next);
  }

  listFighters(campaignId: string): Promise<readonly WdcFighterRecord[]> {
    return this.list<WdcFighterRecord>('fighter', campaignId, (a, b) => a.name.localeCompare(b.name));
  }
  getFighter(campaignId: string, fighterId: string): Promise<WdcFighterRecord | null> {
    return this.get<WdcFighterRecord>('fighter', campaignId, fighterId);
  }
  createFighter(campaignId: string, input: NewWdcRecord<WdcFighter>): Promise<WdcFighterRecord> {
    return this.create<WdcFighter>('fighter', campaignId, input);
  }
  updateFighter(record: WdcFighterRecord): Promise<WdcFighterRecord> {
    return this.update('fighter', record);
  }
  deleteFighter(campaignId: string, fighterId: string): Promise<void> {
    return this.remove('fighter', campaignId, fighterId);
  }

  listFights(campaignId: string): Promise<readonly WdcFightRecord[]> {
    return this.list<WdcFightRecord>('fight', campaignId, (a, b) => b.updatedAt - a.updatedAt);
  }
  getFight(campaignId: string, fightId: string): Promise<WdcFightRecord | null> {
    return this.get<WdcFightRecord>('fight', campaignId, fightId);
  }
  createFight(campaignId: string, input: NewWdcRecord<Fight>): Promise<WdcFightRecord> {
    return this.create<Fight>('fight', campaignId, input);
  }
  updateFight(record: WdcFightRecord): Promise<WdcFightRecord> {
    return this.update('fight', record);
  }
  deleteFight(campaignId: string, fightId: string): Promise<void> {
    return this.remove('fight', campaignId, fightId);
  }

  subscribe(listener: (change: WdcChange) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private failIfAsked(): void {
    if (this.failure === null) return;
    const { message, times } = this.failure;
    this.failure = times > 1 ? { message, times: times - 1 } : null;
    throw new Error(message);
  }

  private requireCampaign(campaignId: string): WdcCampaign {
    const campaign = this.campaigns.get(campaignId);
    if (campaign === undefined) throw new Error('This campaign does not exist any more; it may have been deleted.');
    return campaign;
  }

  private announce(change: WdcChange): void {
    for (const listener of [...this.listeners]) listener(change);
  }

  private async list<R extends WdcFighterRecord | WdcFightRecord>(
    kind: Kind,
    campaignId: string,
    order: (a: R, b: R) => number,
  ): Promise<readonly R[]> {
    const all = [...this.records[kind].values()] as R[];
    return all
      .filter((r) => r.campaignId === campaignId)
      .sort(order)
      .map(copy);
  }

  private async get<R extends WdcFighterRecord | WdcFightRecord>(
    kind: Kind,
    campaignId: string,
    id: string,
  ): Promise<R | null> {
    const found = this.records[kind].get(id);
    return found === undefined || found.campaignId !== campaignId ? null : (copy(found) as R);
  }

  private async create<P>(kind: Kind, campaignId: string, input: NewWdcRecord<P>) {
    this.failIfAsked();
    this.requireCampaign(campaignId);
    const at = this.now();
    const record = {
      id: this.newId(),
      campaignId,
      name: input.name,
      createdAt: at,
      updatedAt: at,
      system: input.system,
    };
    this.records[kind].set(record.id, copy(record) as unknown as WdcFighterRecord | WdcFightRecord);
    this.announce({ kind, campaignId, id: record.id });
    return copy(record);
  }

  private async update<R extends WdcFighterRecord | WdcFightRecord>(kind: Kind, record: R): Promise<R> {
    this.failIfAsked();
    const stored = this.records[kind].get(record.id);
    if (stored === undefined || stored.campaignId !== record.campaignId) {
      throw new Error(`This ${kind} does not exist any more; it may have been deleted in another tab.`);
    }
    const next = {
      ...copy(record),
      createdAt: stored.createdAt,
      updatedAt: Math.max(this.now(), stored.updatedAt + 1),
    };
    this.records[kind].set(record.id, next);
    this.announce({ kind, campaignId: record.campaignId, id: record.id });
    return copy(next);
  }

  private async remove(kind: Kind, campaignId: string, id: string): Promise<void> {
    this.failIfAsked();
    const stored = this.records[kind].get(id);
    if (stored === undefined || stored.campaignId !== campaignId) return;
    this.records[kind].delete(id);
    this.announce({ kind, campaignId, id });
  }
}

function copy<T>(value: T): T {
  return structuredClone(value);
}
