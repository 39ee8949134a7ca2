import { describe, expect, it } from 'vitest';
import {
  actionsLeft,
  chooseCriticalTarget,
  combatantHealth,
  createEncounter,
  currentCombatant,
  nextTurn,
  repairAfterBattle,
  resolveAttack,
  spendAction,
  undo,
  type Encounter,
  type Transition,
} from '../../src/systems/eos/rules/encounter';
import { startTurn } from '../../src/systems/eos/rules/encounter/order';
import { RulesError } from '../../src/core/rules/errors';
import { ayla, grok, typed, wolf } from './encounter-fixtures';

const hp = (e: Encounter, id: string): number => e.combatants.find((c) => c.id === id)!.hp;
const health = (e: Encounter, id: string) => combatantHealth(e.combatants.find((c) => c.id === id)!);
const gearTier = (e: Encounter, id: string, gear: string) =>
  e.combatants.find((c) => c.id === id)!.gear.find((g) => g.id === gear)!.tier;
const last = (t: Transition) => t.entries[t.entries.length - 1]!;

/**
 * A scripted fight with typed dice, every step checked against the rule text. Ayla (human, sword T3, armor T2, shield
 * T2) and Grok (Cave Troll, maul T4, hide T1) against two wolves (claws T2, natural armor 1).
 */
