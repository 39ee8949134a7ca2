import { type CharacterBuild, type CharacterGear } from '../systems/eos/rules';

/** How a character shows in lists and on the sheet: a colour swatch or an emoji. */
export type Portrait = { kind: 'colour'; value: string } | { kind: 'emoji'; value: string };

/** A character of a campaign as stored: the rules engine's build plus what only the table cares about. */
export interface CharacterRecord {
  /** crypto.randomUUID() */
  id: string;
  campaignId: string;
  name: string;
  notes: string;
  portrait: Portrait;
  /** A build that breaks a rule can be saved only as a draft (validateCharacter says what is wrong). */
  draft: boolean;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Milliseconds since the epoch. */
  updatedAt: number;
  /** Everything the player decided; every number on the sheet is derived from it by src/systems/eos/rules. */
  build: CharacterBuild;
  /** What the character wears and carries; the Body, slot and size rules are checked by gearViolations. */
  gear: CharacterGear;
  /** Hit points right now; null means at maximum (so a level up or a Body change keeps a healthy character full). */
  currentHp: number | null;
}

/** What a caller supplies to create a character; the repository fills id, campaign and timestamps. */
export interface NewCharacter {
  name: string;
  build: CharacterBuild;
  notes?: string;
  portrait?: Portrait;
  draft?: boolean;
  /** Defaults to EMPTY_GEAR: nothing worn or carried. */
  gear?: CharacterGear;
  /** Defaults to null: at maximum HP. */
  currentHp?: number | null;
}

/** The fields a player can change after creation. */
export type CharacterChanges = Partial<
  Pick<CharacterRecord, 'name' | 'notes' | 'portrait' | 'draft' | 'build' | 'gear' | 'currentHp'>
>;

export const DEFAULT_PORTRAIT: Portrait = { kind: 'colour', value: '#e8c46a' };
