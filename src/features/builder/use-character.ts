import { useLiveQuery } from 'dexie-react-hooks';
import { getCharacter, type CharacterRecord } from '../../db';

/** One character, live: undefined while the first read runs, null when there is none with that id (or no id). */
export function useCharacter(id: string | undefined): CharacterRecord | null | undefined {
  return useLiveQuery(async () => (id ? ((await getCharacter(id)) ?? null) : null), [id]);
}
