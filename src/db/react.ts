import { liveQuery } from 'dexie';
import { useEffect, useState, type DependencyList } from 'react';
import type { CampaignRecord, CampaignSummary } from './campaign';
import { getCampaign, listCampaigns } from './campaigns-repo';
import type { CharacterRecord } from './character';
import { listCharacters } from './characters-repo';
import type { RecordEnvelope } from './envelope';
import { listPackRecords, type PackRecordKind } from './pack-records';

// The database's React side, apart from src/db/index.ts, which Node scripts and the restore-point worker load too.

/**
 * What `read` finds in the database, kept up to date after every write, this tab's or another's (Dexie's live
 * queries): `initial` until the first answer; after a change of `deps`, the previous answer until the new one comes. A
 * read that throws is thrown here, to the nearest error boundary.
 *
 * It replaces dexie-react-hooks' useLiveQuery, which also starts the read while the page renders (for an answer that
 * IndexedDB never gives synchronously) and drops it: every page read each of its records twice, once in the middle of
 * the tap that opened it.
 */
export function useLiveRead<T>(read: () => Promise<T>, deps: DependencyList): T | undefined;
export function useLiveRead<T, I>(read: () => Promise<T>, deps: DependencyList, initial: I): T | I;
export function useLiveRead<T, I>(read: () => Promise<T>, deps: DependencyList, initial?: I): T | I | undefined {
  const [shown, setShown] = useState<{ value: T | I | undefined; failure?: { error: unknown } }>(() => ({
    value: initial,
  }));
  useEffect(
    () => {
      const subscription = liveQuery(read).subscribe({
        next: (value) => setShown((last) => (last.value === value && !last.failure ? last : { value })),
        error: (error: unknown) => setShown((last) => ({ value: last.value, failure: { error } })),
      });
      return () => subscription.unsubscribe();
    },
    // The caller's list, checked where it is written (eslint: exhaustive-deps' additionalHooks).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    deps,
  );
  if (shown.failure) throw shown.failure.error;
  return shown.value;
}

/**
 * A campaign's characters or fights of any pack (pack-records.ts), kept up to date: undefined until the first answer.
 */
export function usePackRecords<Payload = unknown>(
  kind: PackRecordKind,
  campaignId: string,
): RecordEnvelope<Payload>[] | undefined {
  return useLiveRead(() => listPackRecords<Payload>(kind, campaignId), [kind, campaignId]);
}

// The shared reads: every feature and pack view reads campaigns and parties through these, not through another's hooks.

/**
 * Every campaign with its party, live: re-renders when any tab changes a campaign or a character.
 * undefined while the first read is running.
 */
export function useCampaigns(): CampaignSummary[] | undefined {
  return useLiveRead(() => listCampaigns(), []);
}

/** One campaign, live: undefined while the first read runs, null when there is no campaign with that id. */
export function useCampaign(campaignId: string | undefined): CampaignRecord | null | undefined {
  return useLiveRead(async () => (campaignId ? ((await getCampaign(campaignId)) ?? null) : null), [campaignId]);
}

/**
 * The party of a campaign in creation order, live: re-renders when any tab adds, changes or deletes one of its
 * characters. undefined while the first read runs.
 */
export function useCharacters(campaignId: string | undefined): CharacterRecord[] | undefined {
  return useLiveRead(async () => (campaignId ? listCharacters(campaignId) : []), [campaignId]);
}
