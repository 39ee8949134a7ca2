import { Dexie, type Table } from 'dexie';
import { db } from './db';
import { toStorageError } from './errors';
import { forgetReadAhead } from './read-ahead';
import { beforeWrite } from './restore-points';

/**
 * Runs `scope` in one read-write transaction over `tables`: either every write in it lands or none does. Whatever goes
 * wrong comes out as a StorageError with a message a player understands.
 *
 * The first write of a session (and of each day) first keeps the campaigns as they are as restore points
 * (restore-points.ts: beforeWrite). A write nested in another's transaction skips that: the outer one did it.
 */
export async function writeTransaction<T>(tables: readonly Table[], scope: () => Promise<T>): Promise<T> {
  try {
    if (!Dexie.currentTransaction) await beforeWrite(new Date());
    const result = await db.transaction('rw', tables, scope);
    forgetReadAhead();
    return result;
  } catch (error) {
    throw toStorageError(error);
  }
}

/** Milliseconds since the epoch: the unit of every createdAt/updatedAt. */
export function now(): number {
  return Date.now();
}
