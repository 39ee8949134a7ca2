import { describe, expect, it } from 'vitest';
import {
  actionsLeft,
  breakFree,
  createEncounter,
  currentCombatant,
  nextTurn,
  placeTrap,
  quickCreatureProfile,
  spendAction,
  springTrap,
  type CombatantInput,
  type Encounter,
} from '../../src/systems/eos/rules/encounter';
import { startTurn } from '../../src/systems/eos/rules/encounter/order';
import { raceCombatSpecials } from '../../src/systems/eos/rules/combat/race-specials';
import { RulesError } from '../../src/core/rules/errors';
import { ayla, wolf, wolfCreature } from './encounter-fixtures';

const warhog: CombatantInput = {
  id: 'hog',
  name: 'Warhog',
  side: 'foe',
  source: { kind: 'creature', templateId: null },
  profile: quickCreatureProfile({
    ...wolfCreature,
    name: 'Warhog',
    size: { sizeCategory: 'large', tiles: 4 },
    maxHp: 40,
    specials: raceCombatSpecials('warhog'),
  }),
};
const start = (): Encounter =>
  startTurn(createEncounter({ combatants: [ayla, wolf(1), warhog], orderMode: 'clockwise' }).encounter).encounter;
const hp = (e: Encounter, id: string) => e.combatants.find((c) => c.id === id)!.hp;
const effects = (e: Encounter, id: string) => e.combatants.find((c) => c.id === id)!.effects;
function turnOf(e: Encounter, id: string): Encounter {
  let next = nextTurn(e).encounter;
  while (currentCombatant(next)?.id !== id) next = nextTurn(next).encounter;
  return next;
}

describe('setting a trap in combat', () => {
  it('"Each trap set up in combat requires 3 (three) actions": ready + set & hide (rolls the difficulty), then put away', () => {
    const first = spendAction(start(), { task: 'set-trap', tools: 'crude', name: 'Snare', dice: 11 });
    expect(first.entries[0]?.text).toBe('Ayla works on Snare: 2 of 3 steps, difficulty 15.');
    expect(actionsLeft(first.encounter)).toMatchObject({ contested: false, nonContested: 0 });
    const second = spendAction(turnOf(first.encounter, 'ayla'), { task: 'set-trap', tools: 'crude' });
    // [Traps 2 + Presence 2 + 1d20 11] = 15.
    expect(second.entries[0]?.text).toBe('Ayla finishes Snare: armed, difficulty 15.');
    expect(second.encounter.traps).toEqual([
      {
        id: 't1',
        name: 'Snare',
        ownerId: 'ayla',
        difficulty: 15,
        trapsLevel: 2,
        tools: 'crude',
        dealsDamage: true,
        status: 'armed',
      },
    ]);
    expect(actionsLeft(second.encounter)).toMatchObject({ contested: true, nonContested: 1 });
  });

  it('the setting & hiding step needs its die; "Traps requires a minimum Crude tools"; at most Traps-level traps', () => {
    expect(() => spendAction(start(), { task: 'set-trap', tools: 'crude' })).toThrow(/give the d20/);
    expect(() => spendAction(start(), { task: 'set-trap', tools: 'none', dice: 5 })).toThrow(RulesError);
    let e = start();
    for (let i = 0; i < 2; i++) {
      e = spendAction(e, { task: 'set-trap', tools: 'crude', dice: 10 }).encounter;
      e = spendAction(turnOf(e, 'ayla'), { task: 'set-trap', tools: 'crude' }).encounter;
      e = turnOf(e, 'ayla');
    }
    expect(e.traps).toHaveLength(2);
    // "A character may set a number of traps this way equal to their Traps skill": Ayla has Traps 2.
    expect(() => spendAction(e, { task: 'set-trap', tools: 'crude', dice: 10 })).toThrow(/equal to their Traps skill/);
  });
});

