import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import * as Y from 'yjs';
import { SqliteFile } from '../../server/sqlite-file';
import { onCleanup } from './helpers';

const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningProcess {
  readonly child: ChildProcess;
  readonly output: string[];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the first match of `pattern` in the output, now or later. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
}

/**
 * Starts a process whose output the test reads, killed after the test if it is still running (so nothing it started
 * outlives the tests). `detached` puts it in a process group of its own, which the test may signal as a terminal does.
 */
export function run(command: string, args: readonly string[], options: { detached?: boolean } = {}): RunningProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  const output: string[] = [];
  const waiters: { pattern: RegExp; resolve: (match: RegExpMatchArray) => void }[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolveExit({ code, signal }));
  });
  let running = true;
  void exited.finally(() => (running = false)).catch(() => undefined);
  const hear = (chunk: Buffer) => {
    output.push(chunk.toString());
    const text = output.join('');
    for (const waiter of [...waiters]) {
      const match = text.match(waiter.pattern);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  };
  child.stdout?.on('data', hear);
  child.stderr?.on('data', hear);
  // SIGTERM first: a party server stops cleanly on it, and `timeout` passes it on to redis-server (SIGKILL would
  // leave redis-server running). SIGKILL only if it is still there after that.
  const signal = (name: NodeJS.Signals) => {
    if (options.detached && child.pid !== undefined) process.kill(-child.pid, name);
    else child.kill(name);
  };
  onCleanup(async () => {
    if (!running) return;
    signal('SIGTERM');
    const ended = await Promise.race([
      exited.then(
        () => true,
        () => true,
      ),
      new Promise<boolean>((resolveLater) => setTimeout(() => resolveLater(false), 5_000)),
    ]);
    if (!ended) signal('SIGKILL');
    await exited.catch(() => undefined);
  });
  return {
    child,
    output,
    exited,
    waitFor: (pattern) =>
      new Promise((resolveMatch, reject) => {
        const match = output.join('').match(pattern);
        if (match) resolveMatch(match);
        else waiters.push({ pattern, resolve: resolveMatch });
        void exited.then(() => {
          const late = output.join('').match(pattern);
          if (late) resolveMatch(late);
          else reject(new Error(`exited before printing ${pattern}:\n${output.join('')}`));
        });
      }),
  };
}

/** `npm run party-server`'s program, run by node directly (tsx as a loader), as `npm run party-server -- args` would. */
export async function startServerProcess(args: readonly string[]): Promise<RunningProcess & { port: number }> {
  const server = run(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args]);
  const match = await server.waitFor(/Join: {2}ws:\/\/127\.0\.0\.1:(\d+)/u);
  return { ...server, port: Number(match[1]) };
}

/** A port nothing listens on now (the kernel's pick, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: 0 }, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The document as the data file has it, read with a connection of the test's own. */
export async function storedDocument(dataFile: string, name: string): Promise<Y.Doc | undefined> {
  const file = await SqliteFile.open(dataFile, 'read-only');
  try {
    const row = await file.exclusive((sql) =>
      sql.get<{ data: Buffer }>('SELECT data FROM documents WHERE name = $name', { $name: name }),
    );
    if (row === undefined) return undefined;
    const doc = new Y.Doc();
    Y.applyUpdate(doc, new Uint8Array(row.data));
    return doc;
  } finally {
    await file.close();
  }
}
