import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createCampaign,
  createCampaignWithCharacters,
  deleteCampaign,
  exportCampaign,
  exportCharacter,
  exportReminderDue,
  findImportConflict,
  getBackupStatus,
  importBackup,
  importedName,
  listCharacters,
  readBackupFile,
  recordExport,
  dismissExportReminder,
  renameCampaign,
  updateCharacter,
  createCharacter,
  deleteCharacter,
} from '../../src/db';
import { canonicalJson } from '../../src/db/backup-codec';
import { rewriteIds } from '../../src/db/campaign-data';
import { FORMAT_VERSION, RULINGS_VERSION } from '../../src/db/backup-format';
import { MIGRATIONS, migrateToCurrent, wrapPayloadAndAddGear } from '../../src/db/backup-migrations';
import { fromEosCharacter, toEosEncounter } from '../../src/db/eos-records';
import { db } from '../../src/db/db';
import { scheduledRestorePointsSettled } from '../../src/db/restore-points';
import { CAMPAIGN_TABLES } from '../../src/db/tables';
import { EMPTY_GEAR } from '../../src/systems/eos/rules/character/gear';
import { EXAMPLE_CAMPAIGN_NAME, EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import packageJson from '../../package.json';
import {
  dumpAllTables,
  dumpCampaign,
  edited,
  fileOf,
  generatedCharacter,
  loadExample,
  loadV1Fixture,
  readDownload,
  refusal,
  V1_TABLES,
} from './backup-helpers';
import { freshDatabaseEachTest, sampleCharacter } from './helpers';

freshDatabaseEachTest();
afterEach(() => scheduledRestorePointsSettled());

const JAN_5 = new Date(2026, 0, 5, 18, 30);
const FROZEN_COAST = '0b6f3c2e-6a5d-4f1e-9a51-1c2d3e4f5a60';
const DATA_TABLES = ['snapshots', 'backupStatus'];

/** Every table except this device's bookkeeping: what a backup must give back. */
const dumpData = () => dumpAllTables({ without: DATA_TABLES });

async function wipe() {
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
}

describe('export', () => {
  it('writes one versioned JSON file: format, versions, time, kind, checksum of the payload, the payload', async () => {
    const campaign = await loadExample();
    const download = await exportCampaign(campaign.id, JAN_5);
    const file = JSON.parse(download.text);

    expect(download.fileName).toBe('eos-campaign-example-the-frozen-coast-2026-01-05.json');
    expect(file).toMatchObject({
      format: 'eos-table-companion',
      formatVersion: 2,
      appVersion: packageJson.version,
      exportedAt: JAN_5.toISOString(),
      kind: 'campaign',
    });
    expect(Object.keys(file)).toEqual([
      'format',
      'formatVersion',
      'appVersion',
      'exportedAt',
      'kind',
      'checksum',
      'payload',
    ]);
    // SHA-256 of the canonical JSON of the payload, computed here with Node's own crypto.
    expect(file.checksum).toBe(createHash('sha256').update(canonicalJson(file.payload), 'utf8').digest('hex'));
    expect(file.payload.campaign).toEqual(campaign);
    expect(file.payload.rulingsVersion).toBe(RULINGS_VERSION);
    expect(Object.keys(file.payload.tables).sort()).toEqual([...CAMPAIGN_TABLES].sort());
    expect(file.payload.tables.characters.map((c: { name: string }) => c.name).sort()).toEqual(
      EXAMPLE_PARTY.map((c) => c.name).sort(),
    );
  });

  it('holds the campaign’s house rules and every record of every table that belongs to it, and nothing else', async () => {
    await loadV1Fixture();
    await createCampaignWithCharacters('Other', [sampleCharacter('Stranger')]);
    const file = JSON.parse((await exportCampaign(FROZEN_COAST, JAN_5)).text);
    for (const table of CAMPAIGN_TABLES) {
      const expected = (V1_TABLES[table] ?? []).filter((r) => r.campaignId === FROZEN_COAST);
      expect(file.payload.tables[table], table).toHaveLength(expected.length);
    }
    expect(file.payload.tables.characters.map((c: { name: string }) => c.name)).not.toContain('Stranger');
    expect(file.payload.campaign).toEqual(V1_TABLES.campaigns!.find((c) => (c as { id: string }).id === FROZEN_COAST));
  });

  it('names character files after the character, and keeps the campaign’s name and house rules with it', async () => {
    const campaign = await loadExample();
    await db.campaigns.update(campaign.id, { houseRules: { dwarfCloaks: true } });
    const [maren] = await listCharacters(campaign.id);
    const download = await exportCharacter(maren!.id, JAN_5);
    const file = JSON.parse(download.text);
    expect(download.fileName).toBe('eos-character-maren-holt-2026-01-05.json');
    expect(file.kind).toBe('character');
    // Format 2: the character as stored (the envelope around its Eos payload) and the game it is of.
    expect(file.payload).toEqual({
      character: fromEosCharacter(maren!),
      systemId: 'eos',
      campaignName: EXAMPLE_CAMPAIGN_NAME,
      houseRules: { dwarfCloaks: true },
      rulingsVersion: RULINGS_VERSION,
    });
  });

  it('says so when the campaign or character is gone', async () => {
    await expect(exportCampaign('nope', JAN_5)).rejects.toMatchObject({ code: 'not-found' });
    await expect(exportCharacter('nope', JAN_5)).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('round trip: export → wipe → import gives back every record of every table, field by field', () => {
  it('the v1 fixture database (a record in every table it has), campaign by campaign', async () => {
    await loadV1Fixture();
    const before = await dumpData();
    const files = [];
    for (const campaign of await db.campaigns.toArray()) files.push(await exportCampaign(campaign.id, JAN_5));
    await wipe();
    expect((await dumpData()).campaigns).toEqual([]);

    for (const file of files) {
      const decoded = await readDownload(file);
      expect(await findImportConflict(decoded)).toBeNull();
      await importBackup(decoded, {}, JAN_5);
    }
    expect(await dumpData()).toEqual(before);
  });

  it('covers every per-campaign table: the v1 fixture has records in each', () => {
    const missing = CAMPAIGN_TABLES.filter((t) => (V1_TABLES[t] ?? []).length === 0);
    expect(missing, 'add records of these tables to tests/fixtures/db-v1/dump.json').toEqual([]);
  });

  it('the example campaign', async () => {
    const campaign = await loadExample();
    const before = await dumpCampaign(campaign.id);
    const file = await exportCampaign(campaign.id, JAN_5);
    await deleteCampaign(campaign.id);
    expect((await dumpCampaign(campaign.id)).characters).toEqual([]);
    const result = await importBackup(await readDownload(file), {}, JAN_5);
    expect(result).toMatchObject({ kind: 'campaign', replaced: false, counts: { characters: 5 } });
    expect(await dumpCampaign(campaign.id)).toEqual(before);
  });

  it('a large generated campaign: 300 characters with notes, drafts, wounds and gear', async () => {
    const party = Array.from({ length: 300 }, (_, i) => ({
      ...generatedCharacter(i),
      gear: EXAMPLE_PARTY[i % EXAMPLE_PARTY.length]!.gear,
    }));
    const campaign = await createCampaignWithCharacters('Years on the Coast', party);
    const before = await dumpCampaign(campaign.id);

    let t = performance.now();
    const file = await exportCampaign(campaign.id, JAN_5);
    const exportMs = performance.now() - t;
    await wipe();
    t = performance.now();
    await importBackup(await readDownload(file), {}, JAN_5);
    const importMs = performance.now() - t;

    expect(await dumpCampaign(campaign.id)).toEqual(before);
    expect(before.characters).toHaveLength(300);
    console.info(
      `large campaign: ${(file.length / 1e6).toFixed(2)} MB, export ${exportMs.toFixed(0)} ms, read+import ${importMs.toFixed(0)} ms`,
    );
  });

  it('a stored file of format 1 (tests/fixtures/backups/example-campaign-v1.json) still imports', async () => {
    const text = readFileSync('tests/fixtures/backups/example-campaign-v1.json', 'utf8');
    const decoded = await readBackupFile(fileOf(text));
    const result = await importBackup(decoded, {}, JAN_5);
    expect(result.kind === 'campaign' && result.campaign.name).toBe(EXAMPLE_CAMPAIGN_NAME);
    expect((await listCharacters(JSON.parse(text).payload.campaign.id)).map((c) => c.name)).toEqual(
      EXAMPLE_PARTY.map((c) => c.name),
    );
  });
});

describe('importing a campaign that is already stored', () => {
  async function changedSinceExport() {
    await loadV1Fixture();
    const file = await exportCampaign(FROZEN_COAST, JAN_5);
    const exported = await dumpCampaign(FROZEN_COAST);
    // After the export: renamed, one character deleted, one added, one wounded.
    await renameCampaign(FROZEN_COAST, 'Renamed later');
    const [maren, pip] = await listCharacters(FROZEN_COAST);
    await deleteCharacter(maren!.id);
    await createCharacter(FROZEN_COAST, sampleCharacter('Newcomer'));
    await updateCharacter(pip!.id, { currentHp: -7 });
    await scheduledRestorePointsSettled();
    return { decoded: await readDownload(file), exported, current: await dumpCampaign(FROZEN_COAST) };
  }

  it('asks: findImportConflict names the stored campaign', async () => {
    const { decoded } = await changedSinceExport();
    expect(await findImportConflict(decoded)).toMatchObject({ kind: 'campaign', existing: { name: 'Renamed later' } });
  });

  it('Replace: the campaign becomes exactly the file, and what it was is kept as a restore point', async () => {
    const { decoded, exported, current } = await changedSinceExport();
    const other = await createCampaignWithCharacters('Untouched', [sampleCharacter('Cy')]);
    const untouched = await dumpCampaign(other.id);

    const result = await importBackup(decoded, { choice: 'replace' }, JAN_5);

    expect(result).toMatchObject({ kind: 'campaign', replaced: true, campaign: { id: FROZEN_COAST } });
    expect(await dumpCampaign(FROZEN_COAST)).toEqual(exported); // the Newcomer is gone, Maren is back
    expect(await dumpCampaign(other.id)).toEqual(untouched);
    const points = await db.snapshots.where('kind').equals('before-import').toArray();
    expect(points.map((p) => [p.campaignId, p.campaignName, p.counts.characters])).toEqual([
      [FROZEN_COAST, 'Renamed later', current.characters!.length],
    ]);
  });

  it('Keep both: the import gets new ids everywhere, references rewritten, named “… (imported)”', async () => {
    const { decoded, current } = await changedSinceExport();
    const result = await importBackup(decoded, { choice: 'keep-both' }, JAN_5);
    if (result.kind !== 'campaign') throw new Error('expected a campaign');

    expect(result.replaced).toBe(false);
    expect(result.campaign.id).not.toBe(FROZEN_COAST);
    expect(result.campaign.name).toBe('The Frozen Coast (imported)');
    expect(await dumpCampaign(FROZEN_COAST)).toEqual(current); // the stored one is untouched

    const copy = await dumpCampaign(result.campaign.id);
    const oldIds = new Set<string>([FROZEN_COAST]);
    for (const table of CAMPAIGN_TABLES) {
      for (const r of V1_TABLES[table] ?? []) if (r.campaignId === FROZEN_COAST) oldIds.add((r as { id: string }).id);
    }
    // No old id is left anywhere in the copy, as a value or a key (gear item ids are not record ids and stay).
    const text = JSON.stringify(copy);
    for (const id of oldIds) expect(text, id).not.toContain(id);
    // The copy's fight still points at the copy's characters.
    const characters = copy.characters as { id: string; name: string }[];
    const fight = (
      copy.encounters as { system: { state: { combatants: { name: string; source: { characterId?: string } }[] } } }[]
    )
      .flatMap((e) => e.system.state.combatants)
      .find((c) => c.name === 'Maren Holt')!;
    expect(fight.source.characterId).toBe(characters.find((c) => c.name === 'Maren Holt')!.id);
    expect(characters.map((c) => c.name).sort()).toEqual(['Grund Mossback', 'Maren Holt', 'Pip Kettleburr']);
  });

  it('a record whose id another campaign already uses gets a new id; that campaign keeps its record', async () => {
    await loadV1Fixture();
    const decoded = await readDownload(await exportCampaign(FROZEN_COAST, JAN_5));
    const [maren, pip, grund] = await listCharacters(FROZEN_COAST);
    await deleteCampaign(FROZEN_COAST);
    await scheduledRestorePointsSettled();
    // Another campaign here holds a record with Maren's id (a hand-made file, or one imported twice as a copy).
    const other = await createCampaign('Another table');
    const lookalike = fromEosCharacter({ ...maren!, campaignId: other.id, name: 'Not Maren' });
    await db.characters.put(lookalike);

    const result = await importBackup(decoded, {}, JAN_5);
    if (result.kind !== 'campaign') throw new Error('expected a campaign');

    expect(result.campaign.id).toBe(FROZEN_COAST);
    expect(await db.characters.get(maren!.id)).toEqual(lookalike);
    const imported = await listCharacters(FROZEN_COAST);
    const byName = new Map(imported.map((c) => [c.name, c.id]));
    expect(byName.get('Maren Holt')).toBeDefined();
    expect(byName.get('Maren Holt')).not.toBe(maren!.id);
    expect([byName.get(pip!.name), byName.get(grund!.name)]).toEqual([pip!.id, grund!.id]);
    // The campaign's fight follows Maren to her new id.
    const fights = (await db.encounters.where('campaignId').equals(FROZEN_COAST).toArray()).map(toEosEncounter);
    const marenInFight = fights.flatMap((e) => e.state.combatants).find((c) => c.name === 'Maren Holt')!;
    expect(marenInFight.source).toMatchObject({ characterId: byName.get('Maren Holt') });
  });

  it('rewriteIds replaces an id wherever it appears: a whole value, part of a value, an object key', () => {
    const old = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const value = { id: old, stock: [{ id: `d11-${old}-0-bushcraft` }], hp: { [old]: 5 }, note: 'Ada', n: 3 };
    expect(rewriteIds(value, new Map([[old, 'NEW']]))).toEqual({
      id: 'NEW',
      stock: [{ id: 'd11-NEW-0-bushcraft' }],
      hp: { NEW: 5 },
      note: 'Ada',
      n: 3,
    });
    expect(value.id).toBe(old); // a copy: the input is untouched
  });

  it('Keep both shortens a long name to fit', () => {
    expect(importedName('y'.repeat(80))).toBe(`${'y'.repeat(69)} (imported)`);
  });

  it('refuses to import over a campaign created meanwhile without a choice', async () => {
    const { decoded } = await changedSinceExport();
    const before = await dumpAllTables();
    await expect(importBackup(decoded, {}, JAN_5)).rejects.toMatchObject({ code: 'changed-elsewhere' });
    expect(await dumpAllTables()).toEqual(before);
  });
});

describe('importing one character', () => {
  it('adds it to the chosen campaign; a second import asks, then replaces or keeps both', async () => {
    const source = await loadExample();
    const target = await createCampaign('Another table');
    const [maren] = await listCharacters(source.id);
    const decoded = await readDownload(await exportCharacter(maren!.id, JAN_5));
    await deleteCharacter(maren!.id);
    expect(await findImportConflict(decoded)).toBeNull();

    const first = await importBackup(decoded, { targetCampaignId: target.id }, JAN_5);
    expect(first).toMatchObject({ kind: 'character', replaced: false, campaign: { id: target.id } });
    expect(await listCharacters(target.id)).toEqual([{ ...maren!, campaignId: target.id }]);

    expect(await findImportConflict(decoded)).toMatchObject({ kind: 'character', campaignName: 'Another table' });
    await updateCharacter(maren!.id, { notes: 'changed' });
    await importBackup(decoded, { targetCampaignId: target.id, choice: 'replace' }, JAN_5);
    expect((await listCharacters(target.id)).map((c) => c.notes)).toEqual([maren!.notes]);

    await importBackup(decoded, { targetCampaignId: target.id, choice: 'keep-both' }, JAN_5);
    const both = await listCharacters(target.id);
    expect(both.map((c) => c.name).sort()).toEqual(['Maren Holt', 'Maren Holt (imported)']);
    expect(new Set(both.map((c) => c.id)).size).toBe(2);
  });

  it('needs a campaign to go into', async () => {
    const source = await loadExample();
    const [maren] = await listCharacters(source.id);
    const decoded = await readDownload(await exportCharacter(maren!.id, JAN_5));
    await expect(importBackup(decoded, {}, JAN_5)).rejects.toMatchObject({ code: 'invalid-value' });
    await expect(importBackup(decoded, { targetCampaignId: 'gone' }, JAN_5)).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});

describe('checksum and format version', () => {
  it('refuses a file changed after export (broken checksum) and accepts it again once unchanged', async () => {
    const campaign = await loadExample();
    const file = await exportCampaign(campaign.id, JAN_5);
    const tampered = await edited(file, (f) => (f.payload.tables.characters[0].currentHp = 99), { fixChecksum: false });
    const error = await refusal(readBackupFile(fileOf(tampered)));
    expect(error.message).toMatch(/^The file was changed after it was exported \(its checksum does not match\)/);
    await expect(readDownload(file)).resolves.toMatchObject({ kind: 'campaign' });
  });

  it('refuses a future format version: made by a newer version of the app — update first', async () => {
    const campaign = await loadExample();
    const future = await edited(
      await exportCampaign(campaign.id, JAN_5),
      (f) => (f.formatVersion = FORMAT_VERSION + 1),
    );
    const error = await refusal(readBackupFile(fileOf(future)));
    expect(error.message).toContain('made by a newer version of the app');
    expect(error.message).toContain('update first');
  });

  it('refuses a format version that is not a whole number from 0 up', async () => {
    const campaign = await loadExample();
    for (const version of [1.5, -1, '1', null]) {
      const odd = await edited(await exportCampaign(campaign.id, JAN_5), (f) => (f.formatVersion = version));
      const error = await refusal(readBackupFile(fileOf(odd)));
      expect(error.message, String(version)).toMatch(/format version, .*, is not one this app knows/);
    }
  });
});

describe('migrations', () => {
  it('has one named migration for every older format version, in order', () => {
    expect(MIGRATIONS.map((m) => m.from)).toEqual(Array.from({ length: FORMAT_VERSION }, (_, i) => i));
    expect(new Set(MIGRATIONS.map((m) => m.name)).size).toBe(MIGRATIONS.length);
  });

  it('wrapPayloadAndAddGear (0 → 1) wraps the records, adds empty gear and full HP, keeps everything else', () => {
    const v0 = JSON.parse(readFileSync('tests/fixtures/backups/example-campaign-v0.json', 'utf8'));
    const v1 = wrapPayloadAndAddGear.migrate(v0);
    expect(v1).toMatchObject({
      formatVersion: 1,
      kind: 'campaign',
      checksum: null,
      exportedAt: new Date(v0.exportedAt).toISOString(),
    });
    const payload = v1.payload as { campaign: unknown; tables: { characters: Record<string, unknown>[] } };
    expect(payload.campaign).toEqual(v0.campaign);
    expect(payload.tables.characters).toEqual(
      v0.characters.map((c: object) => ({ ...c, gear: EMPTY_GEAR, currentHp: null })),
    );
    expect(migrateToCurrent(v0, 0).applied).toEqual(['wrapPayloadAndAddGear', 'wrapRecordsInEnvelopes']);
    expect(migrateToCurrent(v1, 1).applied).toEqual(['wrapRecordsInEnvelopes']);
  });

  it('imports a format 0 file: the characters arrive with empty gear at full HP, and the player is told', async () => {
    const text = readFileSync('tests/fixtures/backups/example-campaign-v0.json', 'utf8');
    const decoded = await readBackupFile(fileOf(text));
    expect(decoded.info.formatVersion).toBe(0);
    expect(decoded.info.notes[0]).toBe(
      'This file was made by an older version of the app (backup format 0); it was brought up to date.',
    );
    const result = await importBackup(decoded, {}, JAN_5);
    if (result.kind !== 'campaign') throw new Error('expected a campaign');
    const party = await listCharacters(result.campaign.id);
    expect(party.map((c) => c.name)).toEqual(['Maren Holt', 'Pip Kettleburr', 'Grund Mossback']);
    expect(party.every((c) => c.currentHp === null && c.gear.weapons.length === 0 && c.gear.cloaks === 0)).toBe(true);
  });

  it('checks a migrated file like any other: a broken record in a format 0 file is refused', async () => {
    const v0 = JSON.parse(readFileSync('tests/fixtures/backups/example-campaign-v0.json', 'utf8'));
    v0.characters[1].build.creationStats.reflex = 40;
    const error = await refusal(readBackupFile(fileOf(JSON.stringify(v0))));
    expect(error.problems).toEqual([
      'characters[1].build.creationStats.reflex: expected a whole number from 0 to 15, got 40',
    ]);
  });
});

describe('the last export and the reminder', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('counts an imported file as the campaign’s last export (the player has that file)', async () => {
    const campaign = await loadExample();
    const file = await exportCampaign(campaign.id, JAN_5);
    await deleteCampaign(campaign.id);
    await importBackup(await readDownload(file), {}, new Date(2026, 0, 20));
    expect((await getBackupStatus(campaign.id)).lastExportedAt).toBe(JAN_5.getTime());
  });

  it('records the last export time of a campaign', async () => {
    const campaign = await loadExample();
    expect(await getBackupStatus(campaign.id)).toEqual({
      id: campaign.id,
      lastExportedAt: null,
      reminderDismissedAt: null,
    });
    await recordExport(campaign.id, JAN_5);
    expect((await getBackupStatus(campaign.id)).lastExportedAt).toBe(JAN_5.getTime());
    await expect(recordExport('gone', JAN_5)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('reminds when the last export (or, never exported, the creation) is more than 7 days of real time ago', () => {
    const base = { campaignCreatedAt: 0, lastExportedAt: null, reminderDismissedAt: null };
    expect(exportReminderDue(base, new Date(7 * DAY))).toBe(false);
    expect(exportReminderDue(base, new Date(7 * DAY + 1))).toBe(true);
    expect(exportReminderDue({ ...base, lastExportedAt: 5 * DAY }, new Date(12 * DAY))).toBe(false);
    expect(exportReminderDue({ ...base, lastExportedAt: 5 * DAY }, new Date(12 * DAY + 1))).toBe(true);
  });

  it('a dismissed reminder stays away for a day, then comes back while there is still no export', async () => {
    const campaign = await loadExample();
    const later = new Date(campaign.createdAt + 10 * DAY);
    await dismissExportReminder(campaign.id, later);
    const status = await getBackupStatus(campaign.id);
    const due = (now: number) => exportReminderDue({ ...status, campaignCreatedAt: campaign.createdAt }, new Date(now));
    expect(due(later.getTime() + DAY)).toBe(false);
    expect(due(later.getTime() + DAY + 1)).toBe(true);
    await recordExport(campaign.id, later);
    expect((await getBackupStatus(campaign.id)).reminderDismissedAt).toBeNull();
  });
});
