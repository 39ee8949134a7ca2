import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { IncomingMessage, MessageType } from '@hocuspocus/server';
import { afterEach } from 'vitest';
import type { Limits } from '../../server/limits';
import type { Log } from '../../server/log';
import { type PartyServer, type PartyServerOptions, startPartyServer } from '../../server/party-server';
import {
  type CommandRefusal,
  type PartyCommand,
  type PartyToken,
  type ServerMessage,
  documentName,
  encodeCommand,
  encodeToken,
  generateSecret,
  parseServerMessage,
  parseToken,
} from '../../server/protocol';

/** Everything started by a test, stopped after it (in reverse order), so nothing outlives the test. */
const cleanups: (() => Promise<void> | void)[] = [];
export function onCleanup(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** A folder of its own under the system's temp folder, deleted after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'party-server-test-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Every secret and member key the tests' devices sent (in tokens and commands): after each test, no line any server
 * logged may contain one.
 */
const sentSecrets = new Set<string>();
function remember(...secrets: string[]): void {
  for (const secret of secrets) sentSecrets.add(secret);
}

/** The log lines a server wrote, to check what it refused and that no secret is in them. */
export class LogLines implements Log {
  readonly lines: string[] = [];
  info(line: string): void {
    this.lines.push(`info ${line}`);
  }
  refused(line: string): void {
    this.lines.push(`refused ${line}`);
  }
  refusals(): string[] {
    return this.lines.filter((line) => line.startsWith('refused '));
  }
}

export interface TestServer {
  readonly server: PartyServer;
  readonly log: LogLines;
  readonly dataFile: string;
}

/** A party server on a free loopback port with a data file in a temp folder, stopped after the test. */
export async function startTestServer(
  options: Partial<Omit<PartyServerOptions, 'limits'>> & { limits?: Partial<Limits> } = {},
): Promise<TestServer> {
  const log = new LogLines();
  const dataFile = options.dataFile ?? join(tempDir(), 'party.sqlite');
  const server = await startPartyServer({ host: '127.0.0.1', port: 0, ...options, dataFile, log });
  let stopped = false;
  onCleanup(async () => {
    if (!stopped) await server.stop();
    const leaked = log.lines.filter((line) => [...sentSecrets].some((secret) => line.includes(secret)));
    if (leaked.length > 0) throw new Error(`the server logged a secret:\n${leaked.join('\n')}`);
  });
  return {
    server: {
      ...server,
      stop: async () => {
        stopped = true;
        await server.stop();
      },
    },
    log,
    dataFile,
  };
}

/** Who a device is in a party: what its token carries. */
export type Member = Omit<PartyToken, 'v'>;

/** An id as the app makes them. */
export function newId(): string {
  return crypto.randomUUID();
}

export function newGm(name = 'Game Master'): Member {
  return {
    partyId: newId(),
    role: 'gm',
    secret: generateSecret(),
    memberId: newId(),
    memberKey: generateSecret(),
    memberName: name,
  };
}

export function newPlayer(partyId: string, playerSecret: string, name = 'Player'): Member {
  return {
    partyId,
    role: 'player',
    secret: playerSecret,
    memberId: newId(),
    memberKey: generateSecret(),
    memberName: name,
  };
}

export function tokenOf(member: Member): PartyToken {
  return { v: 1, ...member };
}

/** A command without its version and id, which `Device.command` adds. */
export type CommandBody = PartyCommand extends infer C ? (C extends PartyCommand ? Omit<C, 'v' | 'id'> : never) : never;

export type Admission = { readonly ok: true; readonly scope: string } | { readonly ok: false; readonly reason: string };

/** One document a device has open: its Y.Doc, provider, how the server answered its token, and its stateless messages. */
export interface OpenDocument {
  readonly name: string;
  readonly doc: Y.Doc;
  readonly provider: HocuspocusProvider;
  /** How the server answered the first token. */
  readonly admission: Promise<Admission>;
  /** Every answer to a token, one per (re)connection. */
  readonly admissions: Admission[];
  /** Resolves with the next answer to a token (after a reconnection). */
  nextAdmission(): Promise<Admission>;
  readonly messages: ServerMessage[];
  /** Every message the server sent on this document, of any kind. */
  readonly received: Uint8Array[];
  /** Resolves with the next message from the server on this document that matches. */
  nextReceived(match: (bytes: Uint8Array) => boolean): Promise<Uint8Array>;
  /** Resolves with the next stateless message from the server that matches. */
  nextMessage(match: (message: ServerMessage) => boolean): Promise<ServerMessage>;
}

/**
 * A device: one HocuspocusProviderWebsocket (as the app will have per party) and a provider per open document, with
 * the raw token it chooses, whatever the app's UI would allow. Quick reconnects, so tests that stop a server run fast.
 */
export class Device {
  readonly socket: HocuspocusProviderWebsocket;
  readonly documents = new Map<string, OpenDocument>();
  readonly closes: { code: number; reason: string }[] = [];
  private closeWaiters: ((event: { code: number; reason: string }) => void)[] = [];

  /**
   * `silent`: its providers share no awareness, so the device sends nothing unless it writes; a test of what the server
   * does on its own (close a connection at once) then cannot pass on the device's next message instead.
   */
  constructor(
    url: string,
    public token: string | (() => string),
    private readonly options: { readonly silent?: boolean } = {},
  ) {
    this.socket = new HocuspocusProviderWebsocket({
      url,
      WebSocketPolyfill: WebSocket,
      delay: 50,
      minDelay: 50,
      maxDelay: 200,
      factor: 1.5,
      jitter: false,
    });
    if (typeof token === 'string') {
      const parsed = parseToken(token);
      if (parsed !== undefined) remember(parsed.secret, parsed.memberKey);
    }
    this.socket.on('close', ({ event }: { event: { code: number; reason: string } }) => {
      const close = { code: event.code, reason: String(event.reason) };
      this.closes.push(close);
      for (const waiter of this.closeWaiters.splice(0)) waiter(close);
    });
    onCleanup(() => this.destroy());
  }

  static of(url: string, member: Member, options: { readonly silent?: boolean } = {}): Device {
    return new Device(url, encodeToken(tokenOf(member)), options);
  }

  open(name: string, doc: Y.Doc = new Y.Doc()): OpenDocument {
    const messages: ServerMessage[] = [];
    const received: Uint8Array[] = [];
    const receivedWaiters: { match: (bytes: Uint8Array) => boolean; resolve: (bytes: Uint8Array) => void }[] = [];
    const waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
    const admissions: Admission[] = [];
    let admissionWaiters: ((admission: Admission) => void)[] = [];
    const admitted = (admission: Admission) => {
      admissions.push(admission);
      const waiters = admissionWaiters;
      admissionWaiters = [];
      for (const waiter of waiters) waiter(admission);
    };
    const nextAdmission = () => new Promise<Admission>((resolve) => admissionWaiters.push(resolve));
    const admission = nextAdmission();
    const provider = new HocuspocusProvider({
      name,
      document: doc,
      ...(this.options.silent ? { awareness: null } : {}),
      websocketProvider: this.socket,
      token: () => {
        const text = typeof this.token === 'function' ? this.token() : this.token;
        const parsed = parseToken(text);
        if (parsed !== undefined) remember(parsed.secret, parsed.memberKey);
        return text;
      },
      onAuthenticated: ({ scope }) => admitted({ ok: true, scope }),
      onAuthenticationFailed: ({ reason }) => admitted({ ok: false, reason }),
      onMessage: ({ event }) => {
        const bytes = new Uint8Array(event.data as ArrayBuffer);
        received.push(bytes);
        for (const waiter of receivedWaiters.filter((w) => w.match(bytes))) {
          receivedWaiters.splice(receivedWaiters.indexOf(waiter), 1);
          waiter.resolve(bytes);
        }
      },
      onStateless: ({ payload }) => {
        const message = parseServerMessage(payload);
        if (message === undefined)
          throw new Error(`the server sent a stateless message the protocol does not know: ${payload}`);
        messages.push(message);
        for (const waiter of waiters.filter((w) => w.match(message))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(message);
        }
      },
    });
    provider.attach();
    const open: OpenDocument = {
      name,
      doc,
      provider,
      admission,
      admissions,
      nextAdmission,
      messages,
      received,
      nextReceived: (match) => new Promise((resolve) => receivedWaiters.push({ match, resolve })),
      nextMessage: (match) => new Promise((resolve) => waiters.push({ match, resolve })),
    };
    this.documents.set(name, open);
    return open;
  }

  /** Opens a document and waits for the server to admit it and for the first sync; fails if it is refused. */
  async sync(name: string, doc?: Y.Doc): Promise<OpenDocument> {
    const open = this.open(name, doc);
    const admission = await open.admission;
    if (!admission.ok) throw new Error(`${name} was refused: ${admission.reason}`);
    await synced(open.provider);
    return open;
  }

  /** Sends a GM command on the roster document and waits for its answer. */
  async command(
    rosterName: string,
    command: CommandBody & { id?: string },
  ): Promise<{ ok: true } | { ok: false; reason: CommandRefusal }> {
    const roster = this.documents.get(rosterName);
    if (roster === undefined) throw new Error(`${rosterName} is not open on this device`);
    const id = command.id ?? newId();
    if ('secret' in command) remember(command.secret);
    const answer = roster.nextMessage((m) => m.type === 'command-result' && m.id === id);
    roster.provider.sendStateless(encodeCommand({ v: 1, ...command, id } as PartyCommand));
    const result = await answer;
    if (result.type !== 'command-result') throw new Error('not a command result');
    return result.ok ? { ok: true } : { ok: false, reason: result.reason };
  }

  /** Resolves at the next close of this device's WebSocket (by the server or the network). */
  nextClose(): Promise<{ code: number; reason: string }> {
    return new Promise((resolve) => this.closeWaiters.push(resolve));
  }

  destroy(): void {
    for (const { provider } of this.documents.values()) provider.destroy();
    this.documents.clear();
    this.socket.destroy();
  }
}

/** Resolves once the provider has finished its first sync with the server and has no change the server has not taken. */
export function synced(provider: HocuspocusProvider): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (provider.isSynced && !provider.hasUnsyncedChanges) {
        provider.off('synced', check);
        provider.off('unsyncedChanges', check);
        resolve();
      }
    };
    provider.on('synced', check);
    provider.on('unsyncedChanges', check);
    check();
  });
}

