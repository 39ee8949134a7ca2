import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contestedRoll,
  parseDiceNotation,
  rollAdvantage,
  rollD20,
  rollDice,
  rollDie,
  rollDisadvantage,
  rollInitiative,
  rollKeepBest,
} from '../../src/core/rules/dice';
import { RulesError } from '../../src/core/rules/errors';
import { createSeededRandom, cryptoRandom, type RandomSource } from '../../src/core/rules/random';

/** The draw that makes a d20 show `face` (the middle of its slice of [0, 1)). */
const face = (value: number): number => (value - 0.5) / 20;

/** A scripted random source giving `d20Faces` as d20 rolls, in order; it counts draws and refuses to run dry. */
function scriptedD20(...d20Faces: number[]): RandomSource & { readonly draws: () => number } {
  let next = 0;
  const source = (): number => {
    const value = d20Faces[next];
    if (value === undefined) throw new Error(`The script ran out after ${next} draws.`);
    next++;
    return face(value);
  };
  return Object.assign(source, { draws: () => next });
}

describe('random sources', () => {
  it('the same seed gives the same sequence, and the sequence is pinned across platforms', () => {
    const first = createSeededRandom(42);
    const second = createSeededRandom(42);
    const a = Array.from({ length: 1000 }, first);
    const b = Array.from({ length: 1000 }, second);
    expect(a).toEqual(b);
    // Pinned: saved games replay the same rolls, so the generator must never change silently.
    expect(a.slice(0, 3)).toEqual([0.2072944741230458, 0.6512069271411747, 0.9914641629438847]);
  });

  it('different seeds, including neighbouring ones and text seeds, give different sequences', () => {
    const take = (seed: number | string): number[] => Array.from({ length: 20 }, createSeededRandom(seed));
    expect(take(1)).not.toEqual(take(2));
    expect(take(0)).not.toEqual(take(1));
    expect(take('campaign-7')).not.toEqual(take('campaign-8'));
    expect(take('campaign-7')).toEqual(take('campaign-7'));
  });

  it('draws stay in [0, 1) and a d20 from the seeded generator is close to uniform over 200,000 rolls', () => {
    const random = createSeededRandom('uniformity');
    const counts = new Array<number>(20).fill(0);
    for (let i = 0; i < 200_000; i++) {
      const d20 = rollD20(random);
      counts[d20 - 1] = (counts[d20 - 1] ?? 0) + 1;
    }
    // Each face expects 10,000; a 4 % band is more than 4 standard deviations (sd ≈ 97).
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  it.each([-1, 2 ** 32, 1.5, Number.NaN])('refuses the seed %s', (seed) => {
    expect(() => createSeededRandom(seed)).toThrow(RulesError);
    expect(() => createSeededRandom(seed)).toThrow(/Seed must be a whole number from 0 to 4294967295/);
  });

  it('cryptoRandom gives numbers in [0, 1) that are not all the same', () => {
    const draws = Array.from({ length: 50 }, cryptoRandom);
    for (const draw of draws) {
      expect(draw).toBeGreaterThanOrEqual(0);
      expect(draw).toBeLessThan(1);
    }
    expect(new Set(draws).size).toBeGreaterThan(1);
  });
});

describe('single dice', () => {
  it('maps a draw to a face: 0 is a 1, just under 1 is a 20, and each face is one twentieth of [0, 1)', () => {
    expect(rollD20(() => 0)).toBe(1);
    expect(rollD20(() => 0.999999)).toBe(20);
    expect(rollD20(() => 0.05)).toBe(2);
    expect(rollD20(() => 0.0499999)).toBe(1);
    expect(rollDie(6, () => 0.5)).toBe(4);
  });

  it.each([1, -0.25, Number.NaN, 2])('refuses a random source that gives %s', (value) => {
    expect(() => rollD20(() => value)).toThrow(RulesError);
    expect(() => rollD20(() => value)).toThrow(/random source must give a number from 0 up to but not including 1/);
  });

  it('refuses dice with fewer than 2 or fractional sides', () => {
    expect(() => rollDie(1, () => 0)).toThrow(
      'The number of sides of a die must be a whole number from 2 to 1000, not 1.',
    );
    expect(() => rollDie(6.5, () => 0)).toThrow(RulesError);
  });
});

describe('rollKeepBest — "throw 2d20 & select either one … an additional 1d20 for each weapon wielded"', () => {
  it.each([1, 2, 3, 6])('throws exactly %i d20 and keeps the highest', (n) => {
    const faces = [7, 3, 15, 1, 12, 9].slice(0, n);
    const random = scriptedD20(...faces);
    const roll = rollKeepBest(n, random);
    expect(random.draws()).toBe(n);
    expect(roll.rolls).toEqual(faces);
    expect(roll.kept).toBe(Math.max(...faces));
  });

  it('Neo-Ape with three appendages: "they may roll three (3) d20 & choose any roll amongst them"', () => {
    expect(rollKeepBest(3, scriptedD20(4, 19, 11)).kept).toBe(19);
  });

  it.each([0, 7, 2.5, -1])('refuses %s dice', (n) => {
    expect(() => rollKeepBest(n, scriptedD20(1, 1, 1, 1, 1, 1, 1))).toThrow(RulesError);
    expect(() => rollKeepBest(n, scriptedD20(1, 1, 1, 1, 1, 1, 1))).toThrow(
      `The number of d20 thrown must be a whole number from 1 to 6, not ${n}.`,
    );
  });

  it('advantage keeps the higher of 2d20, disadvantage the lower, each with two draws', () => {
    const up = scriptedD20(5, 17);
    expect(rollAdvantage(up)).toEqual({ rolls: [5, 17], kept: 17 });
    expect(up.draws()).toBe(2);
    const down = scriptedD20(5, 17);
    expect(rollDisadvantage(down)).toEqual({ rolls: [5, 17], kept: 5 });
    expect(down.draws()).toBe(2);
  });

  it('property: the kept die is one of the dice, no die beats it, and every die is a face from 1 to 20', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (n, seed) => {
        const { rolls, kept } = rollKeepBest(n, createSeededRandom(seed));
        expect(rolls).toHaveLength(n);
        expect(rolls).toContain(kept);
        for (const d20 of rolls) {
          expect(Number.isInteger(d20) && d20 >= 1 && d20 <= 20).toBe(true);
          expect(d20).toBeLessThanOrEqual(kept);
        }
      }),
    );
  });
});

