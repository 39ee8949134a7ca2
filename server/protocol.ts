/**
 * The party server's contract with the app (issue 19): the names of the shared documents, the token a provider sends,
 * the GM's commands and the server's answers, the roster document's shape, why a connection is refused or closed, and
 * the join link. docs/party-server.md describes it in prose.
 *
 * Pure types and helpers with no imports (no Node, no Yjs, no Hocuspocus): the browser client imports this same file,
 * and the server trusts nothing a client sends until a parser here has checked it.
 */

export const PROTOCOL_VERSION = 1;

// ---------------------------------------------------------------------------------------------------------------------
// Ids

/** The app's ids (crypto.randomUUID() and older ones): the same rule as `id` in src/db/record-schemas.ts. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/u;

/**
 * Names every object has before it holds anything (`__proto__`, `constructor`, `toString` …), refused as ids as the
 * app refuses them (src/db/record-schemas.ts): an id is a key in the roster's maps, and a client that copies a map into
 * a plain object (`Y.Map#toJSON` does) would set the object's prototype or shadow a method.
 */
const BUILT_IN_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** A party, member or character id: 1-64 of A-Z a-z 0-9 _ -, and not a name every object has. */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value) && !BUILT_IN_NAMES.has(value);
}

// ---------------------------------------------------------------------------------------------------------------------
// Documents

/**
 * The documents of a party:
 * - `<partyId>/campaign`: the campaign, everything but the characters. The GM writes, players read.
 * - `<partyId>/character/<characterId>`: one character. The GM and the owning player write, other players read.
 * - `<partyId>/roster`: members and who owns which character, written by the server only; everyone reads.
 */
export type DocumentRef =
  | { readonly kind: 'campaign'; readonly partyId: string }
  | { readonly kind: 'character'; readonly partyId: string; readonly characterId: string }
  | { readonly kind: 'roster'; readonly partyId: string };

export function documentName(ref: DocumentRef): string {
  switch (ref.kind) {
    case 'campaign':
      return `${ref.partyId}/campaign`;
    case 'character':
      return `${ref.partyId}/character/${ref.characterId}`;
    case 'roster':
      return `${ref.partyId}/roster`;
  }
}

/** The document a name stands for, or undefined for any other name (the server refuses those). */
export function parseDocumentName(name: string): DocumentRef | undefined {
  const parts = name.split('/');
  const [partyId, kind, characterId] = parts;
  if (!isId(partyId)) return undefined;
  if (parts.length === 2 && kind === 'campaign') return { kind: 'campaign', partyId };
  if (parts.length === 2 && kind === 'roster') return { kind: 'roster', partyId };
  if (parts.length === 3 && kind === 'character' && isId(characterId))
    return { kind: 'character', partyId, characterId };
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------------
// Secrets and names

/** A secret is at least 128 bits of randomness: 16 bytes, 22 characters of base64url. */
export const SECRET_BYTES = 16;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{22,128}$/u;

/** A party secret or member key as generateSecret writes it (the server cannot check the randomness, only the form). */
export function isSecret(value: unknown): value is string {
  return typeof value === 'string' && SECRET_PATTERN.test(value);
}

/** A new secret of SECRET_BYTES random bytes, base64url without padding. */
export function generateSecret(
  randomBytes: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = randomBytes(new Uint8Array(SECRET_BYTES));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/u, '');
}

export const MAX_MEMBER_NAME_LENGTH = 60;

