import { liveQuery } from 'dexie';
import type { z } from 'zod';
import type { CampaignRecord } from './campaign';
import { db } from './db';
import type { RecordEnvelope, StoredRecord } from './envelope';
import { StorageError } from './errors';
import { validateName } from './names';
import { payloadSchemasOf, unknownSystemMessage, type PayloadSchemas } from './payload-schemas';
import {
  byCreation,
  campaignNotFound,
  refuseOverwritingOtherCampaigns,
  requireCampaign,
  touchCampaign,
} from './records';
import { MAX_RECORDS } from './tables';
import { now, writeTransaction } from './write';

/**
 * The characters and fights of any rules pack, as the core stores them: envelopes (envelope.ts) around the pack's own
 * payload. Every write is checked by the payload schema the campaign's pack registered (payload-schemas.ts) and refused
 * in a player's words with nothing stored when it fails; the core never reads inside a payload. Eos keeps its own
 * repositories (characters-repo.ts, encounters-repo.ts …), which convert at the boundary; these work for every pack,
 * Eos included.
 */

/** The two tables of envelopes: a pack's characters (fighters, heroes …) and its fights. */
export type PackRecordKind = 'characters' | 'encounters';

/** What a caller gives to create a record: its name and the pack's payload. */
export interface NewPackRecord<Payload> {
  name: string;
  system: Payload;
}

/** What a caller may change: the name, the payload (whole), or both. */
export interface PackRecordChanges<Payload> {
  name?: string;
  system?: Payload;
}

const WORDS: Record<PackRecordKind, { one: string; name: string; payload: 'character' | 'encounter' }> = {
  characters: { one: 'character', name: 'Character name', payload: 'character' },
  encounters: { one: 'fight', name: 'Fight name', payload: 'encounter' },
};

function tableOfKind(kind: PackRecordKind) {
  return kind === 'characters' ? db.characters : db.encounters;
}

function recordNotFound(kind: PackRecordKind): StorageError {
  return new StorageError(
    'not-found',
    `That ${WORDS[kind].one} no longer exists. It may have been deleted in another tab.`,
  );
}

/** The schemas of the campaign's pack, or a refusal in words when the app has none for its game. */
async function schemasOfCampaign(campaign: CampaignRecord): Promise<PayloadSchemas> {
  const schemas = await payloadSchemasOf(campaign.systemId);
  if (schemas === undefined) {
    throw new StorageError(
      'invalid-value',
      `“${campaign.name}” cannot be changed: ${unknownSystemMessage(campaign.systemId)}.`,
    );
  }
  return schemas;
}

/** "build.skills.aim: expected a whole number from 0 to 3": the schema's own words, with where. */
function problemsOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const where = issue.path.map(String).join('.');
      return where === '' ? issue.message : `${where}: ${issue.message}`;
    })
    .join('; ');
}

/** The payload as its pack's schema checks it, or a refusal naming what is wrong; the payload is stored as given. */
function checkedPayload<P>(schema: z.ZodType, payload: P, what: string): P {
  const result = schema.safeParse(payload);
  if (!result.success) {
    throw new StorageError(
      'invalid-value',
      `${what} could not be saved: ${problemsOf(result.error)}. Nothing was changed.`,
    );
  }
  return structuredClone(payload);
}

/** The campaign, read outside any transaction (the schemas may have to load first: no transaction waits for that). */
async function campaignOf(campaignId: string): Promise<CampaignRecord> {
  const campaign = await db.campaigns.get(campaignId);
  if (!campaign) throw campaignNotFound();
  return campaign;
}

/** A campaign's characters or fights, in creation order (the id settles equal times). */
export async function listPackRecords<Payload = unknown>(
  kind: PackRecordKind,
  campaignId: string,
): Promise<RecordEnvelope<Payload>[]> {
  const records = await tableOfKind(kind).where('campaignId').equals(campaignId).toArray();
  return records.sort(byCreation) as RecordEnvelope<Payload>[];
}

/** One character or fight, or undefined when there is none with that id. */
export async function getPackRecord<Payload = unknown>(
  kind: PackRecordKind,
  id: string,
): Promise<RecordEnvelope<Payload> | undefined> {
  return (await tableOfKind(kind).get(id)) as RecordEnvelope<Payload> | undefined;
}

/**
 * Adds a character or fight to a campaign, its payload checked by the campaign's pack. Throws StorageError
 * 'invalid-name', 'invalid-value' (the payload breaks the pack's schema, the game is unknown, the campaign is full) or
 * 'not-found' (the campaign is gone); nothing is stored then.
 */
export async function createPackRecord<Payload>(
  kind: PackRecordKind,
  campaignId: string,
  input: NewPackRecord<Payload>,
): Promise<RecordEnvelope<Payload>> {
  const name = validateName(WORDS[kind].name, input.name);
  const campaign = await campaignOf(campaignId);
  const schemas = await schemasOfCampaign(campaign);
  const system = checkedPayload(schemas[WORDS[kind].payload], input.system, `“${name}”`);
  const time = now();
  const record: RecordEnvelope<Payload> = {
    id: crypto.randomUUID(),
    campaignId,
    name,
    createdAt: time,
    updatedAt: time,
    system,
  };
  const table = tableOfKind(kind);
  await writeTransaction([db.campaigns, table], async () => {
    await requireCampaign(campaignId);
    const count = await table.where('campaignId').equals(campaignId).count();
    if (count >= MAX_RECORDS[kind]) {
      throw new StorageError(
        'invalid-value',
        `A campaign holds at most ${MAX_RECORDS[kind].toLocaleString('en')} ${kind === 'characters' ? 'characters' : 'fights'}, and this one has ${count.toLocaleString('en')}. Nothing was added.`,
      );
    }
    await table.add(record as StoredRecord);
    await touchCampaign(campaignId, time);
  });
  return record;
}

