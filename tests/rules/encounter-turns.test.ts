import { describe, expect, it } from 'vitest';
import {
  actionsLeft,
  addEffect,
  adjustHp,
  attackPreview,
  createEncounter,
  currentCombatant,
  nextTurn,
  removeCombatant,
  addCombatant,
  rollInitiativeOrder,
  setInitiative,
  spendAction,
  type Encounter,
} from '../../src/systems/eos/rules/encounter';
import { startTurn, endTurn } from '../../src/systems/eos/rules/encounter/order';
import { RulesError } from '../../src/core/rules/errors';
import { ayla, grok, scriptedD20, wolf } from './encounter-fixtures';

const hp = (e: Encounter, id: string): number => e.combatants.find((c) => c.id === id)!.hp;
const fresh = (orderMode: 'clockwise' | 'initiative' = 'clockwise') =>
  createEncounter({ combatants: [ayla, grok, wolf(1), wolf(2)], orderMode }).encounter;
/** Advances to the start of `id`'s next turn. */
function turnOf(e: Encounter, id: string): Encounter {
  let next = nextTurn(e).encounter;
  for (let i = 0; i < 10 && currentCombatant(next)?.id !== id; i++) next = nextTurn(next).encounter;
  return next;
}

describe('initiative', () => {
  it('"1d20 + reflex bonus … Any tie will be rerolled" among the tied only: Ayla and Grok tie at 15 and re-roll', () => {
    // Draws in combatant order: Ayla 12+3=15, Grok 13+2=15, Wolf 1 10+4=14, Wolf 2 17+4=21; then the tie: Ayla 5, Grok 9.
    const rolled = rollInitiativeOrder(fresh('initiative'), scriptedD20(12, 13, 10, 17, 5, 9));
    expect(rolled.encounter.order).toEqual(['wolf-2', 'grok', 'ayla', 'wolf-1']);
    expect(rolled.encounter.initiative.map((x) => [x.id, x.totals])).toEqual([
      ['wolf-2', [21]],
      ['grok', [15, 11]],
      ['ayla', [15, 8]],
      ['wolf-1', [14]],
    ]);
    expect(rolled.entries.map((x) => x.text)).toEqual([
      'Wolf 2 rolls initiative 21 (d20 17 + Reflex 4): turn 1.',
      'Grok rolls initiative 15 (d20 13 + Reflex 2), tie re-rolled 11: turn 2.',
      'Ayla rolls initiative 15 (d20 12 + Reflex 3), tie re-rolled 8: turn 3.',
      'Wolf 1 rolls initiative 14 (d20 10 + Reflex 4): turn 4.',
    ]);
    expect(currentCombatant(startTurn(rolled.encounter).encounter)?.id).toBe('wolf-2');
  });

  it('typed totals give the same order; a tie needs a re-roll, and only the tied may have one', () => {
    const typedOrder = setInitiative(fresh('initiative'), {
      ayla: [15, 8],
      grok: [15, 11],
      'wolf-1': [14],
      'wolf-2': [21],
    });
    expect(typedOrder.encounter.order).toEqual(['wolf-2', 'grok', 'ayla', 'wolf-1']);
    expect(() => setInitiative(fresh(), { ayla: [15], grok: [15], 'wolf-1': [14], 'wolf-2': [21] })).toThrow(
      'Ayla and Grok tie at 15: "Any tie will be rerolled" — type a re-roll for Ayla and Grok.',
    );
    expect(() => setInitiative(fresh(), { ayla: [15, 8], grok: [16], 'wolf-1': [14], 'wolf-2': [21] })).toThrow(
      /Ayla is not tied/,
    );
    // Ayla has Reflex 3: 1d20 + 3 is 4 to 23.
    expect(() => setInitiative(fresh(), { ayla: [24], grok: [16], 'wolf-1': [14], 'wolf-2': [21] })).toThrow(
      RulesError,
    );
    expect(() => setInitiative(fresh(), { ayla: [15], grok: [16], 'wolf-1': [14] })).toThrow(
      "Type Wolf 2's initiative (1d20 + Reflex 4).",
    );
  });

  it('initiative must be settled before the first turn, and cannot be re-rolled once combat has begun', () => {
    expect(() => startTurn(fresh('initiative'))).toThrow('Roll or type initiative before the first turn.');
    const started = startTurn(fresh()).encounter;
    expect(() => rollInitiativeOrder(started, scriptedD20(1, 2, 3, 4))).toThrow(RulesError);
  });
});

