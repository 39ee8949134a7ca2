import type { RecordEnvelope } from '../../../../db/envelope';
import type { StoredHouseRules, Tracker, WwPlayer } from '../../rules';

/*
 * The storage seam of the Wasteland Wolves views: everything they read and write goes through `WwData`, which the app
 * implements on the core's database (and `InMemoryWwData` implements for tests). Records are the core's envelope
 * around the pack's payload: a player is a character record RecordEnvelope<WwPlayer>, a game's tracker an encounter
 * record RecordEnvelope<Tracker>, validated by WwPlayerSchema and WwTrackerSchema (rules/schemas) when the core reads
 * or imports them.
 */

export type WwPlayerRecord = RecordEnvelope<WwPlayer>;
export type WwTrackerRecord = RecordEnvelope<Tracker>;

/** The game (the core's campaign) as the pack's pages see it: its id and name, and the table's stored settings. */
export interface WwGame {
  readonly id: string;
  readonly name: string;
  /** Any subset of the settings (StoredHouseRulesSchema); a missing one takes its default (wwHouseRules). */
  readonly houseRules: StoredHouseRules;
}

/** What a new record is made from: the store gives it its id, campaign and times. */
export interface NewWwRecord<Payload> {
  readonly name: string;
  readonly system: Payload;
}

/** What changed, for a subscriber: the kind of record, its game, and its id when one record changed. */
export interface WwChange {
  readonly kind: 'game' | 'player' | 'tracker';
  readonly campaignId: string;
  readonly id?: string;
}

/**
 * The pack's data, per game. Every method is async. A failed write rejects with an Error whose message is in the
 * player's words ("The player could not be saved: the device is out of space."); the view shows that message and keeps
 * what the player typed. Reads of a missing record resolve null (not an error).
 *
 * A stored record that breaks a rule (perks above the level, an imported file) is still returned when its shape is
 * readable: the views show what is wrong and keep working; they never change it silently.
 */
export interface WwData {
  /** The game, or null when there is none with that id. */
  getGame(campaignId: string): Promise<WwGame | null>;
  /** Stores the table's settings (checked by the caller with wwHouseRules) and returns the game after. */
  setHouseRules(campaignId: string, houseRules: StoredHouseRules): Promise<WwGame>;

  /** The game's players (character records), by name. */
  listPlayers(campaignId: string): Promise<readonly WwPlayerRecord[]>;
  getPlayer(campaignId: string, playerId: string): Promise<WwPlayerRecord | null>;
  createPlayer(campaignId: string, input: NewWwRecord<WwPlayer>): Promise<WwPlayerRecord>;
  /** Stores the record (its id and game unchanged, updatedAt bumped) and returns it as stored. */
  updatePlayer(record: WwPlayerRecord): Promise<WwPlayerRecord>;
  deletePlayer(campaignId: string, playerId: string): Promise<void>;

  /** The game's trackers (encounter records), the newest change first; the game page shows the first. */
  listTrackers(campaignId: string): Promise<readonly WwTrackerRecord[]>;
  getTracker(campaignId: string, trackerId: string): Promise<WwTrackerRecord | null>;
  createTracker(campaignId: string, input: NewWwRecord<Tracker>): Promise<WwTrackerRecord>;
  updateTracker(record: WwTrackerRecord): Promise<WwTrackerRecord>;
  deleteTracker(campaignId: string, trackerId: string): Promise<void>;

  /** Calls `listener` after every change (in this tab or another); returns the function that stops it. */
  subscribe(listener: (change: WwChange) => void): () => void;
}
