import { schema as DOCUMENTS_SCHEMA } from '@hocuspocus/extension-sqlite';
import {
  type Admission,
  type AdmissionChange,
  type CharacterRecord,
  type Grant,
  type MemberRecord,
  type PartyRecord,
  type RoleSecret,
  decideAdmission,
  decideCommand,
} from './access';
import type { Limits } from './limits';
import { type CommandRefusal, type PartyCommand, type PartyToken, type Role, documentName } from './protocol';
import { hashSecret } from './secret-hash';
import type { Sql, SqliteFile } from './sqlite-file';

/**
 * The registry's tables, in the same SQLite file as the documents. `PRAGMA user_version` is the registry's version:
 * a server refuses a file written by a newer one rather than misread it.
 */
const REGISTRY_VERSION = 1;
const REGISTRY_SCHEMA = `
CREATE TABLE IF NOT EXISTS party (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  gm_salt BLOB NOT NULL,
  gm_hash BLOB NOT NULL,
  gm_generation INTEGER NOT NULL,
  player_salt BLOB,
  player_hash BLOB,
  player_generation INTEGER NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS party_member (
  party_id TEXT NOT NULL REFERENCES party (id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('gm', 'player')),
  key_salt BLOB NOT NULL,
  key_hash BLOB NOT NULL,
  removed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (party_id, id)
) STRICT;
CREATE TABLE IF NOT EXISTS party_character (
  party_id TEXT NOT NULL REFERENCES party (id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  owner_id TEXT,
  PRIMARY KEY (party_id, id)
) STRICT;
CREATE TABLE IF NOT EXISTS deleted_party (
  id TEXT PRIMARY KEY,
  deleted_at TEXT NOT NULL
) STRICT;
`;

interface PartyRow {
  id: string;
  created_at: string;
  gm_salt: Buffer;
  gm_hash: Buffer;
  gm_generation: number;
  player_salt: Buffer | null;
  player_hash: Buffer | null;
  player_generation: number;
}

interface MemberRow {
  id: string;
  name: string;
  role: Role;
  key_salt: Buffer;
  key_hash: Buffer;
  removed: number;
}

export interface PartySummary {
  readonly id: string;
  readonly createdAt: string;
  readonly members: number;
  readonly characters: number;
  readonly documents: number;
  readonly bytes: number;
}

export type CommandOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: CommandRefusal };

/** The documents table's rows of a party: its name and everything under `<partyId>/`. */
const PARTY_DOCUMENTS = `substr(name, 1, length($prefix)) = $prefix`;

/**
 * The parties, their secrets' hashes, members and who owns which character, kept in the SQLite file and read through
 * a copy per party that the server checks every message against. Every change runs in one transaction that first
 * reads the party afresh, so two server nodes on the same file cannot both admit past a limit.
 */
export class PartyRegistry {
  private readonly parties = new Map<string, PartyRecord>();

  private constructor(private readonly file: SqliteFile) {}

  static async open(file: SqliteFile): Promise<PartyRegistry> {
    await file.transaction(async (sql) => {
      const { user_version: version } = (await sql.get<{ user_version: number }>('PRAGMA user_version')) ?? {
        user_version: 0,
      };
      if (version > REGISTRY_VERSION) {
        throw new Error(
          `${file.path} was written by a newer party server (registry version ${version}); update this one.`,
        );
      }
      // extension-sqlite's documents table, which deleting a party empties, and the registry's own tables.
      await sql.exec(DOCUMENTS_SCHEMA);
      await sql.exec(REGISTRY_SCHEMA);
      await sql.exec(`PRAGMA user_version = ${REGISTRY_VERSION}`);
    });
    return new PartyRegistry(file);
  }

  /** The party as last read (at an admission, a command or a reload), or undefined if it is not known or gone. */
  party(partyId: string): PartyRecord | undefined {
    return this.parties.get(partyId);
  }

  /** Reads the party afresh (another server node changed it). */
  reload(partyId: string): Promise<PartyRecord | undefined> {
    return this.file.exclusive((sql) => this.read(sql, partyId));
  }

