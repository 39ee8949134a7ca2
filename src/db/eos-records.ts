import type { CharacterRecord } from './character';
import { db } from './db';
import type { EncounterRecord } from './encounter';
import type { RecordEnvelope, StoredRecord } from './envelope';

/**
 * The boundary between the Eos views' records and what the database stores (schema v3): an Eos character or fight is
 * stored as the core envelope (id, campaign, name, times) around an Eos payload. The Eos repositories read and write
 * through the functions here, so CharacterRecord and EncounterRecord keep the shapes the views use. One pair per record
 * kind; each is lossless both ways (every field that is not the envelope's goes into the payload and comes back out).
 */

/** An Eos character's payload: everything the sheet holds besides the envelope. */
export type EosCharacterPayload = Omit<CharacterRecord, 'id' | 'campaignId' | 'name' | 'createdAt' | 'updatedAt'>;

/**
 * An Eos fight's payload. `status` and `finishedAt` stay in it: "finished" means the Eos engine wrote HP and gear tiers
 * back and dropped the undo history, a rule of that pack, not of the core; no index reads them (the one query on
 * status, listActiveEncounters, scans a campaign's fights anyway).
 */
export type EosEncounterPayload = Omit<EncounterRecord, 'id' | 'campaignId' | 'name' | 'createdAt' | 'updatedAt'>;

export type EosCharacterEnvelope = RecordEnvelope<EosCharacterPayload>;
export type EosEncounterEnvelope = RecordEnvelope<EosEncounterPayload>;

/** A flat record (the v2 shape, the views' shape) as an envelope: every field the envelope does not name is payload. */
export function toEnvelope<P>(flat: {
  id: string;
  campaignId: string;
  name: string;
  createdAt: number;
  updatedAt: number;
}): RecordEnvelope<P> {
  const { id, campaignId, name, createdAt, updatedAt, ...system } = flat;
  return { id, campaignId, name, createdAt, updatedAt, system: system as P };
}

/** An envelope as a flat record: the envelope's fields and the payload's side by side. */
function flatten<R>(stored: StoredRecord): R {
  const { system, ...envelope } = stored;
  return { ...(system as object), ...envelope } as R;
}

export function toEosCharacter(stored: StoredRecord): CharacterRecord {
  return flatten<CharacterRecord>(stored);
}

export function fromEosCharacter(record: CharacterRecord): EosCharacterEnvelope {
  return toEnvelope<EosCharacterPayload>(record);
}

export function toEosEncounter(stored: StoredRecord): EncounterRecord {
  return flatten<EncounterRecord>(stored);
}

export function fromEosEncounter(record: EncounterRecord): EosEncounterEnvelope {
  return toEnvelope<EosEncounterPayload>(record);
}

// ---------------------------------------------------------------------------------------------------------------------
// The Eos repositories' reads and writes of the two tables (inside their transactions), converted at the boundary.

export async function getEosCharacter(id: string): Promise<CharacterRecord | undefined> {
  const stored = await db.characters.get(id);
  return stored && toEosCharacter(stored);
}

export async function bulkGetEosCharacters(ids: readonly string[]): Promise<(CharacterRecord | undefined)[]> {
  return (await db.characters.bulkGet([...ids])).map((c) => c && toEosCharacter(c));
}

export async function eosCharactersOf(campaignId: string): Promise<CharacterRecord[]> {
  return (await db.characters.where('campaignId').equals(campaignId).toArray()).map(toEosCharacter);
}

export async function putEosCharacter(record: CharacterRecord): Promise<void> {
  await db.characters.put(fromEosCharacter(record));
}

export async function addEosCharacter(record: CharacterRecord): Promise<void> {
  await db.characters.add(fromEosCharacter(record));
}

export async function bulkPutEosCharacters(records: readonly CharacterRecord[]): Promise<void> {
  await db.characters.bulkPut(records.map(fromEosCharacter));
}

export async function bulkAddEosCharacters(records: readonly CharacterRecord[]): Promise<void> {
  await db.characters.bulkAdd(records.map(fromEosCharacter));
}

export async function getEosEncounter(id: string): Promise<EncounterRecord | undefined> {
  const stored = await db.encounters.get(id);
  return stored && toEosEncounter(stored);
}

export async function eosEncountersOf(campaignId: string): Promise<EncounterRecord[]> {
  return (await db.encounters.where('campaignId').equals(campaignId).toArray()).map(toEosEncounter);
}

export async function putEosEncounter(record: EncounterRecord): Promise<void> {
  await db.encounters.put(fromEosEncounter(record));
}

export async function addEosEncounter(record: EncounterRecord): Promise<void> {
  await db.encounters.add(fromEosEncounter(record));
}
