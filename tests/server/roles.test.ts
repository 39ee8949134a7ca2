import { OutgoingMessage } from '@hocuspocus/server';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { CLOSE_REASONS, ROSTER_CHARACTERS, ROSTER_MEMBERS, encodeToken, generateSecret } from '../../server/protocol';
import { Device, isSyncStatus, newId, startParty, synced, tokenOf, until, valueOf, write } from './helpers';

describe('roles, enforced by the server', () => {
  it('the GM and a player sync both ways: the campaign from the GM, a character from its player', async () => {
    const party = await startParty();
    const campaign = await party.gmDevice.sync(party.names.campaign);
    write(campaign.doc, 'day', 3);

    const { member, device } = party.player('Ana');
    const playerCampaign = await device.sync(party.names.campaign);
    await until(playerCampaign.doc, (d) => valueOf(d, 'day') === 3);
    expect(await playerCampaign.admission).toEqual({ ok: true, scope: 'readonly' });

    // A character nobody opened yet: the player who opens it creates it and owns it.
    const characterId = newId();
    const character = await device.sync(party.names.character(characterId));
    expect(await character.admission).toEqual({ ok: true, scope: 'read-write' });
    write(character.doc, 'hp', 12);
    const gmCharacter = await party.gmDevice.sync(party.names.character(characterId));
    await until(gmCharacter.doc, (d) => valueOf(d, 'hp') === 12);
    write(gmCharacter.doc, 'hp', 10);
    await until(character.doc, (d) => valueOf(d, 'hp') === 10);

    // The roster, written by the server, shows who is in the party and who owns the character.
    await until(party.roster.doc, (d) => d.getMap(ROSTER_CHARACTERS).has(characterId));
    expect(party.roster.doc.getMap(ROSTER_MEMBERS).get(member.memberId)).toEqual({
      id: member.memberId,
      name: 'Ana',
      role: 'player',
    });
    expect(party.roster.doc.getMap(ROSTER_CHARACTERS).get(characterId)).toEqual({
      id: characterId,
      ownerId: member.memberId,
    });
  });

  it("refuses a player's write to the campaign: the server and the GM's device keep it as it was", async () => {
    const party = await startParty();
    const campaign = await party.gmDevice.sync(party.names.campaign);
    write(campaign.doc, 'day', 3);
    const { member, device } = party.player();
    const playerCampaign = await device.sync(party.names.campaign);
    await until(playerCampaign.doc, (d) => valueOf(d, 'day') === 3);

    // A raw provider ignores what the UI would allow and writes the calendar anyway.
    const refused = playerCampaign.nextMessage((m) => m.type === 'write-refused');
    write(playerCampaign.doc, 'day', 99);
    write(playerCampaign.doc, 'weather', 'blizzard');
    expect(await refused).toEqual({ v: 1, type: 'write-refused', document: party.names.campaign });

    // A later write from the GM reaches the player: anything the server had passed on would have come before it.
    write(campaign.doc, 'marker', 1);
    await until(playerCampaign.doc, (d) => valueOf(d, 'marker') === 1);
    expect(campaign.doc.getMap('records').toJSON()).toEqual({ day: 3, marker: 1 });
    expect(party.server.hocuspocus.documents.get(party.names.campaign)?.getMap('records').toJSON()).toEqual({
      day: 3,
      marker: 1,
    });
    const fresh = await Device.of(party.server.url, party.gm).sync(party.names.campaign);
    expect(fresh.doc.getMap('records').toJSON()).toEqual({ day: 3, marker: 1 });
    expect(party.log.refusals().join('\n')).toContain(
      `write to ${party.names.campaign} by member ${member.memberId} (player): the document is read-only`,
    );
  });

  it('refuses the changes a player made offline to the campaign, sent in the first sync', async () => {
    const party = await startParty();
    const campaign = await party.gmDevice.sync(party.names.campaign);
    write(campaign.doc, 'day', 3);
    await synced(campaign.provider);
    const offline = new Y.Doc();
    write(offline, 'day', 42);
    const { device } = party.player();
    const playerCampaign = device.open(party.names.campaign, offline);
    const refused = playerCampaign.nextReceived((bytes) => isSyncStatus(bytes, false));
    expect(await playerCampaign.admission).toEqual({ ok: true, scope: 'readonly' });
    await refused;
    expect(campaign.doc.getMap('records').get('day')).toBe(3);
    expect(party.server.hocuspocus.documents.get(party.names.campaign)?.getMap('records').get('day')).toBe(3);
  });

  it("refuses a player's write to another player's character", async () => {
    const party = await startParty();
    const ana = party.player('Ana');
    const bo = party.player('Bo');
    const characterId = newId();
    const anasCharacter = await ana.device.sync(party.names.character(characterId));
    write(anasCharacter.doc, 'hp', 12);
    await synced(anasCharacter.provider);

    const bosView = await bo.device.sync(party.names.character(characterId));
    expect(await bosView.admission).toEqual({ ok: true, scope: 'readonly' });
    await until(bosView.doc, (d) => valueOf(d, 'hp') === 12);
    const refused = bosView.nextMessage((m) => m.type === 'write-refused');
    write(bosView.doc, 'hp', 0);
    await refused;
    write(anasCharacter.doc, 'xp', 5);
    await until(bosView.doc, (d) => valueOf(d, 'xp') === 5);
    expect(anasCharacter.doc.getMap('records').toJSON()).toEqual({ hp: 12, xp: 5 });
    expect(
      party.server.hocuspocus.documents.get(party.names.character(characterId))?.getMap('records').toJSON(),
    ).toEqual({ hp: 12, xp: 5 });
  });

  it('lets nobody write the roster, the GM neither', async () => {
    const party = await startParty();
    const refused = party.roster.nextMessage((m) => m.type === 'write-refused');
    party.roster.doc.getMap(ROSTER_MEMBERS).set('intruder', { id: 'intruder', name: 'Eve', role: 'gm' });
    await refused;
    expect(await party.roster.admission).toEqual({ ok: true, scope: 'readonly' });
    expect(party.server.hocuspocus.documents.get(party.names.roster)?.getMap(ROSTER_MEMBERS).has('intruder')).toBe(
      false,
    );
  });

  it("refuses a device that uses another member's id without its key", async () => {
    const party = await startParty();
    const ana = party.player('Ana');
    const characterId = newId();
    await ana.device.sync(party.names.character(characterId));
    // Member ids are public (the roster lists them); the key is what only Ana's device has.
    const impostor = new Device(
      party.server.url,
      encodeToken({ ...tokenOf(ana.member), memberKey: generateSecret(), memberName: 'Ana' }),
    );
    const attempt = impostor.open(party.names.character(characterId));
    expect(await attempt.admission).toEqual({ ok: false, reason: 'not-a-member' });
    expect(attempt.doc.getMap('records').size).toBe(0);
  });

  it('the GM gives a character to a player and takes it back; the player reconnects with the new rights', async () => {
    const party = await startParty();
    const characterId = newId();
    const gmCharacter = await party.gmDevice.sync(party.names.character(characterId));
    write(gmCharacter.doc, 'name', 'Hired hand');
    const { member, device } = party.player('Player', { silent: true });
    const playerCharacter = await device.sync(party.names.character(characterId));
    expect(await playerCharacter.admission).toEqual({ ok: true, scope: 'readonly' });

    let reopened = playerCharacter.nextAdmission();
    let closed = device.nextClose();
    expect(
      await party.gmDevice.command(party.names.roster, {
        type: 'set-character-owner',
        characterId,
        ownerId: member.memberId,
      }),
    ).toEqual({ ok: true });
    expect(await closed).toEqual({ code: CLOSE_REASONS['access-changed'], reason: 'access-changed' });
    expect(await reopened).toEqual({ ok: true, scope: 'read-write' });
    await synced(playerCharacter.provider);
    write(playerCharacter.doc, 'hp', 7);
    await until(gmCharacter.doc, (d) => valueOf(d, 'hp') === 7);
    await until(party.roster.doc, (d) => {
      const entry = d.getMap(ROSTER_CHARACTERS).get(characterId) as { ownerId: string | null } | undefined;
      return entry?.ownerId === member.memberId;
    });

    reopened = playerCharacter.nextAdmission();
    closed = device.nextClose();
    expect(
      await party.gmDevice.command(party.names.roster, { type: 'set-character-owner', characterId, ownerId: null }),
    ).toEqual({ ok: true });
    await closed;
    expect(await reopened).toEqual({ ok: true, scope: 'readonly' });
    await synced(playerCharacter.provider);
    const refused = playerCharacter.nextMessage((m) => m.type === 'write-refused');
    write(playerCharacter.doc, 'hp', 99);
    await refused;
    expect(party.server.hocuspocus.documents.get(party.names.character(characterId))?.getMap('records').get('hp')).toBe(
      7,
    );
  });

  it("shows a member's new name in the roster, and a player given the GM link as a GM", async () => {
    const party = await startParty();
    const { member, device } = party.player('Ana');
    await device.sync(party.names.campaign);
    const renamed = new Device(party.server.url, encodeToken({ ...tokenOf(member), memberName: 'Ana the Bold' }));
    await renamed.sync(party.names.campaign);
    await until(
      party.roster.doc,
      (d) => (d.getMap(ROSTER_MEMBERS).get(member.memberId) as { name?: string } | undefined)?.name === 'Ana the Bold',
    );
    const promoted = new Device(
      party.server.url,
      encodeToken({ ...tokenOf(member), role: 'gm', secret: party.gm.secret, memberName: 'Ana the Bold' }),
    );
    const campaign = await promoted.sync(party.names.campaign);
    expect(await campaign.admission).toEqual({ ok: true, scope: 'read-write' });
    await until(
      party.roster.doc,
      (d) => (d.getMap(ROSTER_MEMBERS).get(member.memberId) as { role?: string } | undefined)?.role === 'gm',
    );
  });

  it('takes commands only from a GM, on the roster, and says why it refuses one', async () => {
    const party = await startParty();
    const { member, device } = party.player();
    await device.sync(party.names.roster);
    expect(await device.command(party.names.roster, { type: 'set-player-secret', secret: generateSecret() })).toEqual({
      ok: false,
      reason: 'not-gm',
    });
    expect(await device.command(party.names.roster, { type: 'remove-member', memberId: party.gm.memberId })).toEqual({
      ok: false,
      reason: 'not-gm',
    });
    const campaign = await party.gmDevice.sync(party.names.campaign);
    const answer = campaign.nextMessage((m) => m.type === 'command-result');
    campaign.provider.sendStateless(JSON.stringify({ v: 1, id: 'r1', type: 'delete-party' }));
    expect(await answer).toEqual({ v: 1, type: 'command-result', id: 'r1', ok: false, reason: 'not-gm' });
    const malformed = party.roster.nextMessage((m) => m.type === 'command-result');
    party.roster.provider.sendStateless(JSON.stringify({ v: 1, id: 'r2', type: 'delete-party', everything: true }));
    expect(await malformed).toEqual({ v: 1, type: 'command-result', id: 'r2', ok: false, reason: 'invalid-command' });
    expect(await party.gmDevice.command(party.names.roster, { type: 'remove-member', memberId: 'nobody' })).toEqual({
      ok: false,
      reason: 'unknown-member',
    });
    expect(
      await party.gmDevice.command(party.names.roster, { type: 'remove-member', memberId: party.gm.memberId }),
    ).toEqual({
      ok: false,
      reason: 'cannot-remove-yourself',
    });
    expect(
      await party.gmDevice.command(party.names.roster, { type: 'set-player-secret', secret: party.gm.secret }),
    ).toEqual({ ok: false, reason: 'secret-in-use' });
    // The party is still there, and the player in it.
    expect(party.server.registry.party(party.gm.partyId)?.members.get(member.memberId)?.removed).toBe(false);
  });

  it("does not relay a client's broadcast to the other devices, and closes the connection that sent it", async () => {
    const party = await startParty();
    const { device } = party.player();
    await device.sync(party.names.roster);
    const closed = device.nextClose();
    const forged = new OutgoingMessage(party.names.roster)
      .writeBroadcastStateless(JSON.stringify({ v: 1, type: 'command-result', id: 'x', ok: true }))
      .toUint8Array();
    device.socket.webSocket?.send(forged);
    expect(await closed).toEqual({ code: CLOSE_REASONS['protocol-violation'], reason: 'protocol-violation' });
    // A command's answer reaches the GM after anything relayed before it would have.
    await party.gmDevice.command(party.names.roster, { type: 'remove-member', memberId: 'nobody' });
    expect(party.roster.messages.filter((m) => m.type === 'command-result' && m.id === 'x')).toEqual([]);
  });
});
