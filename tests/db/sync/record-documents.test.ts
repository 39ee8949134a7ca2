import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { characterStats, ruleOptions } from '../../../src/systems/eos/rules';
import { documentOf } from '../../../src/db/sync/placement';
import { readDocument, type ReadContext } from '../../../src/db/sync/read-document';
import { deleteRecord, writeRecord } from '../../../src/db/sync/write-record';
import type { CharacterRecord } from '../../../src/db/character';
import { asEosCharacter, CAMPAIGN_ID, copyOf, eosCharacter, exchange, fixture, writeCharacter } from './helpers';

const GM = { deviceId: 'gm-tablet' };
const PIP = { deviceId: 'pip-phone' };
const campaignContext: ReadContext = { kind: 'campaign', campaignId: CAMPAIGN_ID };

function characterContext(character: CharacterRecord): ReadContext {
  return { kind: 'character', campaignId: character.campaignId, characterId: character.id };
}

function readCharacter(doc: Y.Doc, character: CharacterRecord): CharacterRecord | undefined {
  const read = readDocument(doc, characterContext(character));
  expect(read.refusals).toEqual([]);
  return asEosCharacter(read.records.characters?.[0]);
}

describe('which document a record belongs to (server/protocol.ts)', () => {
  it('a character goes to its own document, everything else of the campaign to the campaign document', () => {
    const pip = eosCharacter(1);
    expect(documentOf('characters', pip, 'party-1')).toEqual({
      kind: 'character',
      partyId: 'party-1',
      characterId: pip.id,
    });
    for (const table of ['campaigns', 'encounters', 'creatureTemplates', 'calendars', 'dayLogs'] as const) {
      expect(documentOf(table, fixture(table), 'party-1'), table).toEqual({ kind: 'campaign', partyId: 'party-1' });
    }
  });

  it("this device's bookkeeping (restore points, export times) is never shared", () => {
    expect(documentOf('snapshots', {}, 'party-1')).toBeUndefined();
    expect(documentOf('backupStatus', {}, 'party-1')).toBeUndefined();
  });
});

describe('every record kind round-trips through its document unchanged', () => {
  for (const table of ['campaigns', 'encounters', 'creatureTemplates', 'calendars'] as const) {
    it(table, () => {
      const record = fixture(table);
      const doc = new Y.Doc();
      writeRecord(doc, table, record, GM);
      const read = readDocument(copyOf(doc), campaignContext);
      expect(read.refusals).toEqual([]);
      expect(read.records[table]).toEqual([record]);
    });
  }

  it('dayLogs (checked against their calendar and each other, so the document holds the calendar and both days)', () => {
    const logs = [fixture('dayLogs', 0), fixture('dayLogs', 1)];
    const doc = new Y.Doc();
    writeRecord(doc, 'calendars', fixture('calendars'), GM);
    for (const log of logs) writeRecord(doc, 'dayLogs', log, GM);
    const read = readDocument(copyOf(doc), campaignContext);
    expect(read.refusals).toEqual([]);
    expect(read.records.dayLogs).toEqual(logs);
  });

  it('characters (each fixture character: healthy, wounded below 0, a draft)', () => {
    for (const index of [0, 1, 2]) {
      const character = eosCharacter(index);
      const doc = new Y.Doc();
      writeCharacter(doc, character, GM);
      expect(readCharacter(copyOf(doc), character)).toEqual(character);
    }
  });

  it('writing the same record again changes nothing in the document', () => {
    const doc = new Y.Doc();
    const calendar = fixture('calendars');
    writeRecord(doc, 'calendars', calendar, GM);
    const before = Y.encodeStateVector(doc);
    writeRecord(doc, 'calendars', structuredClone(calendar), GM);
    expect(Y.encodeStateVector(doc)).toEqual(before);
  });
});