describe('dice tray notation', () => {
  it.each([
    ['2d6+3', { count: 2, sides: 6, keep: null, modifier: 3 }],
    ['d20', { count: 1, sides: 20, keep: null, modifier: 0 }],
    ['1d20-2', { count: 1, sides: 20, keep: null, modifier: -2 }],
    ['3d20kh1', { count: 3, sides: 20, keep: { which: 'highest', count: 1 }, modifier: 0 }],
    ['3d20k1+4', { count: 3, sides: 20, keep: { which: 'highest', count: 1 }, modifier: 4 }],
    ['4d6kl3', { count: 4, sides: 6, keep: { which: 'lowest', count: 3 }, modifier: 0 }],
    [' 2D6 + 3 ', { count: 2, sides: 6, keep: null, modifier: 3 }],
    ['100d1000+10000', { count: 100, sides: 1000, keep: null, modifier: 10000 }],
  ])('reads "%s"', (notation, expected) => {
    expect(parseDiceNotation(notation)).toEqual(expected);
  });

  it.each(['', 'd', '2d', 'x', '2x6', '2d6+', '2d6++3', 'd20+1d6', '2d6*2', '3d20kh', 'kh1', '-d6'])(
    'refuses the malformed "%s" with an example of the right form',
    (notation) => {
      expect(() => parseDiceNotation(notation)).toThrow(RulesError);
      expect(() => parseDiceNotation(notation)).toThrow(
        `Dice notation "${notation}" is not understood. Write it like 2d6+3, d20, 1d20-2 or 3d20kh1 (keep the highest 1).`,
      );
    },
  );

  it.each([
    ['0d6', 'The number of dice must be a whole number from 1 to 100, not 0.'],
    ['101d6', 'The number of dice must be a whole number from 1 to 100, not 101.'],
    ['2d1', 'The number of sides of a die must be a whole number from 2 to 1000, not 1.'],
    ['3d20kh4', 'The number of dice kept must be a whole number from 1 to 3, not 4.'],
    ['3d20kl0', 'The number of dice kept must be a whole number from 1 to 3, not 0.'],
    ['d20+10001', 'The modifier must be a whole number from 0 to 10000, not 10001.'],
  ])('refuses the out-of-range "%s"', (notation, message) => {
    expect(() => parseDiceNotation(notation)).toThrow(message);
  });

  it('rolls 2d6+3 with two draws: 4 and 6 make 13', () => {
    let draw = 0;
    const sixes = [0.5, 0.99]; // d6 faces 4 and 6
    const roll = rollDice('2d6+3', () => sixes[draw++] ?? Number.NaN);
    expect(draw).toBe(2);
    expect(roll.rolls).toEqual([4, 6]);
    expect(roll.kept).toEqual([4, 6]);
    expect(roll.total).toBe(13);
  });

  it('rolls 3d20kh1-1 keeping the highest and 4d20kl2 keeping the two lowest', () => {
    const best = rollDice('3d20kh1-1', scriptedD20(8, 19, 2));
    expect(best.rolls).toEqual([8, 19, 2]);
    expect(best.kept).toEqual([19]);
    expect(best.total).toBe(18);
    const worst = rollDice('4d20kl2', scriptedD20(8, 19, 2, 5));
    expect(worst.kept).toEqual([2, 5]);
    expect(worst.total).toBe(7);
  });
});

