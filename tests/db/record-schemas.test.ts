import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCampaign, StorageError } from '../../src/db';
import { db, EosDB, LATEST_VERSION } from '../../src/db/db';
import { RECORD_SCHEMAS, recordSchemaOf } from '../../src/db/record-schemas';
import { CharacterRecordSchema } from '../../src/db/schemas/character';
import { CAMPAIGN_TABLES, primaryKeyOf, registryProblems, TABLE_SCOPES, type TableName } from '../../src/db/tables';
import { validateName } from '../../src/db/names';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { V1_TABLES } from './backup-helpers';
import { freshDatabaseEachTest } from './helpers';

/**
 * The guard that makes a new table impossible to forget: every table the database stores has a scope in TABLE_SCOPES
 * (src/db/tables.ts) and a record schema in RECORD_SCHEMAS (src/db/record-schemas.ts), so backups, restore points and
 * campaign delete cover it. TypeScript refuses a missing entry too; this test also catches a table declared in SCHEMA
 * but not typed on EosDB.
 */
freshDatabaseEachTest();

const stored = () => db.tables.map((t) => t.name).sort();

describe('every table has a record schema and a scope', () => {
  it.each(db.tables.map((t) => t.name))('%s', (name) => {
    expect(
      recordSchemaOf(name),
      `add a schema for “${name}” to RECORD_SCHEMAS in src/db/record-schemas.ts`,
    ).toBeDefined();
    expect(TABLE_SCOPES, `add “${name}” to TABLE_SCOPES in src/db/tables.ts`).toHaveProperty(name);
  });

  it('names no table the database does not store', () => {
    expect(Object.keys(RECORD_SCHEMAS).sort()).toEqual(stored());
    expect(Object.keys(TABLE_SCOPES).sort()).toEqual(stored());
  });

  it('finds nothing wrong with the registry: single primary keys, per-campaign tables findable by campaign', () => {
    expect(registryProblems(db)).toEqual([]);
  });

  it('fails when a table is added without a scope (and so without being registered at all)', () => {
    class WithNewTable extends EosDB {
      constructor() {
        super('guard-test');
        this.version(LATEST_VERSION + 1).stores({ rumours: 'id, campaignId' });
      }
    }
    const bigger = new WithNewTable();
    expect(registryProblems(bigger)).toEqual(['Table “rumours” has no scope in TABLE_SCOPES (src/db/tables.ts).']);
    expect(recordSchemaOf('rumours')).toBeUndefined();
    const withScope = { ...TABLE_SCOPES, rumours: 'per-campaign' as const, ghosts: 'device' as const };
    expect(registryProblems(bigger, withScope)).toEqual([
      'TABLE_SCOPES names “ghosts”, which the database does not store.',
    ]);
  });

  it('fails when a per-campaign table cannot be looked up by campaign', () => {
    class Unindexed extends EosDB {
      constructor() {
        super('guard-test-2');
        this.version(LATEST_VERSION + 1).stores({ rumours: 'id, day' });
      }
    }
    expect(registryProblems(new Unindexed(), { ...TABLE_SCOPES, rumours: 'per-campaign' })).toEqual([
      'Per-campaign table “rumours” needs an index on campaignId.',
    ]);
  });

  it('reads each primary key from SCHEMA', () => {
    expect(primaryKeyOf('characters')).toBe('id');
    for (const table of db.tables) expect(primaryKeyOf(table.name as TableName)).toBe(table.schema.primKey.keyPath);
  });
});

