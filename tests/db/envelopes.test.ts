import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createCampaign,
  createPackRecord,
  deletePackRecord,
  exportCampaign,
  exportCharacter,
  getCampaign,
  getCharacter,
  getPackHouseRules,
  getPackRecord,
  importBackup,
  listCampaigns,
  listCharacters,
  listPackRecords,
  readBackupFile,
  registerPayloadSchemas,
  restorePackRecord,
  restoreRestorePoint,
  setPackHouseRules,
  subscribePackRecords,
  unregisterPayloadSchemas,
  updateCharacter,
  updatePackRecord,
  type StoredRecord,
} from '../../src/db';
import { canonicalJson, payloadChecksum } from '../../src/db/backup-codec';
import { FORMAT_VERSION } from '../../src/db/backup-format';
import { migrateToCurrent, wrapRecordsInEnvelopes } from '../../src/db/backup-migrations';
import type { CharacterRecord } from '../../src/db/character';
import { db } from '../../src/db/db';
import { fromEosCharacter, fromEosEncounter, toEosCharacter, toEosEncounter } from '../../src/db/eos-records';
import { payloadSchemasOf, registeredSystems } from '../../src/db/payload-schemas';
import { scheduledRestorePointsSettled } from '../../src/db/restore-points';
import { CAMPAIGN_TABLES, primaryKeyOf } from '../../src/db/tables';
import upgraded from '../fixtures/db-v1/expected.json';
import v1Dump from '../fixtures/db-v1/dump.json';
import { dumpAllTables, fileOf, refusal } from './backup-helpers';
import { freshDatabaseEachTest, sampleCharacter } from './helpers';

/**
 * The core/packs seam in storage (issue 18): characters and fights stored as envelopes around their pack's payload,
 * backup format 2 and its migration from format 1, the payload-schema registry and the generic repository of packs.
 */

freshDatabaseEachTest();

const FROZEN_COAST = '0b6f3c2e-6a5d-4f1e-9a51-1c2d3e4f5a60';
const PIP = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const JAN_25 = new Date(Date.UTC(2026, 0, 25, 12));

type Rows = Record<string, Record<string, unknown>[]>;
const V1 = (v1Dump as unknown as { tables: Rows }).tables;
const UPGRADED = (upgraded as unknown as { tables: Rows }).tables;

function byKey(table: string) {
  const key = primaryKeyOf(table as never);
  return (a: Record<string, unknown>, b: Record<string, unknown>) => String(a[key]).localeCompare(String(b[key]));
}

/** Every record of a campaign's tables as stored now, compared one by one with what the upgrade must hold. */
async function expectCampaignStoredAs(campaignId: string, expected: Rows) {
  const campaign = await db.campaigns.get(campaignId);
  expect(campaign).toEqual(expected.campaigns!.find((c) => c.id === campaignId));
  for (const table of CAMPAIGN_TABLES) {
    const stored = ((await db.table(table).where('campaignId').equals(campaignId).toArray()) as Rows[string]).sort(
      byKey(table),
    );
    const wanted = (expected[table] ?? []).filter((r) => r.campaignId === campaignId).sort(byKey(table));
    expect(stored.length, `${table}: how many`).toBe(wanted.length);
    wanted.forEach((record, i) => expect(stored[i], `${table}[${i}]`).toEqual(record));
  }
}

// A second pack for the tests: a Wasteland-Dice-like fighter (skills 0–3, five hit points) and its fight.
const FighterSchema = z.strictObject({
  skills: z.record(z.string(), z.number().int().min(0, 'a skill starts at 0').max(3, 'a skill starts at 3 at most')),
  hp: z.number().int().min(0).max(5, 'a fighter has five hit points'),
});
const FightSchema = z.strictObject({ round: z.number().int().min(1), downed: z.array(z.string()) });
const CoverSchema = z.strictObject({ cover: z.boolean().optional(), throwing: z.boolean().optional() });
type Fighter = z.infer<typeof FighterSchema>;

function registerTestPack() {
  registerPayloadSchemas('test-dice', { character: FighterSchema, encounter: FightSchema, houseRules: CoverSchema });
}
afterEach(() => unregisterPayloadSchemas('test-dice'));

