import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fishingYield } from '../../src/systems/eos/rules/gathering/fishing';
import { expectRulesError } from './gathering-expect';

describe('fishingYield', () => {
  it('"Fishing skill+ Presence + 1d20 vs 15. For each number rolled over the target number … 1 unit of food"', () => {
    expect(fishingYield({ level: 3, presence: 4, roll: 12, tools: 'crude' })).toEqual({
      total: 19,
      pointsOver: 4,
      food: 4,
    });
  });

  it.each([
    ['crude', 4],
    ['basic', 8],
    ['workshop', 16],
  ] as const)('"double … with a Basic toolkit … with a Workshop; quadruple": %s gives %i food for 4 points', (t, f) => {
    expect(fishingYield({ level: 3, presence: 4, roll: 12, tools: t }).food).toBe(f);
  });

  it.each([
    ['crude', 8],
    ['basic', 16],
    ['workshop', 32],
  ] as const)(
    'Shore Troll "With a Stone Toolkit they will get x2 … Basic … x4 … Workshop … x8": %s gives %i for 4 points',
    (tools, food) => {
      expect(fishingYield({ level: 3, presence: 4, roll: 12, tools, raceToolMultiplier: 2 }).food).toBe(food);
    },
  );

  it('a total of exactly 15 is not "over" the target number and catches nothing (A-05)', () => {
    expect(fishingYield({ level: 2, presence: 3, roll: 10, tools: 'workshop' })).toEqual({
      total: 15,
      pointsOver: 0,
      food: 0,
    });
    expect(fishingYield({ level: 0, presence: 0, roll: 1, tools: 'basic' }).food).toBe(0);
  });

  it('"GM may adjust that number": a harder water uses the given target number', () => {
    expect(fishingYield({ level: 5, presence: 5, roll: 20, tools: 'crude', targetNumber: 25 }).food).toBe(5);
  });

  it('"It requires a minimum of Crude tools to perform"', () => {
    expectRulesError(
      () => fishingYield({ level: 5, presence: 5, roll: 20, tools: 'none' }),
      'not-allowed',
      /Fishing needs at least Crude tools/,
    );
  });

  it('refuses bad input', () => {
    expectRulesError(() => fishingYield({ level: 5, presence: 5, roll: 0, tools: 'crude' }), 'invalid-number', /roll/);
    expectRulesError(
      () => fishingYield({ level: 5, presence: 5, roll: 21, tools: 'crude' }),
      'invalid-number',
      /1 to 20/,
    );
    expectRulesError(
      () => fishingYield({ level: 5, presence: -1, roll: 5, tools: 'crude' }),
      'invalid-stat',
      /Presence/,
    );
    expectRulesError(
      () => fishingYield({ level: 5, presence: 5, roll: 5, tools: 'crude', raceToolMultiplier: 0 }),
      'invalid-number',
      /Race tool multiplier/,
    );
    expectRulesError(
      () => fishingYield({ level: 5, presence: 5, roll: 5, tools: 'crude', targetNumber: -3 }),
      'invalid-number',
      /target number/,
    );
  });

  it('food is never negative and never falls when level, Presence, roll or tools rise', () => {
    const kits = ['crude', 'basic', 'workshop'] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom(0, 1),
        (level, presence, roll, kit) => {
          const tools = kits[kit] ?? 'crude';
          const base = fishingYield({ level, presence, roll, tools }).food;
          expect(base).toBeGreaterThanOrEqual(0);
          expect(fishingYield({ level: level + 1, presence, roll, tools }).food).toBeGreaterThanOrEqual(base);
          expect(
            fishingYield({ level, presence, roll, tools: kits[kit + 1] ?? 'workshop' }).food,
          ).toBeGreaterThanOrEqual(base);
          expect(fishingYield({ level, presence, roll, tools, raceToolMultiplier: 2 }).food).toBe(2 * base);
        },
      ),
    );
  });
});
