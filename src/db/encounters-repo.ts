import { characterStats, type CharacterGear, RulesError, type Encounter, ruleOptions } from '../systems/eos/rules';
import type { CharacterRecord } from './character';
import { db } from './db';
import { DEFAULT_SYSTEM_ID } from './envelope';
import {
  addEosEncounter,
  bulkGetEosCharacters,
  eosEncountersOf,
  getEosCharacter,
  getEosEncounter,
  putEosCharacter,
  putEosEncounter,
  toEosEncounter,
} from './eos-records';
import type { EncounterPage, EncounterRecord, EncounterSummary } from './encounter';
import { StorageError } from './errors';
import { validateName } from './names';
import { encounterRecordProblems } from './record-relations';
import { refuseOverwritingOtherCampaigns, requireCampaign, touchCampaign } from './records';
import { now, writeTransaction } from './write';

export const ENCOUNTER_NAME = 'Encounter name';
/** Encounters per page of the list when the caller does not say. */
export const ENCOUNTER_PAGE_SIZE = 20;

function encounterNotFound(): StorageError {
  return new StorageError('not-found', 'That encounter no longer exists. It may have been deleted in another tab.');
}

function finishedAlready(record: EncounterRecord): StorageError {
  return new StorageError(
    'invalid-value',
    `“${record.name}” is already finished; its log is kept, but the fight can no longer change.`,
  );
}

async function requireEncounter(id: string): Promise<EncounterRecord> {
  const record = await getEosEncounter(id);
  if (!record) throw encounterNotFound();
  return record;
}

function summarize(record: EncounterRecord): EncounterSummary {
  const { state, ...rest } = record;
  return {
    id: rest.id,
    campaignId: rest.campaignId,
    name: rest.name,
    status: rest.status,
    createdAt: rest.createdAt,
    updatedAt: rest.updatedAt,
    finishedAt: rest.finishedAt,
    round: state.round,
    logLength: state.log.length,
    combatants: state.combatants.map(({ id, name, side, hp, maxHp }) => ({ id, name, side, hp, maxHp })),
  };
}

/** Most recently changed first; the id settles equal times so pages never depend on the storage engine. */
function byRecentChange(a: EncounterRecord, b: EncounterRecord): number {
  return b.updatedAt - a.updatedAt || a.id.localeCompare(b.id);
}

/** One encounter with its whole state, or undefined when there is none with that id. */
export async function getEncounter(id: string): Promise<EncounterRecord | undefined> {
  return getEosEncounter(id);
}

/**
 * One page (0-based) of a campaign's encounters, most recently changed first, as summaries without their logs.
 * Throws StorageError 'invalid-value' for a page or size that is not a whole number (size 1–100).
 */
export async function listEncounters(
  campaignId: string,
  options: { page?: number; pageSize?: number } = {},
): Promise<EncounterPage> {
  const page = options.page ?? 0;
  const pageSize = options.pageSize ?? ENCOUNTER_PAGE_SIZE;
  if (!Number.isSafeInteger(page) || page < 0 || !Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    throw new StorageError('invalid-value', 'Pages are numbered from 0 and hold 1 to 100 encounters.');
  }
  const records = (await eosEncountersOf(campaignId)).sort(byRecentChange);
  return {
    encounters: records.slice(page * pageSize, (page + 1) * pageSize).map(summarize),
    total: records.length,
    page,
    pageSize,
  };
}

/** Every fight still running, in any campaign, most recently changed first, with its campaign's name. */
export async function listActiveEncounters(): Promise<(EncounterSummary & { campaignName: string })[]> {
  return db.transaction('r', [db.campaigns, db.encounters], async () => {
    // An Eos fight's status is in its payload (eos-records.ts); fights of other packs have no 'active' status there.
    const active = (await db.encounters.filter((e) => (e.system as { status?: unknown }).status === 'active').toArray())
      .map(toEosEncounter)
      .sort(byRecentChange);
    const campaigns = await db.campaigns.bulkGet([...new Set(active.map((e) => e.campaignId))]);
    // Eos campaigns only: another pack's fight is not an Eos fight, whatever its payload holds.
    const names = new Map(
      campaigns.flatMap((c) => (c && c.systemId === DEFAULT_SYSTEM_ID ? [[c.id, c.name] as const] : [])),
    );
    return active.flatMap((e) => {
      const campaignName = names.get(e.campaignId);
      return campaignName === undefined ? [] : [{ ...summarize(e), campaignName }];
    });
  });
}

/**
 * Stores a new fight of a campaign, its state as createEncounter made it. Throws 'invalid-name' or 'not-found' (the
 * campaign is gone).
 */