describe('two devices editing one record apart', () => {
  it("the GM's HP change and the player's notes both survive, whichever update arrives first", () => {
    for (const gmFirst of [true, false]) {
      const start = { ...eosCharacter(1), currentHp: 8 };
      const gm = new Y.Doc();
      writeCharacter(gm, start, GM);
      const player = copyOf(gm);
      writeCharacter(gm, { ...start, currentHp: 4 }, GM);
      writeCharacter(player, { ...start, notes: 'Owes Maren a needle.' }, PIP);
      if (gmFirst) exchange(gm, player);
      else exchange(player, gm);
      for (const doc of [gm, player]) {
        expect(readCharacter(doc, start)).toEqual({ ...start, currentHp: 4, notes: 'Owes Maren a needle.' });
      }
    }
  });

  it('a change deep in one field (a skill) and a counter in the same field (experience) both survive', () => {
    const start = eosCharacter(1);
    const gm = new Y.Doc();
    writeCharacter(gm, start, GM);
    const player = copyOf(gm);
    writeCharacter(gm, { ...start, build: { ...start.build, exp: start.build.exp + 40 } }, GM);
    const skills = { ...start.build.skills, bow: { time: 2, combat: 0 } };
    writeCharacter(player, { ...start, build: { ...start.build, skills } }, PIP);
    exchange(gm, player);
    for (const doc of [gm, player]) {
      expect(readCharacter(doc, start)?.build).toEqual({ ...start.build, exp: start.build.exp + 40, skills });
    }
  });
});

describe('counters add up instead of overwriting each other', () => {
  it('two devices each applying 5 damage apart leave the character 10 lower on both', () => {
    const start = { ...eosCharacter(0), currentHp: 20 };
    const gm = new Y.Doc();
    writeCharacter(gm, start, GM);
    const player = copyOf(gm);
    writeCharacter(gm, { ...start, currentHp: 15 }, GM);
    writeCharacter(player, { ...start, currentHp: 15 }, PIP);
    exchange(gm, player);
    expect(readCharacter(gm, start)?.currentHp).toBe(10);
    expect(readCharacter(player, start)?.currentHp).toBe(10);
  });

  it('damage to a character at full HP (stored as null, "null means at maximum") adds up too', () => {
    // Maren: Body 6, human; whatever her maximum is, two 5-point hits from full leave her 10 below it.
    const start = eosCharacter(0);
    expect(start.currentHp).toBeNull();
    const gm = new Y.Doc();
    writeCharacter(gm, start, GM);
    const player = copyOf(gm);
    const max = characterStats(start.build, ruleOptions(undefined).character).maxHp.value;
    writeCharacter(gm, { ...start, currentHp: max - 5 }, GM);
    writeCharacter(player, { ...start, currentHp: max - 5 }, PIP);
    exchange(gm, player);
    expect(readCharacter(gm, start)?.currentHp).toBe(max - 10);
    expect(readCharacter(player, start)?.currentHp).toBe(max - 10);
  });

  it('experience gained on two devices adds up', () => {
    const start = eosCharacter(1);
    const gm = new Y.Doc();
    writeCharacter(gm, start, GM);
    const player = copyOf(gm);
    writeCharacter(gm, { ...start, build: { ...start.build, exp: start.build.exp + 100 } }, GM);
    writeCharacter(player, { ...start, build: { ...start.build, exp: start.build.exp + 25 } }, PIP);
    exchange(player, gm);
    expect(readCharacter(gm, start)?.build.exp).toBe(start.build.exp + 125);
    expect(readCharacter(player, start)?.build.exp).toBe(start.build.exp + 125);
  });

  it('stock used on one device and gathered on another adds up', () => {
    const start = fixture('calendars');
    const beams = start.state.stock.counts.beams;
    const withBeams = (amount: number) => ({
      ...start,
      state: {
        ...start.state,
        stock: { ...start.state.stock, counts: { ...start.state.stock.counts, beams: amount } },
      },
    });
    const gm = new Y.Doc();
    writeRecord(gm, 'calendars', start, GM);
    const other = copyOf(gm);
    writeRecord(gm, 'calendars', withBeams(beams + 12), GM);
    writeRecord(other, 'calendars', withBeams(beams + 3), { deviceId: 'gm-laptop' });
    exchange(gm, other);
    for (const doc of [gm, other]) {
      expect(readDocument(doc, campaignContext).records.calendars?.[0]?.state.stock.counts.beams).toBe(beams + 15);
    }
  });

  it('the last 6 beams used on two devices at once leave 0 in stock, not −6', () => {
    const start = fixture('calendars');
    expect(start.state.stock.counts.beams).toBe(6);
    const used = {
      ...start,
      state: { ...start.state, stock: { ...start.state.stock, counts: { ...start.state.stock.counts, beams: 0 } } },
    };
    const gm = new Y.Doc();
    writeRecord(gm, 'calendars', start, GM);
    const other = copyOf(gm);
    writeRecord(gm, 'calendars', used, GM);
    writeRecord(other, 'calendars', used, { deviceId: 'gm-laptop' });
    exchange(gm, other);
    for (const doc of [gm, other]) {
      const read = readDocument(doc, campaignContext);
      expect(read.refusals).toEqual([]);
      expect(read.records.calendars?.[0]?.state.stock.counts.beams).toBe(0);
    }
  });

  it('healing to full (null) is a set value: it wins over a concurrent hit, the same on both devices', () => {
    const start = { ...eosCharacter(0), currentHp: 12 };
    const gm = new Y.Doc();
    writeCharacter(gm, start, GM);
    const player = copyOf(gm);
    writeCharacter(gm, { ...start, currentHp: null }, GM);
    writeCharacter(player, { ...start, currentHp: 7 }, PIP);
    exchange(gm, player);
    expect(readCharacter(gm, start)?.currentHp).toBeNull();
    expect(readCharacter(player, start)?.currentHp).toBeNull();
  });
});

