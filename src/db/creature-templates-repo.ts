import { quickCreatureProblem, type QuickCreature } from '../systems/eos/rules';
import type { CreatureTemplateRecord } from './creature-template';
import { db } from './db';
import { StorageError } from './errors';
import { validateName } from './names';
import { refuseOverwritingOtherCampaigns, requireCampaign } from './records';
import { now, writeTransaction } from './write';

export const CREATURE_NAME = 'Creature name';

/** The creature with its name trimmed, or a StorageError saying what the rules refuse (a Body of 16, a bad size …). */
function validCreature(creature: QuickCreature): QuickCreature {
  const name = validateName(CREATURE_NAME, creature.name);
  const checked = { ...creature, name };
  const problem = quickCreatureProblem(checked);
  if (problem !== null) throw new StorageError('invalid-value', problem);
  return structuredClone(checked);
}

function templateNotFound(): StorageError {
  return new StorageError(
    'not-found',
    'That creature template no longer exists. It may have been deleted in another tab.',
  );
}

/** A campaign's saved creatures, by name. */
export async function listCreatureTemplates(campaignId: string): Promise<CreatureTemplateRecord[]> {
  const templates = await db.creatureTemplates.where('campaignId').equals(campaignId).toArray();
  return templates.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** One template, or undefined. */
export async function getCreatureTemplate(id: string): Promise<CreatureTemplateRecord | undefined> {
  return db.creatureTemplates.get(id);
}

/** Saves a quick creature for later fights. Throws 'invalid-name', 'invalid-value' (the rules refuse it) or 'not-found'. */
export async function createCreatureTemplate(
  campaignId: string,
  creature: QuickCreature,
): Promise<CreatureTemplateRecord> {
  const valid = validCreature(creature);
  const time = now();
  const record: CreatureTemplateRecord = {
    id: crypto.randomUUID(),
    campaignId,
    name: valid.name,
    createdAt: time,
    updatedAt: time,
    creature: valid,
  };
  await writeTransaction([db.campaigns, db.creatureTemplates], async () => {
    await requireCampaign(campaignId);
    await db.creatureTemplates.add(record);
  });
  return record;
}

/** Replaces a template's creature. Throws 'invalid-name', 'invalid-value' or 'not-found'. */
export async function updateCreatureTemplate(id: string, creature: QuickCreature): Promise<CreatureTemplateRecord> {
  const valid = validCreature(creature);
  return writeTransaction([db.creatureTemplates], async () => {
    const current = await db.creatureTemplates.get(id);
    if (!current) throw templateNotFound();
    const updated = { ...current, name: valid.name, creature: valid, updatedAt: now() };
    await db.creatureTemplates.put(updated);
    return updated;
  });
}

/** Deletes a template and returns it as it was. Fights that used it keep their creatures. Throws 'not-found'. */
export async function deleteCreatureTemplate(id: string): Promise<CreatureTemplateRecord> {
  return writeTransaction([db.creatureTemplates], async () => {
    const current = await db.creatureTemplates.get(id);
    if (!current) throw templateNotFound();
    await db.creatureTemplates.delete(id);
    return current;
  });
}

/** Puts back a deleted template. Throws 'not-found' when its campaign is gone. */
export async function restoreCreatureTemplate(record: CreatureTemplateRecord): Promise<void> {
  await writeTransaction([db.campaigns, db.creatureTemplates], async () => {
    await requireCampaign(record.campaignId);
    refuseOverwritingOtherCampaigns(await db.creatureTemplates.get(record.id), record);
    await db.creatureTemplates.put(record);
  });
}