/**
 * Changes a record's name or payload: `changes` as an object, or a function of the record as stored right now (run in
 * the write's transaction, so two quick taps never work from a stale copy; it must be synchronous and pure). The new
 * payload is checked by the campaign's pack; a refusal changes nothing. Throws 'invalid-name', 'invalid-value',
 * 'not-found'.
 */
export async function updatePackRecord<Payload>(
  kind: PackRecordKind,
  id: string,
  changes: PackRecordChanges<Payload> | ((current: RecordEnvelope<Payload>) => PackRecordChanges<Payload>),
): Promise<RecordEnvelope<Payload>> {
  const table = tableOfKind(kind);
  const before = await table.get(id);
  if (!before) throw recordNotFound(kind);
  const schemas = await schemasOfCampaign(await campaignOf(before.campaignId));
  return writeTransaction([db.campaigns, table], async () => {
    const current = (await table.get(id)) as RecordEnvelope<Payload> | undefined;
    if (!current) throw recordNotFound(kind);
    const asked = typeof changes === 'function' ? changes(current) : changes;
    const name = asked.name === undefined ? current.name : validateName(WORDS[kind].name, asked.name);
    const system =
      asked.system === undefined
        ? current.system
        : checkedPayload(schemas[WORDS[kind].payload], asked.system, `“${name}”`);
    const time = Math.max(now(), current.updatedAt + 1);
    const updated: RecordEnvelope<Payload> = { ...current, name, system, updatedAt: time };
    await table.put(updated as StoredRecord);
    await touchCampaign(current.campaignId, time);
    return updated;
  });
}

/** Deletes a character or fight and returns it as it was (for an undo). Throws 'not-found'. */
export async function deletePackRecord<Payload = unknown>(
  kind: PackRecordKind,
  id: string,
): Promise<RecordEnvelope<Payload>> {
  const table = tableOfKind(kind);
  return writeTransaction([db.campaigns, table], async () => {
    const current = await table.get(id);
    if (!current) throw recordNotFound(kind);
    await table.delete(id);
    await touchCampaign(current.campaignId, now());
    return current as RecordEnvelope<Payload>;
  });
}

/**
 * Puts back a record removed by deletePackRecord, exactly as it was (its payload checked again: the pack may have
 * changed meanwhile). Throws 'not-found' when its campaign is gone, 'invalid-value' when another campaign holds its id.
 */
export async function restorePackRecord(kind: PackRecordKind, record: StoredRecord): Promise<void> {
  const schemas = await schemasOfCampaign(await campaignOf(record.campaignId));
  checkedPayload(schemas[WORDS[kind].payload], record.system, `“${record.name}”`);
  const table = tableOfKind(kind);
  await writeTransaction([db.campaigns, table], async () => {
    await requireCampaign(record.campaignId);
    refuseOverwritingOtherCampaigns(await table.get(record.id), record);
    await table.put(record);
    await touchCampaign(record.campaignId, now());
  });
}

/**
 * Calls `onChange` with a campaign's characters or fights now and after every change, this tab's or another's (Dexie's
 * live query); returns the unsubscribe. A React view reads them with useLiveRead(() => listPackRecords(kind, id), [id])
 * or usePackRecords (react.ts).
 */
export function subscribePackRecords<Payload = unknown>(
  kind: PackRecordKind,
  campaignId: string,
  onChange: (records: RecordEnvelope<Payload>[]) => void,
  onError: (error: unknown) => void = (error) => console.error(error),
): () => void {
  const subscription = liveQuery(() => listPackRecords<Payload>(kind, campaignId)).subscribe({
    next: onChange,
    error: onError,
  });
  return () => subscription.unsubscribe();
}

/** The campaign's house rules, as its pack stores them ({} when none are set). Throws 'not-found'. */
export async function getPackHouseRules<HouseRules = Record<string, unknown>>(campaignId: string): Promise<HouseRules> {
  const campaign = await campaignOf(campaignId);
  return (campaign.houseRules ?? {}) as HouseRules;
}

/**
 * Stores the campaign's house rules, checked by its pack's house-rules schema (a pack without one stores none). Throws
 * 'invalid-value' (refused, nothing changed) or 'not-found'.
 */
export async function setPackHouseRules<HouseRules extends object>(
  campaignId: string,
  houseRules: HouseRules,
): Promise<HouseRules> {
  const campaign = await campaignOf(campaignId);
  const schemas = await schemasOfCampaign(campaign);
  if (schemas.houseRules === undefined) {
    if (Object.keys(houseRules).length > 0) {
      throw new StorageError('invalid-value', `This game has no house rules to set. Nothing was changed.`);
    }
  } else {
    checkedPayload(schemas.houseRules, houseRules, 'The house rules');
  }
  const stored = structuredClone(houseRules);
  await writeTransaction([db.campaigns], async () => {
    const current = await requireCampaign(campaignId);
    await db.campaigns.put({ ...current, houseRules: stored as CampaignRecord['houseRules'], updatedAt: now() });
  });
  return stored;
}
