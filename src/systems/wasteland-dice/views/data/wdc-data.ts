import type { RecordEnvelope } from '../../../../db/envelope';
import type { Fight, StoredHouseRules, WdcFighter } from '../../rules';

/*
 * The storage seam of the Wasteland Dice Combat views: everything they read and write goes through `WdcData`, which the
 * app implements on the core's database (and `InMemoryWdcData` implements for tests). Records are the core's envelope
 * around the pack's payload: a fighter is RecordEnvelope<WdcFighter>, a fight RecordEnvelope<Fight>, validated by
 * WdcFighterSchema and WdcFightSchema (rules/schemas) when the core reads or imports them.
 */

export type WdcFighterRecord = RecordEnvelope<WdcFighter>;
export type WdcFightRecord = RecordEnvelope<Fight>;

/** The campaign as the pack's pages see it: its id and name, and the Storyteller's stored settings. */
export interface WdcCampaign {
  readonly id: string;
  readonly name: string;
  /** Any subset of the settings (StoredHouseRulesSchema); a missing one takes its default (wdcHouseRules). */
  readonly houseRules: StoredHouseRules;
}

/** What a new record is made from: the store gives it its id, campaign and times. */
export interface NewWdcRecord<Payload> {
  readonly name: string;
  readonly system: Payload;
}

/** What changed, for a subscriber: the kind of record, its campaign, and its id when one record changed. */
export interface WdcChange {
  readonly kind: 'campaign' | 'fighter' | 'fight';
  readonly campaignId: string;
  readonly id?: string;
}

/**
 * The pack's data, per campaign. Every method is async. A failed write rejects with an Error whose message is in the
 * player's words ("The fighter could not be saved: the device is out of space."); the view shows that message and
 * keeps what the player typed. Reads of a missing record resolve null (not an error).
 *
 * A stored fighter that breaks a rule (a skill of 4 typed into an older version, an imported file) is still returned by
 * list/get when its shape is readable: the views list its problems (fighterProblems) and leave it out of fights until
 * it is fixed; they never change it silently.
 */
export interface WdcData {
  /** The campaign, or null when there is none with that id. */
  getCampaign(campaignId: string): Promise<WdcCampaign | null>;
  /** Stores the Storyteller's settings (checked by the caller with wdcHouseRules) and returns the campaign after. */
  setHouseRules(campaignId: string, houseRules: StoredHouseRules): Promise<WdcCampaign>;

  /** The campaign's fighters, by name. */
  listFighters(campaignId: string): Promise<readonly WdcFighterRecord[]>;
  getFighter(campaignId: string, fighterId: string): Promise<WdcFighterRecord | null>;
  createFighter(campaignId: string, input: NewWdcRecord<WdcFighter>): Promise<WdcFighterRecord>;
  /** Stores the record (its id and campaign unchanged, updatedAt bumped) and returns it as stored. */
  updateFighter(record: WdcFighterRecord): Promise<WdcFighterRecord>;
  deleteFighter(campaignId: string, fighterId: string): Promise<void>;

  /** The campaign's fights, the newest change first. */
  listFights(campaignId: string): Promise<readonly WdcFightRecord[]>;
  getFight(campaignId: string, fightId: string): Promise<WdcFightRecord | null>;
  createFight(campaignId: string, input: NewWdcRecord<Fight>): Promise<WdcFightRecord>;
  updateFight(record: WdcFightRecord): Promise<WdcFightRecord>;
  deleteFight(campaignId: string, fightId: string): Promise<void>;

  /** Calls `listener` after every change (in this tab or another); returns the function that stops it. */
  subscribe(listener: (change: WdcChange) => void): () => void;
}
