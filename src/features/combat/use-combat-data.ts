import { useLiveQuery } from 'dexie-react-hooks';
import { useStableValue } from '../../components/stable-value';
import { useCombatUi } from './combat-ui-store';
import {
  getEncounter,
  listActiveEncounters,
  listCreatureTemplates,
  listEncounters,
  type CreatureTemplateRecord,
  type EncounterPage,
  type EncounterRecord,
  type EncounterSummary,
} from '../../db';

/** One page of a campaign's encounters, live. undefined while the first read runs. */
export function useEncounterPage(campaignId: string | undefined, page: number): EncounterPage | undefined {
  return useLiveQuery(
    async () => (campaignId ? listEncounters(campaignId, { page }) : { encounters: [], total: 0, page, pageSize: 1 }),
    [campaignId, page],
  );
}

/**
 * One encounter with its whole state, live: undefined while loading, null when there is none with that id. A step taken
 * on this page shows at once (the record it saved, until the live query reads the same or newer back), and after each
 * step the unchanged fighters and log entries keep their identity (useStableValue), so only what changed re-renders.
 */
export function useEncounterRecord(id: string | undefined): EncounterRecord | null | undefined {
  const live = useLiveQuery(async () => (id ? ((await getEncounter(id)) ?? null) : null), [id]);
  const written = useCombatUi((s) => s.written);
  const newer = written !== null && live && written.id === live.id && written.updatedAt > live.updatedAt;
  return useStableValue(newer ? written : live);
}

/** A campaign's saved creatures, by name, live. */
export function useCreatureTemplates(campaignId: string | undefined): CreatureTemplateRecord[] | undefined {
  return useLiveQuery(async () => (campaignId ? listCreatureTemplates(campaignId) : []), [campaignId]);
}

/** The fights still running in every campaign, live. */
export function useActiveEncounters(): (EncounterSummary & { campaignName: string })[] | undefined {
  return useLiveQuery(() => listActiveEncounters(), []);
}
