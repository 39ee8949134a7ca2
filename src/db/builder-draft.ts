import type { CharacterFields } from './character-edits';

/**
 * A character the builder has open and not saved yet, stored as the player goes so that leaving the page, a reload or
 * a crashed tab loses nothing. On this device only: an unfinished build is nobody else's business, so it is not in
 * backups or restore points (the table's scope is 'device'), and it is removed once saved or discarded.
 */
export interface BuilderDraftRecord {
  /** "new:<campaignId>" for a new character of a campaign, "edit:<characterId>" for changes to a stored one. */
  key: string;
  campaignId: string;
  /** The character being edited; null for a new one. */
  characterId: string | null;
  /** What the player has entered so far. */
  draft: CharacterFields;
  /** The character as it was when the editor opened it (null for a new one): its save merges from there. */
  base: CharacterFields | null;
  /** The builder step the player was on. */
  step: string;
  /** Milliseconds since the epoch. */
  updatedAt: number;
}

/** The key of the draft of a new character of `campaignId`, or of the changes to `characterId`. */
export function builderDraftKey(target: { campaignId: string; characterId: string | null }): string {
  return target.characterId === null ? `new:${target.campaignId}` : `edit:${target.characterId}`;
}