describe('the Eos boundary (eos-records.ts)', () => {
  it('an Eos character and fight become envelopes with every other field as the payload, and come back equal', () => {
    const maren = V1.characters![0]! as never;
    const envelope = fromEosCharacter(maren);
    expect(Object.keys(envelope).sort()).toEqual(['campaignId', 'createdAt', 'id', 'name', 'system', 'updatedAt']);
    expect(Object.keys(envelope.system).sort()).toEqual(['build', 'currentHp', 'draft', 'gear', 'notes', 'portrait']);
    expect(toEosCharacter(envelope)).toEqual(maren);
    const fight = V1.encounters![0]! as never;
    const stored = fromEosEncounter(fight);
    expect(Object.keys(stored.system).sort()).toEqual(['finishedAt', 'state', 'status']);
    expect(toEosEncounter(stored)).toEqual(fight);
  });

  it('the repositories store envelopes and hand the views the same records as before', async () => {
    const campaign = await createCampaign('Coast');
    expect(campaign.systemId).toBe('eos');
    const created = await import('../../src/db').then((m) => m.createCharacter(campaign.id, sampleCharacter('Ada')));
    const raw = (await db.characters.get(created.id))!;
    expect(raw.system).toMatchObject({ notes: '', draft: false, currentHp: null, build: created.build });
    expect(raw).not.toHaveProperty('build');
    expect(await getCharacter(created.id)).toEqual(created);
    const hurt = await updateCharacter(created.id, { currentHp: 3, notes: 'limps' });
    expect(((await db.characters.get(created.id))!.system as { currentHp: number }).currentHp).toBe(3);
    expect(await listCharacters(campaign.id)).toEqual([hurt]);
    expect((await listCampaigns())[0]).toMatchObject({ systemId: 'eos', party: [{ name: 'Ada', draft: false }] });
  });
});

