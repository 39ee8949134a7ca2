/**
 * What `npm run party-server` does (server/main.ts runs it): start the party server, or list or delete the parties in
 * its data file (see USAGE).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { dirname } from 'node:path';
import { type ServeOptions, USAGE, joinAddresses, parseCli } from './cli-options';
import { consoleLog } from './log';
import { REDIS_PREFIX, startPartyServer } from './party-server';
import { RegistryBus } from './registry-bus';
import { PartyRegistry } from './registry';
import { SqliteFile } from './sqlite-file';

/** Where the command line writes: the console, or a test's lines. */
export interface Output {
  log(text: string): void;
  error(text: string): void;
}

/** Runs the command line and resolves with the process's exit code (a server: once a signal has stopped it). */
export async function runCli(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  output: Output = console,
): Promise<number> {
  // npm runs a script in the project's folder; a relative --data is taken from where the command was typed.
  const command = parseCli(args, env, env.INIT_CWD ?? process.cwd());
  switch (command.kind) {
    case 'error':
      output.error(`${command.message}\n\n${USAGE}`);
      return 2;
    case 'help':
      output.log(USAGE);
      return 0;
    case 'list-parties':
    case 'delete-party':
      if (!existsSync(command.dataFile)) {
        output.error(`There is no party server data file at ${command.dataFile} (see --data).`);
        return 1;
      }
      return command.kind === 'list-parties'
        ? listParties(command.dataFile, output)
        : deleteParty(command.dataFile, command.partyId, command.redisUrl, output);
    case 'serve':
      return serve(command.options, output);
  }
}

async function serve(options: ServeOptions, output: Output): Promise<number> {
  mkdirSync(dirname(options.dataFile), { recursive: true });
  let server;
  try {
    server = await startPartyServer({ ...options, log: consoleLog });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') output.error(`Port ${options.port} is in use: choose another with --port.`);
    else if (code === 'EADDRNOTAVAIL') output.error(`This computer has no address ${options.host} (see --host).`);
    else output.error(`The party server did not start: ${(error as Error).message}`);
    return 1;
  }
  const addresses = joinAddresses(options.host, server.port, networkInterfaces());
  const lines = [
    'Table Companion party server',
    `  Data:  ${options.dataFile}`,
    ...addresses.map((address, i) => `  ${i === 0 ? 'Join:' : '     '}  ${address}`),
    options.host === '127.0.0.1'
      ? '         (this computer only; other devices join through a TLS proxy: docs/party-server.md)'
      : '         (browsers join with wss:// through a TLS proxy: docs/party-server.md)',
    options.redisUrl === undefined ? '' : `  Redis: ${options.redisUrl} (one node of several on this data file)`,
    '  Stop:  Ctrl+C',
  ];
  output.log(lines.filter((line) => line !== '').join('\n'));

  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      output.log(`${signal}: storing the open documents and stopping…`);
      server.stop().then(
        () => {
          output.log('Stopped.');
          resolve(0);
        },
        (error: unknown) => {
          output.error(`Stopped with an error: ${String(error)}`);
          resolve(1);
        },
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

async function listParties(dataFile: string, output: Output): Promise<number> {
  const file = await SqliteFile.open(dataFile);
  try {
    const parties = await (await PartyRegistry.open(file)).listParties();
    if (parties.length === 0) output.log(`No party in ${dataFile}.`);
    for (const party of parties) {
      const kb = (party.bytes / 1024).toFixed(1);
      output.log(
        `${party.id}  since ${party.createdAt.slice(0, 10)}  ${party.members} members, ${party.characters} characters, ` +
          `${party.documents} documents (${kb} KB)`,
      );
    }
    return 0;
  } finally {
    await file.close();
  }
}

async function deleteParty(
  dataFile: string,
  partyId: string,
  redisUrl: string | undefined,
  output: Output,
): Promise<number> {
  const file = await SqliteFile.open(dataFile);
  try {
    const registry = await PartyRegistry.open(file);
    if (!(await registry.deleteParty(partyId))) {
      output.error(`No party ${partyId} in ${dataFile} (see --list-parties).`);
      return 1;
    }
    output.log(`Deleted party ${partyId}: its campaign, characters, members and secrets are gone from ${dataFile}.`);
    if (redisUrl !== undefined) {
      // Server nodes running on this file close the party's connections now.
      const bus = await RegistryBus.connect(redisUrl, REDIS_PREFIX);
      await bus.changed(partyId);
      await bus.close();
    } else {
      output.log('A party server running on this file lets connections already open finish; new ones are refused.');
    }
    return 0;
  } finally {
    await file.close();
  }
}
