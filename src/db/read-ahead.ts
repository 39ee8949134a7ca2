/**
 * The app's one read cache: what a page read ahead for the page likely next (the party page's characters for their
 * sheets, its calendar data for the planner), so that page draws at once and its own live read takes over. An entry
 * lives while the page that offered it keeps it (the returned function takes it back) and no longer than the next
 * write: any write may change what it holds, so every write of the app forgets them all.
 */
const shelves = new Map<string, Map<string, unknown>>();

export interface ReadAhead<T> {
  /** What was offered under `key`, if it is still held. */
  get(key: string): T | undefined;
  /** Holds `value` under `key` until the returned function takes it back (if it is still the one held) or a write. */
  offer(key: string, value: T): () => void;
}

/** The shelf of one kind of read-ahead data ('sheet', 'calendar'), one per name. */
export function readAhead<T>(name: string): ReadAhead<T> {
  let shelf = shelves.get(name);
  if (shelf === undefined) shelves.set(name, (shelf = new Map()));
  const held = shelf;
  return {
    get: (key) => held.get(key) as T | undefined,
    offer(key, value) {
      held.set(key, value);
      return () => {
        if (held.get(key) === value) held.delete(key);
      };
    },
  };
}

/** Forgets everything read ahead: called by every write (write.ts), as the written records may be among it. */
export function forgetReadAhead(): void {
  for (const shelf of shelves.values()) shelf.clear();
}