/** A member's display name: 1-60 characters once trimmed, no control characters. */
export function isMemberName(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim() === value &&
    value.length >= 1 &&
    [...value].length <= MAX_MEMBER_NAME_LENGTH &&
    // eslint-disable-next-line no-control-regex -- the point is to refuse control characters
    !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u.test(value)
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// The token

export type Role = 'gm' | 'player';

/**
 * What a provider sends as its `token` (JSON). `secret` is the party's GM secret (role 'gm') or player secret (role
 * 'player'). `memberId` and `memberKey` are made once by the device (an id and generateSecret()) and kept: the id is
 * public (the roster shows it), the key proves the device is that member, so another member cannot act under its id.
 */
export interface PartyToken {
  readonly v: typeof PROTOCOL_VERSION;
  readonly partyId: string;
  readonly role: Role;
  readonly secret: string;
  readonly memberId: string;
  readonly memberKey: string;
  readonly memberName: string;
}

const TOKEN_KEYS = ['v', 'partyId', 'role', 'secret', 'memberId', 'memberKey', 'memberName'] as const;

export function encodeToken(token: PartyToken): string {
  return JSON.stringify(token);
}

/** The token in a provider's text, or undefined when it is not exactly a PartyToken. */
export function parseToken(text: string): PartyToken | undefined {
  const value = parseJsonObject(text);
  if (value === undefined || !hasExactly(value, TOKEN_KEYS)) return undefined;
  const { v, partyId, role, secret, memberId, memberKey, memberName } = value;
  if (v !== PROTOCOL_VERSION || !isId(partyId) || !isId(memberId) || !isSecret(secret) || !isSecret(memberKey)) {
    return undefined;
  }
  if ((role !== 'gm' && role !== 'player') || !isMemberName(memberName)) return undefined;
  return { v, partyId, role, secret, memberId, memberKey, memberName };
}

// ---------------------------------------------------------------------------------------------------------------------
// Limits the client must keep to (the server refuses what goes past them)

/**
 * The largest message the server takes. A provider's first sync sends a document's whole state in one message, so a
 * campaign the app can hold must fit: 64 MiB, at least the 64 MB a backup file may have (MAX_BACKUP_BYTES in
 * src/db/backup-format.ts). The client keeps a document's encoded state under it.
 */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/** Character documents a party may have: a table's party with every character retired or dead over years of play. */
export const MAX_CHARACTERS_PER_PARTY = 200;
/** Members a party may have at once (removed ones do not count): a table is a handful of people and their devices. */
export const MAX_MEMBERS_PER_PARTY = 64;

// ---------------------------------------------------------------------------------------------------------------------
// Why a document is refused (the provider's `authenticationFailed` reason)

export type AuthRefusal =
  'invalid-token' | 'not-a-member' | 'removed' | 'forbidden-document' | 'party-deleted' | 'party-full' | 'server-full';

/** What the app tells the person, for each refusal. */
export const AUTH_REFUSAL_TEXT: Readonly<Record<AuthRefusal, string>> = {
  'invalid-token': 'This device sent the party server something it could not read. Update the app and join again.',
  'not-a-member': 'The party server did not accept this link. Ask the GM for a new one.',
  removed: 'The GM removed this device from the party.',
  'forbidden-document': 'The party server does not share this part of the campaign with this device.',
  'party-deleted': 'The GM deleted this party from the party server.',
  'party-full': 'The party is full: the GM can remove a member or a character to make room.',
  'server-full': 'This party server holds as many parties as it can. Ask the GM to delete one.',
};

export function isAuthRefusal(value: unknown): value is AuthRefusal {
  return typeof value === 'string' && Object.hasOwn(AUTH_REFUSAL_TEXT, value);
}

// ---------------------------------------------------------------------------------------------------------------------
// Why the server closes a connection (WebSocket close code and reason)

export const CLOSE_REASONS = {
  /** The GM deleted the party. */
  'party-deleted': 4410,
  /** The GM removed this member. */
  removed: 4411,
  /** The GM rotated the secret this connection joined with: it must join again with the new link. */
  'secret-rotated': 4412,
  /** What this member may write changed (a character was assigned or released): reconnecting gets the new rights. */
  'access-changed': 4413,
  /** The connection sent more than the rate limits allow. */
  'rate-limited': 4429,
  /** The connection sent a message kind the server does not take, or too much for documents it was not admitted to. */
  'protocol-violation': 4400,
  /** The connection opened no document within the time allowed. */
  'authentication-timeout': 4408,
} as const;

export type CloseReason = keyof typeof CLOSE_REASONS;

/**
 * The reason of the close message the server sends on one document (the connection stays open) when the GM removed
 * that character: the provider reports it as a close event with this reason.
 */
export const DOCUMENT_REMOVED = 'document-removed';

// ---------------------------------------------------------------------------------------------------------------------
// The roster document

/** The roster's Y.Map of members, keyed by member id, each value a RosterMember (members the GM removed are not in it). */
export const ROSTER_MEMBERS = 'members';
/** The roster's Y.Map of character documents, keyed by character id, each value a RosterCharacter. */
export const ROSTER_CHARACTERS = 'characters';

export interface RosterMember {
  readonly id: string;
  readonly name: string;
  readonly role: Role;
}

export interface RosterCharacter {
  readonly id: string;
  /** The member who may write it besides the GM, or null when only the GM may. */
  readonly ownerId: string | null;
}

// ---------------------------------------------------------------------------------------------------------------------
// The GM's commands: stateless messages on the roster document, answered by a CommandResult with the same id

export type PartyCommand =
  | { readonly v: 1; readonly id: string; readonly type: 'set-player-secret'; readonly secret: string }
  | { readonly v: 1; readonly id: string; readonly type: 'set-gm-secret'; readonly secret: string }
  | { readonly v: 1; readonly id: string; readonly type: 'remove-member'; readonly memberId: string }
  | {
      readonly v: 1;
      readonly id: string;
      readonly type: 'set-character-owner';
      readonly characterId: string;
      readonly ownerId: string | null;
    }
  | { readonly v: 1; readonly id: string; readonly type: 'remove-character'; readonly characterId: string }
  | { readonly v: 1; readonly id: string; readonly type: 'delete-party' };

export type CommandType = PartyCommand['type'];

export type CommandRefusal =
  'invalid-command' | 'not-gm' | 'unknown-member' | 'unknown-character' | 'secret-in-use' | 'cannot-remove-yourself';

export const COMMAND_REFUSAL_TEXT: Readonly<Record<CommandRefusal, string>> = {
  'invalid-command': 'The party server could not read this request. Update the app and try again.',
  'not-gm': 'Only the GM can do this.',
  'unknown-member': 'This member is not in the party.',
  'unknown-character': 'This character is not in the party.',
  'secret-in-use': 'The new link must differ from the GM link and the players’ link.',
  'cannot-remove-yourself': 'A GM cannot remove their own device.',
};

export type ServerMessage =
  | { readonly v: 1; readonly type: 'command-result'; readonly id: string; readonly ok: true }
  | {
      readonly v: 1;
      readonly type: 'command-result';
      readonly id: string;
      readonly ok: false;
      readonly reason: CommandRefusal;
    }
  /** The server refused a write to a document this connection may only read; the document did not change. */
  | { readonly v: 1; readonly type: 'write-refused'; readonly document: string };

/** A command's id: the client picks it to match the answer (any string of 1-64 id characters). */
const COMMAND_ID_PATTERN = ID_PATTERN;

const COMMAND_KEYS: Readonly<Record<CommandType, readonly string[]>> = {
  'set-player-secret': ['v', 'id', 'type', 'secret'],
  'set-gm-secret': ['v', 'id', 'type', 'secret'],
  'remove-member': ['v', 'id', 'type', 'memberId'],
  'set-character-owner': ['v', 'id', 'type', 'characterId', 'ownerId'],
  'remove-character': ['v', 'id', 'type', 'characterId'],
  'delete-party': ['v', 'id', 'type'],
};

export function encodeCommand(command: PartyCommand): string {
  return JSON.stringify(command);
}

/** The command in a stateless message's text, or undefined when it is not exactly a PartyCommand. */
export function parseCommand(text: string): PartyCommand | undefined {
  const value = parseJsonObject(text);
  if (value === undefined || value.v !== PROTOCOL_VERSION) return undefined;
  const { id, type } = value;
  if (typeof id !== 'string' || !COMMAND_ID_PATTERN.test(id)) return undefined;
  if (typeof type !== 'string' || !Object.hasOwn(COMMAND_KEYS, type)) return undefined;
  const commandType = type as CommandType;
  if (!hasExactly(value, COMMAND_KEYS[commandType])) return undefined;
  switch (commandType) {
    case 'set-player-secret':
    case 'set-gm-secret':
      return isSecret(value.secret) ? { v: 1, id, type: commandType, secret: value.secret } : undefined;
    case 'remove-member':
      return isId(value.memberId) ? { v: 1, id, type: commandType, memberId: value.memberId } : undefined;
    case 'set-character-owner':
      return isId(value.characterId) && (value.ownerId === null || isId(value.ownerId))
        ? { v: 1, id, type: commandType, characterId: value.characterId, ownerId: value.ownerId }
        : undefined;
    case 'remove-character':
      return isId(value.characterId) ? { v: 1, id, type: commandType, characterId: value.characterId } : undefined;
    case 'delete-party':
      return { v: 1, id, type: commandType };
  }
}

export function encodeServerMessage(message: ServerMessage): string {
  return JSON.stringify(message);
}

/** A stateless message from the server, or undefined for anything else. */
export function parseServerMessage(text: string): ServerMessage | undefined {
  const value = parseJsonObject(text);
  if (value === undefined || value.v !== PROTOCOL_VERSION) return undefined;
  if (value.type === 'write-refused') {
    return hasExactly(value, ['v', 'type', 'document']) && typeof value.document === 'string'
      ? { v: 1, type: 'write-refused', document: value.document }
      : undefined;
  }
  if (value.type !== 'command-result' || typeof value.id !== 'string') return undefined;
  if (value.ok === true && hasExactly(value, ['v', 'type', 'id', 'ok'])) {
    return { v: 1, type: 'command-result', id: value.id, ok: true };
  }
  if (value.ok === false && hasExactly(value, ['v', 'type', 'id', 'ok', 'reason']) && isCommandRefusal(value.reason)) {
    return { v: 1, type: 'command-result', id: value.id, ok: false, reason: value.reason };
  }
  return undefined;
}

function isCommandRefusal(value: unknown): value is CommandRefusal {
  return typeof value === 'string' && Object.hasOwn(COMMAND_REFUSAL_TEXT, value);
}

// ---------------------------------------------------------------------------------------------------------------------
// The join link

/** The app's route that opens a join link. */
export const JOIN_PATH = '/join';

/** What a join link carries: where the party server is, which party, and the secret of the role it admits. */
export interface Invite {
  readonly server: string;
  readonly partyId: string;
  readonly role: Role;
  readonly secret: string;
}

/** A party server's address: ws:// or wss://, with no user name, password, query or fragment. */
export function isServerAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'ws:' || url.protocol === 'wss:') &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    !value.includes('#') &&
    !value.includes('?')
  );
}

