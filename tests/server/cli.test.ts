import { existsSync } from 'node:fs';
import type { NetworkInterfaceInfo } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../server/cli';
import { DEFAULT_DATA_FILE, USAGE, joinAddresses, parseCli } from '../../server/cli-options';
import { Device, newId, startParty, startTestServer, synced, tempDir, write } from './helpers';
import { run } from './processes';

/** Runs the command line in this process: its exit code and what it wrote. */
async function cli(args: readonly string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runCli(args, {}, { log: (text) => lines.push(text), error: (text) => lines.push(text) });
  return { code, output: lines.join('\n') };
}

describe('the command line', () => {
  it('serves on 127.0.0.1:1234 with ./party-server.sqlite unless told otherwise', () => {
    expect(parseCli([], {}, '/home/gm')).toEqual({
      kind: 'serve',
      options: { host: '127.0.0.1', port: 1234, dataFile: `/home/gm/${DEFAULT_DATA_FILE}`, behindProxy: false },
    });
  });

  it('takes the port, data file, host, Redis and proxy from flags first, then from the environment', () => {
    const env = { PORT: '8080', PARTY_DATA: 'env.sqlite', PARTY_HOST: '0.0.0.0', PARTY_BEHIND_PROXY: '1' };
    expect(parseCli([], env, '/srv')).toEqual({
      kind: 'serve',
      options: { host: '0.0.0.0', port: 8080, dataFile: '/srv/env.sqlite', behindProxy: true },
    });
    expect(
      parseCli(
        [
          '--port',
          '9000',
          '--data',
          '/var/lib/party.sqlite',
          '--host',
          '127.0.0.1',
          '--redis',
          'redis://127.0.0.1:6379',
        ],
        env,
        '/srv',
      ),
    ).toEqual({
      kind: 'serve',
      options: {
        host: '127.0.0.1',
        port: 9000,
        dataFile: '/var/lib/party.sqlite',
        behindProxy: true,
        redisUrl: 'redis://127.0.0.1:6379',
      },
    });
  });

  it('says what is wrong with the arguments', () => {
    const error = (args: string[]) => {
      const result = parseCli(args, {}, '/srv');
      return result.kind === 'error' ? result.message : `not an error: ${result.kind}`;
    };
    expect(error(['--port', 'eighty'])).toBe('the port must be a number from 1 to 65535, not "eighty"');
    expect(error(['--port', '70000'])).toBe('the port must be a number from 1 to 65535, not "70000"');
    expect(error(['--redis', 'localhost'])).toBe('--redis takes redis://host:port, not "localhost"');
    expect(error(['--delete-party', '../x'])).toBe('"../x" is not a party id (see --list-parties)');
    expect(error(['--list-parties', '--delete-party', 'p1'])).toBe(
      '--list-parties and --delete-party do not go together',
    );
    expect(error(['--prot', '1'])).toContain("Unknown option '--prot'");
    expect(error(['serve'])).toContain("Unexpected argument 'serve'");
    expect(parseCli(['--help'], {}, '/srv')).toEqual({ kind: 'help' });
  });

  it('gives the players every Wi-Fi address of this computer when it listens on all of them', () => {
    const info = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
      ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;
    const interfaces = {
      lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
      wlan0: [info('192.168.1.20', 'IPv4', false), info('fe80::1', 'IPv6', false)],
      eth0: [info('10.0.0.5', 'IPv4', false)],
    };
    expect(joinAddresses('0.0.0.0', 1234, interfaces)).toEqual(['ws://192.168.1.20:1234', 'ws://10.0.0.5:1234']);
    expect(joinAddresses('127.0.0.1', 1234, interfaces)).toEqual(['ws://127.0.0.1:1234']);
    expect(joinAddresses('0.0.0.0', 1234, { lo: interfaces.lo })).toEqual(['ws://127.0.0.1:1234']);
  });

  it('npm run party-server prints where to join and how to stop, and stops cleanly on Ctrl+C (SIGINT)', async () => {
    const dataFile = join(tempDir(), 'party.sqlite');
    const server = run('npm', ['run', '--silent', 'party-server', '--', '--port', '0', '--data', dataFile], {
      detached: true,
    });
    const [, port] = await server.waitFor(/Join: {2}ws:\/\/127\.0\.0\.1:(\d+)/u);
    expect(server.output.join('')).toContain(`Data:  ${dataFile}`);
    expect(server.output.join('')).toContain('Stop:  Ctrl+C');
    // Ctrl+C reaches every process of the terminal's group: npm, tsx and the server.
    const pid = server.child.pid ?? 0;
    process.kill(-pid, 'SIGINT');
    await server.waitFor(/Stopped\./u);
    await server.exited;
    expect(Number(port)).toBeGreaterThan(0);
    expect(existsSync(dataFile)).toBe(true);
  });

  it('--list-parties and --delete-party work on the data file; a deleted party is gone from it', async () => {
    const party = await startParty();
    const campaign = await party.gmDevice.sync(party.names.campaign);
    write(campaign.doc, 'day', 1);
    await synced(campaign.provider);
    await party.gmDevice.sync(party.names.character(newId()));
    party.gmDevice.destroy();
    await party.server.stop();

    const listed = await cli(['--list-parties', '--data', party.dataFile]);
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(
      new RegExp(`^${party.gm.partyId} {2}since \\d{4}-\\d{2}-\\d{2} {2}1 members, 1 characters, \\d documents`, 'mu'),
    );

    const deleted = await cli(['--delete-party', party.gm.partyId, '--data', party.dataFile]);
    expect(deleted.code).toBe(0);
    expect(deleted.output).toContain(`Deleted party ${party.gm.partyId}`);
    expect(await cli(['--delete-party', party.gm.partyId, '--data', party.dataFile])).toEqual({
      code: 1,
      output: `No party ${party.gm.partyId} in ${party.dataFile} (see --list-parties).`,
    });
    expect(await cli(['--list-parties', '--data', party.dataFile])).toEqual({
      code: 0,
      output: `No party in ${party.dataFile}.`,
    });

    // A server on the file afterwards refuses the party's GM: the id stays taken.
    const restarted = await startTestServer({ dataFile: party.dataFile });
    const attempt = Device.of(restarted.server.url, party.gm).open(party.names.campaign);
    expect(await attempt.admission).toEqual({ ok: false, reason: 'party-deleted' });
  });

  it('does not make a data file to list or delete from, and explains bad arguments with the usage', async () => {
    const missing = join(tempDir(), 'typo.sqlite');
    expect(await cli(['--list-parties', '--data', missing])).toEqual({
      code: 1,
      output: `There is no party server data file at ${missing} (see --data).`,
    });
    expect(existsSync(missing)).toBe(false);
    expect(await cli(['--port', 'x'])).toEqual({
      code: 2,
      output: `the port must be a number from 1 to 65535, not "x"\n\n${USAGE}`,
    });
    expect(await cli(['--help'])).toEqual({ code: 0, output: USAGE });
  });
});