describe('rounds and turns', () => {
  it('"A combat round starts at the 1st character\'s turn and ends at the last character\'s turn"', () => {
    let e = startTurn(fresh()).encounter;
    const seen: [number, string][] = [];
    for (let i = 0; i < 8; i++) {
      seen.push([e.round, currentCombatant(e)!.id]);
      e = nextTurn(e).encounter;
    }
    expect(seen).toEqual([
      [1, 'ayla'],
      [1, 'grok'],
      [1, 'wolf-1'],
      [1, 'wolf-2'],
      [2, 'ayla'],
      [2, 'grok'],
      [2, 'wolf-1'],
      [2, 'wolf-2'],
    ]);
  });

  it('endTurn then startTurn is the same as nextTurn; a running turn must end before the next starts', () => {
    const e = startTurn(fresh()).encounter;
    expect(() => startTurn(e)).toThrow("End Ayla's turn first.");
    const ended = endTurn(e).encounter;
    expect(currentCombatant(ended)).toBeNull();
    expect(actionsLeft(ended)).toEqual({ used: [], contested: false, nonContested: 0 });
    expect(startTurn(ended).encounter.order[startTurn(ended).encounter.turnIndex]).toBe('grok');
  });

  it('"An unconscious character … may not declare any actions": their turn is skipped', () => {
    let e = startTurn(fresh()).encounter;
    e = adjustHp(e, { combatantId: 'grok', amount: -35, combat: false }).encounter;
    const next = nextTurn(e);
    expect(currentCombatant(next.encounter)?.id).toBe('wolf-1');
    expect(next.entries.map((x) => x.text)).toContain('Grok is unconscious and rolls nothing: turn skipped.');
  });

  it('an unconscious troll still regenerates at the start of its turn and, back above 0 HP, acts', () => {
    let e = startTurn(fresh()).encounter;
    e = adjustHp(e, { combatantId: 'grok', amount: -35 }).encounter;
    expect(hp(e, 'grok')).toBe(-3);
    const next = nextTurn(e);
    expect(hp(next.encounter, 'grok')).toBe(3);
    expect(currentCombatant(next.encounter)?.id).toBe('grok');
    expect(next.entries.map((x) => x.text)).toContain(
      'Grok regenerates 6 HP of combat damage (6 per round): 3/32 HP. Grok is conscious again.',
    );
  });

  it('"Regeneration does not effect damage received from non-physical sources", and the dead do not regenerate', () => {
    let e = startTurn(fresh()).encounter;
    e = adjustHp(e, { combatantId: 'grok', amount: -10, combat: false, reason: 'cold' }).encounter;
    expect(hp(turnOf(e, 'grok'), 'grok')).toBe(22);
    e = adjustHp(e, { combatantId: 'grok', amount: -60 }).encounter;
    const next = nextTurn(e);
    expect(hp(next.encounter, 'grok')).toBe(-38);
    expect(next.entries.map((x) => x.text)).toContain('Grok is dead: turn skipped.');
  });

  it('when nobody can act, a whole lap passes and says so', () => {
    let e = startTurn(fresh()).encounter;
    for (const id of ['ayla', 'grok', 'wolf-1', 'wolf-2']) e = adjustHp(e, { combatantId: id, amount: -200 }).encounter;
    const next = nextTurn(e);
    expect(next.encounter.turnActive).toBe(false);
    expect(next.entries[next.entries.length - 1]?.text).toBe('Nobody in the fight is able to act this round.');
  });

  it('healing stops at max HP and the log records what was healed', () => {
    let e = adjustHp(fresh(), { combatantId: 'ayla', amount: -5 }).encounter;
    const healed = adjustHp(e, { combatantId: 'ayla', amount: 20, reason: 'potion' });
    e = healed.encounter;
    expect(hp(e, 'ayla')).toBe(24);
    expect(healed.entries[0]).toMatchObject({ hpChange: 5, hpAfter: 24, text: 'GM: Ayla heals 5 (potion): 24/24 HP.' });
  });
});

describe('start-of-turn effects', () => {
  it('bleeding "N per round for M rounds" at the start of each of the bearer\'s turns, then it stops', () => {
    let e = startTurn(fresh()).encounter;
    e = addEffect(e, { combatantId: 'ayla', effect: { kind: 'bleeding', perRound: 3, rounds: 2 } }).encounter;
    e = turnOf(e, 'ayla');
    expect(hp(e, 'ayla')).toBe(21);
    e = turnOf(e, 'ayla');
    expect(hp(e, 'ayla')).toBe(18);
    expect(e.log.at(-1)?.text).toBe('Ayla bleeds for 3: 18 HP, the bleeding stops.');
    e = turnOf(e, 'ayla');
    expect(hp(e, 'ayla')).toBe(18);
    expect(e.combatants.find((c) => c.id === 'ayla')!.effects).toEqual([]);
  });

  it('GM effects count down and end; an immobilized combatant cannot move but may still attack', () => {
    let e = startTurn(fresh()).encounter;
    e = addEffect(e, { combatantId: 'grok', effect: { kind: 'custom', label: 'Blinded', rounds: 2 } }).encounter;
    e = addEffect(e, { combatantId: 'grok', effect: { kind: 'immobilized', rounds: 2 } }).encounter;
    e = turnOf(e, 'grok');
    expect(e.log.slice(-2).map((x) => x.text)).toEqual([
      'Blinded on Grok: 1 round left.',
      'Grok is immobilized: they may attack and defend but not leave their tile (1 more round after this one).',
    ]);
    expect(() => spendAction(e, { task: 'move' })).toThrow(/immobilized/);
    expect(
      attackPreview(e, {
        attackerId: 'grok',
        defenderId: 'wolf-1',
        weapons: ['maul'],
        response: { kind: 'skill', skill: 'unarmed-melee' },
        distance: 1,
        from: 'front',
      }).readiness,
    ).toEqual({ ok: true });
    e = turnOf(e, 'grok');
    expect(e.log.slice(-2).map((x) => x.text)).toEqual(['Blinded on Grok ends.', 'Grok is no longer immobilized.']);
    expect(spendAction(e, { task: 'move' }).entries[0]?.text).toBe('Grok moves up to 6 tiles.');
  });
});

