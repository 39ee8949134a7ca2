import { describe, expect, it } from 'vitest';
import { MAX_BACKUP_BYTES } from '../../src/db/backup-format';
import { id } from '../../src/db/schemas/fields';
import {
  AUTH_REFUSAL_TEXT,
  CLOSE_REASONS,
  MAX_MESSAGE_BYTES,
  type PartyCommand,
  type PartyToken,
  documentName,
  encodeCommand,
  encodeServerMessage,
  encodeToken,
  generateSecret,
  isAuthRefusal,
  isId,
  isMemberName,
  isSecret,
  isServerAddress,
  joinLink,
  parseCommand,
  parseDocumentName,
  parseJoinLink,
  parseServerMessage,
  parseToken,
} from '../../server/protocol';

const UUID = '0b6c2f4e-8d1a-4c3b-9e5f-7a6d5c4b3a21';
const SECRET = 'Q2hhbmdlIG1lIHBsZWFzZQ';

describe('ids', () => {
  it('takes the app ids (crypto.randomUUID) and any 1-64 of A-Z a-z 0-9 _ -', () => {
    expect([UUID, 'a', 'A_b-9', 'x'.repeat(64)].every(isId)).toBe(true);
  });

  it('refuses anything else, and the names every object has (__proto__ and the like)', () => {
    for (const bad of ['', 'x'.repeat(65), 'a/b', 'a.b', 'é', ' a', ...Object.getOwnPropertyNames(Object.prototype)]) {
      expect(isId(bad), bad).toBe(false);
    }
    expect(isId(42)).toBe(false);
  });

  it('takes exactly the ids the app stores', () => {
    const candidates = [
      UUID,
      'a',
      'x'.repeat(64),
      'x'.repeat(65),
      '__proto__',
      'constructor',
      'prototype',
      '__x',
      'a b',
    ];
    for (const candidate of candidates) expect(isId(candidate), candidate).toBe(id.safeParse(candidate).success);
  });
});

describe('document names', () => {
  it('names the campaign, a character and the roster of a party, and reads them back', () => {
    const refs = [
      { kind: 'campaign', partyId: UUID },
      { kind: 'character', partyId: UUID, characterId: 'c1' },
      { kind: 'roster', partyId: UUID },
    ] as const;
    expect(refs.map(documentName)).toEqual([`${UUID}/campaign`, `${UUID}/character/c1`, `${UUID}/roster`]);
    expect(refs.map((ref) => parseDocumentName(documentName(ref)))).toEqual(refs);
  });

  it('refuses every other name', () => {
    for (const bad of [
      '',
      UUID,
      `${UUID}/`,
      `${UUID}/campaign/x`,
      `${UUID}/character`,
      `${UUID}/character/`,
      `${UUID}/character/__proto__`,
      `${UUID}/character/a/b`,
      `${UUID}/calendar`,
      `__proto__/campaign`,
      `../${UUID}/campaign`,
      `${UUID}//campaign`,
    ]) {
      expect(parseDocumentName(bad), bad).toBeUndefined();
    }
  });
});

describe('secrets', () => {
  it('are 16 random bytes (128 bits) in base64url', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{22}$/u);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(16);
    expect(isSecret(secret)).toBe(true);
  });

  it('come from the random source given', () => {
    expect(generateSecret((bytes) => bytes.fill(0xff))).toBe('_____________________w');
    expect(new Set(Array.from({ length: 1000 }, () => generateSecret())).size).toBe(1000);
  });

  it('refuses what is too short to hold 128 bits, or not base64url', () => {
    for (const bad of ['', 'short', 'x'.repeat(21), `${'x'.repeat(21)}=`, `${'x'.repeat(21)}+`, 'x'.repeat(129)]) {
      expect(isSecret(bad), bad).toBe(false);
    }
  });
});

