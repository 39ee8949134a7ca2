import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { CharacterRecord } from '../../../src/db/character';
import { readDocument, type ReadContext } from '../../../src/db/sync/read-document';
import { writeRecord } from '../../../src/db/sync/write-record';
import { fromEosEncounter } from '../../../src/db/eos-records';
import { asEosCharacter, CAMPAIGN_ID, copyOf, eosCharacter, eosFight, fixture, writeCharacter } from './helpers';

/**
 * A remote change is untrusted input (issue 19 §2): documents tampered with by hand, as a client that ignores the app
 * could write them, reach the receiving device, which refuses what is wrong in a player's words and never throws.
 */

const GM = { deviceId: 'gm-tablet' };
const campaignContext: ReadContext = { kind: 'campaign', campaignId: CAMPAIGN_ID };
const pip = () => eosCharacter(1);
const pipContext: ReadContext = { kind: 'character', campaignId: CAMPAIGN_ID, characterId: pip().id };

/** Pip's own document as the player's phone wrote it, with `tamper` applied to Pip's Y.Map, as another device sees it. */
function tamperedPip(tamper: (entry: Y.Map<unknown>, doc: Y.Doc) => void, record: CharacterRecord = pip()): Y.Doc {
  const doc = new Y.Doc();
  writeCharacter(doc, record, { deviceId: 'pip-phone' });
  tamper(doc.getMap<Y.Map<unknown>>('characters').get(record.id)!, doc);
  return copyOf(doc);
}

function onlyRefusal(doc: Y.Doc, context: ReadContext) {
  const read = readDocument(doc, context);
  expect(read.refusals).toHaveLength(1);
  return { read, message: read.refusals[0]!.message };
}

