import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { z } from 'zod';
import { registerPayloadSchemas, unregisterPayloadSchemas } from '../../../src/db/payload-schemas';
import { readDocument, type ReadContext } from '../../../src/db/sync/read-document';
import { writeRecord } from '../../../src/db/sync/write-record';
import type { StoredRecord } from '../../../src/db/envelope';
import { CAMPAIGN_ID, copyOf, exchange, fixture } from './helpers';

/** The envelope in the shared documents (issue 18): payload fields are fields of the record's map, checked by the pack. */

const GM = { deviceId: 'gm-tablet' };
const PLAYER = { deviceId: 'player-phone' };

const fighter: StoredRecord = {
  id: 'f1a2b3c4-0000-4000-8000-000000000001',
  campaignId: CAMPAIGN_ID,
  name: 'Katniss',
  createdAt: 1_767_225_600_000,
  updatedAt: 1_767_225_600_000,
  system: { skills: { aim: 3 }, hp: 5, notes: '' },
};
const context = (systemId: string): ReadContext => ({
  kind: 'character',
  campaignId: CAMPAIGN_ID,
  characterId: fighter.id,
  systemId,
});

function registerTestPack() {
  registerPayloadSchemas('test-dice', {
    character: z.strictObject({
      skills: z.record(z.string(), z.number().int().min(0).max(3)),
      hp: z.number().int().min(0).max(5, 'a fighter has five hit points'),
      notes: z.string(),
    }),
    encounter: z.strictObject({}),
  });
}
afterEach(() => unregisterPayloadSchemas('test-dice'));

describe('envelopes in the shared documents', () => {
  it('an Eos character’s payload is spread into "system.<field>" keys of its map, and reads back whole', () => {
    const maren = fixture('characters', 0);
    const doc = new Y.Doc();
    writeRecord(doc, 'characters', maren, GM);
    const keys = [...doc.getMap<Y.Map<unknown>>('characters').get(maren.id)!.keys()].sort();
    expect(keys).toEqual([
      'campaignId',
      'counter:system.build.exp',
      'counter:system.currentHp',
      'createdAt',
      'id',
      'name',
      'system.build',
      'system.draft',
      'system.gear',
      'system.notes',
      'system.portrait',
      'updatedAt',
    ]);
    const read = readDocument(copyOf(doc), { kind: 'character', campaignId: CAMPAIGN_ID, characterId: maren.id });
    expect(read.refusals).toEqual([]);
    expect(read.records.characters).toEqual([maren]);
  });

  it('another pack’s fighter round-trips, two payload fields changed apart both survive, and its schema checks it', () => {
    registerTestPack();
    const gm = new Y.Doc();
    writeRecord(gm, 'characters', fighter, GM);
    const player = copyOf(gm);
    writeRecord(gm, 'characters', { ...fighter, system: { ...(fighter.system as object), hp: 4 } }, GM);
    writeRecord(
      player,
      'characters',
      { ...fighter, system: { ...(fighter.system as object), notes: 'limps' } },
      PLAYER,
    );
    exchange(gm, player);
    for (const doc of [gm, player]) {
      const read = readDocument(doc, context('test-dice'));
      expect(read.refusals).toEqual([]);
      expect(read.records.characters).toEqual([{ ...fighter, system: { skills: { aim: 3 }, hp: 4, notes: 'limps' } }]);
    }
    gm.getMap<Y.Map<unknown>>('characters').get(fighter.id)!.set('system.hp', 9);
    const read = readDocument(gm, context('test-dice'));
    expect(read.records.characters).toBeUndefined();
    expect(read.refusals[0]!.message).toContain('“Katniss” was refused: hp: a fighter has five hit points, got 9');
  });

  it('a record of a game this device has no pack for is refused in words, never read unchecked', () => {
    const doc = new Y.Doc();
    writeRecord(doc, 'characters', fighter, GM);
    const read = readDocument(doc, context('chess-variant'));
    expect(read.records.characters).toBeUndefined();
    expect(read.refusals[0]!.message).toContain('a game this version of the app does not know');
  });
});
