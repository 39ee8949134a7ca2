import type { Table } from 'dexie';
import { db } from './db';
import { toStorageError } from './errors';

/**
 * Runs `scope` in one read-write transaction over `tables`: either every write in it lands or none does. Whatever goes
 * wrong comes out as a StorageError with a message a player understands.
 */
export async function writeTransaction<T>(tables: readonly Table[], scope: () => Promise<T>): Promise<T> {
  try {
    return await db.transaction('rw', tables, scope);
  } catch (error) {
    throw toStorageError(error);
  }
}

/** Milliseconds since the epoch: the unit of every createdAt/updatedAt. */
export function now(): number {
  return Date.now();
}