describe('contestedRoll — "Both players involved add 1d20 + reflex + skill, then declare totals"', () => {
  const oneEach = { attacker: { dice: 1, modifier: 5 }, defender: { dice: 1, modifier: 3 } };

  it('draws the attacker first, then the defender, and the higher total wins by the difference', () => {
    const random = scriptedD20(12, 9);
    const roll = contestedRoll(oneEach, random);
    expect(random.draws()).toBe(2);
    expect(roll.attacker).toMatchObject({ rolls: [12], natural: 12, total: 17 });
    expect(roll.defender).toMatchObject({ rolls: [9], natural: 9, total: 12 });
    expect(roll.difference).toBe(5);
    expect(roll.winner).toBe('attacker');
    expect(contestedRoll(oneEach, scriptedD20(3, 9))).toMatchObject({ difference: -4, winner: 'defender' });
  });

  it('A-05: equal totals are a tie, which the initiator does not win', () => {
    // 10 + 5 = 15 against 12 + 3 = 15.
    expect(contestedRoll(oneEach, scriptedD20(10, 12))).toMatchObject({ difference: 0, winner: 'tie' });
  });

  it('"A player that rolls a natural 20 may still lose the contested roll"', () => {
    const roll = contestedRoll(
      { attacker: { dice: 1, modifier: 0 }, defender: { dice: 1, modifier: 10 } },
      scriptedD20(20, 15),
    );
    expect(roll.attacker.natural20).toBe(true);
    expect(roll.winner).toBe('defender');
  });

  it('"if you roll a 1 on one of the dice but not the other, you did not have a critical failure"', () => {
    const roll = contestedRoll(
      { attacker: { dice: 2, modifier: 0 }, defender: { dice: 1, modifier: 0 } },
      scriptedD20(1, 14, 1),
    );
    expect(roll.attacker).toMatchObject({ rolls: [1, 14], natural: 14, natural1: false, natural20: false });
    expect(roll.defender).toMatchObject({ natural: 1, natural1: true });
  });

  it('"if you roll both 1\'s on the 2d20, you must select one of them": a critical failure', () => {
    const roll = contestedRoll(
      { attacker: { dice: 2, modifier: 4 }, defender: { dice: 1, modifier: 0 } },
      scriptedD20(1, 1, 20),
    );
    expect(roll.attacker).toMatchObject({ natural: 1, natural1: true, total: 5 });
    expect(roll.defender.natural20).toBe(true);
  });

  it('a Stealth attack\'s victim "may not use any stat, skill or dice": no draw, total 0', () => {
    const random = scriptedD20(7);
    const roll = contestedRoll({ attacker: { dice: 1, modifier: 6 }, defender: { dice: 0, modifier: 0 } }, random);
    expect(random.draws()).toBe(1);
    expect(roll.defender).toEqual({ rolls: [], natural: null, total: 0, natural20: false, natural1: false });
    expect(roll.difference).toBe(13);
  });

  it.each([
    [
      { attacker: { dice: 7, modifier: 0 }, defender: { dice: 1, modifier: 0 } },
      "The attacker's number of d20 must be a whole number from 0 to 6, not 7.",
    ],
    [
      { attacker: { dice: 1, modifier: 0 }, defender: { dice: -1, modifier: 0 } },
      "The defender's number of d20 must be a whole number from 0 to 6, not -1.",
    ],
    [
      { attacker: { dice: 1, modifier: 2.5 }, defender: { dice: 1, modifier: 0 } },
      "The attacker's modifier must be a whole number from -1000 to 1000, not 2.5.",
    ],
  ])('refuses bad sides (%o)', (contest, message) => {
    expect(() => contestedRoll(contest, scriptedD20(1, 1))).toThrow(RulesError);
    expect(() => contestedRoll(contest, scriptedD20(1, 1))).toThrow(message);
  });
});

