/**
 * The restore-point worker: reads every campaign in its own connection to the database and makes the scheduled restore
 * points (restore-points.ts: makeScheduledRestorePoints) off the page's main thread. Serializing, fingerprinting and
 * compressing a campaign of years takes seconds of CPU; here the page stays responsive meanwhile.
 *
 * Protocol: the page posts { id, now, newSession }; the worker answers { id, type: 'reading' } as soon as its read
 * transaction is under way (a write the page starts after that waits for the read, so the points hold the campaigns as
 * they were before it), then { id, type: 'done' } or { id, type: 'failed', message }. Requests run one after another.
 */
import { readAllCampaignData } from './campaign-data';
import { makeScheduledRestorePoints } from './restore-points';

export interface RestorePointRequest {
  id: number;
  /** Milliseconds since the epoch: the page reads the clock, as everywhere in src/db. */
  now: number;
  newSession: boolean;
}

export type RestorePointReply =
  { id: number; type: 'reading' } | { id: number; type: 'done' } | { id: number; type: 'failed'; message: string };

// The DOM lib types `self` as a window; these are the two members of a dedicated worker's scope used here.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<RestorePointRequest>) => void) | null;
  postMessage(reply: RestorePointReply): void;
};

async function handle({ id, now, newSession }: RestorePointRequest): Promise<void> {
  let answered = false;
  const reading = () => {
    if (answered) return;
    answered = true;
    scope.postMessage({ id, type: 'reading' });
  };
  try {
    const data = await readAllCampaignData(reading);
    reading();
    if (data.length > 0) await makeScheduledRestorePoints(data, new Date(now), newSession);
    scope.postMessage({ id, type: 'done' });
  } catch (error) {
    reading();
    scope.postMessage({ id, type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

let queue: Promise<void> = Promise.resolve();
scope.onmessage = (event) => {
  queue = queue.then(() => handle(event.data));
};
