import type { SystemId } from '../core/systems/game-system';

/**
 * What the core stores of every game's character and fight: the envelope it lists, sorts, backs up, syncs and deletes
 * with its campaign, and the game's own `system` payload, which only the campaign's rules pack reads and validates (as
 * Foundry VTT keeps an actor apart from its `system` data). The core never looks inside `system`.
 */
export interface RecordEnvelope<Payload> {
  /** crypto.randomUUID() */
  id: string;
  campaignId: string;
  /** What lists and logs call the record ("Katniss", "Wolves at the ford"). */
  name: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Milliseconds since the epoch; bumped by every change. */
  updatedAt: number;
  /** The game's payload, validated by the schema of the pack the campaign plays (CampaignRecord.systemId). */
  system: Payload;
}

export type { SystemId };

/**
 * A character or fight as the `characters` and `encounters` tables store it (schema v3, backup format 2): the envelope
 * with a payload only the campaign's pack reads. The Eos repositories turn it into CharacterRecord / EncounterRecord
 * (eos-records.ts); other packs use pack-records.ts.
 */
export type StoredRecord = RecordEnvelope<unknown>;

/** The envelope's own fields: everything else of a flat record is its payload. */
export const ENVELOPE_FIELDS = ['id', 'campaignId', 'name', 'createdAt', 'updatedAt'] as const;

/** The game every campaign made before schema v3 (and backup format 2) plays. */
export const DEFAULT_SYSTEM_ID: SystemId = 'eos';