  /** Decides whether the token may open the document and records what that admission changes (see decideAdmission). */
  admit(
    token: PartyToken,
    name: string,
    limits: AdmissionLimits,
  ): Promise<{ admission: Admission; party: PartyRecord | undefined }> {
    return this.file.transaction(async (sql) => {
      const party = await this.read(sql, token.partyId);
      const deleted = await sql.get('SELECT 1 FROM deleted_party WHERE id = $id', { $id: token.partyId });
      const count = party ? 0 : ((await sql.get<{ n: number }>('SELECT count(*) AS n FROM party'))?.n ?? 0);
      const admission = decideAdmission({
        token,
        documentName: name,
        party,
        partyDeleted: deleted !== undefined,
        partyCount: count,
        limits,
      });
      if (!admission.ok || admission.changes.length === 0) return { admission, party };
      for (const change of admission.changes) await applyAdmissionChange(sql, token.partyId, change);
      return { admission, party: await this.read(sql, token.partyId) };
    });
  }

  /** Carries out a GM's command (see decideCommand), or says why not. */
  command(grant: Grant, command: PartyCommand): Promise<{ outcome: CommandOutcome; party: PartyRecord | undefined }> {
    return this.file.transaction(async (sql) => {
      const party = await this.read(sql, grant.partyId);
      if (party === undefined) return { outcome: { ok: false, reason: 'not-gm' }, party };
      const outcome = decideCommand(party, grant, command);
      if (!outcome.ok) return { outcome, party };
      await applyCommand(sql, party, command);
      return { outcome, party: await this.read(sql, grant.partyId) };
    });
  }

  /**
   * Deletes a party: its documents, its registry rows, everything but its id, which is kept so that a device that was
   * offline cannot claim the party again and upload it back. Returns whether there was such a party.
   */
  deleteParty(partyId: string): Promise<boolean> {
    return this.file.transaction(async (sql) => {
      const existed = (await sql.get('SELECT 1 FROM party WHERE id = $id', { $id: partyId })) !== undefined;
      if (existed) await deletePartyRows(sql, partyId);
      this.parties.delete(partyId);
      return existed;
    });
  }

  listParties(): Promise<PartySummary[]> {
    return this.file.exclusive(async (sql) => {
      const rows = await sql.all<{ id: string; created_at: string; members: number; characters: number }>(
        `SELECT id, created_at,
           (SELECT count(*) FROM party_member m WHERE m.party_id = party.id AND NOT m.removed) AS members,
           (SELECT count(*) FROM party_character c WHERE c.party_id = party.id) AS characters
         FROM party ORDER BY created_at`,
      );
      const summaries: PartySummary[] = [];
      for (const row of rows) {
        const documents = await sql.get<{ n: number; bytes: number | null }>(
          `SELECT count(*) AS n, sum(length(data)) AS bytes FROM documents WHERE ${PARTY_DOCUMENTS}`,
          { $prefix: `${row.id}/` },
        );
        summaries.push({
          id: row.id,
          createdAt: row.created_at,
          members: row.members,
          characters: row.characters,
          documents: documents?.n ?? 0,
          bytes: documents?.bytes ?? 0,
        });
      }
      return summaries;
    });
  }

  private async read(sql: Sql, partyId: string): Promise<PartyRecord | undefined> {
    const row = await sql.get<PartyRow>('SELECT * FROM party WHERE id = $id', { $id: partyId });
    if (row === undefined) {
      this.parties.delete(partyId);
      return undefined;
    }
    const memberRows = await sql.all<MemberRow>('SELECT * FROM party_member WHERE party_id = $id', { $id: partyId });
    const characterRows = await sql.all<{ id: string; owner_id: string | null }>(
      'SELECT id, owner_id FROM party_character WHERE party_id = $id',
      { $id: partyId },
    );
    const members = new Map<string, MemberRecord>(
      memberRows.map((m) => [
        m.id,
        { id: m.id, name: m.name, role: m.role, key: { salt: m.key_salt, hash: m.key_hash }, removed: m.removed !== 0 },
      ]),
    );
    const characters = new Map<string, CharacterRecord>(
      characterRows.map((c) => [c.id, { id: c.id, ownerId: c.owner_id }]),
    );
    const playerSecret: RoleSecret | null =
      row.player_salt !== null && row.player_hash !== null
        ? { hash: { salt: row.player_salt, hash: row.player_hash }, generation: row.player_generation }
        : null;
    const party: PartyRecord = {
      id: row.id,
      createdAt: row.created_at,
      gmSecret: { hash: { salt: row.gm_salt, hash: row.gm_hash }, generation: row.gm_generation },
      playerSecret,
      members,
      characters,
    };
    this.parties.set(partyId, party);
    return party;
  }
}

