import type { ConnectionStatus } from './connection';
import { db } from './db';

/** This tab's connection to the app's database right now (see watchConnection). */
export function connectionStatus(): ConnectionStatus {
  return db.connection.status();
}

/** Calls `listener` whenever the connection status changes; returns the function that stops it. */
export function subscribeConnectionStatus(listener: () => void): () => void {
  return db.connection.subscribe(listener);
}