/** Resolves once `predicate` holds for the document, checked now and after each of its updates. */
export function until(doc: Y.Doc, predicate: (doc: Y.Doc) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (predicate(doc)) {
        doc.off('update', check);
        resolve();
      }
    };
    doc.on('update', check);
    check();
  });
}

/** The value at `key` of the document's map `map` (the tests' stand-in for the app's records). */
export function valueOf(doc: Y.Doc, key: string, map = 'records'): unknown {
  return doc.getMap(map).get(key);
}

export function write(doc: Y.Doc, key: string, value: unknown, map = 'records'): void {
  doc.getMap(map).set(key, value);
}

export interface Party extends TestServer {
  readonly gm: Member;
  readonly gmDevice: Device;
  readonly roster: OpenDocument;
  readonly playerSecret: string;
  readonly names: { readonly campaign: string; readonly roster: string; character(id: string): string };
  /** A new player's device, joined with the players' secret. */
  player(name?: string, options?: { readonly silent?: boolean }): { member: Member; device: Device };
}

/** A server with a party its GM has claimed (the roster open) and given a players' secret. */
export async function startParty(options: Parameters<typeof startTestServer>[0] = {}): Promise<Party> {
  const test = await startTestServer(options);
  const gm = newGm();
  const names = {
    campaign: documentName({ kind: 'campaign', partyId: gm.partyId }),
    roster: documentName({ kind: 'roster', partyId: gm.partyId }),
    character: (characterId: string) => documentName({ kind: 'character', partyId: gm.partyId, characterId }),
  };
  const gmDevice = Device.of(test.server.url, gm);
  const roster = await gmDevice.sync(names.roster);
  const playerSecret = generateSecret();
  const result = await gmDevice.command(names.roster, { type: 'set-player-secret', secret: playerSecret });
  if (!result.ok) throw new Error(`set-player-secret refused: ${result.reason}`);
  return {
    ...test,
    gm,
    gmDevice,
    roster,
    playerSecret,
    names,
    player: (name = 'Player', options = {}) => {
      const member = newPlayer(gm.partyId, playerSecret, name);
      return { member, device: Device.of(test.server.url, member, options) };
    },
  };
}

/** Whether a message is the server's answer to a sync message: applied (true) or refused (false). */
export function isSyncStatus(bytes: Uint8Array, applied: boolean): boolean {
  const message = new IncomingMessage(bytes);
  message.readVarString();
  return message.readVarUint() === MessageType.SyncStatus && message.readVarUint() === (applied ? 1 : 0);
}

/** The kind of each message the server sent (a Hocuspocus message starts with the document name, then its kind). */
export function messageKinds(messages: readonly Uint8Array[]): number[] {
  return messages.map((bytes) => {
    const message = new IncomingMessage(bytes);
    message.readVarString();
    return message.readVarUint();
  });
}

/**
 * Resolves once `check` holds, trying every 25 ms for up to `timeoutMs`: for what no event tells, such as another
 * process having written a file.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
