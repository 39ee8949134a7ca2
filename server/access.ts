import type { Limits } from './limits';
import {
  type AuthRefusal,
  type CloseReason,
  type CommandRefusal,
  type PartyCommand,
  type DocumentRef,
  type PartyToken,
  type Role,
  documentName,
  parseDocumentName,
} from './protocol';
import { type SecretHash, hashSecret, secretMatches } from './secret-hash';

/** A party as the registry holds it (see registry.ts for the tables). */
export interface PartyRecord {
  readonly id: string;
  readonly createdAt: string;
  readonly gmSecret: RoleSecret;
  /** Null until the GM sets the players' secret: no player can join before. */
  readonly playerSecret: RoleSecret | null;
  /** Every member, removed ones too: a removed member's id stays refused. */
  readonly members: ReadonlyMap<string, MemberRecord>;
  readonly characters: ReadonlyMap<string, CharacterRecord>;
}

export interface RoleSecret {
  readonly hash: SecretHash;
  /** Goes up at each rotation; a connection admitted with an older one is closed. */
  readonly generation: number;
}

export interface MemberRecord {
  readonly id: string;
  readonly name: string;
  readonly role: Role;
  readonly key: SecretHash;
  readonly removed: boolean;
}

export interface CharacterRecord {
  readonly id: string;
  readonly ownerId: string | null;
}

/** What one connection to one document was admitted with: kept in its Hocuspocus context and checked at each message. */
export interface Grant {
  readonly partyId: string;
  readonly memberId: string;
  readonly role: Role;
  /** The generation of the role's secret the connection joined with (the GM's own rotation moves it on). */
  generation: number;
  readonly documentName: string;
  readonly document: DocumentRef;
  readonly readOnly: boolean;
}

/** A change to the registry that admitting a connection makes. */
export type AdmissionChange =
  | { readonly kind: 'claim-party'; readonly gmSecret: SecretHash }
  | { readonly kind: 'add-member'; readonly member: MemberRecord }
  | { readonly kind: 'update-member'; readonly memberId: string; readonly name: string; readonly role: Role }
  | { readonly kind: 'add-character'; readonly character: CharacterRecord };

export type Admission =
  | { readonly ok: true; readonly grant: Grant; readonly changes: readonly AdmissionChange[] }
  | { readonly ok: false; readonly reason: AuthRefusal };

export interface AdmissionInput {
  readonly token: PartyToken;
  readonly documentName: string;
  /** The party as stored, or undefined when there is none with the token's id. */
  readonly party: PartyRecord | undefined;
  /** Whether a party with this id was deleted (its id is kept so that nobody can claim it again). */
  readonly partyDeleted: boolean;
  readonly partyCount: number;
  readonly limits: Pick<Limits, 'maxParties' | 'maxCharactersPerParty' | 'maxMembersPerParty'>;
}

/**
 * Whether a token may open a document, read-only or not, and what the registry must record for it.
 *
 * The GM (the GM secret) writes the campaign and every character; a player (the players' secret) writes the characters
 * it owns and reads the rest; nobody writes the roster, which the server keeps. A wrong secret, an unknown party for a
 * player, or a member key that does not match all give the same refusal, so a guess learns nothing.
 */
export function decideAdmission(input: AdmissionInput): Admission {
  const { token, party, limits } = input;
  const ref = parseDocumentName(input.documentName);
  if (ref === undefined || ref.partyId !== token.partyId) return refuse('forbidden-document');
  if (input.partyDeleted) return refuse('party-deleted');

  if (party === undefined) {
    // The GM's first connection claims the party with its secret.
    if (token.role !== 'gm') return refuse('not-a-member');
    if (input.partyCount >= limits.maxParties) return refuse('server-full');
    const changes: AdmissionChange[] = [
      { kind: 'claim-party', gmSecret: hashSecret(token.secret) },
      { kind: 'add-member', member: newMember(token) },
    ];
    if (ref.kind === 'character')
      changes.push({ kind: 'add-character', character: { id: ref.characterId, ownerId: null } });
    return admit(token, ref, 1, ref.kind === 'roster', changes);
  }

  const roleSecret = token.role === 'gm' ? party.gmSecret : party.playerSecret;
  if (roleSecret === null || !secretMatches(token.secret, roleSecret.hash)) return refuse('not-a-member');

  const changes: AdmissionChange[] = [];
  const member = party.members.get(token.memberId);
  if (member === undefined) {
    const active = [...party.members.values()].filter((m) => !m.removed).length;
    if (active >= limits.maxMembersPerParty) return refuse('party-full');
    changes.push({ kind: 'add-member', member: newMember(token) });
  } else {
    if (!secretMatches(token.memberKey, member.key)) return refuse('not-a-member');
    if (member.removed) return refuse('removed');
    if (member.name !== token.memberName || member.role !== token.role) {
      changes.push({ kind: 'update-member', memberId: member.id, name: token.memberName, role: token.role });
    }
  }

  switch (ref.kind) {
    case 'roster':
      return admit(token, ref, roleSecret.generation, true, changes);
    case 'campaign':
      return admit(token, ref, roleSecret.generation, token.role !== 'gm', changes);
    case 'character': {
      const character = party.characters.get(ref.characterId);
      if (character !== undefined) {
        const writes = token.role === 'gm' || character.ownerId === token.memberId;
        return admit(token, ref, roleSecret.generation, !writes, changes);
      }
      // A character nobody opened yet: whoever opens it first creates it, and a player who does owns it.
      if (party.characters.size >= limits.maxCharactersPerParty) return refuse('party-full');
      const ownerId = token.role === 'player' ? token.memberId : null;
      changes.push({ kind: 'add-character', character: { id: ref.characterId, ownerId } });
      return admit(token, ref, roleSecret.generation, false, changes);
    }
  }
}