export async function createEncounterRecord(
  campaignId: string,
  input: { name: string; state: Encounter },
): Promise<EncounterRecord> {
  const name = validateName(ENCOUNTER_NAME, input.name);
  const time = now();
  const record: EncounterRecord = {
    id: crypto.randomUUID(),
    campaignId,
    name,
    status: 'active',
    createdAt: time,
    updatedAt: time,
    finishedAt: null,
    state: input.state,
  };
  await writeTransaction([db.campaigns, db.characters, db.encounters], async () => {
    await requireCampaign(campaignId);
    await refuseOtherCampaignsFighters(record);
    await addEosEncounter(record);
    await touchCampaign(campaignId, time);
  });
  return record;
}

/** Refuses a fight whose fighters include a character stored in another campaign (finishing it would write to them). */
async function refuseOtherCampaignsFighters(record: EncounterRecord): Promise<void> {
  const ids = record.state.combatants.flatMap((c) => (c.source.kind === 'character' ? [c.source.characterId] : []));
  const stored = await bulkGetEosCharacters(ids);
  const foreign = stored.find((c) => c !== undefined && c.campaignId !== record.campaignId);
  if (foreign) {
    throw new StorageError(
      'invalid-value',
      `${foreign.name} is a character of another campaign, so they cannot fight in this one. Nothing was saved.`,
    );
  }
}

/** A fight whose parts no longer fit together (record-relations.ts) cannot go on or be finished. */
function refuseDamaged(record: EncounterRecord): void {
  const problems = encounterRecordProblems(record);
  if (problems.length > 0) {
    throw new StorageError(
      'invalid-value',
      `“${record.name}” is damaged and cannot go on: ${problems.join(' ')} Nothing was changed.`,
    );
  }
}

/**
 * The encounter after one step of the fight: `change` receives `base`'s state and returns the next (an engine
 * transition). A RulesError from `change` (the rules refusing the step) becomes a StorageError 'invalid-value' with the
 * same message. A finished encounter cannot change. Writes nothing: see saveEncounterStep and modifyEncounter.
 */
export function encounterAfterStep(base: EncounterRecord, change: (state: Encounter) => Encounter): EncounterRecord {
  if (base.status === 'finished') throw finishedAlready(base);
  let state: Encounter;
  try {
    state = change(base.state);
  } catch (error) {
    if (error instanceof RulesError)
      throw new StorageError('invalid-value', error.message, { cause: error, text: error.text });
    throw error;
  }
  // Later than `base` even within the same millisecond: the stamp tells the two apart (saveEncounterStep, live views).
  return { ...base, state, updatedAt: Math.max(now(), base.updatedAt + 1) };
}

const STEP_CHANGED_ELSEWHERE_MESSAGE =
  'The fight was changed in another tab meanwhile; it now shows as saved there. Take the step again.';

/**
 * Saves a step of the fight that a page has already worked out (encounterAfterStep) and shown, in one transaction, and
 * only when the fight is still stored exactly as `base` (a step saved meanwhile in another tab refuses this one with
 * 'changed-elsewhere', and nothing is written). Steps taken one after another on the same page chain: each one's base is
 * the one before, and IndexedDB runs their transactions in order.
 */
export async function saveEncounterStep(base: EncounterRecord, next: EncounterRecord): Promise<EncounterRecord> {
  return writeTransaction([db.campaigns, db.encounters], async () => {
    const current = await requireEncounter(base.id);
    if (current.status === 'finished') throw finishedAlready(current);
    if (current.updatedAt !== base.updatedAt)
      throw new StorageError('changed-elsewhere', STEP_CHANGED_ELSEWHERE_MESSAGE);
    if (next.id !== current.id || next.campaignId !== current.campaignId) {
      throw new StorageError(
        'invalid-value',
        'A step of one fight cannot be saved as another fight; nothing was changed.',
      );
    }
    // Issued together: one round trip to the database for a step of the fight, not two.
    await Promise.all([putEosEncounter(next), touchCampaign(next.campaignId, next.updatedAt)]);
    return next;
  });
}

/**
 * Applies one step of the fight to the encounter as stored right now, in one transaction (encounterAfterStep), so two
 * quick calls never work from a stale copy. Nothing is written when the step is refused.
 */
export async function modifyEncounter(id: string, change: (state: Encounter) => Encounter): Promise<EncounterRecord> {
  return writeTransaction([db.campaigns, db.encounters], async () => {
    const base = await requireEncounter(id);
    refuseDamaged(base);
    const updated = encounterAfterStep(base, change);
    await Promise.all([putEosEncounter(updated), touchCampaign(updated.campaignId, updated.updatedAt)]);
    return updated;
  });
}

