import { builderDraftKey } from './builder-draft';
import type { CharacterChanges, CharacterRecord, NewCharacter } from './character';
import { db } from './db';
import { addEosCharacter, eosCharactersOf, getEosCharacter, putEosCharacter } from './eos-records';
import { validateName } from './names';
import { validateCurrentHp } from './values';
import {
  byCreation,
  CHARACTER_NAME,
  characterNotFound,
  newCharacterRecord,
  refuseFullParty,
  refuseOverwritingOtherCampaigns,
  requireCampaign,
  touchCampaign,
} from './records';
import { now, writeTransaction } from './write';

/** The characters of a campaign in creation order (the party as the players built it). */
export async function listCharacters(campaignId: string): Promise<CharacterRecord[]> {
  const characters = await eosCharactersOf(campaignId);
  return characters.sort(byCreation);
}

/** One character, or undefined when there is none with that id. */
export async function getCharacter(id: string): Promise<CharacterRecord | undefined> {
  return getEosCharacter(id);
}

/** Adds a character to a campaign. Throws StorageError 'invalid-name', or 'not-found' when the campaign is gone. */
export async function createCharacter(campaignId: string, input: NewCharacter): Promise<CharacterRecord> {
  const time = now();
  const record = newCharacterRecord(campaignId, input, time);
  await writeTransaction([db.campaigns, db.characters], async () => {
    await requireCampaign(campaignId);
    await refuseFullParty(campaignId);
    await addEosCharacter(record);
    await touchCampaign(campaignId, time);
  });
  return record;
}

/**
 * Changes a character's name, notes, portrait, draft flag, build, gear or current HP; returns the saved record. Throws
 * 'invalid-name', 'invalid-value' (current HP) or 'not-found'.
 */
export async function updateCharacter(id: string, changes: CharacterChanges): Promise<CharacterRecord> {
  // Only the editable fields, and only those given: `{ name: undefined }` must not erase a name.
  const valid: CharacterChanges = {};
  if (changes.name !== undefined) valid.name = validateName(CHARACTER_NAME, changes.name);
  if (changes.notes !== undefined) valid.notes = changes.notes;
  if (changes.portrait !== undefined) valid.portrait = changes.portrait;
  if (changes.draft !== undefined) valid.draft = changes.draft;
  if (changes.build !== undefined) valid.build = changes.build;
  if (changes.gear !== undefined) valid.gear = changes.gear;
  if (changes.currentHp !== undefined) valid.currentHp = validateCurrentHp(changes.currentHp);
  return writeTransaction([db.campaigns, db.characters], async () => {
    const current = await getEosCharacter(id);
    if (!current) throw characterNotFound();
    const time = now();
    const updated: CharacterRecord = { ...current, ...valid, updatedAt: time };
    await putEosCharacter(updated);
    await touchCampaign(current.campaignId, time);
    return updated;
  });
}

/**
 * Deletes a character, and any unsaved builder changes to it, and returns the record as it was (for an undo). Throws
 * 'not-found'.
 */
export async function deleteCharacter(id: string): Promise<CharacterRecord> {
  return writeTransaction([db.campaigns, db.characters, db.builderDrafts], async () => {
    const current = await getEosCharacter(id);
    if (!current) throw characterNotFound();
    await db.characters.delete(id);
    await db.builderDrafts.delete(builderDraftKey({ campaignId: current.campaignId, characterId: id }));
    await touchCampaign(current.campaignId, now());
    return current;
  });
}

/**
 * Puts back a character removed by deleteCharacter, exactly as it was (same id, timestamps, build): the campaign page's
 * undo. Throws 'not-found' when its campaign has been deleted since.
 */
export async function restoreCharacter(record: CharacterRecord): Promise<void> {
  await writeTransaction([db.campaigns, db.characters], async () => {
    await requireCampaign(record.campaignId);
    const stored = await db.characters.get(record.id);
    refuseOverwritingOtherCampaigns(stored, record);
    if (stored === undefined) await refuseFullParty(record.campaignId);
    await putEosCharacter(record);
    await touchCampaign(record.campaignId, now());
  });
}