/**
 * The link the GM shares: the app's address, JOIN_PATH, and the invite in the fragment. A browser never sends a
 * fragment to any server, so the secret stays on the devices that open the link (not in a web server's logs).
 */
export function joinLink(appUrl: string, invite: Invite): string {
  const url = new URL(JOIN_PATH, appUrl);
  const fields = new URLSearchParams({
    v: String(PROTOCOL_VERSION),
    server: invite.server,
    party: invite.partyId,
    role: invite.role,
    secret: invite.secret,
  });
  url.hash = fields.toString();
  return url.toString();
}

/** The invite in a join link, or undefined when the link is not one. */
export function parseJoinLink(link: string): Invite | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.pathname !== JOIN_PATH) return undefined;
  const fields = new URLSearchParams(url.hash.slice(1));
  const server = fields.get('server');
  const partyId = fields.get('party');
  const role = fields.get('role');
  const secret = fields.get('secret');
  if (fields.get('v') !== String(PROTOCOL_VERSION) || !isServerAddress(server) || !isId(partyId)) return undefined;
  if ((role !== 'gm' && role !== 'player') || !isSecret(secret)) return undefined;
  return { server, partyId, role, secret };
}

// ---------------------------------------------------------------------------------------------------------------------

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return value as Record<string, unknown>;
}

function hasExactly(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const present = Object.keys(value);
  return present.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
}
