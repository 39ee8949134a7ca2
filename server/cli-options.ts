import type { NetworkInterfaceInfo } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isId } from './protocol';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 1234;
export const DEFAULT_DATA_FILE = 'party-server.sqlite';

export const USAGE = `Usage: npm run party-server [-- options]

Runs the Table Companion party server: the GM shares a campaign through it and the players join with the link.

  --host <address>     where to listen (PARTY_HOST; default ${DEFAULT_HOST}, this computer only, where a TLS
                       proxy for the other devices reaches it; 0.0.0.0 for every network of this computer)
  --port <number>      the port (PORT; default ${DEFAULT_PORT}; 0 for any free one)
  --data <file>        the SQLite file of the parties (PARTY_DATA; default ./${DEFAULT_DATA_FILE})
  --redis <url>        redis://host:port: several server nodes on the same data file (PARTY_REDIS)
  --behind-proxy       a TLS proxy in front passes each client's address in X-Forwarded-For (PARTY_BEHIND_PROXY=1)
  --list-parties       list the parties in the data file, then stop
  --delete-party <id>  delete a party (its campaign, characters, members and secrets), then stop
  --help               this text

docs/party-server.md tells how to run it at a table and behind TLS.`;

export type CliCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'serve'; readonly options: ServeOptions }
  | { readonly kind: 'list-parties'; readonly dataFile: string }
  | { readonly kind: 'delete-party'; readonly dataFile: string; readonly partyId: string; readonly redisUrl?: string };

export interface ServeOptions {
  readonly host: string;
  readonly port: number;
  readonly dataFile: string;
  readonly redisUrl?: string;
  readonly behindProxy: boolean;
}

/** What the command line and environment ask for, or a message saying what is wrong with them. */
export function parseCli(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): CliCommand | { readonly kind: 'error'; readonly message: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        data: { type: 'string' },
        redis: { type: 'string' },
        'behind-proxy': { type: 'boolean' },
        'list-parties': { type: 'boolean' },
        'delete-party': { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };
  const dataFile = resolve(cwd, values.data ?? env.PARTY_DATA ?? DEFAULT_DATA_FILE);
  const redisUrl = values.redis ?? env.PARTY_REDIS;
  if (redisUrl !== undefined && !/^rediss?:\/\/[^\s]+$/u.test(redisUrl)) {
    return { kind: 'error', message: `--redis takes redis://host:port, not "${redisUrl}"` };
  }
  if (values['list-parties'] && values['delete-party'] !== undefined) {
    return { kind: 'error', message: '--list-parties and --delete-party do not go together' };
  }
  if (values['list-parties']) return { kind: 'list-parties', dataFile };
  const partyId = values['delete-party'];
  if (partyId !== undefined) {
    if (!isId(partyId)) return { kind: 'error', message: `"${partyId}" is not a party id (see --list-parties)` };
    return { kind: 'delete-party', dataFile, partyId, ...(redisUrl === undefined ? {} : { redisUrl }) };
  }
  const portText = values.port ?? env.PORT ?? String(DEFAULT_PORT);
  const port = Number(portText);
  // 0 takes any free port (the tests do).
  if (!/^\d+$/u.test(portText) || port > 65535) {
    return { kind: 'error', message: `the port must be a number from 1 to 65535, not "${portText}"` };
  }
  const host = values.host ?? env.PARTY_HOST ?? DEFAULT_HOST;
  const behindProxy = values['behind-proxy'] === true || env.PARTY_BEHIND_PROXY === '1';
  return {
    kind: 'serve',
    options: { host, port, dataFile, behindProxy, ...(redisUrl === undefined ? {} : { redisUrl }) },
  };
}

/**
 * The addresses to give the players: for a server on every interface, each of this computer's IPv4 addresses on a
 * network (not the loopback), as those are what a tablet on the same Wi-Fi can reach.
 */
export function joinAddresses(
  host: string,
  port: number,
  interfaces: Readonly<Record<string, readonly NetworkInterfaceInfo[] | undefined>>,
): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [`ws://${host.includes(':') ? `[${host}]` : host}:${port}`];
  const addresses = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => `ws://${info.address}:${port}`);
  return addresses.length > 0 ? addresses : [`ws://127.0.0.1:${port}`];
}
