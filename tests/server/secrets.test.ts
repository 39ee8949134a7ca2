import { readFileSync, statSync } from 'node:fs';
import { MessageType } from '@hocuspocus/server';
import { describe, expect, it } from 'vitest';
import {
  CLOSE_REASONS,
  DOCUMENT_REMOVED,
  ROSTER_CHARACTERS,
  ROSTER_MEMBERS,
  encodeToken,
  generateSecret,
} from '../../server/protocol';
import { SqliteFile } from '../../server/sqlite-file';
import {
  Device,
  type Party,
  eventually,
  messageKinds,
  newGm,
  newId,
  newPlayer,
  startParty,
  synced,
  tokenOf,
  until,
  valueOf,
  write,
} from './helpers';

/** Every secret and member key the party's devices used: none may appear in a log line. */
function expectNoSecretIn(lines: readonly string[], secrets: readonly string[]): void {
  const text = lines.join('\n');
  for (const secret of secrets) expect(text).not.toContain(secret);
}

async function partyWithContent(): Promise<Party> {
  const party = await startParty();
  const campaign = await party.gmDevice.sync(party.names.campaign);
  write(campaign.doc, 'day', 3);
  await synced(campaign.provider);
  return party;
}

describe('a wrong or missing secret gets nothing', () => {
  it('no document content and no list of documents: only the refusal comes back', async () => {
    const party = await partyWithContent();
    const tokens = {
      'wrong players secret': encodeToken(tokenOf(newPlayer(party.gm.partyId, generateSecret()))),
      'wrong GM secret': encodeToken({ ...tokenOf(newGm()), partyId: party.gm.partyId }),
      'the GM secret as a player': encodeToken(tokenOf(newPlayer(party.gm.partyId, party.gm.secret))),
      'a party that does not exist': encodeToken(tokenOf(newPlayer(newId(), party.playerSecret))),
      'no token': '',
      'not a token': 'let me in',
    };
    for (const [what, token] of Object.entries(tokens)) {
      const device = new Device(party.server.url, token);
      for (const name of [party.names.roster, party.names.campaign]) {
        const attempt = device.open(name);
        const admission = await attempt.admission;
        expect(admission.ok, `${what}: ${name}`).toBe(false);
        expect(attempt.doc.getMap('records').size, what).toBe(0);
        expect(attempt.doc.getMap(ROSTER_MEMBERS).size, what).toBe(0);
        expect(messageKinds(attempt.received), what).toEqual([MessageType.Auth]);
        expect(attempt.messages, what).toEqual([]);
      }
      device.destroy();
    }
    const reasons = party.log.refusals().join('\n');
    expect(reasons).toContain('(not-a-member)');
    expect(reasons).toContain('(invalid-token)');
    expectNoSecretIn(party.log.lines, [party.gm.secret, party.playerSecret, party.gm.memberKey]);
  });

  it('the data file is readable by its owner only', async () => {
    const party = await partyWithContent();
    expect(statSync(party.dataFile).mode & 0o777).toBe(0o600);
  });

  it('plain HTTP to the server tells nothing about its parties', async () => {
    const party = await partyWithContent();
    const response = await fetch(party.server.url.replace('ws://', 'http://'));
    const body = await response.text();
    expect(response.status).toBe(404);
    expect(body).toBe('This is a Table Companion party server: join it from the app.\n');
    expect(body).not.toContain(party.gm.partyId);
  });
});

