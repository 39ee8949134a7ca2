import { StorageError } from './errors';
import { MAX_NAME_LENGTH, nameProblem } from './text-rules';

export { MAX_NAME_LENGTH };

/**
 * Trims a campaign or character name and refuses an empty or over-long one, or one with control characters or markup
 * (text-rules.ts), with a message a player understands. `label` names the thing in the message ("Campaign name",
 * "Character name").
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
  const problem = nameProblem(trimmed);
  if (problem !== null) throw new StorageError('invalid-name', `${label} ${problem}.`);
  return trimmed;
}
