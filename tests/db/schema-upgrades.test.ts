import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  endDay,
  getCalendar,
  getCharacter,
  listCampaigns,
  listCharacters,
  listCreatureTemplates,
  listDayLogs,
  listEncounters,
  modifyEncounter,
  undoLastDay,
  type DayLogRecord,
} from '../../src/db';
import { createSeededRandom, nextTurn, undo } from '../../src/systems/eos/rules';
import { db, DB_NAME, LATEST_VERSION, SCHEMA, type SchemaVersion } from '../../src/db/db';
import { primaryKeyOf, type TableName } from '../../src/db/tables';

/**
 * The pattern every schema change extends: open a database written by an older version (tests/fixtures/db-v<N>/) with
 * the current EosDB and find every record intact. See tests/fixtures/db-v1/README.md.
 */
interface Dump {
  schemaVersion: number;
  tables: Record<string, Record<string, unknown>[]>;
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

/** Rows sorted by their table's primary key ('id', or 'campaignId' for the calendars). */
function byKeyOf(table: string) {
  const key = primaryKeyOf(table as TableName);
  return (a: Record<string, unknown>, b: Record<string, unknown>) => String(a[key]).localeCompare(String(b[key]));
}

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
      const stored = (await db.table(table).toArray()) as Record<string, unknown>[];
      expect(stored.sort(byKeyOf(table)), `table ${table}`).toEqual([...rows].sort(byKeyOf(table)));
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

  it('lists its encounters and creature templates, and a stored fight goes on where it stopped', async () => {
    const v1 = fixtures.find((f) => f.dump.schemaVersion === 1)!;
    await writeAsVersion(v1.dump);
    await db.open();

    const coast = (await listCampaigns())[1]!;
    const page = await listEncounters(coast.id);
    expect(page.total).toBe(2);
    expect(page.encounters.map((e) => [e.name, e.status, e.round])).toEqual([
      ['Wolves at the ford', 'active', 1],
      ['A quiet night — ünïcødé', 'finished', 1],
    ]);
    expect(page.encounters[0]!.combatants.map((c) => [c.name, c.hp, c.maxHp])).toEqual([
      ['Maren Holt', 26, 26],
      ['Grund Mossback', 36, 42],
      ['Ice wolf', 9, 22],
    ]);
    expect((await listCreatureTemplates(coast.id)).map((t) => t.name)).toEqual(['Bandit — crossbow ✓', 'Ice wolf']);

    // The stored state is the engine's: undo takes back the GM's 6 damage to Grund, then the fight goes on.
    const fight = await modifyEncounter(page.encounters[0]!.id, (state) => undo(state));
    expect(fight.state.combatants.find((c) => c.name === 'Grund Mossback')!.hp).toBe(42);
    const next = await modifyEncounter(fight.id, (state) => nextTurn(nextTurn(state).encounter).encounter);
    expect(next.state.log.at(-1)!.text).toBe("Maren Holt's turn.");
    expect(next.state.round).toBe(2);
  });
  it('reads its calendar and day log, undoes the last day and runs the next one from the stored state', async () => {
    const v1 = fixtures.find((f) => f.dump.schemaVersion === 1)!;
    await writeAsVersion(v1.dump);
    await db.open();

    const coast = (await listCampaigns())[1]!;
    const calendar = (await getCalendar(coast.id))!;
    expect(calendar.state.day).toBe(12);
    expect(calendar.state.zones.map((z) => z.name)).toEqual(['Town', 'Pine Woods — ünïcødé']);
    expect(calendar.state.stock.tiered.ingots).toEqual({ 2: 3 });
    const log = await listDayLogs(coast.id, 0);
    expect(log.entries.map((e) => e.day)).toEqual([11, 10]);
    expect(log.entries[1]!.lines.length).toBeGreaterThan(0);

    const undone = await undoLastDay(coast.id);
    expect(undone.day).toBe(11);
    const stored = v1.dump.tables.dayLogs!.find((l) => l.day === 11)! as unknown as DayLogRecord;
    expect(await getCalendar(coast.id)).toEqual(stored.previous!.calendar);

    // The next day runs from what v1 stored, starting from the sheets' HP: Pip, a draft at −3 HP on his sheet, heals
    // from there, and his sheet and the calendar agree afterwards.
    const pip = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
    await endDay(coast.id, { day: 11, random: createSeededRandom('v1 fixture') });
    const after = (await getCalendar(coast.id))!;
    expect(after.state.day).toBe(12);
    const pipHp = (await getCharacter(pip))!.currentHp;
    expect(pipHp).toBeGreaterThan(-3);
    expect(after.state.characters[pip]!.currentHp).toBe(pipHp);
  });
});