describe('the GM rotates the secret and removes players', () => {
  it('a rotated secret stops the old link at once; the new link works', async () => {
    const party = await partyWithContent();
    const { member, device } = party.player('Player', { silent: true });
    const campaign = await device.sync(party.names.campaign);
    const closed = device.nextClose();
    const reopened = campaign.nextAdmission();
    const newSecret = generateSecret();
    expect(await party.gmDevice.command(party.names.roster, { type: 'set-player-secret', secret: newSecret })).toEqual({
      ok: true,
    });
    expect(await closed).toEqual({ code: CLOSE_REASONS['secret-rotated'], reason: 'secret-rotated' });
    // The device reconnects on its own with the old link's token, and is refused.
    expect(await reopened).toEqual({ ok: false, reason: 'not-a-member' });

    // The same member with the new link, and a new one, are let in.
    const again = new Device(party.server.url, encodeToken({ ...tokenOf(member), secret: newSecret }));
    await until((await again.sync(party.names.campaign)).doc, (d) => valueOf(d, 'day') === 3);
    await Device.of(party.server.url, newPlayer(party.gm.partyId, newSecret)).sync(party.names.campaign);
    // The GM was not disconnected.
    expect(party.gmDevice.closes).toEqual([]);
    expectNoSecretIn(party.log.lines, [party.playerSecret, newSecret, member.memberKey]);
  });

  it('a removed player is refused even with the current secret, and their characters go back to the GM', async () => {
    const party = await partyWithContent();
    const { member, device } = party.player('Player', { silent: true });
    const characterId = newId();
    const character = await device.sync(party.names.character(characterId));
    write(character.doc, 'hp', 12);
    await synced(character.provider);
    await until(party.roster.doc, (d) => d.getMap(ROSTER_MEMBERS).has(member.memberId));

    const closed = device.nextClose();
    const reopened = character.nextAdmission();
    expect(
      await party.gmDevice.command(party.names.roster, { type: 'remove-member', memberId: member.memberId }),
    ).toEqual({
      ok: true,
    });
    expect(await closed).toEqual({ code: CLOSE_REASONS.removed, reason: 'removed' });
    expect(await reopened).toEqual({ ok: false, reason: 'removed' });
    await until(party.roster.doc, (d) => !d.getMap(ROSTER_MEMBERS).has(member.memberId));
    expect(party.roster.doc.getMap(ROSTER_CHARACTERS).get(characterId)).toEqual({ id: characterId, ownerId: null });

    // A second device of the same member is refused too, with the current secret.
    const sameMember = Device.of(party.server.url, member).open(party.names.campaign);
    expect(await sameMember.admission).toEqual({ ok: false, reason: 'removed' });
    expect(sameMember.doc.getMap('records').size).toBe(0);
    // The GM keeps the character and writes it.
    const gmCharacter = await party.gmDevice.sync(party.names.character(characterId));
    expect(await gmCharacter.admission).toEqual({ ok: true, scope: 'read-write' });
    await until(gmCharacter.doc, (d) => valueOf(d, 'hp') === 12);
  });

  it("rotating the GM secret keeps the GM device that did it and cuts the GM's other devices", async () => {
    const party = await partyWithContent();
    const laptop = Device.of(
      party.server.url,
      { ...party.gm, memberId: newId(), memberKey: generateSecret() },
      { silent: true },
    );
    await laptop.sync(party.names.campaign);
    const laptopClosed = laptop.nextClose();
    const newSecret = generateSecret();
    expect(await party.gmDevice.command(party.names.roster, { type: 'set-gm-secret', secret: newSecret })).toEqual({
      ok: true,
    });
    expect(await laptopClosed).toEqual({ code: CLOSE_REASONS['secret-rotated'], reason: 'secret-rotated' });
    // The device that rotated it still writes, and its next token carries the new secret.
    const campaign = party.gmDevice.documents.get(party.names.campaign);
    if (campaign === undefined) throw new Error('the campaign is not open');
    write(campaign.doc, 'day', 4);
    await synced(campaign.provider);
    expect(party.gmDevice.closes).toEqual([]);
    const old = Device.of(party.server.url, party.gm).open(party.names.campaign);
    expect(await old.admission).toEqual({ ok: false, reason: 'not-a-member' });
    const renewed = new Device(party.server.url, encodeToken({ ...tokenOf(party.gm), secret: newSecret }));
    await until((await renewed.sync(party.names.campaign)).doc, (d) => valueOf(d, 'day') === 4);
  });

  it('the GM removes a character: its document closes and is deleted', async () => {
    const party = await partyWithContent();
    const characterId = newId();
    const { device } = party.player();
    const character = await device.sync(party.names.character(characterId));
    write(character.doc, 'hp', 12);
    await synced(character.provider);
    const closed = new Promise<string>((resolve) =>
      character.provider.on('close', ({ event }: { event: { reason: string } }) => resolve(event.reason)),
    );
    expect(await party.gmDevice.command(party.names.roster, { type: 'remove-character', characterId })).toEqual({
      ok: true,
    });
    expect(await closed).toBe(DOCUMENT_REMOVED);
    await until(party.roster.doc, (d) => !d.getMap(ROSTER_CHARACTERS).has(characterId));
    // The rest of the player's connection stays: it still reads the campaign.
    expect(device.closes).toEqual([]);
    const file = await SqliteFile.open(party.dataFile, 'read-only');
    const row = await file.exclusive((sql) =>
      sql.get('SELECT 1 FROM documents WHERE name = $name', { $name: party.names.character(characterId) }),
    );
    await file.close();
    expect(row).toBeUndefined();
  });
});

describe('the GM deletes the party', () => {
  it('every connection closes, its documents and registry entries go, and nobody can claim it again', async () => {
    const party = await startParty();
    const marker = `campaign-marker-${newId()}`;
    const campaign = await party.gmDevice.sync(party.names.campaign);
    write(campaign.doc, 'notes', marker);
    await synced(campaign.provider);
    const { device } = party.player();
    await device.sync(party.names.campaign);
    // Hocuspocus stores a document when its last connection goes: wait until the file has it.
    campaign.provider.destroy();
    device.destroy();
    await eventually(() => readFileSync(party.dataFile).includes(marker), 'the campaign stored in the file');
    // An edit the server has not stored yet when the party is deleted (Hocuspocus waits 2 s after the last one).
    const reopened = await party.gmDevice.sync(party.names.campaign);
    write(reopened.doc, 'late', marker);
    await synced(reopened.provider);
    const closed = party.gmDevice.nextClose();

    expect(await party.gmDevice.command(party.names.roster, { type: 'delete-party' })).toEqual({ ok: true });
    expect(await closed).toEqual({ code: CLOSE_REASONS['party-deleted'], reason: 'party-deleted' });
    expect(await party.server.registry.listParties()).toEqual([]);
    const file = await SqliteFile.open(party.dataFile, 'read-only');
    const counts = await file.exclusive(async (sql) => ({
      documents: await sql.all('SELECT name FROM documents'),
      members: await sql.all('SELECT id FROM party_member'),
      characters: await sql.all('SELECT id FROM party_character'),
    }));
    await file.close();
    expect(counts).toEqual({ documents: [], members: [], characters: [] });
    // secure_delete: the campaign's bytes are gone from the file, not just unlinked from it.
    expect(readFileSync(party.dataFile).includes(marker)).toBe(false);
    expect(party.log.lines).toContain(`info not stored: ${party.names.campaign} (its party or character was deleted)`);
    // The GM's device reconnects on its own, and cannot bring the party back.
    const again = Device.of(party.server.url, party.gm).open(party.names.campaign);
    expect(await again.admission).toEqual({ ok: false, reason: 'party-deleted' });
  });
});
