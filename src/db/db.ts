import { Dexie, type EntityTable, type Transaction } from 'dexie';
import type { BuilderDraftRecord } from './builder-draft';
import type { CalendarRecord, DayLogRecord } from './calendar';
import type { CampaignRecord } from './campaign';
import { watchConnection, type ConnectionWatch } from './connection';
import type { CreatureTemplateRecord } from './creature-template';
import { DEFAULT_SYSTEM_ID, type StoredRecord } from './envelope';
import type { BackupStatusRecord, SnapshotRecord } from './snapshot';

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
    // Combat helper: fights of a campaign, listed most recent first, and the GM's reusable quick creatures.
    encounters: 'id, campaignId, updatedAt',
    creatureTemplates: 'id, campaignId, name',
    // Campaign calendar: one calendar per campaign (today's state, conditions, plan), and each ended day with what it
    // changed, read a page at a time newest first through [campaignId+day].
    calendars: 'campaignId',
    dayLogs: 'id, campaignId, [campaignId+day]',
    // Backup and restore (issue 6), on this device only: restore points of each campaign, listed newest first and
    // pruned by kind; and when each campaign was last exported (the export reminder), keyed by the campaign's id.
    snapshots: 'id, campaignId, createdAt, kind',
    backupStatus: 'id',
  },
  // v2 (issue 16): the character builder's unsaved drafts, one per new character of a campaign or edited character,
  // on this device only (never in backups). A new table needs no upgrade(): older databases simply had none.
  2: {
    builderDrafts: 'key, campaignId',
  },
  // v3 (issue 18, the core/packs seam): a campaign records the game it plays (`systemId`, indexed for a list per game;
  // every older campaign becomes 'eos'), and characters and encounters are stored as the core envelope (id, campaignId,
  // name, createdAt, updatedAt) around the game's `system` payload. The indexes keep their fields: the envelope holds
  // them. upgradeToV3 rewrites every stored campaign, character and fight; restore points keep the payload of their
  // backup format and are migrated when restored (backup-migrations.ts).
  3: {
    campaigns: 'id, updatedAt, systemId',
  },
  // Each later version adds its tables here, with an upgrade() below when it rewrites records, and a fixture
  // (tests/fixtures/db-v<N>/) that tests/db/schema-upgrades.test.ts opens with the current schema.
} as const;

export type SchemaVersion = keyof typeof SCHEMA;
export const LATEST_VERSION: SchemaVersion = 3;

/** The app's one database. Views never use it directly: they call the repository functions of src/db. */
export class EosDB extends Dexie {
  campaigns!: EntityTable<CampaignRecord, 'id'>;
  /** Envelopes of the campaign's pack (an Eos character: eos-records.ts converts). */
  characters!: EntityTable<StoredRecord, 'id'>;
  encounters!: EntityTable<StoredRecord, 'id'>;
  creatureTemplates!: EntityTable<CreatureTemplateRecord, 'id'>;
  calendars!: EntityTable<CalendarRecord, 'campaignId'>;
  dayLogs!: EntityTable<DayLogRecord, 'id'>;
  snapshots!: EntityTable<SnapshotRecord, 'id'>;
  backupStatus!: EntityTable<BackupStatusRecord, 'id'>;
  builderDrafts!: EntityTable<BuilderDraftRecord, 'key'>;
  /** Whether another tab's newer version closed this connection (see watchConnection). */
  readonly connection: ConnectionWatch;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(1).stores(SCHEMA[1]);
    this.version(2).stores(SCHEMA[2]);
    this.version(3).stores(SCHEMA[3]).upgrade(upgradeToV3);
    this.connection = watchConnection(this);
  }
}

export const db = new EosDB();

/** A record whose fields are not yet an envelope: its own fields beside the envelope's (the v2 shape). */
function asEnvelope(value: Record<string, unknown>): Record<string, unknown> {
  if ('system' in value && typeof value.system === 'object' && value.system !== null) return value; // already one
  const { id, campaignId, name, createdAt, updatedAt, ...system } = value;
  return { id, campaignId, name, createdAt, updatedAt, system };
}

/**
 * v2 → v3: every campaign plays Eos, every character and fight becomes an envelope with its Eos fields as the payload
 * (nothing dropped, nothing renamed: eos-records.ts reads them back as they were). Runs in Dexie's upgrade transaction,
 * so a failure leaves the v2 database as it was.
 */
export async function upgradeToV3(tx: Transaction): Promise<void> {
  await tx
    .table('campaigns')
    .toCollection()
    .modify((campaign: Record<string, unknown>) => {
      if (typeof campaign.systemId !== 'string') campaign.systemId = DEFAULT_SYSTEM_ID;
    });
  for (const table of ['characters', 'encounters']) {
    await tx
      .table(table)
      .toCollection()
      .modify((record: Record<string, unknown>, ref: { value: unknown }) => {
        ref.value = asEnvelope(record);
      });
  }
}
