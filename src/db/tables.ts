import type { Table } from 'dexie';
import { SCHEMA, type EosDB, type SchemaVersion } from './db';

/**
 * The registry of every table the app stores, and how each relates to a campaign. Backup, restore points and campaign
 * delete work from this list, never from table names written out by hand, so a new table is exported, imported,
 * snapshotted and deleted with its campaign the moment it is registered — and TypeScript refuses to build until it is
 * (TABLE_SCOPES must name every table of SCHEMA; src/db/record-schemas.ts must give each a zod schema).
 */

/** Every table of every schema version. */
export type TableName = { [V in SchemaVersion]: keyof (typeof SCHEMA)[V] & string }[SchemaVersion];

/** The record type of a table, read from its EosDB field (`characters!: EntityTable<CharacterRecord, 'id'>`). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the key and insert types are matched, not used
export type RecordOf<T extends TableName> = EosDB[T] extends Table<infer R, infer _K, infer _I> ? R : never;

/**
 * - campaign: the campaigns table itself
 * - per-campaign: every record belongs to one campaign through its `campaignId` (an index or the primary key); exported,
 *   snapshotted, replaced and deleted with its campaign
 * - device: this device's bookkeeping (restore points, export times) and unsaved builder drafts; never exported
 */
export type TableScope = 'campaign' | 'per-campaign' | 'device';

export const TABLE_SCOPES = {
  campaigns: 'campaign',
  characters: 'per-campaign',
  encounters: 'per-campaign',
  creatureTemplates: 'per-campaign',
  calendars: 'per-campaign',
  dayLogs: 'per-campaign',
  snapshots: 'device',
  backupStatus: 'device',
  builderDrafts: 'device',
} as const satisfies Record<TableName, TableScope>;

/** The tables whose records belong to a campaign: what a campaign backup and a restore point hold besides the campaign. */
export type CampaignTableName = {
  [T in TableName]: (typeof TABLE_SCOPES)[T] extends 'per-campaign' ? T : never;
}[TableName];

export const CAMPAIGN_TABLES = (Object.keys(TABLE_SCOPES) as TableName[]).filter(
  (name): name is CampaignTableName => TABLE_SCOPES[name] === 'per-campaign',
);

/**
 * The most records of each table one campaign may hold: a party with every NPC the GM keeps, years of fights,
 * centuries of days. An import with more is refused before its records are read (twenty thousand characters in one
 * file were once accepted, and their party page then took 25–47 s to open), and a new character past the cap too, so
 * the app always imports what it exported.
 */
export const MAX_RECORDS: Readonly<Record<CampaignTableName, number>> = {
  characters: 500,
  encounters: 20_000,
  creatureTemplates: 2_000,
  calendars: 1,
  dayLogs: 100_000,
};

/** A campaign with every record of every table that belongs to it (table → records), as read in one transaction. */
export type CampaignData = { campaign: RecordOf<'campaigns'> } & { [T in CampaignTableName]: RecordOf<T>[] };

/** The records of every per-campaign table, keyed by table; `campaign` kept apart. */
export type CampaignTables = { [T in CampaignTableName]: RecordOf<T>[] };

// Compile-time guards: every table is a typed field of EosDB, and every per-campaign record names its campaign.
type Assert<T extends true> = T;
export type _EveryTableIsAField = Assert<TableName extends keyof EosDB ? true : false>;
export type _PerCampaignRecordsHaveCampaignId = Assert<
  RecordOf<CampaignTableName> extends { campaignId: string } ? true : false
>;

/** A table of `database` by its registered name, typed by its records (no string lookups elsewhere). */
export function tableOf<T extends TableName>(database: EosDB, name: T): Table<RecordOf<T>, string> {
  return database[name] as unknown as Table<RecordOf<T>, string>;
}

const primaryKeys = new Map<TableName, string>();

/**
 * The primary key path of a table as SCHEMA declares it: 'id' for most, 'campaignId' for the calendar (one per campaign).
 * Read from the newest version that declares the table (a table never changes its primary key: that needs a new table).
 */
export function primaryKeyOf(name: TableName): string {
  // Asked for every record of an import or an export (sorting, checking ids): read from SCHEMA once per table.
  let key = primaryKeys.get(name);
  if (key === undefined) primaryKeys.set(name, (key = declaredPrimaryKey(name)));
  return key;
}

function declaredPrimaryKey(name: TableName): string {
  const versions = (Object.keys(SCHEMA).map(Number) as SchemaVersion[]).sort((a, b) => b - a);
  for (const version of versions) {
    const stores = SCHEMA[version] as Record<string, string | null>;
    const declaration = stores[name];
    if (typeof declaration === 'string')
      return declaration
        .split(',')[0]!
        .trim()
        .replace(/^(\+\+|&)/u, '');
  }
  throw new Error(`Table ${name} is not declared in SCHEMA.`);
}

/** The primary key of `record` in table `name`. */
export function keyOfRecord(name: TableName, record: object): unknown {
  return (record as Record<string, unknown>)[primaryKeyOf(name)];
}

/**
 * What is wrong with the registry for `database`: tables it stores with no scope, or registered but not stored, and
 * per-campaign tables that cannot be looked up by campaign. Empty when all is well (the guard test asserts it).
 */
export function registryProblems(database: EosDB, scopes: Record<string, TableScope> = TABLE_SCOPES): string[] {
  const problems: string[] = [];
  const stored = database.tables.map((t) => t.name);
  for (const name of stored) {
    if (!(name in scopes)) problems.push(`Table “${name}” has no scope in TABLE_SCOPES (src/db/tables.ts).`);
  }
  for (const name of Object.keys(scopes)) {
    if (!stored.includes(name)) problems.push(`TABLE_SCOPES names “${name}”, which the database does not store.`);
  }
  for (const table of database.tables) {
    const schema = table.schema;
    if (typeof schema.primKey.keyPath !== 'string' || schema.primKey.auto) {
      problems.push(`Table “${table.name}” needs a single, non-auto-increment primary key for backups.`);
    }
    if (scopes[table.name] === 'per-campaign') {
      const byCampaign = schema.primKey.keyPath === 'campaignId' || schema.idxByName.campaignId !== undefined;
      if (!byCampaign) problems.push(`Per-campaign table “${table.name}” needs an index on campaignId.`);
    }
  }
  return problems;
}