export type AdmissionLimits = Pick<Limits, 'maxParties' | 'maxCharactersPerParty' | 'maxMembersPerParty'>;

async function applyAdmissionChange(sql: Sql, partyId: string, change: AdmissionChange): Promise<void> {
  switch (change.kind) {
    case 'claim-party':
      await sql.run(
        `INSERT INTO party (id, created_at, gm_salt, gm_hash, gm_generation, player_generation)
         VALUES ($id, $now, $salt, $hash, 1, 0)`,
        { $id: partyId, $now: new Date().toISOString(), $salt: change.gmSecret.salt, $hash: change.gmSecret.hash },
      );
      return;
    case 'add-member':
      await sql.run(
        `INSERT INTO party_member (party_id, id, name, role, key_salt, key_hash)
         VALUES ($party, $id, $name, $role, $salt, $hash)`,
        {
          $party: partyId,
          $id: change.member.id,
          $name: change.member.name,
          $role: change.member.role,
          $salt: change.member.key.salt,
          $hash: change.member.key.hash,
        },
      );
      return;
    case 'update-member':
      await sql.run('UPDATE party_member SET name = $name, role = $role WHERE party_id = $party AND id = $id', {
        $party: partyId,
        $id: change.memberId,
        $name: change.name,
        $role: change.role,
      });
      return;
    case 'add-character':
      await sql.run('INSERT INTO party_character (party_id, id, owner_id) VALUES ($party, $id, $owner)', {
        $party: partyId,
        $id: change.character.id,
        $owner: change.character.ownerId,
      });
      return;
  }
}

async function applyCommand(sql: Sql, party: PartyRecord, command: PartyCommand): Promise<void> {
  const $party = party.id;
  switch (command.type) {
    case 'set-player-secret': {
      const { salt, hash } = hashSecret(command.secret);
      await sql.run(
        `UPDATE party SET player_salt = $salt, player_hash = $hash, player_generation = player_generation + 1
         WHERE id = $party`,
        { $party, $salt: salt, $hash: hash },
      );
      return;
    }
    case 'set-gm-secret': {
      const { salt, hash } = hashSecret(command.secret);
      await sql.run(
        'UPDATE party SET gm_salt = $salt, gm_hash = $hash, gm_generation = gm_generation + 1 WHERE id = $party',
        { $party, $salt: salt, $hash: hash },
      );
      return;
    }
    case 'remove-member':
      // The member's characters go back to the GM, who may give them to someone else.
      await sql.run('UPDATE party_member SET removed = 1 WHERE party_id = $party AND id = $id', {
        $party,
        $id: command.memberId,
      });
      await sql.run('UPDATE party_character SET owner_id = NULL WHERE party_id = $party AND owner_id = $id', {
        $party,
        $id: command.memberId,
      });
      return;
    case 'set-character-owner':
      await sql.run('UPDATE party_character SET owner_id = $owner WHERE party_id = $party AND id = $id', {
        $party,
        $id: command.characterId,
        $owner: command.ownerId,
      });
      return;
    case 'remove-character':
      await sql.run('DELETE FROM party_character WHERE party_id = $party AND id = $id', {
        $party,
        $id: command.characterId,
      });
      await sql.run('DELETE FROM documents WHERE name = $name', {
        $name: documentName({ kind: 'character', partyId: party.id, characterId: command.characterId }),
      });
      return;
    case 'delete-party':
      await deletePartyRows(sql, party.id);
      return;
  }
}

async function deletePartyRows(sql: Sql, partyId: string): Promise<void> {
  await sql.run(`DELETE FROM documents WHERE ${PARTY_DOCUMENTS}`, { $prefix: `${partyId}/` });
  await sql.run('DELETE FROM party WHERE id = $id', { $id: partyId });
  await sql.run('INSERT OR IGNORE INTO deleted_party (id, deleted_at) VALUES ($id, $now)', {
    $id: partyId,
    $now: new Date().toISOString(),
  });
}
