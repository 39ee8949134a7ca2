import type { QuickCreature } from '../systems/eos/rules';

/** A quick creature the GM saved to add to later fights of the campaign ("Wolf", "Bandit archer"). */
export interface CreatureTemplateRecord {
  /** crypto.randomUUID() */
  id: string;
  campaignId: string;
  /** The creature's name, copied from `creature.name` (indexed, for the list). */
  name: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Milliseconds since the epoch. */
  updatedAt: number;
  /** Every number the engine fights with (quickCreatureProfile). */
  creature: QuickCreature;
}