/** Renames an encounter. Throws 'invalid-name' or 'not-found'. */
export async function renameEncounter(id: string, name: string): Promise<EncounterRecord> {
  const valid = validateName(ENCOUNTER_NAME, name);
  return writeTransaction([db.encounters], async () => {
    const current = await requireEncounter(id);
    const renamed = { ...current, name: valid, updatedAt: now() };
    await putEosEncounter(renamed);
    return renamed;
  });
}

/** What finishing a fight wrote to one character. */
export interface HpWrittenBack {
  characterId: string;
  name: string;
  /** The stored current HP before and after (null: at maximum). */
  before: number | null;
  after: number | null;
}

/** The maximum HP of a stored character under its campaign's house rules, or null when its build cannot be summed up. */
function maxHpOf(character: CharacterRecord, houseRules: Parameters<typeof ruleOptions>[0]): number | null {
  try {
    return characterStats(character.build, ruleOptions(houseRules).character).maxHp.value;
  } catch (error) {
    if (error instanceof RulesError) return null;
    throw error;
  }
}

/** The character's gear with the tiers its items ended the fight at (criticals lower them; a repair restores them). */
function gearAfterFight(gear: CharacterGear, tiers: ReadonlyMap<string, number>): CharacterGear {
  const at = <T extends { id: string; tier: number; fullTier: number }>(item: T): T => {
    const tier = tiers.get(item.id);
    return tier === undefined || tier === item.tier ? item : { ...item, tier: Math.min(tier, item.fullTier) };
  };
  return {
    ...gear,
    weapons: gear.weapons.map(at),
    armor: gear.armor.map(at),
    shield: gear.shield === null ? null : at(gear.shield),
  };
}

/**
 * Ends a fight, all in one transaction: every combatant who is a character of the campaign (party members, and
 * characters fighting on the other side) gets their HP at the end of the fight written back as their current HP
 * (stored as null when at their maximum), and their weapons, armor and shield keep the tiers they ended the fight at;
 * the encounter becomes 'finished' and drops its undo history, keeping its log. A character deleted since the fight
 * began is skipped. Throws 'not-found', or 'invalid-value' when it is already finished or a critical choice waits.
 */
export async function finishEncounter(id: string): Promise<{ encounter: EncounterRecord; written: HpWrittenBack[] }> {
  return writeTransaction([db.campaigns, db.characters, db.encounters], async () => {
    const current = await requireEncounter(id);
    if (current.status === 'finished') throw finishedAlready(current);
    refuseDamaged(current);
    if (current.state.pending !== null) {
      throw new StorageError('invalid-value', 'A critical choice is waiting: choose it before ending the fight.');
    }
    const campaign = await db.campaigns.get(current.campaignId);
    const time = now();
    const written: HpWrittenBack[] = [];
    for (const combatant of current.state.combatants) {
      if (combatant.source.kind !== 'character') continue;
      const character = await getEosCharacter(combatant.source.characterId);
      // Deleted since the fight began, or a character of another campaign (never written from this fight).
      if (!character || character.campaignId !== current.campaignId) continue;
      const max = maxHpOf(character, campaign?.houseRules);
      const hp = max === null ? combatant.hp : Math.min(combatant.hp, max);
      const currentHp = hp === max ? null : hp;
      const tiers = new Map(
        combatant.gear.flatMap((g) =>
          g.slot === 'weapon' || g.slot === 'armor' || g.slot === 'shield' ? [[g.id, g.tier] as const] : [],
        ),
      );
      await putEosCharacter({
        ...character,
        currentHp,
        gear: gearAfterFight(character.gear, tiers),
        updatedAt: time,
      });
      written.push({ characterId: character.id, name: character.name, before: character.currentHp, after: currentHp });
    }
    const finished: EncounterRecord = {
      ...current,
      status: 'finished',
      finishedAt: time,
      updatedAt: time,
      state: { ...current.state, undo: [] },
    };
    await putEosEncounter(finished);
    await touchCampaign(current.campaignId, time);
    return { encounter: finished, written };
  });
}

/** Deletes an encounter and returns it as it was, for an undo. Throws 'not-found'. */
export async function deleteEncounter(id: string): Promise<EncounterRecord> {
  return writeTransaction([db.campaigns, db.encounters], async () => {
    const current = await requireEncounter(id);
    await db.encounters.delete(id);
    await touchCampaign(current.campaignId, now());
    return current;
  });
}

/** Puts back an encounter removed by deleteEncounter, exactly as it was. Throws 'not-found' when its campaign is gone. */
export async function restoreEncounter(record: EncounterRecord): Promise<void> {
  await writeTransaction([db.campaigns, db.characters, db.encounters], async () => {
    await requireCampaign(record.campaignId);
    refuseOverwritingOtherCampaigns(await db.encounters.get(record.id), record);
    await refuseOtherCampaignsFighters(record);
    await putEosEncounter(record);
    await touchCampaign(record.campaignId, now());
  });
}
