/** What a failed action says when the error did not come with words for the player. */
export const SOMETHING_WENT_WRONG = 'Something went wrong; nothing was changed.';

/**
 * An error whose message is written for a player (a StorageError, a RulesError) declares it with a `playerFacing`
 * getter: the core cannot import the database's or a pack's error classes, so it asks the error instead.
 */
export function isPlayerFacing(error: unknown): error is Error & { readonly playerFacing: true } {
  return error instanceof Error && (error as { playerFacing?: unknown }).playerFacing === true;
}

/**
 * The message to show for a failed action: an error that speaks to the player (a refused step, a full disk, a name
 * already taken) is shown as it is; anything else as SOMETHING_WENT_WRONG. One helper for every view.
 */
export function failureMessage(error: unknown): string {
  return isPlayerFacing(error) ? error.message : SOMETHING_WENT_WRONG;
}
