import { Dexie, type EntityTable } from 'dexie';
import type { CampaignRecord } from './campaign';
import type { CharacterRecord } from './character';

/** The IndexedDB database name. Changing it would orphan every player's data: never do. */
export const DB_NAME = 'eos-table-companion';

/**
 * The stores of each schema version, kept forever: Dexie needs every old version declared to upgrade an old database, and
 * the fixture tests open a database written by version N-1 with exactly these stores.
 *
 * Only indexed fields appear here (the primary key first). Add a field that views filter or sort by as an index in a new
 * version; a field that is only read back needs no schema change.
 */
export const SCHEMA = {
  // v1 (first release): campaigns, and characters queried by campaign and sorted by last change.
  1: {
    campaigns: 'id, updatedAt',
    characters: 'id, campaignId, updatedAt',
  },
  // v2 (planner issue) and v3 (combat issue) add their tables here, each with an upgrade() below and a fixture test in
  // tests/db/ that opens a database written by the version before it (tests/fixtures/db-v<N-1>/).
} as const;

export type SchemaVersion = keyof typeof SCHEMA;
export const LATEST_VERSION: SchemaVersion = 1;

/** The app's one database. Views never use it directly: they call the repository functions of src/db. */
export class EosDB extends Dexie {
  campaigns!: EntityTable<CampaignRecord, 'id'>;
  characters!: EntityTable<CharacterRecord, 'id'>;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(1).stores(SCHEMA[1]);
  }
}

export const db = new EosDB();
