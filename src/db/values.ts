import { StorageError } from './errors';

/**
 * Checks a character's current HP before it is stored: null (at maximum) or a whole number. It may be negative (an
 * unconscious character); how low it may go is a rule of the game, which the sheet asks src/systems/eos/rules about.
 */
export function validateCurrentHp(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  throw new StorageError('invalid-value', `Current HP must be a whole number, not “${String(value)}”.`);
}
