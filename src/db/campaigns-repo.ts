import type { CampaignRecord, CampaignSummary } from './campaign';
import {
  campaignScope,
  deleteCampaignData,
  putCampaignData,
  readCampaignData,
  recordsOfOtherCampaigns,
} from './campaign-data';
import type { NewCharacter } from './character';
import { db } from './db';
import { bulkAddEosCharacters } from './eos-records';
import { DEFAULT_SYSTEM_ID, type SystemId } from './envelope';
import { StorageError, toStorageError } from './errors';
import { MAX_NAME_LENGTH, validateName } from './names';
import { registeredSystems } from './payload-schemas';
import { byCreation, CAMPAIGN_NAME, campaignNotFound, newCharacterRecord, requireCampaign } from './records';
import { prepareRestorePoint, storeRestorePointIfUnchanged } from './restore-points';
import { MAX_RECORDS, type CampaignData } from './tables';
import { now, writeTransaction } from './write';

/**
 * Everything deleteCampaign removed, exactly as it was stored — the campaign and its records in every per-campaign
 * table (`characters`, `encounters` …) — so restoreCampaign puts it back (the UI's undo).
 */
export type CampaignSnapshot = CampaignData;

/** Every campaign, most recently changed first, with its party (names only) for the campaign list. */
export async function listCampaigns(): Promise<CampaignSummary[]> {
  return db.transaction('r', [db.campaigns, db.characters], async () => {
    const campaigns = await db.campaigns.orderBy('updatedAt').reverse().toArray();
    const characters = await db.characters
      .where('campaignId')
      .anyOf(campaigns.map((c) => c.id))
      .toArray();
    characters.sort(byCreation);
    return campaigns.map((campaign) => {
      // `draft` is Eos's; a character of another pack lists as not a draft unless its payload says one.
      const party = characters
        .filter((c) => c.campaignId === campaign.id)
        .map(({ id, name, system }) => ({ id, name, draft: (system as { draft?: unknown }).draft === true }));
      return { ...campaign, characterCount: party.length, party };
    });
  });
}

/** One campaign, or undefined when there is none with that id. */
export async function getCampaign(id: string): Promise<CampaignRecord | undefined> {
  return db.campaigns.get(id);
}

/**
 * Creates an empty campaign playing `systemId`'s game (Eos unless told). Throws StorageError 'invalid-name' for an
 * empty or over-long name, 'invalid-value' for a game whose pack registered no record schemas (payload-schemas.ts).
 */
export async function createCampaign(name: string, systemId: SystemId = DEFAULT_SYSTEM_ID): Promise<CampaignRecord> {
  validateName(CAMPAIGN_NAME, name);
  if (!registeredSystems().includes(systemId)) {
    throw new StorageError('invalid-value', `This app knows no game “${systemId}”, so no campaign of it can be made.`);
  }
  return createCampaignWithCharacters(name, [], systemId);
}

/**
 * Creates a campaign and its party in one transaction (the example campaign, later an import). Characters keep the
 * order given: their createdAt grows by a millisecond each.
 */
export async function createCampaignWithCharacters(
  name: string,
  characters: readonly NewCharacter[],
  systemId: SystemId = DEFAULT_SYSTEM_ID,
): Promise<CampaignRecord> {
  if (characters.length > 0 && systemId !== DEFAULT_SYSTEM_ID) {
    throw new StorageError('invalid-value', 'Only an Eos campaign starts with Eos characters.');
  }
  const validName = validateName(CAMPAIGN_NAME, name);
  if (characters.length > MAX_RECORDS.characters) {
    throw new StorageError('invalid-value', `A campaign holds at most ${MAX_RECORDS.characters} characters.`);
  }
  const time = now();
  const campaign: CampaignRecord = {
    id: crypto.randomUUID(),
    name: validName,
    systemId,
    createdAt: time,
    updatedAt: time,
  };
  const records = characters.map((input, i) => newCharacterRecord(campaign.id, input, time + i));
  await writeTransaction([db.campaigns, db.characters], async () => {
    await db.campaigns.add(campaign);
    await bulkAddEosCharacters(records);
  });
  return campaign;
}

/** Renames a campaign. Throws 'invalid-name' or 'not-found'. */
export async function renameCampaign(id: string, name: string): Promise<CampaignRecord> {
  const validName = validateName(CAMPAIGN_NAME, name);
  return writeTransaction([db.campaigns], async () => {
    const campaign = await requireCampaign(id);
    const renamed = { ...campaign, name: validName, updatedAt: now() };
    await db.campaigns.put(renamed);
    return renamed;
  });
}

/** "Frozen Coast" → "Frozen Coast (copy)", shortened so the result still fits MAX_NAME_LENGTH. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Copies a campaign and all its characters, with new ids, in one transaction. The copy is named "<name> (copy)" and
 * its characters keep their builds, notes, portraits and order.
 */
export async function duplicateCampaign(id: string): Promise<CampaignRecord> {
  return writeTransaction([db.campaigns, db.characters], async () => {
    const source = await requireCampaign(id);
    const characters = (await db.characters.where('campaignId').equals(id).toArray()).sort(byCreation);
    const time = now();
    const copy: CampaignRecord = {
      id: crypto.randomUUID(),
      name: copyName(source.name),
      systemId: source.systemId,
      createdAt: time,
      updatedAt: time,
      ...(source.houseRules ? { houseRules: structuredClone(source.houseRules) } : {}),
    };
    await db.campaigns.add(copy);
    await db.characters.bulkAdd(
      characters.map((c, i) => ({
        ...c,
        id: crypto.randomUUID(),
        campaignId: copy.id,
        createdAt: time + i,
        updatedAt: time,
      })),
    );
    return copy;
  });
}

/**
 * Deletes a campaign and every record of it in every per-campaign table (tables.ts), in one transaction, and returns
 * what was removed, so that restoreCampaign(snapshot) can put it back exactly. The campaign is kept first as a
 * 'before-delete' restore point in the same transaction; only when the disk is too full even for that is it deleted
 * without one (deleting is how a player frees space; the page's Undo still holds everything).
 */
export async function deleteCampaign(id: string): Promise<CampaignSnapshot> {
  let current: CampaignData | undefined;
  try {
    current = await readCampaignData(id);
  } catch (error) {
    throw toStorageError(error);
  }
  if (!current) throw campaignNotFound();
  const point = await prepareRestorePoint(current, 'before-delete', new Date(now()));
  const remove = (keepPoint: boolean) =>
    writeTransaction([...campaignScope(), db.snapshots], async () => {
      const data = await readCampaignData(id);
      if (!data) throw campaignNotFound();
      if (keepPoint) await storeRestorePointIfUnchanged(point);
      await deleteCampaignData(id);
      return { ...data, characters: [...data.characters].sort(byCreation) };
    });
  try {
    return await remove(true);
  } catch (error) {
    if (error instanceof StorageError && error.code === 'quota-exceeded') return remove(false);
    throw error;
  }
}

/** Puts back a campaign removed by deleteCampaign, with the same ids, timestamps and records in every table. */
export async function restoreCampaign(snapshot: CampaignSnapshot): Promise<void> {
  await writeTransaction(campaignScope(), async () => {
    if ((await recordsOfOtherCampaigns(snapshot)).length > 0) {
      throw new StorageError(
        'invalid-value',
        'Records of another campaign are stored under the same ids, so the campaign could not be put back. Nothing was changed.',
      );
    }
    await putCampaignData(snapshot);
  });
}
