import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError, createSeededRandom } from '../../../src/systems/eos/rules';
import {
  initiativeModifier,
  initiativeStanding,
  rollInitiativeTotals,
  wdcHouseRules,
} from '../../../src/systems/wasteland-dice/rules';
import { KATNISS, faces, fighter, trait } from './fixtures';

describe('"Every character in combat rolls a D20 and adds their modifier." (M-06: the initiative modifiers)', () => {
  it('adds the fighter’s initiative entries, +0 with none, within −8…+8', () => {
    expect(initiativeModifier(KATNISS).total).toBe(2);
    expect(initiativeModifier(fighter()).total).toBe(0);
    const quick = fighter({ modifiers: [trait('initiative', 6, 'Alert'), trait('initiative', 5, 'Scout')] });
    expect(initiativeModifier(quick)).toMatchObject({ sum: 11, total: 8, capped: true });
  });
});

describe('the example: "Katniss, Frodo and Azula roll for initiative. After adding their modifiers, Katniss has 12, Frodo 6 and Azula 6. Frodo rolls again and gets an 18. Azula rolls again and gets a 14. The turn order becomes: Katniss, Frodo, Azula"', () => {
  it('typed at the table: before the re-rolls Frodo and Azula must re-roll', () => {
    expect(initiativeStanding({ katniss: [12], frodo: [6], azula: [6] })).toEqual({
      order: null,
      waiting: [{ ids: ['frodo', 'azula'], total: 6, reroll: 1 }],
    });
  });

  it('typed at the table: after the re-rolls the order is Katniss, Frodo, Azula', () => {
    expect(initiativeStanding({ katniss: [12], frodo: [6, 18], azula: [6, 14] }).order).toEqual([
      'katniss',
      'frodo',
      'azula',
    ]);
  });

  it('rolled by the app (A-06: the re-roll is D20 + the same modifier)', () => {
    // Katniss +2 rolls 10 → 12; Frodo and Azula (+0) roll 6 and 6; the re-rolls 18 and 14.
    const { rolls, order } = rollInitiativeTotals(
      [
        { id: 'katniss', modifier: 2 },
        { id: 'frodo', modifier: 0 },
        { id: 'azula', modifier: 0 },
      ],
      faces(10, 6, 6, 18, 14),
    );
    expect(order).toEqual(['katniss', 'frodo', 'azula']);
    expect(rolls).toEqual([
      { id: 'katniss', modifier: 2, totals: [12], dice: [10] },
      { id: 'frodo', modifier: 0, totals: [6, 18], dice: [6, 18] },
      { id: 'azula', modifier: 0, totals: [6, 14], dice: [6, 14] },
    ]);
  });
});

describe('"In the case of a tie, the tied characters can re-roll initiative to determine which of them takes the spot."', () => {
  it('only the tied re-roll, and a tie that ties again re-rolls again', () => {
    expect(initiativeStanding({ a: [10, 5], b: [10, 5], c: [3] }).waiting).toEqual([
      { ids: ['a', 'b'], total: 5, reroll: 2 },
    ]);
    expect(initiativeStanding({ a: [10, 5, 2], b: [10, 5, 9], c: [3] }).order).toEqual(['b', 'a', 'c']);
  });

  it('a re-roll typed for a fighter who is not tied is refused', () => {
    expect(() => initiativeStanding({ a: [10, 4], b: [8] }, { a: 'Azula' })).toThrow(
      'Azula is not tied there, so they do not re-roll: remove the re-roll after 10.',
    );
  });

  it('A-06 with the house rule: the app re-rolls a bare D20', () => {
    const { rolls } = rollInitiativeTotals(
      [
        { id: 'frodo', modifier: 3 },
        { id: 'azula', modifier: 3 },
      ],
      faces(5, 5, 18, 14),
      wdcHouseRules({ initiativeReroll: 'bare-d20' }),
    );
    expect(rolls.map((r) => r.totals)).toEqual([
      [8, 18],
      [8, 14],
    ]);
  });

  it('a source that never breaks a tie is refused rather than looping', () => {
    expect(() =>
      rollInitiativeTotals(
        [
          { id: 'a', modifier: 0 },
          { id: 'b', modifier: 0 },
        ],
        () => 0.5,
      ),
    ).toThrow('An initiative tie was re-rolled 100 times without breaking; the random source is not random.');
  });

  it('refuses two fighters with one id, and totals no D20 and modifier can make', () => {
    expect(() =>
      rollInitiativeTotals(
        [
          { id: 'a', modifier: 0 },
          { id: 'a', modifier: 1 },
        ],
        faces(1, 2),
      ),
    ).toThrow(RulesError);
    expect(() => initiativeStanding({ a: [29] })).toThrow(
      "a's initiative must be a whole number from -7 to 28, not 29.",
    );
    expect(() => initiativeStanding({ a: [] })).toThrow('a has no initiative yet: type their total.');
  });

  it('any seed gives a complete order, highest first, each re-roll only among the tied (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -8, max: 8 }), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        (mods, seed) => {
          const entrants = mods.map((modifier, i) => ({ id: `f${i}`, modifier }));
          const { rolls, order } = rollInitiativeTotals(entrants, createSeededRandom(seed));
          expect([...order].sort()).toEqual(entrants.map((e) => e.id).sort());
          const first = (id: string) => rolls.find((r) => r.id === id)?.totals[0] ?? 0;
          for (let i = 1; i < order.length; i++) {
            expect(first(order[i - 1] as string)).toBeGreaterThanOrEqual(first(order[i] as string));
          }
          for (const roll of rolls) {
            const tied = rolls.some((other) => other.id !== roll.id && other.totals[0] === roll.totals[0]);
            expect(roll.totals.length > 1).toBe(tied);
          }
        },
      ),
    );
  });
});