describe('backup format 2 and the migration from format 1', () => {
  it('wrapRecordsInEnvelopes (1 → 2) gives the campaign its game and wraps characters and fights, dropping nothing', () => {
    const file = JSON.parse(readFileSync('tests/fixtures/backups/the-frozen-coast-v1.json', 'utf8'));
    const migrated = wrapRecordsInEnvelopes.migrate(file) as { formatVersion: number; payload: { tables: Rows } } & {
      payload: { campaign: Record<string, unknown> };
    };
    expect(migrated.formatVersion).toBe(2);
    expect(migrated.payload.campaign).toEqual({ ...file.payload.campaign, systemId: 'eos' });
    for (const table of CAMPAIGN_TABLES) {
      const wanted = (UPGRADED[table] ?? []).filter((r) => r.campaignId === FROZEN_COAST).sort(byKey(table));
      expect([...migrated.payload.tables[table]!].sort(byKey(table)), table).toEqual(wanted);
    }
    // An unknown field is kept (in the payload), for the pack's schema to refuse in words: never lost silently.
    const odd = structuredClone(file);
    odd.payload.tables.characters[0].nickname = 'Mare';
    const oddMigrated = wrapRecordsInEnvelopes.migrate(odd) as { payload: { tables: Rows } };
    expect(oddMigrated.payload.tables.characters![0]!.system).toMatchObject({ nickname: 'Mare' });
    expect(migrateToCurrent(file, 1).applied).toEqual(['wrapRecordsInEnvelopes']);
    expect(FORMAT_VERSION).toBe(2);
  });

  it('a format-1 campaign file (the-frozen-coast-v1.json) imports with every record kept, record by record', async () => {
    const decoded = await readBackupFile(
      fileOf(readFileSync('tests/fixtures/backups/the-frozen-coast-v1.json', 'utf8')),
    );
    expect(decoded.info.formatVersion).toBe(1);
    expect(decoded.info.notes[0]).toBe(
      'This file was made by an older version of the app (backup format 1); it was brought up to date.',
    );
    await importBackup(decoded, {}, JAN_25);
    await expectCampaignStoredAs(FROZEN_COAST, UPGRADED);
    // And the views read them as the v1 app stored them.
    const party = await listCharacters(FROZEN_COAST);
    expect(party.map((c) => c.id).sort()).toEqual(
      V1.characters!.filter((c) => c.campaignId === FROZEN_COAST)
        .map((c) => c.id as string)
        .sort(),
    );
    for (const character of party) expect(character).toEqual(V1.characters!.find((c) => c.id === character.id));
  });

  it('a format-1 file whose payload was changed by hand is still refused by its checksum', async () => {
    const file = JSON.parse(readFileSync('tests/fixtures/backups/the-frozen-coast-v1.json', 'utf8'));
    file.payload.tables.characters[0].currentHp = 99;
    const before = await dumpAllTables();
    const error = await refusal(readBackupFile(fileOf(JSON.stringify(file))));
    expect(error.message).toContain('its checksum does not match');
    expect(await dumpAllTables()).toEqual(before);
  });

  it('a format-1 character file (pip-kettleburr-v1.json) joins an Eos campaign as the same sheet', async () => {
    const decoded = await readBackupFile(fileOf(readFileSync('tests/fixtures/backups/pip-kettleburr-v1.json', 'utf8')));
    if (decoded.kind !== 'character') throw new Error('expected a character');
    expect(decoded.systemId).toBe('eos');
    const target = await createCampaign('New table');
    await importBackup(decoded, { targetCampaignId: target.id }, JAN_25);
    const pip = V1.characters!.find((c) => c.id === PIP)!;
    expect(await getCharacter(PIP)).toEqual({ ...pip, campaignId: target.id });
  });

  it('export writes format 2: the campaign with its game, characters and fights as envelopes', async () => {
    await importBackup(
      await readBackupFile(fileOf(readFileSync('tests/fixtures/backups/the-frozen-coast-v1.json', 'utf8'))),
      {},
      JAN_25,
    );
    const file = JSON.parse((await exportCampaign(FROZEN_COAST, JAN_25)).text);
    expect(file.formatVersion).toBe(2);
    expect(file.payload.campaign.systemId).toBe('eos');
    expect(file.payload.tables.encounters[0]).toHaveProperty('system.state');
    expect(file.payload.tables.characters[0]).not.toHaveProperty('build');
    const character = JSON.parse((await exportCharacter(PIP, JAN_25)).text);
    expect(character.payload).toMatchObject({ systemId: 'eos', character: { id: PIP, system: { currentHp: -3 } } });
  });

  it('a restore point made in format 1 restores every record as the upgrade would have stored it', async () => {
    const file = JSON.parse(readFileSync('tests/fixtures/backups/the-frozen-coast-v1.json', 'utf8'));
    const json = canonicalJson(file.payload);
    await db.snapshots.add({
      id: 'old-point',
      campaignId: FROZEN_COAST,
      createdAt: JAN_25.getTime() - 86_400_000,
      kind: 'daily',
      campaignName: 'The Frozen Coast',
      counts: { characters: 3 },
      formatVersion: 1,
      appVersion: 'dev',
      checksum: await payloadChecksum(file.payload),
      encoding: 'json',
      data: json,
      bytes: json.length,
      storedBytes: json.length,
    });
    await restoreRestorePoint('old-point', JAN_25);
    await scheduledRestorePointsSettled();
    await expectCampaignStoredAs(FROZEN_COAST, UPGRADED);
  });

  it('a file of a game this app does not know is refused in words, and nothing is written', async () => {
    const file = JSON.parse(readFileSync('tests/fixtures/backups/the-frozen-coast-v1.json', 'utf8'));
    const v2 = migrateToCurrent(file, 1).file as { payload: { campaign: { systemId: string } }; checksum: string };
    v2.payload.campaign.systemId = 'chess-variant';
    v2.checksum = await payloadChecksum(v2.payload);
    const before = await dumpAllTables();
    const error = await refusal(readBackupFile(fileOf(JSON.stringify(v2))));
    expect(error.message).toBe('This backup has a problem, so nothing was imported.');
    expect(error.problems).toEqual([
      'campaign.systemId: the campaign plays “chess-variant”, a game this version of the app does not know, so its records cannot be checked',
    ]);
    expect(await dumpAllTables()).toEqual(before);
  });

  it('a format-2 file is checked by its pack’s payload schema, naming the field as the sheet does', async () => {
    const file = JSON.parse(readFileSync('tests/fixtures/backups/the-frozen-coast-v1.json', 'utf8'));
    const v2 = migrateToCurrent(file, 1).file as { payload: { tables: Rows }; checksum: string };
    (v2.payload.tables.characters![0]!.system as { currentHp: unknown }).currentHp = 'full';
    v2.checksum = await payloadChecksum(v2.payload);
    const error = await refusal(readBackupFile(fileOf(JSON.stringify(v2))));
    expect(error.problems).toEqual([
      'characters[0].currentHp: expected a whole number from -1,000,000 to 1,000,000, got “full”',
    ]);
  });
});

describe('the payload-schema registry (payload-schemas.ts)', () => {
  it('Eos is registered and loads its schemas lazily; a game without schemas is unknown', async () => {
    expect(registeredSystems()).toContain('eos');
    const eos = await payloadSchemasOf('eos');
    expect(eos?.character.safeParse(fromEosCharacter(V1.characters![0] as never).system).success).toBe(true);
    expect(eos?.character.safeParse({ notes: 'no build' }).success).toBe(false);
    expect(await payloadSchemasOf('no-such-game')).toBeUndefined();
  });

  it('a campaign of an unregistered game cannot be made', async () => {
    await expect(createCampaign('Chess night', 'chess-variant')).rejects.toMatchObject({
      code: 'invalid-value',
      message: 'This app knows no game “chess-variant”, so no campaign of it can be made.',
    });
    expect(await db.campaigns.count()).toBe(0);
  });
});

