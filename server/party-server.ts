import type { IncomingMessage } from 'node:http';
import {
  type Connection,
  type Extension,
  type Hocuspocus,
  Server,
  type afterLoadDocumentPayload,
  type beforeHandleMessagePayload,
  type beforeSyncPayload,
  type onAuthenticatePayload,
  type onLoadDocumentPayload,
  type onRequestPayload,
  type onStatelessPayload,
} from '@hocuspocus/server';
import { Redis } from '@hocuspocus/extension-redis';
import { Redis as RedisClient } from 'ioredis';
import type { WebSocket } from 'ws';
import { type Grant, type PartyRecord, grantStatus } from './access';
import { ConnectionGuard, isClientMessageType, readMessageHead } from './connection-guard';
import { PartyDocumentStore } from './document-store';
import { DEFAULT_LIMITS, type Limits } from './limits';
import { type Log, consoleLog } from './log';
import {
  type AuthRefusal,
  type CloseReason,
  type PartyCommand,
  DOCUMENT_REMOVED,
  type ServerMessage,
  documentName,
  encodeServerMessage,
  parseCommand,
  parseToken,
} from './protocol';
import { RegistryBus } from './registry-bus';
import { PartyRegistry } from './registry';
import { writeRoster } from './roster';
import { SqliteFile } from './sqlite-file';
import { UpgradeThrottle } from './upgrade-throttle';

/** The prefix of the party server's keys and channels in Redis, apart from other programs using the same Redis. */
export const REDIS_PREFIX = 'table-companion';
/** y-protocols' sync message kind of an update (messageYjsUpdate), the one a live edit sends. */
const YJS_UPDATE = 2;
/** The longest a stop waits for documents to be stored before it closes the file anyway (a store that hangs). */
const STOP_TIMEOUT_MS = 10_000;

export interface PartyServerOptions {
  /** The SQLite file of documents and registry (created if missing). */
  readonly dataFile: string;
  readonly host: string;
  /** 0 takes any free port (tests). */
  readonly port: number;
  /** Trust the last X-Forwarded-For entry as the client's address (a TLS proxy in front: docs/party-server.md). */
  readonly behindProxy?: boolean;
  /** redis://host:port of the Redis that joins several server nodes on the same data file. */
  readonly redisUrl?: string;
  readonly limits?: Partial<Limits>;
  readonly log?: Log;
}

export interface PartyServer {
  readonly host: string;
  readonly port: number;
  /** ws://host:port */
  readonly url: string;
  readonly registry: PartyRegistry;
  readonly hocuspocus: Hocuspocus;
  /** Stores every open document, closes every connection and the file. */
  stop(): Promise<void>;
}

interface PartyContext {
  grant?: Grant;
  /** Set on the server's own direct connection to a roster document. */
  rosterWriter?: boolean;
  /** Refused writes already logged for this connection (only the first is). */
  refusedWrites?: number;
}

/** A refusal Hocuspocus passes on: `reason` becomes the provider's authenticationFailed reason. */
class Refusal {
  constructor(readonly reason: AuthRefusal) {}
}

/**
 * The party server: Hocuspocus with the SQLite store, the throttle, the party registry and its rules, and Redis
 * when several nodes share the data file. It listens once the file is open.
 */