describe('actions', () => {
  it('two non-contested actions may replace the contested one, never the other way round', () => {
    let e = startTurn(fresh()).encounter;
    e = spendAction(e, { task: 'move' }).encounter;
    e = spendAction(e, { task: 'move' }).encounter;
    expect(actionsLeft(e)).toEqual({ used: ['non-contested', 'non-contested'], contested: false, nonContested: 0 });
    expect(() => spendAction(e, { task: 'draw', what: 'a torch' })).toThrow(RulesError);
  });

  it('"Equipping a shield takes 1 round to complete (2 consecutive non-contested actions)"', () => {
    let e = startTurn(fresh()).encounter;
    e = spendAction(e, { task: 'unequip-shield', shieldId: 'buckler' }).encounter;
    const preview = attackPreview(e, {
      attackerId: 'ayla',
      defenderId: 'wolf-1',
      weapons: ['sword'],
      response: { kind: 'weapons', weapons: ['natural-weapon'] },
      distance: 1,
      from: 'front',
    });
    expect(preview.readiness).toEqual({ ok: true });
    expect(() => spendAction(e, { task: 'equip-shield', shieldId: 'buckler' })).toThrow(/1 non-contested is left/);
    e = turnOf(e, 'ayla');
    e = spendAction(e, { task: 'equip-shield', shieldId: 'buckler' }).encounter;
    expect(actionsLeft(e)).toEqual({ used: ['non-contested', 'non-contested'], contested: false, nonContested: 0 });
    expect(e.combatants.find((c) => c.id === 'ayla')!.gear.find((g) => g.id === 'buckler')).toMatchObject({
      equipped: true,
    });
  });

  it('a shield in hand counts against attacks from the front only, and only when equipped', () => {
    let e = startTurn(fresh()).encounter;
    const armorFrom = (enc: Encounter, from: 'front' | 'rear') =>
      attackPreview(enc, {
        attackerId: 'wolf-1',
        defenderId: 'ayla',
        weapons: ['natural-weapon'],
        response: { kind: 'weapons', weapons: ['sword'] },
        distance: 1,
        from,
      }).targetArmor.total;
    expect([armorFrom(e, 'front'), armorFrom(e, 'rear')]).toEqual([4, 2]);
    e = spendAction(e, { task: 'unequip-shield', shieldId: 'buckler' }).encounter;
    expect(armorFrom(e, 'front')).toBe(2);
  });

  it('actions belong to the current turn, and nobody acts between turns', () => {
    expect(() => spendAction(fresh(), { task: 'move' })).toThrow('No turn is running: start the next turn first.');
    const e = startTurn(fresh()).encounter;
    expect(() => spendAction(e, { task: 'reload', weaponId: 'xbow' })).toThrow('Crossbow is already loaded.');
    expect(() => spendAction(e, { task: 'reload', weaponId: 'sword' })).toThrow('Sword needs no reloading.');
  });
});

describe('the roster', () => {
  it('a combatant who joins before the current one keeps the turn where it is; one who leaves is skipped', () => {
    let e = turnOf(startTurn(fresh()).encounter, 'wolf-1');
    e = addCombatant(e, wolf(3), { position: 0 }).encounter;
    expect(currentCombatant(e)?.id).toBe('wolf-1');
    expect(e.order).toEqual(['wolf-3', 'ayla', 'grok', 'wolf-1', 'wolf-2']);
    e = removeCombatant(e, 'wolf-1').encounter;
    expect(currentCombatant(e)).toBeNull();
    expect(currentCombatant(startTurn(e).encounter)?.id).toBe('wolf-2');
  });

  it('in initiative order a newcomer waits for the roll before taking a place', () => {
    const joined = addCombatant(fresh('initiative'), wolf(3));
    expect(joined.encounter.order).toEqual([]);
    expect(joined.entries[0]?.text).toBe('Wolf 3 joins the fight (foe) and waits for initiative.');
    const rolled = rollInitiativeOrder(joined.encounter, scriptedD20(10, 1, 2, 3, 4));
    // Ayla 10 + 3, Grok 1 + 2, the wolves 2, 3 and 4 + 4.
    expect(rolled.encounter.order).toEqual(['ayla', 'wolf-3', 'wolf-2', 'wolf-1', 'grok']);
  });

  it('a new party member joins after the party in clockwise order; ids are unique', () => {
    const e = addCombatant(fresh(), { ...ayla, id: 'bran', name: 'Bran' }).encounter;
    expect(e.order).toEqual(['ayla', 'grok', 'bran', 'wolf-1', 'wolf-2']);
    expect(() => addCombatant(e, ayla)).toThrow(/already in the fight/);
  });
});
