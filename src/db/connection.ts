import type { Dexie } from 'dexie';

/**
 * What this tab's connection to the database can do right now:
 * - open: reads and writes work
 * - blocked: this tab wants to upgrade the data to a newer schema, but a tab with an older version of the app keeps the
 *   database open; reads and writes wait until that tab closes or reloads
 * - upgraded-elsewhere: another tab upgraded the data to a newer schema; this tab closed its connection so as not to
 *   block it, keeps what is on screen, and must be reloaded before it can read or save again
 * - deleted-elsewhere: another tab (or "clear site data") deleted the database; the same, reload to go on
 */
export type ConnectionStatus = 'open' | 'blocked' | 'upgraded-elsewhere' | 'deleted-elsewhere';

export interface ConnectionWatch {
  status(): ConnectionStatus;
  /** Calls `listener` after every change of status; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

/**
 * Handles the two events IndexedDB sends when tabs of different app versions share the database.
 *
 * versionchange (another tab opens a newer schema): Dexie's default closes the connection and re-opens it on the next
 * query — with this tab's old schema against the new database, which at best fails and at worst has Dexie "patch" the
 * new schema back. Instead the connection closes for good (no auto-open); what is on screen stays, because Dexie's live
 * queries ignore DatabaseClosedError; writes fail with a StorageError 'database-closed' that says to reload.
 *
 * blocked (this tab upgrades while an old tab holds the database open): the upgrade waits; the status says so until
 * the database opens.
 *
 * close (the browser closed the connection itself, as Chrome does when the site's data is cleared): treated like a
 * delete in another tab.
 */
export function watchConnection(database: Dexie): ConnectionWatch {
  let current: ConnectionStatus = 'open';
  const listeners = new Set<() => void>();
  const set = (next: ConnectionStatus) => {
    if (next === current) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };

  database.on('versionchange', (event: IDBVersionChangeEvent) => {
    database.close(); // disableAutoOpen: the old schema must never re-open the new database
    set(event.newVersion ? 'upgraded-elsewhere' : 'deleted-elsewhere');
    return false; // stops Dexie's default handler, which would close with auto-open on
  });
  database.on('blocked', () => set('blocked'));
  // Sticky: runs after every successful open (a test or a retry may close and re-open the same instance).
  database.on(
    'ready',
    () => {
      set('open');
      // The browser closes a connection by itself when the site's data is cleared (Chrome sends no versionchange
      // then): Dexie would re-open a new, empty database on the next query. Close for good and say so instead.
      database.backendDB()?.addEventListener('close', () => {
        database.close();
        set('deleted-elsewhere');
      });
    },
    true,
  );

  return {
    status: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
