import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/limits';
import { CLOSE_REASONS, MAX_MESSAGE_BYTES, encodeToken, generateSecret } from '../../server/protocol';
import {
  Device,
  newGm,
  newId,
  newPlayer,
  onCleanup,
  startParty,
  startTestServer,
  synced,
  tokenOf,
  write,
} from './helpers';

/** A bare WebSocket to the server: whether the upgrade was accepted, and then how the server closed it. */
function rawSocket(
  url: string,
  headers: Record<string, string> = {},
): Promise<
  { accepted: true; closed: Promise<{ code: number; reason: string }> } | { accepted: false; status: number }
> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    onCleanup(() => socket.terminate());
    socket.once('open', () =>
      resolve({
        accepted: true,
        closed: new Promise((closed) =>
          socket.once('close', (code, reason) => closed({ code, reason: reason.toString() })),
        ),
      }),
    );
    socket.once('unexpected-response', (_request, response) =>
      resolve({ accepted: false, status: response.statusCode ?? 0 }),
    );
    socket.once('error', (error) => {
      if (socket.readyState !== WebSocket.CLOSED) reject(error);
    });
  });
}

describe('the server listens', () => {
  it('on the loopback address it was given, not on every interface', async () => {
    const { server } = await startTestServer();
    const address = server.hocuspocus.server?.httpServer.address() as AddressInfo;
    expect(address.address).toBe('127.0.0.1');
  });
});

describe('message size and rate', () => {
  it(`closes a connection that sends a message over ${MAX_MESSAGE_BYTES} bytes (1009), and changes nothing`, async () => {
    const party = await startParty();
    const campaign = await party.gmDevice.sync(party.names.campaign);
    // A large write under the limit goes through.
    write(campaign.doc, 'notes', 'x'.repeat(4 * 1024 * 1024));
    await synced(campaign.provider);
    const closed = party.gmDevice.nextClose();
    party.gmDevice.socket.webSocket?.send(new Uint8Array(MAX_MESSAGE_BYTES + 1));
    expect((await closed).code).toBe(1009);
    expect(party.log.refusals().join('\n')).toContain('Max payload size exceeded');
    expect(party.server.hocuspocus.documents.get(party.names.campaign)?.getMap('records').get('notes')).toHaveLength(
      4 * 1024 * 1024,
    );
  });

  it('closes a connection that sends more messages a second than allowed (4429)', async () => {
    const party = await startParty({ limits: { messageBurst: 30, messagesPerSecond: 1 } });
    const { device } = party.player('Player', { silent: true });
    const character = await device.sync(party.names.character(newId()));
    const closed = device.nextClose();
    for (let i = 0; i < 40; i += 1) write(character.doc, 'hp', i);
    expect(await closed).toEqual({ code: CLOSE_REASONS['rate-limited'], reason: 'rate-limited' });
    // Before the device reconnects (its provider would, and bring its changes within the limits then).
    device.destroy();
    expect(party.log.refusals().join('\n')).toContain('over 1 messages a second; closed (rate-limited)');
    // What came after the limit was not applied.
    const stored = await party.gmDevice.sync(character.name);
    expect(stored.doc.getMap('records').get('hp')).not.toBe(39);
  });

  it('closes a connection that sends more bytes a second than allowed (4429)', async () => {
    const party = await startParty({ limits: { byteBurst: 64 * 1024, bytesPerSecond: 1024 } });
    const { device } = party.player('Player', { silent: true });
    const character = await device.sync(party.names.character(newId()));
    const closed = device.nextClose();
    write(character.doc, 'notes', 'x'.repeat(100 * 1024));
    expect(await closed).toEqual({ code: CLOSE_REASONS['rate-limited'], reason: 'rate-limited' });
    device.destroy();
    expect((await party.gmDevice.sync(character.name)).doc.getMap('records').has('notes')).toBe(false);
  });

  it('closes a refused connection that keeps sending for the document it was refused', async () => {
    const party = await startParty({ limits: { maxUnadmittedBytes: 16 * 1024 } });
    const stranger = Device.of(party.server.url, newPlayer(party.gm.partyId, generateSecret()), { silent: true });
    const attempt = stranger.open(party.names.campaign);
    expect(await attempt.admission).toEqual({ ok: false, reason: 'not-a-member' });
    const closed = stranger.nextClose();
    // Hocuspocus would keep queuing these for a token that never comes.
    for (let i = 0; i < 20; i += 1) write(attempt.doc, `k${i}`, 'x'.repeat(1024));
    expect(await closed).toEqual({ code: CLOSE_REASONS['protocol-violation'], reason: 'protocol-violation' });
  });

  it('closes a connection that asks for more documents than a party has', async () => {
    const party = await startParty({ limits: { maxDocumentsPerConnection: 3 } });
    const { device } = party.player('Player', { silent: true });
    await device.sync(party.names.roster);
    await device.sync(party.names.campaign);
    await device.sync(party.names.character(newId()));
    const closed = device.nextClose();
    device.open(party.names.character(newId()));
    expect(await closed).toEqual({ code: CLOSE_REASONS['protocol-violation'], reason: 'protocol-violation' });
  });

  it('closes a connection that opens no document in time', async () => {
    const { server } = await startTestServer({ limits: { authenticationTimeoutMs: 100 } });
    const socket = await rawSocket(server.url);
    if (!socket.accepted) throw new Error('refused at the upgrade');
    expect(await socket.closed).toEqual({
      code: CLOSE_REASONS['authentication-timeout'],
      reason: 'authentication-timeout',
    });
  });
});

