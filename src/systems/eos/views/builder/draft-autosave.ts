import { deleteBuilderDraft, saveBuilderDraft, type BuilderDraftRecord } from '../../../../db';
import { blankDraft, useBuilder } from './builder-store';

/**
 * The builder's draft is stored as the player goes (issue 16 item 7): every change is written to IndexedDB through the
 * data layer, not kept in the page, so the back link, a reload or a crashed tab loses at most the change being written.
 * Writes run one at a time and only the newest waiting one is made: a burst of typing is one or two writes, and a
 * delete (saved or discarded) queued after a write is never undone by it.
 */
let waiting: (() => Promise<unknown>) | null = null;
let running: Promise<void> | null = null;

async function drain(): Promise<void> {
  while (waiting !== null) {
    const write = waiting;
    waiting = null;
    try {
      await write();
    } catch {
      // A draft that cannot be stored (a full disk) costs only the resume offer; the builder keeps working and its
      // save says what is wrong with the storage.
    }
  }
  running = null;
}

function queue(write: () => Promise<unknown>): Promise<void> {
  waiting = write;
  running ??= drain();
  return running;
}

/** Resolves once every draft write asked for so far has landed. */
export function draftWritesSettled(): Promise<void> {
  return running ?? Promise.resolve();
}

/** Removes the stored draft with `key` (after a save, or Discard). */
export function forgetDraft(key: string): Promise<void> {
  return queue(() => deleteBuilderDraft(key));
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Starts storing the open draft at each change of it or of the step; returns the unsubscribe. A draft with nothing
 * entered yet (a blank new character, or an edit back to what is stored) is not kept: there is nothing to resume.
 */
export function autosaveDrafts(): () => void {
  return useBuilder.subscribe((state, previous) => {
    const { key, campaignId, characterId, draft, base, step } = state;
    if (key === null || campaignId === null) return;
    if (key === previous.key && draft === previous.draft && step === previous.step) return;
    const untouched = same(draft, base ?? blankDraft());
    const record: Omit<BuilderDraftRecord, 'updatedAt'> = {
      key,
      campaignId,
      characterId,
      draft,
      base,
      step,
    };
    void queue(() => (untouched ? deleteBuilderDraft(record.key) : saveBuilderDraft(record)));
  });
}
