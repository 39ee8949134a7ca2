import type { IncomingMessage as HttpRequest } from 'node:http';
import { IncomingMessage, MessageType } from '@hocuspocus/server';
import type { RawData, WebSocket } from 'ws';
import type { Limits } from './limits';
import type { Log } from './log';
import { CLOSE_REASONS, type CloseReason } from './protocol';

/**
 * The message kinds a client may send. Not BroadcastStateless: Hocuspocus relays it to every connection of the
 * document without any hook, so a player could send the GM's devices messages that look like the server's. Not
 * SyncReply or SyncStatus, which only the server sends.
 */
const CLIENT_MESSAGE_TYPES: ReadonlySet<number> = new Set([
  MessageType.Sync,
  MessageType.Awareness,
  MessageType.Auth,
  MessageType.QueryAwareness,
  MessageType.Stateless,
  MessageType.CLOSE,
]);

/** What the server knows of one WebSocket connection (one device's link to one party). */
export interface ConnectionState {
  readonly socket: WebSocket;
  readonly address: string;
  /** The party its first admitted document belongs to: a connection serves one party. */
  partyId: string | undefined;
  memberId: string | undefined;
  readonly admitted: Set<string>;
  readonly asked: Set<string>;
  unadmittedBytes: number;
  /** Set once the connection broke a limit: its messages are no longer applied while it closes. */
  closedFor: CloseReason | undefined;
  readonly messages: TokenBucket;
  readonly bytes: TokenBucket;
}

/**
 * The limits on each connection that Hocuspocus does not have: message and byte rates, bytes for documents not
 * admitted, documents per connection, the message kinds a client may send, and the time to get a first document
 * admitted. It reads each message's document name and kind before Hocuspocus handles it; a connection that breaks a
 * limit is closed, and Hocuspocus hears nothing more from it (see `close`, and `closedFor` in the party server's
 * beforeHandleMessage for messages it was already handling).
 */
export class ConnectionGuard {
  private readonly connections = new WeakMap<HttpRequest, ConnectionState>();

  constructor(
    private readonly limits: Limits,
    private readonly log: Log,
    private readonly now: () => number = () => performance.now(),
  ) {}

  attach(socket: WebSocket, request: HttpRequest, address: string): void {
    const state: ConnectionState = {
      socket,
      address,
      partyId: undefined,
      memberId: undefined,
      admitted: new Set(),
      asked: new Set(),
      unadmittedBytes: 0,
      closedFor: undefined,
      messages: new TokenBucket(this.limits.messageBurst, this.limits.messagesPerSecond, this.now),
      bytes: new TokenBucket(this.limits.byteBurst, this.limits.bytesPerSecond, this.now),
    };
    this.connections.set(request, state);
    // Before Hocuspocus's own listener, so that a message that breaks a limit is never applied.
    socket.prependListener('message', (data: RawData) => this.inspect(state, data));
    const timer = setTimeout(() => {
      if (state.admitted.size === 0) {
        this.close(
          state,
          'authentication-timeout',
          `no document admitted within ${this.limits.authenticationTimeoutMs} ms`,
        );
      }
    }, this.limits.authenticationTimeoutMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  }

  state(request: HttpRequest): ConnectionState | undefined {
    return this.connections.get(request);
  }

  /** Closes the connection, with the reason the client sees and a log line saying why. */
  close(state: ConnectionState, reason: CloseReason, why: string, line: keyof Log = 'refused'): void {
    if (state.closedFor !== undefined) return;
    state.closedFor = reason;
    this.log[line](`connection from ${state.address}${describe(state)}: ${why}; closed (${reason})`);
    // Hocuspocus hears nothing more from it (a message already being handled is stopped in beforeHandleMessage).
    state.socket.removeAllListeners('message');
    state.socket.close(CLOSE_REASONS[reason], reason);
  }

  private inspect(state: ConnectionState, data: RawData): void {
    if (state.closedFor !== undefined) return;
    const bytes = rawLength(data);
    if (!state.messages.take(1)) {
      this.close(state, 'rate-limited', `over ${this.limits.messagesPerSecond} messages a second`);
      return;
    }
    if (!state.bytes.take(bytes)) {
      this.close(state, 'rate-limited', `over ${this.limits.bytesPerSecond} bytes a second`);
      return;
    }
    const read = readMessageHead(rawBytes(data));
    if (read === undefined) {
      this.close(state, 'protocol-violation', 'a message the server cannot read');
      return;
    }
    const { documentName, type } = read;
    if (!isClientMessageType(type)) {
      this.close(state, 'protocol-violation', `a message of kind ${type}, which clients may not send`);
      return;
    }
    state.asked.add(documentName);
    if (state.asked.size > this.limits.maxDocumentsPerConnection) {
      this.close(state, 'protocol-violation', `over ${this.limits.maxDocumentsPerConnection} documents`);
      return;
    }
    if (!state.admitted.has(documentName)) {
      state.unadmittedBytes += bytes;
      if (state.unadmittedBytes > this.limits.maxUnadmittedBytes) {
        this.close(
          state,
          'protocol-violation',
          `over ${this.limits.maxUnadmittedBytes} bytes for documents not admitted`,
        );
      }
    }
  }
}

/** A message's document name and kind, or undefined when they cannot be read. */
export function readMessageHead(bytes: Uint8Array): { documentName: string; type: number } | undefined {
  try {
    const message = new IncomingMessage(bytes);
    const documentName = message.readVarString();
    return { documentName, type: message.readVarUint() };
  } catch {
    return undefined;
  }
}

export function isClientMessageType(type: number): boolean {
  return CLIENT_MESSAGE_TYPES.has(type);
}

/** A token bucket: `capacity` at once, refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  take(count: number): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (count > this.tokens) return false;
    this.tokens -= count;
    return true;
  }
}

function describe(state: ConnectionState): string {
  if (state.partyId === undefined) return '';
  return ` (party ${state.partyId}${state.memberId === undefined ? '' : `, member ${state.memberId}`})`;
}

function rawLength(data: RawData): number {
  return Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;
}

function rawBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}