export async function startPartyServer(options: PartyServerOptions): Promise<PartyServer> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? consoleLog;
  const { host } = options;
  const file = await SqliteFile.open(options.dataFile);
  let registry: PartyRegistry;
  try {
    registry = await PartyRegistry.open(file);
  } catch (error) {
    await file.close();
    throw error;
  }
  const guard = new ConnectionGuard(limits, log);
  const throttle = new UpgradeThrottle(limits, options.behindProxy ?? false, log);
  let stopping = false;

  // ---- Roster documents: written by the server only, from the registry, one write at a time per party.
  const rosterWrites = new Map<string, Promise<void>>();
  const scheduleRosterWrite = (partyId: string): void => {
    const previous = rosterWrites.get(partyId) ?? Promise.resolve();
    const next = previous
      .then(() => writeLoadedRoster(partyId))
      .catch((error: unknown) => {
        log.info(`roster of party ${partyId} not written: ${String(error)}`);
      });
    rosterWrites.set(partyId, next);
    void next.then(() => {
      if (rosterWrites.get(partyId) === next) rosterWrites.delete(partyId);
    });
  };
  // A roster nobody has open is brought up to date when it is next loaded (afterLoadDocument), so only an open one is
  // written here, through a direct connection: its clients get the change and it is stored at once.
  const writeLoadedRoster = async (partyId: string): Promise<void> => {
    const name = documentName({ kind: 'roster', partyId });
    const party = registry.party(partyId);
    if (stopping || party === undefined || !server.hocuspocus.documents.has(name)) return;
    const connection = await server.hocuspocus.openDirectConnection(name, {
      rosterWriter: true,
    } satisfies PartyContext);
    try {
      await connection.transact((doc) => writeRoster(doc, party));
    } finally {
      await connection.disconnect();
    }
  };

  // ---- What a change to a party's registry entry does on this node.
  const afterRegistryChange = (partyId: string, party: PartyRecord | undefined): void => {
    endRevokedConnections(partyId, party);
    scheduleRosterWrite(partyId);
  };
  const endRevokedConnections = (partyId: string, party: PartyRecord | undefined): void => {
    for (const document of server.hocuspocus.documents.values()) {
      if (!document.name.startsWith(`${partyId}/`)) continue;
      for (const connection of document.getConnections()) {
        const grant = grantOf(connection.context);
        if (grant === undefined) continue;
        const status = grantStatus(party, grant);
        if (status !== 'ok') endConnection(connection, grant, status);
      }
    }
  };
  const endConnection = (connection: Connection, grant: Grant, status: CloseReason | 'document-removed'): void => {
    connection.readOnly = true;
    if (status === 'document-removed') {
      log.info(`closed ${grant.documentName} for member ${grant.memberId}: the GM removed the character`);
      connection.close({ code: 4404, reason: DOCUMENT_REMOVED });
      return;
    }
    const state = guard.state(connection.request);
    if (state !== undefined) guard.close(state, status, REVOCATION_TEXT[status], 'info');
  };

  const bus =
    options.redisUrl === undefined
      ? undefined
      : await RegistryBus.connect(options.redisUrl, REDIS_PREFIX, (partyId) => {
          void registry.reload(partyId).then((party) => afterRegistryChange(partyId, party));
        });
  const announce = (partyId: string): void => {
    void bus
      ?.changed(partyId)
      .catch((error: unknown) => log.info(`other nodes not told of party ${partyId}: ${String(error)}`));
  };

  const refuse = (request: IncomingMessage, name: string, reason: AuthRefusal, why: string): Refusal => {
    log.refused(`${name} to ${throttle.address(request)}: ${why} (${reason})`);
    return new Refusal(reason);
  };

  const reply = (connection: Connection, message: ServerMessage): void => {
    connection.sendStateless(encodeServerMessage(message));
  };

  const runCommand = async (connection: Connection, grant: Grant, command: PartyCommand): Promise<void> => {
    const { outcome, party } = await registry.command(grant, command);
    if (!outcome.ok) {
      log.refused(`${command.type} from member ${grant.memberId} of party ${grant.partyId}: ${outcome.reason}`);
      reply(connection, { v: 1, type: 'command-result', id: command.id, ok: false, reason: outcome.reason });
      return;
    }
    log.info(`party ${grant.partyId}: member ${grant.memberId} (GM) ${describeCommand(command)}`);
    reply(connection, { v: 1, type: 'command-result', id: command.id, ok: true });
    if (command.type === 'set-gm-secret' && party !== undefined) {
      // The GM who rotated it stays connected: that connection knows the new secret.
      for (const document of server.hocuspocus.documents.values()) {
        for (const other of document.getConnections()) {
          const otherGrant = grantOf(other.context);
          if (other.webSocket === connection.webSocket && otherGrant?.partyId === grant.partyId) {
            otherGrant.generation = party.gmSecret.generation;
          }
        }
      }
    }
    afterRegistryChange(grant.partyId, party);
    announce(grant.partyId);
  };

  const partyRules: Extension = {
    extensionName: 'PartyRules',
    // After the store (priority 100), so a roster is brought up to date once its stored state is in.
    priority: 10,

    async onRequest({ response }: onRequestPayload): Promise<void> {
      // Plain HTTP gets a fixed answer: no version, no party, no document.
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('This is a Table Companion party server: join it from the app.\n');
      throw undefined;
    },

    async onAuthenticate({ token, documentName: name, request, connectionConfig }: onAuthenticatePayload) {
      const state = guard.state(request);
      if (state === undefined || state.closedFor !== undefined) throw new Refusal('forbidden-document');
      const parsed = parseToken(token);
      if (parsed === undefined) throw refuse(request, name, 'invalid-token', 'a missing or unreadable token');
      if (state.partyId !== undefined && state.partyId !== parsed.partyId) {
        throw refuse(request, name, 'forbidden-document', `the connection already serves party ${state.partyId}`);
      }
      const { admission, party } = await registry.admit(parsed, name, limits);
      if (!admission.ok) {
        throw refuse(request, name, admission.reason, `member ${parsed.memberId} of party ${parsed.partyId}`);
      }
      const { grant, changes } = admission;
      state.partyId = grant.partyId;
      state.memberId = grant.memberId;
      state.admitted.add(name);
      connectionConfig.readOnly = grant.readOnly;
      for (const change of changes) {
        switch (change.kind) {
          case 'claim-party':
            log.info(`party ${grant.partyId} claimed by member ${grant.memberId} from ${state.address}`);
            break;
          case 'add-member':
            log.info(`party ${grant.partyId}: member ${change.member.id} joined as ${change.member.role}`);
            break;
          case 'update-member':
            log.info(
              `party ${grant.partyId}: member ${change.memberId} is now ${change.role}, named as their device says`,
            );
            break;
          case 'add-character':
            log.info(`party ${grant.partyId}: character ${change.character.id} created by member ${grant.memberId}`);
            break;
        }
      }
      if (changes.length > 0) {
        afterRegistryChange(grant.partyId, party);
        announce(grant.partyId);
      }
      return { grant } satisfies PartyContext;
    },

    async beforeHandleMessage({ connection, context, update }: beforeHandleMessagePayload): Promise<void> {
      const head = readMessageHead(update);
      // The guard closed the connection for this kind as it came in; Hocuspocus must not relay it meanwhile.
      if (head === undefined || !isClientMessageType(head.type)) throw { code: 4400, reason: 'protocol-violation' };
      const grant = grantOf(context);
      if (grant === undefined) throw { code: 4400, reason: 'not-admitted' };
      // A connection that broke a limit or lost its rights is closing: what it sent meanwhile is not applied (a
      // read-only connection's sync messages are refused; its changes reach the server when it is let in again).
      if (guard.state(connection.request)?.closedFor !== undefined) {
        connection.readOnly = true;
        return;
      }
      const status = grantStatus(registry.party(grant.partyId), grant);
      if (status !== 'ok') endConnection(connection, grant, status);
    },

    async beforeSync({ connection, type, context }: beforeSyncPayload): Promise<void> {
      // Hocuspocus refuses the update of a read-only connection; this says so to the client and in the log.
      if (!connection.readOnly || type !== YJS_UPDATE) return;
      const partyContext = context as PartyContext;
      const grant = grantOf(context);
      partyContext.refusedWrites = (partyContext.refusedWrites ?? 0) + 1;
      if (partyContext.refusedWrites === 1 && grant !== undefined) {
        log.refused(
          `write to ${grant.documentName} by member ${grant.memberId} (${grant.role}): the document is read-only ` +
            'for this member; it did not change (further refused writes on this connection are not logged)',
        );
      }
      reply(connection, { v: 1, type: 'write-refused', document: connection.document.name });
    },

    async onStateless({ connection, payload }: onStatelessPayload): Promise<void> {
      const grant = grantOf(connection.context);
      if (grant === undefined || guard.state(connection.request)?.closedFor !== undefined) return;
      const command = parseCommand(payload);
      if (command === undefined) {
        log.refused(`a stateless message from member ${grant.memberId} of party ${grant.partyId}: not a command`);
        reply(connection, {
          v: 1,
          type: 'command-result',
          id: commandIdOf(payload),
          ok: false,
          reason: 'invalid-command',
        });
        return;
      }
      await runCommand(connection, grant, command);
    },

    async onLoadDocument({ documentName: name }: onLoadDocumentPayload): Promise<void> {
      // A document is loaded only for an admitted connection, so its party is known; make sure the copy is fresh.
      const partyId = name.split('/')[0];
      if (partyId !== undefined && registry.party(partyId) === undefined) await registry.reload(partyId);
    },

    async afterLoadDocument({ documentName: name, context }: afterLoadDocumentPayload): Promise<void> {
      // The stored roster may be behind the registry (the server stopped between the two writes): bring it up to date.
      const partyId = name.split('/')[0];
      if (name.endsWith('/roster') && partyId !== undefined && !(context as PartyContext).rosterWriter) {
        scheduleRosterWrite(partyId);
      }
    },
  };

  const { redisUrl } = options;
  const redis =
    redisUrl === undefined ? [] : [new Redis({ createClient: () => new RedisClient(redisUrl), prefix: REDIS_PREFIX })];
  const server = new Server(
    {
      name: 'table-companion-party',
      quiet: true,
      stopOnSignals: false,
      extensions: [...redis, new PartyDocumentStore(file, log), throttle, partyRules],
    },
    { maxPayload: limits.maxMessageBytes },
  );
  server.webSocketServer.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    guard.attach(socket, request, throttle.address(request));
    socket.on('error', (error) => log.refused(`connection from ${throttle.address(request)}: ${error.message}`));
  });
  try {
    // Not server.listen(): it passes `address` where Node's listen takes `host`, so it listens on every interface.
    await new Promise<void>((resolve, reject) => {
      server.httpServer.once('error', reject);
      server.httpServer.listen({ host, port: options.port }, () => {
        server.httpServer.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await bus?.close();
    await file.close();
    throw error;
  }
  const port = server.address.port;

  return {
    host,
    port,
    url: `ws://${host.includes(':') ? `[${host}]` : host}:${port}`,
    registry,
    hocuspocus: server.hocuspocus,
    async stop() {
      stopping = true;
      const destroyed = server.destroy();
      for (const socket of server.webSocketServer.clients) socket.close(1001, 'server-stopping');
      const timedOut = await Promise.race([
        destroyed.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), STOP_TIMEOUT_MS).unref()),
      ]);
      if (timedOut) log.info(`stopped after ${STOP_TIMEOUT_MS} ms without every document stored`);
      for (const socket of server.webSocketServer.clients) socket.terminate();
      await Promise.all(rosterWrites.values());
      await bus?.close();
      await file.close();
    },
  };
}