describe('the schemas accept what the app stores', () => {
  it.each(Object.entries(V1_TABLES))('every %s record of the v1 fixture database', (table, rows) => {
    const schema = recordSchemaOf(table)!;
    for (const [i, row] of rows.entries()) {
      const result = schema.safeParse(row);
      expect(result.success, `${table}[${i}]: ${result.error?.issues.map((x) => x.message).join('; ')}`).toBe(true);
    }
  });

  it('the example party, drafts without a race, wounded and gear-less characters', () => {
    const base = {
      id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      campaignId: 'c',
      notes: 'Line one\nline two\twith a tab <b>shown as typed</b>',
      portrait: { kind: 'emoji', value: '🧭' },
      draft: false,
      createdAt: 1,
      updatedAt: 2,
      currentHp: null,
    };
    for (const input of EXAMPLE_PARTY) {
      const record = { ...base, name: input.name, build: input.build, gear: input.gear };
      expect(CharacterRecordSchema.safeParse(record).success, input.name).toBe(true);
    }
    const draft = {
      ...base,
      name: 'Pip <3',
      draft: true,
      currentHp: -12,
      build: { ...EXAMPLE_PARTY[0]!.build, raceId: '' },
    };
    expect(CharacterRecordSchema.safeParse({ ...draft, gear: EXAMPLE_PARTY[0]!.gear }).success).toBe(true);
  });

  it('every per-campaign table’s records name their campaign', () => {
    for (const table of CAMPAIGN_TABLES) expect(TABLE_SCOPES[table]).toBe('per-campaign');
    expect(CAMPAIGN_TABLES).toContain('characters');
    expect(CAMPAIGN_TABLES).not.toContain('snapshots');
  });
});

/**
 * Where a schema could change a value rather than check it: a transform, pipe, default or catch, or an overwriting check
 * (.trim(), .toLowerCase()). Import keeps a valid record exactly as the file had it (backup-validate.ts), which is only
 * right while no record schema changes what it checks.
 */
function changesValues(schema: z.ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const CHANGING = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'success']);
  const visit = (value: unknown, path: string): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${path}[${i}]`));
    const zod = (value as { _zod?: { def: Record<string, unknown> & { type: string; checks?: unknown[] } } })._zod;
    if (zod === undefined) {
      for (const [key, inner] of Object.entries(value)) visit(inner, `${path}.${key}`);
      return;
    }
    const { def } = zod;
    if (CHANGING.has(def.type)) found.push(`${path}: ${def.type}`);
    for (const check of def.checks ?? []) {
      if ((check as { _zod: { def: { check: string } } })._zod.def.check === 'overwrite')
        found.push(`${path}: overwrite`);
    }
    if (def.type === 'lazy') visit((def.getter as () => unknown)(), path);
    for (const [key, inner] of Object.entries(def)) if (key !== 'checks') visit(inner, `${path}.${key}`);
  };
  visit(schema, '');
  return found;
}

describe('the record schemas check values and never change them', () => {
  it.each(Object.keys(RECORD_SCHEMAS))('%s', (table) => {
    expect(changesValues(recordSchemaOf(table)!)).toEqual([]);
  });

  it('the guard sees a default, a transform and a trim deep inside a record', () => {
    const changing = z.strictObject({
      a: z.array(z.strictObject({ b: z.number().default(1) })),
      c: z.string().transform((s) => s.length),
      d: z.record(z.string(), z.string().trim()).optional(),
    });
    expect(changesValues(changing)).toEqual([
      '.shape.a.element.shape.b: default',
      '.shape.c: pipe',
      '.shape.c.out: transform',
      '.shape.d.innerType.valueType: overwrite',
    ]);
  });
});

describe('names are text, never HTML, the same when typed and when imported', () => {
  it.each([
    ['<script>alert(1)</script>', 'Campaign name is plain text, not HTML: remove the markup “<script”.'],
    ['Bo\u0000b', 'Campaign name cannot contain control characters such as line breaks or tabs (found U+0000).'],
    ['Two\nlines', 'Campaign name cannot contain control characters such as line breaks or tabs (found U+000A).'],
    ['Pip \u202Eexe.txt', 'Campaign name cannot contain text-direction override characters (found U+202E).'],
  ])('refuses %j', async (name, message) => {
    expect(() => validateName('Campaign name', name)).toThrow(new StorageError('invalid-name', message));
    await expect(createCampaign(name)).rejects.toMatchObject({ code: 'invalid-name', message });
  });

  it.each(['Pip <3', 'a < b', 'Frost & Fire', '“Quoted” — ünïcødé ✓', 'Ångström'])('accepts %j', (name) => {
    expect(validateName('Campaign name', name)).toBe(name);
  });
});