describe('a change another device sent is checked before it may be stored', () => {
  it('HP 10⁹ written into a character is refused, naming the character', () => {
    const doc = tamperedPip((entry) => (entry.get('counter:system.currentHp') as Y.Map<unknown>).set('pip-phone', 1e9));
    const { read, message } = onlyRefusal(doc, pipContext);
    expect(read.records.characters).toBeUndefined();
    expect(message).toBe(
      'A change from another device to the character “Pip Kettleburr” was refused: currentHp: expected a whole number ' +
        'from -1,000,000 to 1,000,000, got 999,999,997. This device keeps what it had.',
    );
  });

  it('a character moved into another campaign is refused', () => {
    const doc = tamperedPip((entry) => entry.set('campaignId', '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6'));
    expect(onlyRefusal(doc, pipContext).message).toContain(
      'Pip Kettleburr” was refused: it belongs to another campaign (“7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6”)',
    );
  });

  it("a character written into another character's document is refused", () => {
    const maren = eosCharacter(0);
    const doc = new Y.Doc();
    writeCharacter(doc, maren, GM);
    const { message } = onlyRefusal(doc, pipContext);
    expect(message).toContain(`Maren Holt” was refused: it was put into the document of another character`);
  });

  it('a record that is not an object (a number, a text) is refused, and the good records beside it are read', () => {
    const doc = new Y.Doc();
    writeRecord(doc, 'creatureTemplates', fixture('creatureTemplates'), GM);
    doc.getMap('creatureTemplates').set('wolf-2', 42);
    doc.getMap('encounters').set('fight-2', new Y.Text('boo'));
    const read = readDocument(copyOf(doc), campaignContext);
    expect(read.records.creatureTemplates).toEqual([fixture('creatureTemplates')]);
    expect(read.refusals.map((r) => r.message)).toEqual([
      'A change from another device to the fight “fight-2” was refused: it is not a record. This device keeps what it had.',
      'A change from another device to the saved creature “wolf-2” was refused: it is not a record. This device keeps what it had.',
    ]);
  });

  it('a record filed under __proto__, and a field named __proto__, are refused and set no prototype', () => {
    const doc = new Y.Doc();
    const template = fixture('creatureTemplates');
    writeRecord(doc, 'creatureTemplates', template, GM);
    const wolf = new Y.Map<unknown>();
    doc.getMap('creatureTemplates').set('__proto__', wolf);
    for (const [field, value] of Object.entries({ ...template, id: '__proto__' })) wolf.set(field, value);
    doc.getMap<Y.Map<unknown>>('creatureTemplates').get(template.id)!.set('__proto__', { polluted: true });
    const read = readDocument(copyOf(doc), campaignContext);
    expect(read.records.creatureTemplates).toBeUndefined();
    expect(read.refusals.map((r) => r.message)).toEqual([
      'A change from another device to the saved creature “Ice wolf” was refused: it holds what this app does not ' +
        'know: “__proto__”. This device keeps what it had.',
      'A change from another device to the saved creature “Ice wolf” was refused: “__proto__” is a name JavaScript ' +
        'keeps for itself; an id cannot be it. This device keeps what it had.',
    ]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('a counter holding text instead of a number is refused', () => {
    const doc = tamperedPip((entry) =>
      (entry.get('counter:system.build.exp') as Y.Map<unknown>).set('pip-phone', 'lots'),
    );
    expect(onlyRefusal(doc, pipContext).message).toContain(
      'Pip Kettleburr” was refused: build.exp: a device’s change to it ("pip-phone") is not a number',
    );
  });

  it('a field holding a shared type instead of a value is refused', () => {
    const doc = tamperedPip((entry) => entry.set('system.notes', new Y.Text('hi')));
    expect(onlyRefusal(doc, pipContext).message).toContain('notes: expected a value, got a shared type');
  });

  it('a record filed under another id is refused', () => {
    const doc = new Y.Doc();
    const template = fixture('creatureTemplates');
    writeRecord(doc, 'creatureTemplates', { ...template }, GM);
    doc.getMap<Y.Map<unknown>>('creatureTemplates').get(template.id)!.set('id', 'someone-else');
    expect(onlyRefusal(copyOf(doc), campaignContext).message).toContain('it is filed under another id');
  });

  it("a build past any race's maximum (the relation checks) is refused", () => {
    const doc = tamperedPip((entry) => {
      const build = entry.get('system.build') as CharacterRecord['build'];
      entry.set('system.build', {
        ...build,
        creationStats: { ...build.creationStats, mind: 15 },
        levelStats: { ...build.levelStats, mind: 15 },
      });
    });
    expect(onlyRefusal(doc, pipContext).message).toMatch(/Pip Kettleburr’s sheet cannot be worked out/u);
  });

  it('a fight with a fighter above their maximum HP is refused', () => {
    const fight = eosFight();
    const doc = new Y.Doc();
    writeRecord(doc, 'encounters', fromEosEncounter(fight), GM);
    const [first, ...rest] = fight.state.combatants;
    const entry = doc.getMap<Y.Map<unknown>>('encounters').get(fight.id)!;
    entry.set('system.state', { ...fight.state, combatants: [{ ...first!, hp: first!.maxHp + 1 }, ...rest] });
    expect(onlyRefusal(copyOf(doc), campaignContext).message).toContain(
      `${first!.name} has ${first!.maxHp + 1} HP, more than their maximum of ${first!.maxHp}`,
    );
  });

  it('characters put into the campaign document, and unknown data, are named and not read', () => {
    const doc = new Y.Doc();
    writeCharacter(doc, pip(), GM);
    doc.getArray('gossip').push(['x']);
    const read = readDocument(copyOf(doc), campaignContext);
    expect(read.records).toEqual({});
    expect(read.refusals.map((r) => r.message)).toEqual([
      expect.stringContaining('the campaign’s shared document was refused: it holds records of “characters”'),
      expect.stringContaining('it holds unknown data “gossip”'),
    ]);
  });

  it('a deletion that does not say who or when is refused and deletes nothing', () => {
    const doc = new Y.Doc();
    writeRecord(doc, 'creatureTemplates', fixture('creatureTemplates'), GM);
    doc.getMap('deleted').set(`creatureTemplates/${fixture('creatureTemplates').id}`, { by: 7 });
    const { read, message } = onlyRefusal(copyOf(doc), campaignContext);
    expect(read.records.creatureTemplates).toEqual([fixture('creatureTemplates')]);
    expect(read.deleted).toEqual([]);
    expect(message).toContain('a deletion was refused: it does not say which record, who or when');
  });

  it('two heals merged past the maximum leave the character at full HP (null), not above it', () => {
    const start = { ...eosCharacter(0), currentHp: 20 };
    const doc = new Y.Doc();
    writeCharacter(doc, start, GM);
    (doc.getMap<Y.Map<unknown>>('characters').get(start.id)!.get('counter:system.currentHp') as Y.Map<unknown>).set(
      'x',
      500,
    );
    const context: ReadContext = { kind: 'character', campaignId: CAMPAIGN_ID, characterId: start.id };
    expect(asEosCharacter(readDocument(copyOf(doc), context).records.characters?.[0])?.currentHp).toBeNull();
  });

  it('never throws, whatever another device put into a record’s fields or counters', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (fields, counter) => {
          const doc = new Y.Doc();
          const entry = new Y.Map<unknown>();
          doc.getMap('characters').set(pip().id, entry);
          for (const [field, value] of Object.entries(fields)) entry.set(field, value);
          const hp = new Y.Map<unknown>();
          entry.set('counter:system.currentHp', hp);
          for (const [device, value] of Object.entries(counter)) hp.set(device, value);
          const read = readDocument(copyOf(doc), pipContext);
          expect(read.records.characters).toBeUndefined();
          expect(read.refusals.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
