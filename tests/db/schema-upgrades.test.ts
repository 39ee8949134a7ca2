import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { listCampaigns, listCharacters } from '../../src/db';
import { db, DB_NAME, LATEST_VERSION, SCHEMA, type SchemaVersion } from '../../src/db/db';

/**
 * The pattern every schema change extends: open a database written by an older version (tests/fixtures/db-v<N>/) with
 * the current EosDB and find every record intact. See tests/fixtures/db-v1/README.md.
 */
interface Dump {
  schemaVersion: number;
  tables: Record<string, { id: string }[]>;
}

const dumps = import.meta.glob<Dump>('../fixtures/db-v*/dump.json', { eager: true, import: 'default' });
const expectations = import.meta.glob<Dump>('../fixtures/db-v*/expected.json', { eager: true, import: 'default' });

const fixtures = Object.entries(dumps)
  .map(([path, dump]) => ({ path, dump, expected: expectations[path.replace('dump.json', 'expected.json')] ?? dump }))
  .sort((a, b) => a.dump.schemaVersion - b.dump.schemaVersion);

const versions = Object.keys(SCHEMA).map(Number) as SchemaVersion[];

/** Writes `dump` the way version N of the app would have: a database declaring only the stores of versions 1..N. */
async function writeAsVersion(dump: Dump) {
  const old = new Dexie(DB_NAME);
  for (const version of versions.filter((v) => v <= dump.schemaVersion)) {
    old.version(version).stores(SCHEMA[version]);
  }
  await old.open();
  await old.transaction('rw', Object.keys(dump.tables), async () => {
    for (const [table, rows] of Object.entries(dump.tables)) await old.table(table).bulkAdd(rows);
  });
  old.close();
}

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

beforeEach(async () => {
  db.close();
  await Dexie.delete(DB_NAME);
});
afterAll(() => db.close());

describe('schema versions', () => {
  it('declares every version from 1 to the latest, and the app database opens at the latest', async () => {
    expect(versions).toEqual(Array.from({ length: LATEST_VERSION }, (_, i) => i + 1));
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
  });

  it('has a fixture written by every version', () => {
    expect(fixtures.map((f) => f.dump.schemaVersion)).toEqual(versions);
  });
});

describe.each(fixtures)('a database written by version $dump.schemaVersion ($path)', ({ dump, expected }) => {
  it('opens with the current schema and every record reads back intact', async () => {
    await writeAsVersion(dump);
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);

    for (const [table, rows] of Object.entries(expected.tables)) {
      const stored = (await db.table(table).toArray()) as { id: string }[];
      expect(stored.sort(byId), `table ${table}`).toEqual([...rows].sort(byId));
    }
  });
});

describe('the v1 fixture through the repositories', () => {
  it('lists its campaigns and parties as the app shows them', async () => {
    const v1 = fixtures.find((f) => f.dump.schemaVersion === 1)!;
    await writeAsVersion(v1.dump);
    await db.open();

    const campaigns = await listCampaigns();
    expect(campaigns.map((c) => [c.name, c.characterCount])).toEqual([
      ['Empty campaign — ünïcødé ✓', 0],
      ['The Frozen Coast', 3],
    ]);
    const party = await listCharacters(campaigns[1]!.id);
    expect(party.map((c) => c.name)).toEqual(['Maren Holt', 'Pip Kettleburr', 'Grund Mossback']);
    expect(party[0]!.notes).toBe('Camp keeper.\nCarries the only needle.');
    expect(party[1]).toMatchObject({ draft: true, portrait: { kind: 'colour', value: '#336699' }, currentHp: -3 });
    expect(party[1]!.gear.weapons.map((w) => [w.kind, w.tier, w.fullTier, w.slot])).toEqual([
      ['main-hand-crossbow', 3, 4, 'right-hip'],
    ]);
    expect(party[0]).toMatchObject({ currentHp: null, gear: { weapons: [], armor: [], cloaks: 0 } });
  });
});