const REVOCATION_TEXT: Readonly<Record<CloseReason, string>> = {
  'party-deleted': 'the GM deleted the party',
  removed: 'the GM removed this member',
  'secret-rotated': 'the GM rotated the secret it joined with',
  'access-changed': 'what this member may write changed',
  'rate-limited': 'over the rate limits',
  'protocol-violation': 'a message the server does not take',
  'authentication-timeout': 'no document admitted in time',
};

function describeCommand(command: PartyCommand): string {
  switch (command.type) {
    case 'set-player-secret':
      return "set the players' secret";
    case 'set-gm-secret':
      return 'set the GM secret';
    case 'remove-member':
      return `removed member ${command.memberId}`;
    case 'set-character-owner':
      return command.ownerId === null
        ? `released character ${command.characterId}`
        : `gave character ${command.characterId} to member ${command.ownerId}`;
    case 'remove-character':
      return `removed character ${command.characterId}`;
    case 'delete-party':
      return 'deleted the party';
  }
}

function grantOf(context: unknown): Grant | undefined {
  return (context as PartyContext | undefined)?.grant;
}

/** The id of a command that did not parse, when it has a readable one, so the client can match the refusal. */
function commandIdOf(payload: string): string {
  try {
    const id: unknown = (JSON.parse(payload) as { id?: unknown }).id;
    return typeof id === 'string' && id.length <= 64 ? id : '';
  } catch {
    return '';
  }
}
