import type { StoredHouseRules, Tracker, WwPlayer } from '../../rules';
import type { NewWwRecord, WwChange, WwData, WwGame, WwPlayerRecord, WwTrackerRecord } from './ww-data';

/** What an in-memory store starts with. */
export interface InMemoryWwSeed {
  readonly games?: readonly WwGame[];
  readonly players?: readonly WwPlayerRecord[];
  readonly trackers?: readonly WwTrackerRecord[];
  /** The clock (milliseconds since the epoch); Date.now by default. */
  readonly now?: () => number;
  /** New record ids; crypto.randomUUID by default. */
  readonly newId?: () => string;
}

type Kind = 'player' | 'tracker';
type AnyRecord = WwPlayerRecord | WwTrackerRecord;

/**
 * `WwData` kept in memory: for tests and for trying the pages without the app's database. Records are copied in and
 * out (as storage would), changes are announced after the write, and `failWrites` makes the next writes reject the way
 * a full or locked database does, so a test can check that a view shows the message and keeps what was typed.
 */
export class InMemoryWwData implements WwData {
  private readonly games = new Map<string, WwGame>();
  private readonly records: Record<Kind, Map<string, AnyRecord>> = { player: new Map(), tracker: new Map() };
  private readonly listeners = new Set<(change: WwChange) => void>();
  private failure: { message: string; times: number } | null = null;
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(seed: InMemoryWwSeed = {}) {
    this.now = seed.now ?? Date.now;
    this.newId = seed.newId ?? (() => crypto.randomUUID());
    for (const game of seed.games ?? []) this.games.set(game.id, copy(game));
    for (const player of seed.players ?? []) this.records.player.set(player.id, copy(player));
    for (const tracker of seed.trackers ?? []) this.records.tracker.set(tracker.id, copy(tracker));
  }

  /** The next `times` writes reject with this message (in the player's words); `null` stops failing. */
  failWrites(message: string | null, times = 1): void {
    this.failure = message === null ? null : { message, times };
  }

  async getGame(campaignId: string): Promise<WwGame | null> {
    const game = this.games.get(campaignId);
    return game === undefined ? null : copy(game);
  }

  async setHouseRules(campaignId: string, houseRules: StoredHouseRules): Promise<WwGame> {
    this.failIfAsked();
    const game = this.requireGame(campaignId);
    const next = { ...game, houseRules: copy(houseRules) };
    this.games.set(campaignId, next);
    this.announce({ kind: 'game', campaignId });
    return copy(next);
  }

  listPlayers(campaignId: string): Promise<readonly WwPlayerRecord[]> {
    return this.list<WwPlayerRecord>('player', campaignId, (a, b) => a.name.localeCompare(b.name));
  }
  getPlayer(campaignId: string, playerId: string): Promise<WwPlayerRecord | null> {
    return this.get<WwPlayerRecord>('player', campaignId, playerId);
  }
  createPlayer(campaignId: string, input: NewWwRecord<WwPlayer>): Promise<WwPlayerRecord> {
    return this.create<WwPlayer>('player', campaignId, input);
  }
  updatePlayer(record: WwPlayerRecord): Promise<WwPlayerRecord> {
    return this.update('player', record);
  }
  deletePlayer(campaignId: string, playerId: string): Promise<void> {
    return this.remove('player', campaignId, playerId);
  }

  listTrackers(campaignId: string): Promise<readonly WwTrackerRecord[]> {
    return this.list<WwTrackerRecord>('tracker', campaignId, (a, b) => b.updatedAt - a.updatedAt);
  }
  getTracker(campaignId: string, trackerId: string): Promise<WwTrackerRecord | null> {
    return this.get<WwTrackerRecord>('tracker', campaignId, trackerId);
  }
  createTracker(campaignId: string, input: NewWwRecord<Tracker>): Promise<WwTrackerRecord> {
    return this.create<Tracker>('tracker', campaignId, input);
  }
  updateTracker(record: WwTrackerRecord): Promise<WwTrackerRecord> {
    return this.update('tracker', record);
  }
  deleteTracker(campaignId: string, trackerId: string): Promise<void> {
    return this.remove('tracker', campaignId, trackerId);
  }

  subscribe(listener: (change: WwChange) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private failIfAsked(): void {
    if (this.failure === null) return;
    const { message, times } = this.failure;
    this.failure = times > 1 ? { message, times: times - 1 } : null;
    throw new Error(message);
  }

  private requireGame(campaignId: string): WwGame {
    const game = this.games.get(campaignId);
    if (game === undefined) throw new Error('This game does not exist any more; it may have been deleted.');
    return game;
  }

  private announce(change: WwChange): void {
    for (const listener of [...this.listeners]) listener(change);
  }

  private async list<R extends AnyRecord>(
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

  private async get<R extends AnyRecord>(kind: Kind, campaignId: string, id: string): Promise<R | null> {
    const found = this.records[kind].get(id);
    return found === undefined || found.campaignId !== campaignId ? null : (copy(found) as R);
  }

  private async create<P>(kind: Kind, campaignId: string, input: NewWwRecord<P>) {
    this.failIfAsked();
    this.requireGame(campaignId);
    const at = this.now();
    const record = {
      id: this.newId(),
      campaignId,
      name: input.name,
      createdAt: at,
      updatedAt: at,
      system: input.system,
    };
    this.records[kind].set(record.id, copy(record) as unknown as AnyRecord);
    this.announce({ kind, campaignId, id: record.id });
    return copy(record);
  }

  private async update<R extends AnyRecord>(kind: Kind, record: R): Promise<R> {
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
