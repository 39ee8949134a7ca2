import * as Y from 'yjs';
import { isId } from '../../../server/protocol';
import type { HouseRules } from '../../systems/eos/rules';
import { keyOfRecord, type RecordOf } from '../tables';
import { COUNTER_FIELDS, isCounterKey, writeCounter } from './counters';
import { getPath, jsonEqual, spreadPayload, withoutPath } from './json-paths';
import type { SyncedTable } from './placement';

/**
 * Records into a shared document. Each table is a top-level Y.Map of its records by key, each record a Y.Map of its
 * fields (an envelope's payload spread into "system.<field>" keys), so two devices that change different fields of one
 * record both keep their change (Yjs merges map keys; a
 * field changed on both is the one Yjs picks, the same everywhere). A field's value is stored whole, except the
 * counters (counters.ts), which are taken out of it and stored as running totals. Deleted records leave a tombstone.
 */

/** The top-level map of tombstones: "<table>/<key>" → who deleted the record and when. */
export const DELETED = 'deleted';

export interface Tombstone {
  /** The deleting member's name, as the UI says it ("deleted by Ada (GM)"). */
  by: string;
  /** Milliseconds since the epoch. */
  at: number;
  /** The record's name when it had one, so "Wolves at the ford was deleted" can be said after the record is gone. */
  name?: string;
}

export interface WriteOptions {
  /** This device's member id: the key of its running totals in counters. */
  deviceId: string;
  /** The campaign's house rules, for what a null counter stands for (a character's maximum HP). */
  houseRules?: HouseRules;
}

export function tombstoneKey(table: SyncedTable, key: string): string {
  return `${table}/${key}`;
}

/**
 * Writes `record` into `doc` as a change from this device: only the fields that differ from what the document holds
 * are set, and counters change by the difference, so a device that saves its whole record keeps others' edits to the
 * fields it did not change. (The caller saves a record that already has every remote change applied.)
 */
export function writeRecord<T extends SyncedTable>(
  doc: Y.Doc,
  table: T,
  record: RecordOf<T>,
  options: WriteOptions,
): void {
  if (!isId(options.deviceId)) throw new Error(`A device id must be an id, not ${JSON.stringify(options.deviceId)}.`);
  const key = String(keyOfRecord(table, record as object));
  const counters = COUNTER_FIELDS[table] ?? [];
  let fields: unknown = record;
  for (const counter of counters) fields = withoutPath(fields, counter.path);
  // An envelope's payload fields are fields of the record's map ("system.notes"): see spreadPayload.
  doc.transact(() => {
    const records = doc.getMap<unknown>(table);
    let entry = records.get(key);
    if (!(entry instanceof Y.Map)) {
      entry = new Y.Map<unknown>();
      records.set(key, entry);
    }
    const map = entry as Y.Map<unknown>;
    const next = spreadPayload(fields);
    for (const field of [...map.keys()]) {
      if (!isCounterKey(field) && next[field] === undefined) map.delete(field);
    }
    for (const [field, value] of Object.entries(next)) {
      if (value !== undefined && !jsonEqual(map.get(field), value)) map.set(field, value);
    }
    for (const counter of counters) {
      const value = getPath(record, counter.path);
      if (value !== undefined) {
        writeCounter(map, counter, value as number | null, {
          deviceId: options.deviceId,
          record,
          houseRules: options.houseRules,
        });
      }
    }
  });
}

/**
 * Deletes a record as a change from this device. The delete wins over any edit made to it meanwhile, on every device
 * and in any order: Yjs drops the edits of a removed map, and a tombstone keeps the key deleted even when a device that
 * never saw the delete writes the record anew (readDocument skips a key with a tombstone).
 */
export function deleteRecord(doc: Y.Doc, table: SyncedTable, key: string, who: Omit<Tombstone, 'name'>): void {
  doc.transact(() => {
    const records = doc.getMap<unknown>(table);
    const entry = records.get(key);
    const name = entry instanceof Y.Map ? entry.get('name') : undefined;
    const tombstone: Tombstone = typeof name === 'string' ? { ...who, name } : { ...who };
    records.delete(key);
    doc.getMap<unknown>(DELETED).set(tombstoneKey(table, key), tombstone);
  });
}
