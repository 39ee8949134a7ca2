import type { Encounter } from '../systems/eos/rules';

/** A fight in progress, or over and kept with the campaign for its log. */
export type EncounterStatus = 'active' | 'finished';

/** A fight of a campaign as stored: the combat engine's whole Encounter state plus what the list shows. */
export interface EncounterRecord {
  /** crypto.randomUUID() */
  id: string;
  campaignId: string;
  /** What the table calls the fight ("Wolves at the ford"). */
  name: string;
  status: EncounterStatus;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Milliseconds since the epoch; bumped by every step of the fight. */
  updatedAt: number;
  /** When the fight was finished (HP written back to the characters), or null while it runs. */
  finishedAt: number | null;
  /**
   * The engine's state: combatants, order, round, log and (while active) the undo history. A finished encounter keeps
   * its log but drops the undo steps: the fight can no longer be changed.
   */
  state: Encounter;
}

/** An encounter as the encounters list shows it: no log, no undo history. */
export interface EncounterSummary {
  id: string;
  campaignId: string;
  name: string;
  status: EncounterStatus;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
  round: number;
  logLength: number;
  combatants: { id: string; name: string; side: 'party' | 'foe'; hp: number; maxHp: number }[];
}

/** One page of a campaign's encounters, most recently changed first. */
export interface EncounterPage {
  encounters: EncounterSummary[];
  /** How many encounters the campaign has in all. */
  total: number;
  /** The page asked for, 0-based, and its size. */
  page: number;
  pageSize: number;
}