describe('a trap against an opponent', () => {
  it('"the trap triggers dealing damage … equal to the roll difference … immobilizing them for the Trapper\'s level"', () => {
    let e = placeTrap(start(), {
      name: 'Pit',
      ownerId: 'ayla',
      difficulty: 15,
      trapsLevel: 2,
      tools: 'crude',
    }).encounter;
    // The wolf: [Traps 1 + Presence 2 + 1d20 5] = 8 against 15.
    const sprung = springTrap(e, { trapId: 't1', victimId: 'wolf-1', dice: 5 });
    e = sprung.encounter;
    expect(sprung.entries.map((x) => x.text)).toEqual([
      'Wolf 1 comes near Pit: d20 5 + 3 = 8 against difficulty 15 — the trap triggers (by 7).',
      'Pit deals 7 to Wolf 1, ignoring armor (7 = diff 7): 13/20 HP.',
      'Wolf 1 is immobilized for 2 rounds: they may still attack and defend.',
    ]);
    expect(effects(e, 'wolf-1')).toEqual([{ id: 'e2', kind: 'immobilized', rounds: 2, trapDifficulty: 15 }]);
    expect(e.traps[0]?.status).toBe('sprung');
    e = turnOf(e, 'wolf-1');
    expect(() => spendAction(e, { task: 'move' })).toThrow(/immobilized/);
    e = turnOf(e, 'wolf-1');
    expect(effects(e, 'wolf-1')).toEqual([]);
  });

  it('"constructed with the use of Basic tools is doubled": damage and rounds', () => {
    let e = placeTrap(start(), { name: 'Pit', ownerId: null, difficulty: 15, trapsLevel: 2, tools: 'basic' }).encounter;
    e = springTrap(e, { trapId: 't1', victimId: 'wolf-1', dice: 5 }).encounter;
    expect(hp(e, 'wolf-1')).toBe(20 - 14);
    expect(effects(e, 'wolf-1')).toMatchObject([{ kind: 'immobilized', rounds: 4 }]);
  });

  it('Warhog "Uncatchable": "immobilized by a trap for any number of rounds, it is reduced to 1 round"', () => {
    let e = placeTrap(start(), { name: 'Pit', ownerId: null, difficulty: 15, trapsLevel: 5, tools: 'basic' }).encounter;
    e = springTrap(e, { trapId: 't1', victimId: 'hog', dice: 5 }).encounter;
    expect(effects(e, 'hog')).toMatchObject([{ kind: 'immobilized', rounds: 1 }]);
    const hogTurn = turnOf(e, 'hog');
    expect(effects(hogTurn, 'hog')).toEqual([]);
    expect(hogTurn.log.at(-1)?.text).toBe('Warhog is no longer immobilized.');
    expect(spendAction(hogTurn, { task: 'move' }).entries[0]?.text).toBe('Warhog moves up to 6 tiles.');
  });

  it('Warhog "Trap Survivor": a trap that "would cause a Warhog\'s HP to go unconscious … instead drops their HP to 1"', () => {
    let e = placeTrap(start(), { name: 'Pit', ownerId: null, difficulty: 30, trapsLevel: 1, tools: 'basic' }).encounter;
    e = springTrap(e, { trapId: 't1', victimId: 'hog', dice: 2 }).encounter;
    expect(hp(e, 'hog')).toBe(1);
    expect(e.log.at(-2)).toMatchObject({ damage: 50, hpChange: -39, hpAfter: 1 });
    expect(e.log.at(-2)?.text).toMatch(/Trap Survivor leaves them at 1 HP/);
  });

  it('"If the opponent wins, they discover the trap"; a tie is no win for the trap (A-05); discovered traps are disarmed as a non-contested action', () => {
    let e = placeTrap(start(), { name: 'Pit', ownerId: null, difficulty: 15, trapsLevel: 2, tools: 'crude' }).encounter;
    const tie = springTrap(e, { trapId: 't1', victimId: 'ayla', dice: 11 });
    expect(tie.entries[0]?.result).toBe('tie');
    e = tie.encounter;
    expect(e.traps[0]?.status).toBe('discovered');
    expect(hp(e, 'ayla')).toBe(24);
    expect(() => springTrap(e, { trapId: 't1', victimId: 'ayla', dice: 1 })).toThrow(/discovered, not armed/);
    const disarmed = spendAction(e, { task: 'disarm-trap', trapId: 't1' });
    expect(disarmed.encounter.traps[0]?.status).toBe('disarmed');
    expect(disarmed.encounter.actionsUsed).toEqual(['non-contested']);
  });

  it('"To break out … [Any Stat + Traps skill + 1d20] vs [that Trap\'s assigned difficulty value]", a contested action', () => {
    let e = placeTrap(start(), { name: 'Pit', ownerId: null, difficulty: 15, trapsLevel: 5, tools: 'crude' }).encounter;
    e = springTrap(e, { trapId: 't1', victimId: 'wolf-1', dice: 5 }).encounter;
    e = turnOf(e, 'wolf-1');
    // Body 3 + Traps 1 + 11 = 15: a tie holds.
    const held = breakFree(e, { stat: 'body', dice: 11 });
    expect(held.entries[0]?.text).toBe('Wolf 1 tries to break free (body): d20 11 + 4 = 15 against 15 — still caught.');
    expect(() => breakFree(held.encounter, { stat: 'body', dice: 20 })).toThrow(/no contested action left/);
    e = turnOf(held.encounter, 'wolf-1');
    const free = breakFree(e, { stat: 'reflex', dice: 10 });
    expect(free.entries[0]?.text).toBe(
      'Wolf 1 tries to break free (reflex): d20 10 + 5 = 15 against 15 — still caught.',
    );
    const out = breakFree(turnOf(free.encounter, 'wolf-1'), { stat: 'reflex', dice: 11 });
    expect(effects(out.encounter, 'wolf-1')).toEqual([]);
    expect(() => breakFree(out.encounter, { stat: 'mind', dice: 11 })).toThrow(/not caught in a trap/);
  });
});
