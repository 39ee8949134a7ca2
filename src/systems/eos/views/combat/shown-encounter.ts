import { createContext, useContext, type RefObject } from 'react';
import type { EncounterRecord } from '../../../../db';

/**
 * The fight as the encounter page shows it right now (EncounterPage keeps it current after every render): a step of
 * the fight starts from what the table sees, not from a fresh read of the database.
 */
export const ShownEncounterContext = createContext<RefObject<EncounterRecord | null>>({ current: null });

export function useShownEncounter(): RefObject<EncounterRecord | null> {
  return useContext(ShownEncounterContext);
}
