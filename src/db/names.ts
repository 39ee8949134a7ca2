import { StorageError } from './errors';

/** The longest campaign or character name we store: long enough for "Example: The Frozen Coast", short enough for a card. */
export const MAX_NAME_LENGTH = 80;

/**
 * Trims a campaign or character name and refuses an empty or over-long one with a message a player understands.
 * `label` names the thing in the message ("Campaign name", "Character name").
 */
export function validateName(label: string, name: string): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed.length === 0) {
    throw new StorageError('invalid-name', `${label} cannot be empty.`);
  }
  if (trimmed.length > MAX_NAME_LENGTH) {
    throw new StorageError(
      'invalid-name',
      `${label} can be at most ${MAX_NAME_LENGTH} characters long; this one has ${trimmed.length}.`,
    );
  }
  return trimmed;
}
