import * as Y from 'yjs';
import dump from '../../fixtures/db-v1/dump.json';
import upgraded from '../../fixtures/db-v1/expected.json';
import type { CharacterRecord } from '../../../src/db/character';
import type { EncounterRecord } from '../../../src/db/encounter';
import { fromEosCharacter, toEosCharacter } from '../../../src/db/eos-records';
import { writeRecord, type WriteOptions } from '../../../src/db/sync/write-record';
import type { RecordOf, TableName } from '../../../src/db/tables';

/**
 * One fixture record of `table` as the database stores it now (the v1 fixture after the v3 upgrade: campaigns with
 * their game, characters and fights as envelopes), a fresh copy each call.
 */
export function fixture<T extends TableName>(table: T, index = 0): RecordOf<T> {
  const records = (upgraded.tables as Record<string, unknown[]>)[table];
  if (records === undefined || records[index] === undefined) throw new Error(`no fixture ${table}[${index}]`);
  return structuredClone(records[index]) as RecordOf<T>;
}

/** One fixture character as the Eos views hold it (flat: CharacterRecord). */
export function eosCharacter(index = 0): CharacterRecord {
  return structuredClone((dump.tables.characters as unknown[])[index]) as CharacterRecord;
}

/** One fixture fight as the Eos views hold it (flat: EncounterRecord). */
export function eosFight(index = 0): EncounterRecord {
  return structuredClone((dump.tables.encounters as unknown[])[index]) as EncounterRecord;
}

/** An Eos character written into its document as the database stores it (its envelope). */
export function writeCharacter(doc: Y.Doc, character: CharacterRecord, options: WriteOptions): void {
  writeRecord(doc, 'characters', fromEosCharacter(character), options);
}

/** A stored character as the Eos views read it, or undefined. */
export function asEosCharacter(record: RecordOf<'characters'> | undefined): CharacterRecord | undefined {
  return record && toEosCharacter(record);
}

/** The fixture campaign every per-campaign fixture record belongs to. */
export const CAMPAIGN_ID = '0b6f3c2e-6a5d-4f1e-9a51-1c2d3e4f5a60';

/** Two devices that were apart meet: each applies what the other has (in the order given). */
export function exchange(first: Y.Doc, second: Y.Doc): void {
  const fromFirst = Y.encodeStateAsUpdate(first, Y.encodeStateVector(second));
  const fromSecond = Y.encodeStateAsUpdate(second, Y.encodeStateVector(first));
  Y.applyUpdate(second, fromFirst);
  Y.applyUpdate(first, fromSecond);
}

/** A second device that starts from `doc`'s state. */
export function copyOf(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}
