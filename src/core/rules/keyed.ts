import { requireInput, requireText } from './errors';

/**
 * Records keyed by id (a day's state and plan by character id, initiative totals by combatant id) are plain objects, as
 * stored. Looking one up with `record[id]` would find a built-in for an id such as "toString" or "constructor" — a
 * function where a state was expected — so lookups by id ask for the record's own entry.
 */

/** The entry stored under `key` in a record keyed by id, or undefined: never a built-in such as `toString`. */
export function entryOf<T>(record: Readonly<Partial<Record<string, T>>> | undefined, key: string): T | undefined {
  if (record !== undefined) requireInput('Entry of', record);
  requireText('The id looked up', key);
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
