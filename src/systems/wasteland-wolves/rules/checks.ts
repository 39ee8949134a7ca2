import { RulesError, requireOneOf, requireWhole } from '../../../core/rules';

/*
 * The input checks the pack's rule functions start with: each refuses a bad value with a RulesError in a player's
 * words ("Health must be a whole number from 0 to 1000, not -3.").
 */

/** The app's limits, not the game's: far beyond any table, small enough to show and to count exactly. */
export const MAX_HEALTH = 1000;
export const MAX_STOCK = 9999;
export const MAX_TURNS = 200;
export const MAX_PLAYERS = 40;
export const MAX_EXPERIENCE = 1_000_000;
export const MAX_DAMAGE = 10_000;
export const NAME_MAX = 60;

export function requireBoolean(label: string, value: unknown): boolean {
  if (typeof value !== 'boolean') {
    throw new RulesError('invalid-number', `${label} must be on or off (true or false), not ${String(value)}.`);
  }
  return value;
}

export function requireHealth(label: string, value: number): number {
  return requireWhole(label, value, 0, MAX_HEALTH);
}

/** Narrows an unknown value to one of `allowed` (a stored string, an id from a form). */
export function requireId<T extends string>(label: string, value: unknown, allowed: readonly T[]): T {
  return requireOneOf(label, String(value), allowed);
}

/** A name typed at the table: not blank, at most NAME_MAX characters, no control characters. */
export function requireName(label: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim().length === 0) {
    throw new RulesError('not-allowed', `${label} needs a name.`);
  }
  if (value.length > NAME_MAX) {
    throw new RulesError('not-allowed', `${label} can be at most ${NAME_MAX} characters long, not ${value.length}.`);
  }
  if (/\p{Cc}/u.test(value)) throw new RulesError('not-allowed', `${label} cannot hold control characters.`);
  return value;
}
