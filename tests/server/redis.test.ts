import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOSE_REASONS, ROSTER_MEMBERS, generateSecret } from '../../server/protocol';
import { Device, newId, startParty, startTestServer, synced, tempDir, until, valueOf, write } from './helpers';
import { freePort, run } from './processes';

/**
 * Debian's redis-server on a free loopback port, with nothing saved to disk, stopped after the test. `timeout` ends
 * it after five minutes even if the test runner itself is killed.
 */
async function startRedis(): Promise<string> {
  const port = await freePort();
  const redis = run('timeout', [
    '300',
    'redis-server',
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await redis.waitFor(/Ready to accept connections/u).catch((error: unknown) => {
    throw new Error(
      `redis-server did not start (apt-get install -y redis-server; .ci/run installs it): ${String(error)}`,
    );
  });
  return `redis://127.0.0.1:${port}`;
}

describe('two server nodes with one Redis, on one data file', () => {
  it('converge: clients on different nodes see each other, and a GM command on one node reaches the other', async () => {
    const redisUrl = await startRedis();
    const dataFile = join(tempDir(), 'party.sqlite');
    const party = await startParty({ dataFile, redisUrl });
    const nodeB = await startTestServer({ dataFile, redisUrl });
    const campaign = await party.gmDevice.sync(party.names.campaign);
    write(campaign.doc, 'day', 3);

    // A player on the other node.
    const { member } = party.player('Ana', { silent: true });
    const player = Device.of(nodeB.server.url, member, { silent: true });
    const playerCampaign = await player.sync(party.names.campaign);
    await until(playerCampaign.doc, (d) => valueOf(d, 'day') === 3);
    write(campaign.doc, 'day', 4);
    await until(playerCampaign.doc, (d) => valueOf(d, 'day') === 4);

    const characterId = newId();
    const character = await player.sync(party.names.character(characterId));
    write(character.doc, 'hp', 12);
    const gmCharacter = await party.gmDevice.sync(party.names.character(characterId));
    await until(gmCharacter.doc, (d) => valueOf(d, 'hp') === 12);
    write(gmCharacter.doc, 'hp', 9);
    await until(character.doc, (d) => valueOf(d, 'hp') === 9);
    // The player joined on node B; the GM's roster, on node A, shows them.
    await until(party.roster.doc, (d) => d.getMap(ROSTER_MEMBERS).has(member.memberId));

    // The role rules hold on node B too.
    const refused = playerCampaign.nextMessage((m) => m.type === 'write-refused');
    write(playerCampaign.doc, 'day', 99);
    await refused;
    await synced(campaign.provider);
    expect(valueOf(campaign.doc, 'day')).toBe(4);

    // The GM rotates the players' secret on node A: node B closes the player's connection at once.
    const closed = player.nextClose();
    const reopened = playerCampaign.nextAdmission();
    expect(
      await party.gmDevice.command(party.names.roster, { type: 'set-player-secret', secret: generateSecret() }),
    ).toEqual({ ok: true });
    expect(await closed).toEqual({ code: CLOSE_REASONS['secret-rotated'], reason: 'secret-rotated' });
    expect(await reopened).toEqual({ ok: false, reason: 'not-a-member' });
  });
});
