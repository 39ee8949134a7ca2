import type { BuilderDraftRecord } from './builder-draft';
import { db } from './db';
import { toStorageError } from './errors';
import { BuilderDraftRecordSchema } from './schemas/builder-draft';
import { now } from './write';

/**
 * Unsaved builder drafts. They are written on their own (not through writeTransaction): a draft changes no campaign,
 * so it neither marks one as changed nor makes a restore point.
 */

async function draftWrite<T>(scope: () => Promise<T>): Promise<T> {
  try {
    return await db.transaction('rw', db.builderDrafts, scope);
  } catch (error) {
    throw toStorageError(error);
  }
}

/** The stored draft with `key`, or undefined when there is none, or one this version cannot read (it is left alone). */
export async function getBuilderDraft(key: string): Promise<BuilderDraftRecord | undefined> {
  const stored = await db.builderDrafts.get(key);
  return BuilderDraftRecordSchema.safeParse(stored).success ? stored : undefined;
}

/** Stores the draft as it is now (replacing the one with its key); returns what was stored. */
export async function saveBuilderDraft(draft: Omit<BuilderDraftRecord, 'updatedAt'>): Promise<BuilderDraftRecord> {
  const record: BuilderDraftRecord = { ...draft, updatedAt: now() };
  await draftWrite(() => db.builderDrafts.put(record));
  return record;
}

/** Removes the draft with `key` (saved, discarded, or back to what is stored); nothing happens when there is none. */
export async function deleteBuilderDraft(key: string): Promise<void> {
  await draftWrite(() => db.builderDrafts.delete(key));
}