describe('a scripted fight with typed dice', () => {
  const states: Encounter[] = [];
  const step = (t: Transition): Transition => {
    states.push(t.encounter);
    return t;
  };
  let e: Encounter;

  it('"clockwise … starting with players going first, then the enemy NPCs", whatever order they were added in', () => {
    const created = createEncounter({ combatants: [wolf(1), ayla, wolf(2), grok], orderMode: 'clockwise' });
    e = step(created).encounter;
    expect(e.order).toEqual(['ayla', 'grok', 'wolf-1', 'wolf-2']);
    expect(e.round).toBe(0);
    expect(created.entries.map((x) => x.text)).toEqual([
      'The fight begins: Ayla, Grok against Wolf 1, Wolf 2, clockwise with the players first.',
    ]);
    expect(e.undo).toEqual([]);
  });

  it('round 1, Ayla: "Melee damage = (roll difference + body + weapon bonus) – (armor bonus)" → 7 + 4 + 3 − 1 = 13', () => {
    const turn = step(startTurn(e));
    e = turn.encounter;
    expect(turn.entries.map((x) => x.text)).toEqual(['Round 1 begins.', "Ayla's turn."]);
    expect(currentCombatant(e)?.id).toBe('ayla');
    // Ayla 15 + Reflex 3 + Main-Hand Melee 4 = 22; the wolf 8 + Reflex 4 + Unarmed 3 = 15.
    const attack = step(
      resolveAttack(e, {
        attackerId: 'ayla',
        defenderId: 'wolf-1',
        weapons: ['sword'],
        response: { kind: 'weapons', weapons: ['natural-weapon'] },
        distance: 1,
        from: 'front',
        dice: typed([15], [8]),
      }),
    );
    e = attack.encounter;
    const [roll, damage] = attack.entries;
    expect(roll?.dice).toEqual({
      actor: { rolls: [15], natural: 15, modifier: 7, total: 22 },
      opponent: { rolls: [8], natural: 8, modifier: 7, total: 15 },
    });
    expect(roll?.result).toBe('attacker');
    expect(damage).toMatchObject({ kind: 'damage', targetId: 'wolf-1', damage: 13, hpChange: -13, hpAfter: 7 });
    expect(damage?.breakdown).toBe('13 = diff 7 + Body 4 + T3 − armor 1');
    expect(hp(e, 'wolf-1')).toBe(7);
  });

  it('"1 contested action & 1 non-contested action": after attacking and moving, nothing is left', () => {
    expect(actionsLeft(e)).toEqual({ used: ['contested'], contested: false, nonContested: 1 });
    const move = step(spendAction(e, { task: 'move' }));
    e = move.encounter;
    expect(last(move).text).toBe('Ayla moves up to 5 tiles.');
    expect(actionsLeft(e)).toEqual({ used: ['contested', 'non-contested'], contested: false, nonContested: 0 });
    expect(() =>
      resolveAttack(e, {
        attackerId: 'ayla',
        defenderId: 'wolf-1',
        weapons: ['sword'],
        response: { kind: 'weapons', weapons: ['natural-weapon'] },
        distance: 1,
        from: 'front',
        dice: typed([10], [10]),
      }),
    ).toThrow(/no contested action left/);
  });

  it('Grok swings the maul from 2 tiles; the wolf wins but "outside melee range, they will simply dodge"', () => {
    e = step(nextTurn(e)).encounter;
    expect(currentCombatant(e)?.id).toBe('grok');
    const attack = step(
      resolveAttack(e, {
        attackerId: 'grok',
        defenderId: 'wolf-1',
        weapons: ['maul'],
        response: { kind: 'weapons', weapons: ['natural-weapon'] },
        distance: 2,
        from: 'front',
        dice: typed([5], [14]),
      }),
    );
    e = attack.encounter;
    expect(attack.entries[0]?.result).toBe('defender');
    expect(last(attack).text).toBe(
      "Wolf 1 evades the attack. The attacker is 2 tiles away, beyond the defender's reach of 1: they dodge.",
    );
    expect(hp(e, 'grok')).toBe(32);
    expect(hp(e, 'wolf-1')).toBe(7);
  });

  it('the wolf claws Ayla from the front: armor and shield count, "+20 total front armor" style → 8 + 3 + 2 − 4 = 9', () => {
    e = step(nextTurn(e)).encounter;
    const attack = step(
      resolveAttack(e, {
        attackerId: 'wolf-1',
        defenderId: 'ayla',
        weapons: ['natural-weapon'],
        response: { kind: 'weapons', weapons: ['sword'] },
        distance: 1,
        from: 'front',
        dice: typed([18], [10]),
      }),
    );
    e = attack.encounter;
    // Natural weapons: "[roll difference] + Body Stat + (natural weapon bonus)".
    expect(last(attack).breakdown).toBe('9 = diff 8 + Body 3 + T2 − armor 4');
    expect(hp(e, 'ayla')).toBe(15);
  });

  it('from the rear the shield does not count, and Ayla wins: "they will counterattack using the roll difference"', () => {
    e = step(nextTurn(e)).encounter;
    const attack = step(
      resolveAttack(e, {
        attackerId: 'wolf-2',
        defenderId: 'ayla',
        weapons: ['natural-weapon'],
        response: { kind: 'weapons', weapons: ['sword'] },
        distance: 1,
        from: 'rear',
        dice: typed([12], [14]),
      }),
    );
    e = attack.encounter;
    expect(attack.entries[0]?.dice?.opponent?.total).toBe(21);
    expect(last(attack)).toMatchObject({ actorId: 'ayla', targetId: 'wolf-2', damage: 8, hpAfter: 12 });
    expect(last(attack).breakdown).toBe('8 = diff 2 + Body 4 + T3 − armor 1');
    expect(hp(e, 'ayla')).toBe(15);
  });

  it('round 2: "A character becomes unconscious as soon as their HP becomes 0 (zero) or less"', () => {
    const turn = step(nextTurn(e));
    e = turn.encounter;
    expect(e.round).toBe(2);
    expect(turn.entries.map((x) => x.text)).toContain('Round 2 begins.');
    const attack = step(
      resolveAttack(e, {
        attackerId: 'ayla',
        defenderId: 'wolf-1',
        weapons: ['sword'],
        response: { kind: 'weapons', weapons: ['natural-weapon'] },
        distance: 1,
        from: 'front',
        dice: typed([19], [4]),
      }),
    );
    e = attack.encounter;
    expect(last(attack)).toMatchObject({ damage: 21, hpAfter: -14, healthAfter: 'unconscious' });
    expect(last(attack).text).toMatch(/Wolf 1 falls unconscious\.$/);
    expect(health(e, 'wolf-1')).toBe('unconscious');
  });

  it('"An unconscious character may not use any dice, stats or skills in defense"; "die at -100HP" → dead at −max', () => {
    e = step(nextTurn(e)).encounter;
    const attack = step(
      resolveAttack(e, {
        attackerId: 'grok',
        defenderId: 'wolf-1',
        weapons: ['maul'],
        distance: 1,
        from: 'front',
        dice: typed([10], []),
      }),
    );
    e = attack.encounter;
    expect(attack.entries[0]?.dice?.opponent).toEqual({ rolls: [], natural: null, modifier: 0, total: 0 });
    // 15 + Body 6 + T4 + large 1×2 "three (3) extra damage … for each tile" 6 − natural armor 1 = 30.
    expect(last(attack).breakdown).toBe('30 = diff 15 + Body 6 + T4 + size 6 − armor 1');
    expect(hp(e, 'wolf-1')).toBe(-44);
    expect(health(e, 'wolf-1')).toBe('dead');
  });

  it('the dead wolf is skipped; a natural 20 waits for the choice, "The damage to the gear happens before"', () => {
    const turn = step(nextTurn(e));
    e = turn.encounter;
    expect(turn.entries.map((x) => x.text)).toEqual([
      'Grok ends their turn.',
      "Wolf 1's turn.",
      'Wolf 1 is dead: turn skipped.',
      "Wolf 2's turn.",
    ]);
    const attack = step(
      resolveAttack(e, {
        attackerId: 'wolf-2',
        defenderId: 'grok',
        weapons: ['natural-weapon'],
        response: { kind: 'weapons', weapons: ['maul'] },
        distance: 1,
        from: 'front',
        dice: typed([20], [3]),
      }),
    );
    e = attack.encounter;
    expect(attack.entries).toHaveLength(1);
    expect(e.pending?.critical).toEqual({
      rollerId: 'wolf-2',
      kind: 'critical-hit',
      optional: true,
      options: [
        expect.objectContaining({ gearItemId: 'hide', ownerId: 'grok', fromTier: 1, toTier: 0 }),
        expect.objectContaining({ gearItemId: 'maul', ownerId: 'grok', fromTier: 4, toTier: 3 }),
      ],
    });
    expect(hp(e, 'grok')).toBe(32);
    expect(() => nextTurn(e)).toThrow(/Nothing can interrupt damage/);
    const crit = step(chooseCriticalTarget(e, { gearItemId: 'hide' }));
    e = crit.encounter;
    expect(e.pending).toBeNull();
    expect(gearTier(e, 'grok', 'hide')).toBe(0);
    // 27 − 8 = 19, + Body 3 + claws T2 − armor 0 (the hide is now T0).
    expect(last(crit).breakdown).toBe('24 = diff 19 + Body 3 + T2 − armor 0');
    expect(hp(e, 'grok')).toBe(8);
  });

  it('round 3: a loaded 2H crossbow within the skill in tiles is a guaranteed hit, "(weapon bonus) – (armor bonus – weapon bonus x2)"', () => {
    e = step(nextTurn(e)).encounter;
    expect(e.round).toBe(3);
    const shot = step(
      resolveAttack(e, {
        attackerId: 'ayla',
        defenderId: 'wolf-2',
        weapons: ['xbow'],
        distance: 3,
        from: 'front',
        dice: typed([], []),
      }),
    );
    e = shot.encounter;
    expect(shot.entries[0]?.result).toBe('guaranteed-hit');
    expect(last(shot).breakdown).toBe('2 = T2 − armor left 0');
    expect(actionsLeft(e)).toEqual({ used: ['non-contested'], contested: true, nonContested: 1 });
    const reload = step(spendAction(e, { task: 'reload', weaponId: 'xbow' }));
    e = reload.encounter;
    // "2-Handed Crossbows require 2 non-contested actions to reload … The 2 actions do not need to be consecutive."
    expect(last(reload).text).toBe('Ayla reloads Crossbow: 1 of 2 actions done.');
  });

  it('Grok regenerates "[Body value] each round for any combat damage they have received"', () => {
    const turn = step(nextTurn(e));
    e = turn.encounter;
    expect(turn.entries.map((x) => x.text)).toContain(
      'Grok regenerates 6 HP of combat damage (6 per round): 14/32 HP.',
    );
    expect(hp(e, 'grok')).toBe(14);
    expect(e.combatants.find((c) => c.id === 'grok')!.combatDamage).toBe(18);
  });

  it('"until it can be repaired after the battle": repair restores the hide to T1', () => {
    const repaired = step(repairAfterBattle(e));
    e = repaired.encounter;
    expect(gearTier(e, 'grok', 'hide')).toBe(1);
    expect(repaired.entries.map((x) => x.text)).toEqual(["Grok's gear is repaired: Hide armor T0 → T1."]);
  });

  it('the log numbers every entry in order and its HP changes add up to every HP change', () => {
    expect(e.log.map((x) => x.id)).toEqual(e.log.map((_, i) => i + 1));
    const start = states[0]!;
    for (const c of e.combatants) {
      const logged = e.log.filter((x) => x.targetId === c.id).reduce((sum, x) => sum + x.hpChange, 0);
      expect(logged).toBe(c.hp - hp(start, c.id));
    }
  });

  it('undo walks back step by step, each time to exactly the state before', () => {
    let back = e;
    for (let i = states.length - 2; i >= 0; i--) {
      back = undo(back);
      expect(back).toEqual(states[i]);
    }
    expect(() => undo(back)).toThrow(RulesError);
  });
});

