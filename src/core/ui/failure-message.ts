import type { TFunction } from 'i18next';
import { getI18n } from 'react-i18next';
import { playerTextOf } from '../i18n/player-text';

/** What a failed action says when the error did not come with words for the player (English, for logs and tests). */
export const SOMETHING_WENT_WRONG = 'Something went wrong; nothing was changed.';

/**
 * An error whose message is written for a player (a StorageError, a RulesError) declares it with a `playerFacing`
 * getter: the core cannot import the database's or a pack's error classes, so it asks the error instead.
 */
export function isPlayerFacing(error: unknown): error is Error & { readonly playerFacing: true } {
  return error instanceof Error && (error as { playerFacing?: unknown }).playerFacing === true;
}

/**
 * The message to show for a failed action, in the language shown: an error that speaks to the player (a refused step,
 * a full disk, a name already taken) is translated from the key it carries (`text`, docs/i18n.md), or shown by its
 * message when it carries none (a pack's RulesError); anything else is "something went wrong". One helper for every
 * view; `t` defaults to the app's instance (react-i18next's), so a handler outside a component can call it too.
 */
export function failureMessage(error: unknown, t: TFunction | undefined = getI18n()?.t): string {
  if (!isPlayerFacing(error)) return t ? t('core:errors.somethingWentWrong') : SOMETHING_WENT_WRONG;
  const text = playerTextOf(error);
  if (!text || !t) return error.message;
  // A key whose namespace is not loaded yet falls back to the English message rather than showing the key.
  return t(text.key, { ...text.values, defaultValue: error.message });
}
