import { useStableValue } from '../../../../core/ui/stable-value';
import { useWrittenEncounter } from './combat-ui-store';
import {
  getEncounter,
  listActiveEncounters,
  listCreatureTemplates,
  listEncounters,
  type CreatureTemplateRecord,
  type EncounterPage,
  type EncounterRecord,
  type EncounterSummary,
} from '../../../../db';
import { useLiveRead } from '../../../../db/react';

/** One page of a campaign's encounters, live. undefined while the first read runs. */
export function useEncounterPage(campaignId: string | undefined, page: number): EncounterPage | undefined {
  return useLiveRead(
    async () => (campaignId ? listEncounters(campaignId, { page }) : { encounters: [], total: 0, page, pageSize: 1 }),
    [campaignId, page],
  );
}

/**
 * One encounter with its whole state, live: undefined while loading, null when there is none with that id. A step taken
 * on this page shows at once (the record it saved, until the live query reads a newer one), and after each
 * step the unchanged fighters and log entries keep their identity (useStableValue), so only what changed re-renders.
 */
export function useEncounterRecord(id: string | undefined): EncounterRecord | null | undefined {
  const live = useLiveRead(async () => (id ? ((await getEncounter(id)) ?? null) : null), [id]);
  const written = useWrittenEncounter((s) => s.written);
  // The same or newer: when the live query reads back the very record this page saved, the page keeps the object it
  // already shows, so nothing has to be compared or drawn again.
  const current = written !== null && live && written.id === live.id && written.updatedAt >= live.updatedAt;
  // A step's record is worked out from the record shown (the engine returns new objects only for what changed).
  return useStableValue(current ? written : live, Boolean(current));
}

/** A campaign's saved creatures, by name, live. */
export function useCreatureTemplates(campaignId: string | undefined): CreatureTemplateRecord[] | undefined {
  return useLiveRead(async () => (campaignId ? listCreatureTemplates(campaignId) : []), [campaignId]);
}

/** The fights still running in every campaign, live. */
export function useActiveEncounters(): (EncounterSummary & { campaignName: string })[] | undefined {
  return useLiveRead(() => listActiveEncounters(), []);
}
