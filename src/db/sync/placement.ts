import type { DocumentRef } from '../../../server/protocol';
import type { TableName } from '../tables';

/**
 * Which shared document each table's records live in (server/protocol.ts): a character in its own document, which its
 * owner and the GM write; everything else of a campaign in the campaign document, which only the GM writes; this
 * device's bookkeeping (restore points, export times) nowhere. A table added to SCHEMA must be placed here to build.
 */
export const DOCUMENT_OF_TABLE = {
  campaigns: 'campaign',
  characters: 'character',
  encounters: 'campaign',
  creatureTemplates: 'campaign',
  calendars: 'campaign',
  dayLogs: 'campaign',
  snapshots: null,
  backupStatus: null,
  builderDrafts: null,
} as const satisfies Record<TableName, 'campaign' | 'character' | null>;

export type DocumentKind = 'campaign' | 'character';

/** The tables that are shared, and those of one kind of document. */
export type SyncedTable = { [T in TableName]: (typeof DOCUMENT_OF_TABLE)[T] extends null ? never : T }[TableName];

export function tablesOfDocument(kind: DocumentKind): SyncedTable[] {
  return (Object.keys(DOCUMENT_OF_TABLE) as TableName[]).filter(
    (table): table is SyncedTable => DOCUMENT_OF_TABLE[table] === kind,
  );
}

export function isSyncedTable(table: string): table is SyncedTable {
  return Object.hasOwn(DOCUMENT_OF_TABLE, table) && DOCUMENT_OF_TABLE[table as TableName] !== null;
}

/** The document of party `partyId` that holds `record` of `table`, or undefined for a table that is not shared. */
export function documentOf(table: TableName, record: object, partyId: string): DocumentRef | undefined {
  const kind = DOCUMENT_OF_TABLE[table];
  if (kind === null) return undefined;
  if (kind === 'campaign') return { kind, partyId };
  return { kind, partyId, characterId: String((record as { id?: unknown }).id) };
}
