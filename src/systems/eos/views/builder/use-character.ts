import { getCharacter, type CharacterRecord } from '../../../../db';
import { useLiveRead } from '../../../../db/react';

/** One character, live: undefined while the first read runs, null when there is none with that id (or no id). */
export function useCharacter(id: string | undefined): CharacterRecord | null | undefined {
  return useLiveRead(async () => (id ? ((await getCharacter(id)) ?? null) : null), [id]);
}