describe('the generic repository of packs (pack-records.ts)', () => {
  async function wastelandCampaign() {
    registerTestPack();
    return createCampaign('The Dust Road', 'test-dice');
  }

  it('creates, lists, reads, updates and deletes a pack’s fighters and fights, each checked by its schema', async () => {
    const campaign = await wastelandCampaign();
    expect(campaign.systemId).toBe('test-dice');
    const katniss = await createPackRecord<Fighter>('characters', campaign.id, {
      name: 'Katniss',
      system: { skills: { aim: 3, sprinting: 2 }, hp: 5 },
    });
    const frodo = await createPackRecord<Fighter>('characters', campaign.id, {
      name: 'Frodo',
      system: { skills: { nimble: 1 }, hp: 5 },
    });
    expect(await db.characters.get(katniss.id)).toEqual(katniss);
    expect((await listPackRecords<Fighter>('characters', campaign.id)).map((r) => r.name)).toEqual([
      'Katniss',
      'Frodo',
    ]);
    const hit = await updatePackRecord<Fighter>('characters', frodo.id, (current) => ({
      system: { ...current.system, hp: current.system.hp - 1 },
    }));
    expect(hit.system.hp).toBe(4);
    expect(hit.updatedAt).toBeGreaterThan(frodo.updatedAt);
    expect((await getPackRecord<Fighter>('characters', frodo.id))!.system.hp).toBe(4);
    const fight = await createPackRecord('encounters', campaign.id, {
      name: 'At the cornucopia',
      system: { round: 1, downed: [] },
    });
    expect((await listPackRecords('encounters', campaign.id)).map((f) => f.id)).toEqual([fight.id]);
    expect((await listCampaigns())[0]).toMatchObject({ systemId: 'test-dice', characterCount: 2 });

    const removed = await deletePackRecord('characters', katniss.id);
    expect(await getPackRecord('characters', katniss.id)).toBeUndefined();
    await restorePackRecord('characters', removed);
    expect(await getPackRecord('characters', katniss.id)).toEqual(katniss);
  });

  it('refuses a payload its pack’s schema refuses, in words, with nothing stored or changed', async () => {
    const campaign = await wastelandCampaign();
    await expect(
      createPackRecord('characters', campaign.id, { name: 'Azula', system: { skills: { aim: 4 }, hp: 5 } }),
    ).rejects.toMatchObject({
      code: 'invalid-value',
      message: '“Azula” could not be saved: skills.aim: a skill starts at 3 at most. Nothing was changed.',
    });
    expect(await db.characters.count()).toBe(0);
    const frodo = await createPackRecord<Fighter>('characters', campaign.id, {
      name: 'Frodo',
      system: { skills: {}, hp: 5 },
    });
    const before = await dumpAllTables();
    await expect(
      updatePackRecord<Fighter>('characters', frodo.id, { system: { skills: {}, hp: 9 } }),
    ).rejects.toMatchObject({
      message: '“Frodo” could not be saved: hp: a fighter has five hit points. Nothing was changed.',
    });
    await expect(updatePackRecord('characters', frodo.id, { name: '   ' })).rejects.toMatchObject({
      code: 'invalid-name',
    });
    await expect(
      createPackRecord('encounters', campaign.id, { name: 'Bad', system: { round: 0, downed: [], extra: 1 } }),
    ).rejects.toMatchObject({ code: 'invalid-value' });
    expect(await dumpAllTables()).toEqual(before);
  });

  it('an Eos campaign’s records are checked by Eos’s schemas through the same repository', async () => {
    const eos = await createCampaign('Coast');
    await expect(
      createPackRecord('characters', eos.id, { name: 'Not a sheet', system: { skills: {}, hp: 5 } }),
    ).rejects.toMatchObject({ code: 'invalid-value' });
    const sheet = fromEosCharacter({ ...(V1.characters![0] as unknown as CharacterRecord), campaignId: eos.id }).system;
    const stored = await createPackRecord('characters', eos.id, { name: 'Maren', system: sheet });
    expect((await getCharacter(stored.id))!.build).toEqual(V1.characters![0]!.build);
  });

  it('a campaign whose game lost its schemas is refused in words, not crashed, and keeps its records', async () => {
    const campaign = await wastelandCampaign();
    const frodo = await createPackRecord('characters', campaign.id, { name: 'Frodo', system: { skills: {}, hp: 5 } });
    unregisterPayloadSchemas('test-dice');
    await expect(updatePackRecord('characters', frodo.id, { name: 'Frodo B.' })).rejects.toMatchObject({
      code: 'invalid-value',
      message:
        '“The Dust Road” cannot be changed: the campaign plays “test-dice”, a game this version of the app does not know, so its records cannot be checked.',
    });
    expect(await getPackRecord('characters', frodo.id)).toEqual(frodo);
  });

  it('stores the pack’s house rules, checked by its house-rules schema', async () => {
    const campaign = await wastelandCampaign();
    expect(await getPackHouseRules(campaign.id)).toEqual({});
    await setPackHouseRules(campaign.id, { cover: true });
    expect(await getPackHouseRules(campaign.id)).toEqual({ cover: true });
    await expect(setPackHouseRules(campaign.id, { grappling: 'yes' })).rejects.toMatchObject({
      code: 'invalid-value',
    });
    expect((await getCampaign(campaign.id))!.houseRules).toEqual({ cover: true });
  });

  it('a campaign of another pack exports and imports with its records checked by that pack', async () => {
    const campaign = await wastelandCampaign();
    await createPackRecord('characters', campaign.id, { name: 'Katniss', system: { skills: { aim: 3 }, hp: 5 } });
    await setPackHouseRules(campaign.id, { throwing: true });
    const download = await exportCampaign(campaign.id, JAN_25);
    await db.transaction('rw', db.tables, async () => Promise.all(db.tables.map((t) => t.clear())));
    const decoded = await readBackupFile(fileOf(download.text));
    if (decoded.kind !== 'campaign') throw new Error('expected a campaign');
    expect(decoded.data.characters.map((c: StoredRecord) => c.system)).toEqual([{ skills: { aim: 3 }, hp: 5 }]);
    await importBackup(decoded, {}, JAN_25);
    expect((await getCampaign(campaign.id))!).toMatchObject({ systemId: 'test-dice', houseRules: { throwing: true } });
    // A tampered fighter is refused by the pack's schema.
    const file = JSON.parse(download.text);
    file.payload.tables.characters[0].system.hp = 50;
    file.checksum = await payloadChecksum(file.payload);
    const error = await refusal(readBackupFile(fileOf(JSON.stringify(file))));
    expect(error.problems).toEqual(['characters[0].hp: a fighter has five hit points, got 50']);
  });

  it('an Eos character file cannot join a campaign of another game', async () => {
    const eos = await createCampaign('Coast');
    const ada = await import('../../src/db').then((m) => m.createCharacter(eos.id, sampleCharacter('Ada')));
    const decoded = await readBackupFile(fileOf((await exportCharacter(ada.id, JAN_25)).text));
    const dust = await wastelandCampaign();
    await expect(
      importBackup(decoded, { targetCampaignId: dust.id, choice: 'keep-both' }, JAN_25),
    ).rejects.toMatchObject({
      code: 'invalid-value',
    });
    expect(await listPackRecords('characters', dust.id)).toEqual([]);
  });

  it('subscribePackRecords tells a view of every change', async () => {
    const campaign = await wastelandCampaign();
    const seen: string[][] = [];
    const stop = subscribePackRecords('characters', campaign.id, (records) => seen.push(records.map((r) => r.name)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await createPackRecord('characters', campaign.id, { name: 'Katniss', system: { skills: {}, hp: 5 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(seen[0]).toEqual([]);
    expect(seen.at(-1)).toEqual(['Katniss']);
  });
});

describe('Eos-only repositories leave other packs’ records alone', () => {
  it('the running fights of other games are not listed as Eos fights, and Eos house-rule switches refuse them', async () => {
    registerTestPack();
    const dust = await createCampaign('The Dust Road', 'test-dice');
    // A payload that happens to say 'active': still not an Eos fight.
    registerPayloadSchemas('test-dice', {
      character: FighterSchema,
      encounter: z.strictObject({ status: z.literal('active') }),
    });
    await createPackRecord('encounters', dust.id, { name: 'Standoff', system: { status: 'active' } });
    const { listActiveEncounters, setHouseRule } = await import('../../src/db');
    expect(await listActiveEncounters()).toEqual([]);
    await expect(setHouseRule(dust.id, 'dwarfCloaks', true)).rejects.toMatchObject({ code: 'invalid-value' });
    expect((await getCampaign(dust.id))!.houseRules).toBeUndefined();
  });
});
