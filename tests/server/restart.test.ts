import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentName, generateSecret } from '../../server/protocol';
import { Device, eventually, newGm, newId, newPlayer, synced, tempDir, until, valueOf, write } from './helpers';
import { startServerProcess, storedDocument } from './processes';

describe('the server stopped and started again keeps everything (SQLite)', () => {
  it('killed mid-session (SIGKILL): what it stored is in the file, and the devices bring back what came after', async () => {
    const dataFile = join(tempDir(), 'party.sqlite');
    const first = await startServerProcess(['--data', dataFile, '--port', '0']);
    const url = `ws://127.0.0.1:${first.port}`;
    const gm = newGm();
    const names = {
      roster: documentName({ kind: 'roster', partyId: gm.partyId }),
      campaign: documentName({ kind: 'campaign', partyId: gm.partyId }),
      character: documentName({ kind: 'character', partyId: gm.partyId, characterId: newId() }),
    };
    const gmDevice = Device.of(url, gm);
    await gmDevice.sync(names.roster);
    const playerSecret = generateSecret();
    expect(await gmDevice.command(names.roster, { type: 'set-player-secret', secret: playerSecret })).toEqual({
      ok: true,
    });
    const campaign = await gmDevice.sync(names.campaign);
    write(campaign.doc, 'day', 1);
    const playerDevice = Device.of(url, newPlayer(gm.partyId, playerSecret, 'Ana'));
    const character = await playerDevice.sync(names.character);
    write(character.doc, 'hp', 12);
    const playerCampaign = await playerDevice.sync(names.campaign);
    await until(playerCampaign.doc, (d) => valueOf(d, 'day') === 1);

    // Hocuspocus stores a document 2 s after its last change: wait until the file has both.
    await eventually(async () => {
      const [storedCampaign, storedCharacter] = await Promise.all([
        storedDocument(dataFile, names.campaign),
        storedDocument(dataFile, names.character),
      ]);
      return (
        storedCampaign !== undefined &&
        valueOf(storedCampaign, 'day') === 1 &&
        storedCharacter !== undefined &&
        valueOf(storedCharacter, 'hp') === 12
      );
    }, 'the campaign and the character in the file');

    const characterReadmitted = character.nextAdmission();
    const gmDisconnected = gmDevice.nextClose();
    const playerDisconnected = playerDevice.nextClose();
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    await Promise.all([gmDisconnected, playerDisconnected]);

    // While the server is down both devices go on playing.
    write(campaign.doc, 'day', 2);
    write(character.doc, 'hp', 11);

    const second = await startServerProcess(['--data', dataFile, '--port', String(first.port)]);
    // A device with nothing of its own gets everything from the server: the file kept the party, its secrets and
    // documents, and the devices gave back what changed while it was down.
    const newcomer = Device.of(url, newPlayer(gm.partyId, playerSecret, 'Bo'));
    const newcomerCampaign = await newcomer.sync(names.campaign);
    const newcomerCharacter = await newcomer.sync(names.character);
    await until(newcomerCampaign.doc, (d) => valueOf(d, 'day') === 2);
    await until(newcomerCharacter.doc, (d) => valueOf(d, 'hp') === 11);
    await until(playerCampaign.doc, (d) => valueOf(d, 'day') === 2);
    expect(await newcomerCharacter.admission).toEqual({ ok: true, scope: 'readonly' });
    // The player who owns the character still writes it after the restart, and the GM reads it.
    expect(await characterReadmitted).toEqual({ ok: true, scope: 'read-write' });
    write(character.doc, 'xp', 3);
    const gmCharacter = await gmDevice.sync(names.character);
    await until(gmCharacter.doc, (d) => valueOf(d, 'xp') === 3 && valueOf(d, 'hp') === 11);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });

  it('stopped with SIGTERM right after an edit: the edit is stored before the process ends', async () => {
    const dataFile = join(tempDir(), 'party.sqlite');
    const server = await startServerProcess(['--data', dataFile, '--port', '0']);
    const gm = newGm();
    const device = Device.of(`ws://127.0.0.1:${server.port}`, gm);
    const campaign = await device.sync(documentName({ kind: 'campaign', partyId: gm.partyId }));
    write(campaign.doc, 'day', 7);
    await synced(campaign.provider);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output.join('')).toContain('Stopped.');
    const stored = await storedDocument(dataFile, campaign.name);
    expect(stored && valueOf(stored, 'day')).toBe(7);
  });
});
