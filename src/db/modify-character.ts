import { RulesError } from '../systems/eos/rules';
import type { CharacterChanges, CharacterRecord } from './character';
import { updateCharacter } from './characters-repo';
import { db } from './db';
import { getEosCharacter } from './eos-records';
import { StorageError } from './errors';
import { characterNotFound } from './records';
import { writeTransaction } from './write';

/**
 * Changes a character from what is stored right now, in one transaction: `change` reads the current record and returns
 * the fields to write (validated as updateCharacter validates them). Two quick taps on "Take 5 damage", or a second tab,
 * never work from a stale copy. `change` must be synchronous and pure; a RulesError it throws (the rules refusing the
 * change) becomes a StorageError 'invalid-value' with the same message, and nothing is written.
 */
export async function modifyCharacter(
  id: string,
  change: (current: CharacterRecord) => CharacterChanges,
): Promise<CharacterRecord> {
  return writeTransaction([db.campaigns, db.characters], async () => {
    const current = await getEosCharacter(id);
    if (!current) throw characterNotFound();
    let changes: CharacterChanges;
    try {
      changes = change(current);
    } catch (error) {
      if (error instanceof RulesError)
        throw new StorageError('invalid-value', error.message, { cause: error, text: error.text });
      throw error;
    }
    return updateCharacter(id, changes);
  });
}
