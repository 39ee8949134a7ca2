import * as Y from 'yjs';
import dump from '../../fixtures/db-v1/dump.json';
import type { RecordOf, TableName } from '../../../src/db/tables';

/** One fixture record of `table` as version 1 stored it (a fresh copy each call). */
export function fixture<T extends TableName>(table: T, index = 0): RecordOf<T> {
  const records = (dump.tables as Record<string, unknown[]>)[table];
  if (records === undefined || records[index] === undefined) throw new Error(`no fixture ${table}[${index}]`);
  return structuredClone(records[index]) as RecordOf<T>;
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
