/**
 * Every rule function refuses bad input with a RulesError: a typed code the UI can branch on and a message written
 * for a player ("Body must be a whole number from 0 to 15, not -1"). No rule function returns NaN or clamps silently.
 */
import type { PlayerText } from '../i18n/player-text';

export type RulesErrorCode =
  | 'invalid-number'
  | 'invalid-stat'
  | 'tier-out-of-range'
  | 'unknown-race'
  | 'unknown-skill'
  | 'unknown-option'
  | 'not-allowed'
  | 'missing-input';

export class RulesError extends Error {
  override readonly name = 'RulesError';
  /** Its message is written for a player: the views show it, translated by `text` when given (core/ui/failure-message.ts). */
  get playerFacing(): true {
    return true;
  }
  constructor(
    readonly code: RulesErrorCode,
    message: string,
    /** The message as a catalogue key, when the pack has one; without it the view shows `message` as it is. */
    readonly text?: PlayerText,
  ) {
    super(message);
  }
}

/** The highest tier any item, tool or structure can have in the rules' tables. */
export const MAX_TIER = 15;

/** A whole number in [min, max]; `label` names it in the message ("Body", "Fishing level"). */
export function requireWhole(label: string, value: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  requireBounds(label, min, max);
  if (!Number.isInteger(value) || value < min || value > max) {
    // An unbounded end is left out of the message: "-9007199254740991 or more" means nothing to a player.
    const range =
      min === Number.MIN_SAFE_INTEGER
        ? max === Number.MAX_SAFE_INTEGER
          ? ''
          : ` of at most ${max}`
        : max === Number.MAX_SAFE_INTEGER
          ? ` ${min} or more`
          : ` from ${min} to ${max}`;
    throw new RulesError(
      'invalid-number',
      `${named(label)} must be a whole number${range}, not ${describeNumber(value)}.`,
    );
  }
  return value;
}

/** A bad number as a message shows it: the value, or what was given instead ("nothing", "a list"). */
function describeNumber(value: unknown): string {
  return typeof value === 'number' ? String(value) : describeValue(value);
}

/** A finite number in [min, max] (halves allowed: small creatures eat ½ food). */
export function requireNumber(label: string, value: number, min = 0, max = Number.MAX_VALUE): number {
  requireBounds(label, min, max);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    const range =
      min === -Number.MAX_VALUE
        ? max === Number.MAX_VALUE
          ? ''
          : ` of at most ${describeNumber(max)}`
        : max === Number.MAX_VALUE
          ? ` ${describeNumber(min)} or more`
          : ` from ${describeNumber(min)} to ${describeNumber(max)}`;
    throw new RulesError('invalid-number', `${named(label)} must be a number${range}, not ${describeNumber(value)}.`);
  }
  return value;
}

/** An item, tool or structure tier: a whole number from 0 to 15. */
export function requireTier(value: number, label = 'Tier'): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_TIER) {
    throw new RulesError(
      'tier-out-of-range',
      `${named(label)} must be a whole number from 0 to ${MAX_TIER}, not ${describeNumber(value)}.`,
    );
  }
  return value;
}

/** A stat value (Body, Mind, Reflex, Presence, Aura): never negative, never above the highest racial cap (15). */
export function requireStat(label: string, value: number, max = 15): number {
  requireBounds(label, 0, max);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RulesError(
      'invalid-stat',
      `${named(label)} must be a whole number from 0 to ${describeNumber(max)}, not ${describeNumber(value)}.`,
    );
  }
  return value;
}

/** Narrows a string to one of `allowed`, or throws with the list a player can choose from. */
export function requireOneOf<T extends string>(label: string, value: string, allowed: readonly T[]): T {
  requireList(`${named(label)}'s choices`, allowed);
  if (!(allowed as readonly string[]).includes(value)) {
    throw new RulesError(
      'unknown-option',
      `${named(label)} must be one of ${allowed.map((a) => (typeof a === 'string' ? a : describeValue(a))).join(', ')}, not ${describeValue(value)}.`,
    );
  }
  return value as T;
}

/** How a value a player did not give reads in a message: "nothing", "a list", "the number 3". */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'object') return 'a record';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  return String(value);
}

/**
 * A rule's input record (the details of one question: "A blind collision", "Farming"), refused when it is missing or
 * not a record, before any field is read: a missing input must not surface as a raw TypeError.
 */
export function requireInput<T>(label: string, value: T): T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RulesError('missing-input', `${named(label)} needs its details, not ${describeValue(value)}.`);
  }
  return value;
}

/** A list a rule is given (the food batches, the carriers): refused when missing or not a list, before it is read. */
export function requireList<T>(label: string, value: T): T {
  if (!Array.isArray(value)) {
    throw new RulesError('missing-input', `${named(label)} needs a list, not ${describeValue(value)}.`);
  }
  return value;
}

/** A text a rule reads (dice notation, a skill's name): refused when missing or not text. */
export function requireText(label: string, value: string): string {
  if (typeof value !== 'string') {
    throw new RulesError('missing-input', `${named(label)} must be text, not ${describeValue(value)}.`);
  }
  return value;
}

/** The bounds a check is given must be numbers: comparing with anything else would pass or throw a TypeError. */
function requireBounds(label: unknown, min: unknown, max: unknown): void {
  if (typeof min !== 'number' || typeof max !== 'number' || Number.isNaN(min) || Number.isNaN(max)) {
    throw new RulesError('invalid-number', `${named(label)} cannot be checked: its range is not a pair of numbers.`);
  }
}

/** A label as a message names it: the text, or a neutral name when a caller passed something else. */
function named(label: unknown): string {
  return typeof label === 'string' ? label : 'This value';
}