describe('connection attempts per address (the throttle)', () => {
  it('refuses an address past its connections a minute with HTTP 429, whatever X-Forwarded-For says', async () => {
    const { server, log } = await startTestServer({ limits: { connectionsPerMinutePerAddress: 3 } });
    for (let i = 0; i < 3; i += 1) expect((await rawSocket(server.url)).accepted).toBe(true);
    expect(await rawSocket(server.url)).toEqual({ accepted: false, status: 429 });
    // Without --behind-proxy the header is the client's word: it changes nothing.
    expect(await rawSocket(server.url, { 'X-Forwarded-For': '203.0.113.7' })).toEqual({ accepted: false, status: 429 });
    expect(await rawSocket(server.url, { 'X-Real-IP': '203.0.113.8' })).toEqual({ accepted: false, status: 429 });
    expect(log.refusals().filter((line) => line.includes('a minute'))).toHaveLength(1);
    expect(DEFAULT_LIMITS.connectionsPerMinutePerAddress).toBe(60);
  });

  it('behind a proxy, counts each client by the address the proxy added last to X-Forwarded-For', async () => {
    const { server } = await startTestServer({ behindProxy: true, limits: { connectionsPerMinutePerAddress: 1 } });
    const from = (chain: string) => rawSocket(server.url, { 'X-Forwarded-For': chain });
    expect((await from('198.51.100.1')).accepted).toBe(true);
    expect(await from('198.51.100.1')).toEqual({ accepted: false, status: 429 });
    // A client cannot escape by writing its own entry first: the proxy's entry is the last one.
    expect(await from('10.9.9.9, 198.51.100.1')).toEqual({ accepted: false, status: 429 });
    expect((await from('198.51.100.2')).accepted).toBe(true);
  });
});

describe('the caps on parties, members and characters', () => {
  it('refuses a character past the cap per party, for players and the GM alike', async () => {
    const party = await startParty({ limits: { maxCharactersPerParty: 2 } });
    const { device } = party.player();
    await device.sync(party.names.character(newId()));
    await party.gmDevice.sync(party.names.character(newId()));
    expect(await device.open(party.names.character(newId())).admission).toEqual({ ok: false, reason: 'party-full' });
    expect(await party.gmDevice.open(party.names.character(newId())).admission).toEqual({
      ok: false,
      reason: 'party-full',
    });
  });

  it('refuses a member past the cap per party, until the GM removes one', async () => {
    const party = await startParty({ limits: { maxMembersPerParty: 2 } });
    const first = party.player('First');
    await first.device.sync(party.names.campaign);
    expect(await party.player('Second').device.open(party.names.campaign).admission).toEqual({
      ok: false,
      reason: 'party-full',
    });
    await party.gmDevice.command(party.names.roster, { type: 'remove-member', memberId: first.member.memberId });
    await party.player('Third').device.sync(party.names.campaign);
  });

  it('refuses a new party past the cap per server', async () => {
    const party = await startParty({ limits: { maxParties: 1 } });
    const other = newGm();
    expect(await Device.of(party.server.url, other).open(`${other.partyId}/roster`).admission).toEqual({
      ok: false,
      reason: 'server-full',
    });
  });

  it('keeps each connection to one party', async () => {
    const party = await startParty();
    const other = newGm();
    let token = encodeToken(tokenOf(party.gm));
    const device = new Device(party.server.url, () => token);
    await device.sync(party.names.campaign);
    token = encodeToken(tokenOf(other));
    expect(await device.open(`${other.partyId}/roster`).admission).toEqual({ ok: false, reason: 'forbidden-document' });
  });
});
