import { EMPTY_GEAR } from '../systems/eos/rules';
import type { CampaignRecord } from './campaign';
import { DEFAULT_PORTRAIT, type CharacterRecord, type NewCharacter } from './character';
import { db } from './db';
import { StorageError } from './errors';
import { validateName } from './names';
import { MAX_RECORDS } from './tables';
import { validateCurrentHp } from './values';

/** Helpers both repositories use inside their transactions. Not exported from src/db. */

export const CAMPAIGN_NAME = 'Campaign name';
export const CHARACTER_NAME = 'Character name';

export function campaignNotFound(): StorageError {
  return new StorageError('not-found', 'That campaign no longer exists. It may have been deleted in another tab.');
}

export function characterNotFound(): StorageError {
  return new StorageError('not-found', 'That character no longer exists. It may have been deleted in another tab.');
}

/** The campaign with `id`, or a 'not-found' StorageError. Call inside a transaction that includes db.campaigns. */
export async function requireCampaign(id: string): Promise<CampaignRecord> {
  const campaign = await db.campaigns.get(id);
  if (!campaign) throw campaignNotFound();
  return campaign;
}

/**
 * Refuses to put back `record` where `stored`, a record of another campaign, has the same id: an undo putting back what
 * was deleted must never overwrite someone else's.
 */
export function refuseOverwritingOtherCampaigns(
  stored: { campaignId: string } | undefined,
  record: { campaignId: string },
): void {
  if (stored !== undefined && stored.campaignId !== record.campaignId) {
    throw new StorageError(
      'invalid-value',
      'Something of another campaign is stored under the same id, so this could not be put back. Nothing was changed.',
    );
  }
}

/**
 * Refuses one more character in a campaign that holds MAX_RECORDS.characters already (an import refuses a file with
 * more). Call inside a transaction that includes db.characters.
 */
export async function refuseFullParty(campaignId: string): Promise<void> {
  const count = await db.characters.where('campaignId').equals(campaignId).count();
  if (count >= MAX_RECORDS.characters) {
    throw new StorageError(
      'invalid-value',
      `A campaign holds at most ${MAX_RECORDS.characters} characters, and this one has ${count}. Nothing was added.`,
    );
  }
}

/** Marks a campaign as changed now, so the campaign list shows when its party last changed. */
export async function touchCampaign(id: string, time: number): Promise<void> {
  await db.campaigns.update(id, { updatedAt: time });
}

/** Party order: creation time, then id so that the order never depends on the storage engine. */
export function byCreation(a: { createdAt: number; id: string }, b: { createdAt: number; id: string }): number {
  return a.createdAt - b.createdAt || a.id.localeCompare(b.id);
}

/** A full record from what the caller supplied; validates the name. */
export function newCharacterRecord(campaignId: string, input: NewCharacter, time: number): CharacterRecord {
  return {
    id: crypto.randomUUID(),
    campaignId,
    name: validateName(CHARACTER_NAME, input.name),
    notes: input.notes ?? '',
    portrait: input.portrait ?? DEFAULT_PORTRAIT,
    draft: input.draft ?? false,
    createdAt: time,
    updatedAt: time,
    build: input.build,
    gear: structuredClone(input.gear ?? EMPTY_GEAR),
    currentHp: validateCurrentHp(input.currentHp ?? null),
  };
}