describe('rollInitiative — "1d20 + reflex … Any tie will be rerolled to determine turn order placement"', () => {
  it('orders by total and re-rolls only the tied combatants, among themselves', () => {
    // Ana 10+3 = 13, Bo 8+5 = 13, Cy 20+0 = 20, Di 2+1 = 3. Ana and Bo tie: re-roll Ana 5+3 = 8, Bo 1+5 = 6.
    const random = scriptedD20(10, 8, 20, 2, 5, 1);
    const order = rollInitiative(
      [
        { id: 'Ana', reflex: 3 },
        { id: 'Bo', reflex: 5 },
        { id: 'Cy', reflex: 0 },
        { id: 'Di', reflex: 1 },
      ],
      random,
    );
    expect(random.draws()).toBe(6);
    expect(order.map((entry) => entry.id)).toEqual(['Cy', 'Ana', 'Bo', 'Di']);
    expect(order).toEqual([
      { id: 'Cy', reflex: 0, totals: [20] },
      { id: 'Ana', reflex: 3, totals: [13, 8] },
      { id: 'Bo', reflex: 5, totals: [13, 6] },
      { id: 'Di', reflex: 1, totals: [3] },
    ]);
  });

  it('"if two characters tie for first, then after the tie-breaker, one will be first & the other would be second"', () => {
    // A 15, B 10+5 = 15, C 15 tie for first; D 12+2 = 14. The re-roll ties two of them again (A 12, B 4+5 = 9,
    // C 9), so only B and C roll once more (B 3+5 = 8, C 11).
    const random = scriptedD20(15, 10, 15, 12, 12, 4, 9, 3, 11);
    const order = rollInitiative(
      [
        { id: 'A', reflex: 0 },
        { id: 'B', reflex: 5 },
        { id: 'C', reflex: 0 },
        { id: 'D', reflex: 2 },
      ],
      random,
    );
    expect(random.draws()).toBe(9);
    expect(order.map((entry) => entry.id)).toEqual(['A', 'C', 'B', 'D']);
    expect(order.find((entry) => entry.id === 'A')?.totals).toEqual([15, 12]);
    expect(order.find((entry) => entry.id === 'B')?.totals).toEqual([15, 9, 8]);
    expect(order.find((entry) => entry.id === 'C')?.totals).toEqual([15, 9, 11]);
    expect(order.find((entry) => entry.id === 'D')?.totals).toEqual([14]);
  });

  it('refuses duplicate ids, bad Reflex, and a random source that can never break a tie', () => {
    expect(() =>
      rollInitiative(
        [
          { id: 'x', reflex: 1 },
          { id: 'x', reflex: 2 },
        ],
        scriptedD20(1, 2),
      ),
    ).toThrow('Each combatant needs their own id; "x" appears twice.');
    expect(() => rollInitiative([{ id: 'x', reflex: -1 }], scriptedD20(1))).toThrow(
      'Reflex must be a whole number from 0 to 15, not -1.',
    );
    expect(() =>
      rollInitiative(
        [
          { id: 'x', reflex: 1 },
          { id: 'y', reflex: 1 },
        ],
        () => 0.5,
      ),
    ).toThrow(/re-rolled 100 times/);
  });

  it('an empty battle has an empty turn order', () => {
    expect(rollInitiative([], scriptedD20())).toEqual([]);
  });

  it('property: a permutation, with no later combatant ahead of an earlier one on the first total that differs', () => {
    const participants = fc.uniqueArray(
      fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), reflex: fc.integer({ min: 0, max: 3 }) }),
      {
        selector: (participant) => participant.id,
        minLength: 1,
        maxLength: 12,
      },
    );
    fc.assert(
      fc.property(participants, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (list, seed) => {
        const order = rollInitiative(list, createSeededRandom(seed));
        expect(order.map((entry) => entry.id).sort()).toEqual(list.map((p) => p.id).sort());
        for (let i = 1; i < order.length; i++) {
          const earlier = order[i - 1]?.totals ?? [];
          const later = order[i]?.totals ?? [];
          const round = earlier.findIndex((total, index) => total !== later[index]);
          expect(round).toBeGreaterThanOrEqual(0);
          expect(earlier[round]).toBeGreaterThan(later[round] ?? -Infinity);
        }
      }),
    );
  });
});