describe('member names', () => {
  it('are 1-60 characters, trimmed, without control characters', () => {
    expect(['Ana', 'Zoë the Bold', 'x'.repeat(60), '🎲'.repeat(60)].every(isMemberName)).toBe(true);
    for (const bad of ['', ' Ana', 'Ana ', 'x'.repeat(61), 'a\nb', 'a\u0000b', 'a\u2028b']) {
      expect(isMemberName(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('the token', () => {
  const token: PartyToken = {
    v: 1,
    partyId: UUID,
    role: 'player',
    secret: SECRET,
    memberId: 'm1',
    memberKey: generateSecret(),
    memberName: 'Ana',
  };

  it('reads back what encodeToken wrote', () => {
    expect(parseToken(encodeToken(token))).toEqual(token);
  });

  it('refuses a token with a field missing, added or wrong', () => {
    const noSecret = Object.fromEntries(Object.entries(token).filter(([key]) => key !== 'secret'));
    for (const bad of [
      noSecret,
      { ...token, extra: 1 },
      { ...token, v: 2 },
      { ...token, role: 'admin' },
      { ...token, secret: 'guess' },
      { ...token, memberKey: '' },
      { ...token, partyId: '__proto__' },
      { ...token, memberId: 'a/b' },
      { ...token, memberName: '' },
    ]) {
      expect(parseToken(JSON.stringify(bad)), JSON.stringify(bad)).toBeUndefined();
    }
    for (const text of ['', 'null', '[]', '"x"', '{', '{"__proto__": {"v": 1}}']) {
      expect(parseToken(text), text).toBeUndefined();
    }
  });
});

describe('commands', () => {
  const commands: PartyCommand[] = [
    { v: 1, id: 'r1', type: 'set-player-secret', secret: SECRET },
    { v: 1, id: 'r2', type: 'set-gm-secret', secret: SECRET },
    { v: 1, id: 'r3', type: 'remove-member', memberId: 'm1' },
    { v: 1, id: 'r4', type: 'set-character-owner', characterId: 'c1', ownerId: 'm1' },
    { v: 1, id: 'r5', type: 'set-character-owner', characterId: 'c1', ownerId: null },
    { v: 1, id: 'r6', type: 'remove-character', characterId: 'c1' },
    { v: 1, id: 'r7', type: 'delete-party' },
  ];

  it('reads back each command encodeCommand wrote', () => {
    expect(commands.map((c) => parseCommand(encodeCommand(c)))).toEqual(commands);
  });

  it('refuses a command with a field missing, added or wrong, or an unknown kind', () => {
    for (const bad of [
      { v: 1, id: 'r1', type: 'set-player-secret' },
      { v: 1, id: 'r1', type: 'set-player-secret', secret: 'weak' },
      { v: 1, id: 'r7', type: 'delete-party', partyId: UUID },
      { v: 2, id: 'r7', type: 'delete-party' },
      { v: 1, type: 'delete-party' },
      { v: 1, id: 'r1', type: 'toString' },
      { v: 1, id: 'r1', type: '__proto__' },
      { v: 1, id: 'r4', type: 'set-character-owner', characterId: 'c1' },
      { v: 1, id: 'r4', type: 'set-character-owner', characterId: 'c1', ownerId: '__proto__' },
    ]) {
      expect(parseCommand(JSON.stringify(bad)), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('server messages read back, and anything else is not one', () => {
    const messages = [
      { v: 1, type: 'command-result', id: 'r1', ok: true },
      { v: 1, type: 'command-result', id: 'r1', ok: false, reason: 'not-gm' },
      { v: 1, type: 'write-refused', document: `${UUID}/campaign` },
    ] as const;
    expect(messages.map((m) => parseServerMessage(encodeServerMessage(m)))).toEqual(messages);
    expect(
      parseServerMessage('{"v":1,"type":"command-result","id":"r1","ok":false,"reason":"because"}'),
    ).toBeUndefined();
    expect(parseServerMessage('{"v":1,"type":"secret","secret":"x"}')).toBeUndefined();
  });
});

describe('refusals and closes', () => {
  it('every refusal has words for the player, and close codes are distinct application codes', () => {
    expect(Object.keys(AUTH_REFUSAL_TEXT).every(isAuthRefusal)).toBe(true);
    expect(isAuthRefusal('permission-denied')).toBe(false);
    const codes = Object.values(CLOSE_REASONS);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => code >= 4000 && code <= 4999)).toBe(true);
  });
});

describe('the join link', () => {
  const invite = { server: 'wss://party.example.org', partyId: UUID, role: 'player', secret: SECRET } as const;

  it('carries the server, the party and the secret in the fragment, which a browser never sends to a server', () => {
    const link = joinLink('https://app.example.org/', invite);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://app.example.org/join');
    expect(url.search).toBe('');
    expect(url.hash).toContain(SECRET);
    expect(parseJoinLink(link)).toEqual(invite);
  });

  it('takes ws:// for a table on one Wi-Fi, and a path behind a proxy', () => {
    for (const server of ['ws://192.168.1.20:1234', 'wss://example.org/party']) {
      expect(parseJoinLink(joinLink('http://192.168.1.20:4173', { ...invite, server }))?.server).toBe(server);
    }
  });

  it('refuses a link that is not one', () => {
    const good = new URL(joinLink('https://app.example.org', invite));
    const variants = [
      'not a link',
      good.toString().replace('/join', '/joins'),
      good.toString().replace('v=1', 'v=2'),
      good.toString().replace(/secret=[^&]+/u, 'secret=short'),
      good.toString().replace('role=player', 'role=owner'),
      joinLink('https://app.example.org', { ...invite, server: 'https://party.example.org' }),
      joinLink('https://app.example.org', { ...invite, partyId: '__proto__' }),
    ];
    for (const link of variants) expect(parseJoinLink(link), link).toBeUndefined();
    for (const bad of ['http://x', 'ws://user:pw@x', 'ws://x/?a=1', 'ws://x/#a', 'nonsense']) {
      expect(isServerAddress(bad), bad).toBe(false);
    }
  });
});

describe('limits', () => {
  it('a message may be as large as a backup file, so a campaign the app can import can also be shared', () => {
    expect(MAX_MESSAGE_BYTES).toBeGreaterThanOrEqual(MAX_BACKUP_BYTES);
  });
});
