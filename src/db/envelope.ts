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

/** The id of a rules pack ('eos', 'wasteland-dice', …): the folder name under src/systems and data/. */
export type SystemId = string;
