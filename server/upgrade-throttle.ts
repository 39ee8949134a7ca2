import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { onConnectPayload, onUpgradePayload } from '@hocuspocus/server';
import { Throttle } from '@hocuspocus/extension-throttle';
import type { Limits } from './limits';
import type { Log } from './log';

/**
 * The address a connection comes from. Behind a reverse proxy (`behindProxy`) it is the last X-Forwarded-For entry,
 * the one the proxy added; otherwise the socket's own address, and forwarded headers are ignored: a client could write
 * any address there, to escape the throttle or to have someone else's address refused.
 */
export function clientAddress(request: IncomingMessage, behindProxy: boolean): string {
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  if (!behindProxy) return socketAddress;
  const forwarded = headerValue(request.headers['x-forwarded-for'])?.split(',').at(-1)?.trim();
  return forwarded || headerValue(request.headers['x-real-ip'])?.trim() || socketAddress;
}

/**
 * @hocuspocus/extension-throttle, counting WebSocket connections at the upgrade rather than documents at onConnect
 * (one connection opens all of a party's documents, so counting those would refuse a GM reopening a big party). An
 * address over the limit gets HTTP 429 and no WebSocket; the refusal is logged once per ban, not at every try.
 */
export class UpgradeThrottle extends Throttle {
  private readonly addresses = new WeakMap<IncomingMessage, string>();

  constructor(
    private readonly limits: Pick<Limits, 'connectionsPerMinutePerAddress' | 'throttleBanMinutes'>,
    private readonly behindProxy: boolean,
    private readonly log: Log,
  ) {
    super({
      throttle: limits.connectionsPerMinutePerAddress,
      banTime: limits.throttleBanMinutes,
      consideredSeconds: 60,
    });
  }

  /** The address of a connection that passed the upgrade. */
  address(request: IncomingMessage): string {
    return this.addresses.get(request) ?? request.socket.remoteAddress ?? 'unknown';
  }

  override onConnect(): Promise<void> {
    return Promise.resolve();
  }

  async onUpgrade({ request, socket }: onUpgradePayload): Promise<void> {
    const address = clientAddress(request, this.behindProxy);
    this.addresses.set(request, address);
    // The extension reads the address from these headers first: make them say what clientAddress decided.
    delete request.headers['x-forwarded-for'];
    request.headers['x-real-ip'] = address;
    const alreadyBanned = this.isBanned(address);
    try {
      await super.onConnect({ request } as onConnectPayload);
    } catch {
      if (!alreadyBanned) {
        this.log.refused(
          `connections from ${address}: over ${this.limits.connectionsPerMinutePerAddress} a minute; ` +
            `refused for ${this.limits.throttleBanMinutes} min (HTTP 429)`,
        );
      }
      refuseUpgrade(socket as Duplex);
      // A rejection without an error tells Hocuspocus to do nothing more with this upgrade.
      throw undefined;
    }
  }
}

function refuseUpgrade(socket: Duplex): void {
  socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () =>
    socket.destroy(),
  );
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}
