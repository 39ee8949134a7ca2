import type { PlayerText } from '../core/i18n/player-text';

/**
 * Every failure of a repository function reaches the UI as a StorageError: a code the view can branch on and a message
 * written for a player. A failed write never leaves half a change behind: each write runs in one Dexie transaction, and
 * IndexedDB rolls the whole transaction back when any part of it fails.
 */
export type StorageErrorCode =
  | 'invalid-name'
  | 'invalid-value'
  | 'not-found'
  | 'quota-exceeded'
  | 'write-failed'
  /** A backup file or restore point that cannot be imported; `problems` lists what is wrong and where. */
  | 'invalid-backup'
  /** Another tab upgraded (or deleted) the database and this tab's connection closed: reload to go on. */
  | 'database-closed'
  /** The data changed in another tab between reading and writing: nothing was written, try again. */
  | 'changed-elsewhere';

/** How a StorageError is made: what caused it, and its message as a key of the `storage` catalogue. */
export interface StorageErrorOptions {
  cause?: unknown;
  /** The message as a catalogue key ("storage:quotaExceeded") and its values; the English message stays for logs. */
  text?: PlayerText;
}

export class StorageError extends Error {
  override readonly name = 'StorageError';
  /** The message as a catalogue key, when it has one (docs/i18n.md); the views translate it with failureMessage. */
  readonly text?: PlayerText;
  /** Its message is written for a player: the views show it, translated by `text` (core/ui/failure-message.ts). */
  get playerFacing(): true {
    return true;
  }
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    options?: StorageErrorOptions,
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.text = options?.text;
  }
}

/** A key of src/db's own catalogue (src/db/locales/<language>/storage.json), with its values. */
export function storageText(key: string, values?: PlayerText['values']): PlayerText {
  return { key: `storage:${key}`, values };
}

export const QUOTA_EXCEEDED_MESSAGE =
  "Your browser's storage is full, so nothing was saved. Free some space or export a backup, then try again.";
export const WRITE_FAILED_MESSAGE = 'Saving failed; nothing was changed.';
export const DATABASE_CLOSED_MESSAGE =
  'The app was updated in another tab, so this tab can no longer save. Reload this tab to go on; nothing was changed.';

/** Walks Dexie's wrapping (`inner`) and the standard `cause` chain looking for an error with `name`. */
function hasErrorNamed(error: unknown, name: string): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    if ((current as { name?: unknown }).name === name) return true;
    const next = current as { inner?: unknown; cause?: unknown };
    current = next.inner ?? next.cause;
  }
  return false;
}

/**
 * Maps whatever a transaction threw to a StorageError. Our own StorageErrors (a bad name, a missing campaign) pass through
 * unchanged; a full disk becomes 'quota-exceeded' (Dexie reports it either directly or as the `inner` of an AbortError);
 * a connection closed by another tab's upgrade 'database-closed'; anything else becomes 'write-failed'.
 */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (hasErrorNamed(error, 'QuotaExceededError')) {
    return new StorageError('quota-exceeded', QUOTA_EXCEEDED_MESSAGE, {
      cause: error,
      text: storageText('quotaExceeded'),
    });
  }
  // Only watchConnection closes the app's database: another tab's newer version wanted it.
  if (hasErrorNamed(error, 'DatabaseClosedError')) {
    return new StorageError('database-closed', DATABASE_CLOSED_MESSAGE, {
      cause: error,
      text: storageText('databaseClosed'),
    });
  }
  return new StorageError('write-failed', WRITE_FAILED_MESSAGE, { cause: error, text: storageText('writeFailed') });
}

/**
 * A backup file or restore point that cannot be imported: `message` says what is wrong in a sentence, `problems` lists
 * each problem with where it is ("characters[2].build.creationStats.body: expected a whole number from 0 to 15, got
 * -3"), at most MAX_LISTED_PROBLEMS of them.
 */
export class BackupError extends StorageError {
  constructor(
    message: string,
    readonly problems: readonly string[] = [],
    options?: StorageErrorOptions,
  ) {
    super('invalid-backup', message, options);
  }
}
