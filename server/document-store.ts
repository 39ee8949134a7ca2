import { SQLite, selectQuery } from '@hocuspocus/extension-sqlite';
import type { Log } from './log';
import { parseDocumentName } from './protocol';
import type { SqliteFile } from './sqlite-file';

/**
 * Stores a document's state only while it still belongs to the registry: its party exists and, for a character, the
 * character does. A document whose party or character was deleted is still in memory until its last connection has
 * gone, and Hocuspocus stores it then; this keeps it from coming back.
 */
const GUARDED_UPSERT = `
  INSERT INTO documents (name, data)
  SELECT $name, $data WHERE EXISTS (
    SELECT 1 FROM party WHERE id = $party
      AND ($character IS NULL OR EXISTS (SELECT 1 FROM party_character WHERE party_id = $party AND id = $character))
  )
  ON CONFLICT (name) DO UPDATE SET data = excluded.data
`;

/**
 * extension-sqlite's store (its `documents` table and query), on the party server's own connection to the file.
 *
 * The extension opens the file itself in onConfigure, which Hocuspocus calls without waiting, and its store neither
 * waits for the write nor reports a failure (node-sqlite3 then emits an 'error' that stops the process). Here the file
 * is opened before the server listens, shared with the registry, and a store resolves once SQLite has the state.
 */
export class PartyDocumentStore extends SQLite {
  constructor(file: SqliteFile, log: Log) {
    super({
      database: file.path,
      fetch: async ({ documentName }) => {
        const row = await file.exclusive((sql) => sql.get<{ data: Buffer }>(selectQuery, { $name: documentName }));
        return row === undefined ? null : new Uint8Array(row.data);
      },
      store: async ({ documentName, state }) => {
        const ref = parseDocumentName(documentName);
        if (ref === undefined) return;
        const { changes } = await file.exclusive((sql) =>
          sql.run(GUARDED_UPSERT, {
            $name: documentName,
            $data: state,
            $party: ref.partyId,
            $character: ref.kind === 'character' ? ref.characterId : null,
          }),
        );
        if (changes === 0) log.info(`not stored: ${documentName} (its party or character was deleted)`);
      },
    });
  }

  override async onConfigure(): Promise<void> {}
}