describe('a deleted record and a concurrent edit of it', () => {
  for (const deleterFirst of [true, false]) {
    it(`the delete wins and says who and when (${deleterFirst ? 'delete' : 'edit'} arrives first)`, () => {
      const fight = fixture('encounters');
      const gm = new Y.Doc();
      writeRecord(gm, 'encounters', fight, GM);
      const laptop = copyOf(gm);
      deleteRecord(gm, 'encounters', fight.id, { by: 'Ada (GM)', at: 1_767_400_000_000 });
      writeRecord(laptop, 'encounters', { ...fight, name: 'Wolves at the ford, round 2' }, { deviceId: 'gm-laptop' });
      if (deleterFirst) exchange(gm, laptop);
      else exchange(laptop, gm);
      for (const doc of [gm, laptop]) {
        const read = readDocument(doc, campaignContext);
        expect(read.records.encounters ?? []).toEqual([]);
        expect(read.deleted).toEqual([
          { table: 'encounters', key: fight.id, name: fight.name, by: 'Ada (GM)', at: 1_767_400_000_000 },
        ]);
      }
    });
  }

  it('a record written again after it was deleted stays deleted (ids are never reused)', () => {
    const template = fixture('creatureTemplates');
    const gm = new Y.Doc();
    writeRecord(gm, 'creatureTemplates', template, GM);
    const laptop = copyOf(gm);
    deleteRecord(gm, 'creatureTemplates', template.id, { by: 'Ada (GM)', at: 1 });
    // The laptop never saw the first write's delete and writes the whole record anew into an empty document.
    const fresh = new Y.Doc();
    writeRecord(fresh, 'creatureTemplates', template, { deviceId: 'gm-laptop' });
    exchange(gm, fresh);
    exchange(gm, laptop);
    expect(readDocument(gm, campaignContext).records.creatureTemplates ?? []).toEqual([]);
    expect(readDocument(laptop, campaignContext).records.creatureTemplates ?? []).toEqual([]);
  });
});