describe('a blind move into an obstacle', () => {
  const ayl = () =>
    startTurn(createEncounter({ combatants: [ayla, wolf(1)], orderMode: 'clockwise' }).encounter).encounter;

  it('"they take damage equal to the total number of tiles they intended to move … This damage does not ignore armor"', () => {
    // Ayla intended 5 tiles; her mail T2 soaks 2 (her buckler does not: a wall is no attack from the front).
    const moved = spendAction(ayl(), { task: 'move', blindCollision: { intendedTiles: 5 } });
    expect(hp(moved.encounter, 'ayla')).toBe(ayla.profile.maxHp - 3);
    expect(moved.entries.map((x) => x.text)).toEqual([
      'Ayla moves blind and hits an obstacle, making a loud noise: the rest of the move is lost.',
      'Ayla takes 3 (5 tiles intended − armor 2): 7/10 HP.'.replace(
        '7/10',
        `${ayla.profile.maxHp - 3}/${ayla.profile.maxHp}`,
      ),
    ]);
    expect(moved.entries[1]).toMatchObject({ kind: 'damage', targetId: 'ayla', damage: 3, hpChange: -3 });
    expect(actionsLeft(moved.encounter).used).toEqual(['non-contested']);
  });

  it('refuses more tiles than the move allows, and leaves the fight as it was', () => {
    const e = ayl();
    expect(() => spendAction(e, { task: 'move', blindCollision: { intendedTiles: 6 } })).toThrow(
      'Intended tiles must be a whole number from 1 to 5, not 6.',
    );
    expect(actionsLeft(e).used).toEqual([]);
  });
});