/**
 * Whether a connection's grant still holds against the party as it is now, or why it ends: the party was deleted, its
 * member removed, the secret it joined with rotated, the character it opened removed, or what it may write changed.
 */
export function grantStatus(party: PartyRecord | undefined, grant: Grant): 'ok' | CloseReason | 'document-removed' {
  if (party === undefined) return 'party-deleted';
  const member = party.members.get(grant.memberId);
  if (member === undefined || member.removed) return 'removed';
  const roleSecret = grant.role === 'gm' ? party.gmSecret : party.playerSecret;
  if (roleSecret === null || roleSecret.generation !== grant.generation) return 'secret-rotated';
  if (grant.document.kind === 'character') {
    const character = party.characters.get(grant.document.characterId);
    if (character === undefined) return 'document-removed';
    const writes = grant.role === 'gm' || character.ownerId === grant.memberId;
    if (writes === grant.readOnly) return 'access-changed';
  }
  return 'ok';
}

/**
 * Whether a connection may carry out a GM's command on the party as it is now. Only a GM connection may, and only on
 * the roster document (where the answers come back); a new secret must differ from both current ones.
 */
export function decideCommand(
  party: PartyRecord,
  grant: Grant,
  command: PartyCommand,
): { readonly ok: true } | { readonly ok: false; readonly reason: CommandRefusal } {
  if (grant.role !== 'gm' || grant.document.kind !== 'roster') return { ok: false, reason: 'not-gm' };
  const secrets = [party.gmSecret, party.playerSecret].filter((s): s is RoleSecret => s !== null);
  const activeMember = (id: string): boolean => party.members.get(id)?.removed === false;
  switch (command.type) {
    case 'set-player-secret':
    case 'set-gm-secret':
      return secrets.some((s) => secretMatches(command.secret, s.hash))
        ? { ok: false, reason: 'secret-in-use' }
        : { ok: true };
    case 'remove-member':
      if (!activeMember(command.memberId)) return { ok: false, reason: 'unknown-member' };
      return command.memberId === grant.memberId ? { ok: false, reason: 'cannot-remove-yourself' } : { ok: true };
    case 'set-character-owner':
      if (!party.characters.has(command.characterId)) return { ok: false, reason: 'unknown-character' };
      return command.ownerId === null || activeMember(command.ownerId)
        ? { ok: true }
        : { ok: false, reason: 'unknown-member' };
    case 'remove-character':
      return party.characters.has(command.characterId) ? { ok: true } : { ok: false, reason: 'unknown-character' };
    case 'delete-party':
      return { ok: true };
  }
}

function newMember(token: PartyToken): MemberRecord {
  return {
    id: token.memberId,
    name: token.memberName,
    role: token.role,
    key: hashSecret(token.memberKey),
    removed: false,
  };
}

function admit(
  token: PartyToken,
  ref: DocumentRef,
  generation: number,
  readOnly: boolean,
  changes: readonly AdmissionChange[],
): Admission {
  const grant: Grant = {
    partyId: token.partyId,
    memberId: token.memberId,
    role: token.role,
    generation,
    documentName: documentName(ref),
    document: ref,
    readOnly,
  };
  return { ok: true, grant, changes };
}

function refuse(reason: AuthRefusal): Admission {
  return { ok: false, reason };
}
