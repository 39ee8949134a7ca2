/**
 * Every failure of a repository function reaches the UI as a StorageError: a code the view can branch on and a message
 * written for a player. A failed write never leaves half a change behind: each write runs in one Dexie transaction, and
 * IndexedDB rolls the whole transaction back when any part of it fails.
 */
export type StorageErrorCode = 'invalid-name' | 'invalid-value' | 'not-found' | 'quota-exceeded' | 'write-failed';

export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const QUOTA_EXCEEDED_MESSAGE =
  "Your browser's storage is full, so nothing was saved. Free some space or export a backup, then try again.";
export const WRITE_FAILED_MESSAGE = 'Saving failed; nothing was changed.';

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
 * anything else becomes 'write-failed'.
 */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (hasErrorNamed(error, 'QuotaExceededError')) {
    return new StorageError('quota-exceeded', QUOTA_EXCEEDED_MESSAGE, { cause: error });
  }
  return new StorageError('write-failed', WRITE_FAILED_MESSAGE, { cause: error });
}
