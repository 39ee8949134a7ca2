import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import gathering from '../../data/eos/gathering.json';
import {
  clothSeedHarvest,
  farmingAnimalLosses,
  farmingHarvest,
  farmingMonthlyOutput,
} from '../../src/systems/eos/rules/gathering/farming';
import { expectRulesError } from './gathering-expect';
import { FARMING_TABLE } from './gathering-printed-tables';

describe('farmingMonthlyOutput', () => {
  it.each(FARMING_TABLE)(
    'printed Farming row "%i": No Tools %i, Crude Tools %i, Basic Tools %i',
    (level, none, crude, basic) => {
      expect(farmingMonthlyOutput({ level, tools: 'none' })).toBe(none);
      expect(farmingMonthlyOutput({ level, tools: 'crude' })).toBe(crude);
      expect(farmingMonthlyOutput({ level, tools: 'basic' })).toBe(basic);
    },
  );

  it.each(gathering.farming.printedTable)('agrees with data/eos/gathering.json row %o', (row) => {
    expect(farmingMonthlyOutput({ level: row.level, tools: 'none' })).toBe(row.none);
    expect(farmingMonthlyOutput({ level: row.level, tools: 'crude' })).toBe(row.crude);
    expect(farmingMonthlyOutput({ level: row.level, tools: 'basic' })).toBe(row.basic);
  });

  it('"(Farming level x10) x tool multiplier": Farming 0 grows nothing', () => {
    expect(farmingMonthlyOutput({ level: 0, tools: 'basic' })).toBe(0);
  });

  it('"you cannot farm in snow"', () => {
    expectRulesError(() => farmingMonthlyOutput({ level: 5, tools: 'crude', snow: true }), 'not-allowed', /snow/);
  });

  it('Farming lists no Workshop multiplier: a Workshop is refused', () => {
    expectRulesError(() => farmingMonthlyOutput({ level: 5, tools: 'workshop' }), 'not-allowed', /no Workshop/);
  });

  it('refuses bad input', () => {
    expectRulesError(() => farmingMonthlyOutput({ level: -1, tools: 'none' }), 'invalid-number', /Farming level/);
  });

  it('is monotone in level and tools (×1, ×2, ×4)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), (level) => {
        const none = farmingMonthlyOutput({ level, tools: 'none' });
        expect(farmingMonthlyOutput({ level: level + 1, tools: 'none' })).toBeGreaterThan(none);
        expect(farmingMonthlyOutput({ level, tools: 'crude' })).toBe(2 * none);
        expect(farmingMonthlyOutput({ level, tools: 'basic' })).toBe(4 * none);
      }),
    );
  });
});

describe('farmingAnimalLosses (T-06)', () => {
  it('"For each number rolled over the Hunting target number … lose that many Fragments of cloth"', () => {
    const losses = farmingAnimalLosses({
      largeAnimalRoll: 18,
      smallAnimalRoll: 4,
      huntingTargetNumber: 10,
      trappingTargetNumber: 9,
    });
    expect(losses.clothLost).toBe(8);
    expect(losses.foodLost).toBe(0);
  });

  it('"For each number rolled over the Trapping target number … lose that many days of food"', () => {
    const losses = farmingAnimalLosses({
      largeAnimalRoll: 2,
      smallAnimalRoll: 20,
      huntingTargetNumber: 25,
      trappingTargetNumber: 15,
    });
    expect(losses).toEqual({
      clothLost: 0,
      foodLost: 5,
      readyYourBow: { hunt: false, trap: true, targetNumber: 0, days: 2 },
    });
  });

  it('"Ignore any negative numbers": a roll equal to or under the TN loses nothing and grants no Ready Your Bow', () => {
    expect(
      farmingAnimalLosses({
        largeAnimalRoll: 10,
        smallAnimalRoll: 1,
        huntingTargetNumber: 10,
        trappingTargetNumber: 20,
      }),
    ).toEqual({ clothLost: 0, foodLost: 0, readyYourBow: { hunt: false, trap: false, targetNumber: 0, days: 2 } });
  });

  it('"Ready Your Bow": both losses allow one Hunt and one Trap against a target number of 0 for 2 days', () => {
    const { readyYourBow } = farmingAnimalLosses({
      largeAnimalRoll: 20,
      smallAnimalRoll: 20,
      huntingTargetNumber: 5,
      trappingTargetNumber: 1,
    });
    expect(readyYourBow).toEqual({ hunt: true, trap: true, targetNumber: 0, days: 2 });
  });

  it('refuses rolls outside 1–20', () => {
    expectRulesError(
      () =>
        farmingAnimalLosses({
          largeAnimalRoll: 0,
          smallAnimalRoll: 5,
          huntingTargetNumber: 5,
          trappingTargetNumber: 5,
        }),
      'invalid-number',
      /Large-animal roll/,
    );
  });

  it('losses are never negative and never exceed 20 − TN', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.nat(40),
        fc.nat(40),
        (large, small, htn, ttn) => {
          const l = farmingAnimalLosses({
            largeAnimalRoll: large,
            smallAnimalRoll: small,
            huntingTargetNumber: htn,
            trappingTargetNumber: ttn,
          });
          expect(l.clothLost).toBeGreaterThanOrEqual(0);
          expect(l.foodLost).toBeGreaterThanOrEqual(0);
          expect(l.clothLost).toBeLessThanOrEqual(Math.max(0, 20 - htn));
          expect(l.foodLost).toBeLessThanOrEqual(Math.max(0, 20 - ttn));
        },
      ),
    );
  });
});

describe('farmingHarvest', () => {
  it('"The player may divide the output in any way they wish", then loses to animals', () => {
    // Farming 5 with Crude tools: 100 gross, 30 grown as cloth and 70 as food.
    expect(
      farmingHarvest({
        level: 5,
        tools: 'crude',
        clothShare: 30,
        largeAnimalRoll: 17,
        smallAnimalRoll: 19,
        huntingTargetNumber: 10,
        trappingTargetNumber: 12,
      }),
    ).toMatchObject({ grossFood: 70, grossCloth: 30, netFood: 63, netCloth: 23, taskDays: 30 });
  });

  it('a loss larger than the share leaves 0, never a negative harvest', () => {
    const harvest = farmingHarvest({
      level: 1,
      tools: 'none',
      clothShare: 3,
      largeAnimalRoll: 20,
      smallAnimalRoll: 1,
      huntingTargetNumber: 5,
      trappingTargetNumber: 5,
    });
    expect(harvest.netCloth).toBe(0);
    expect(harvest.netFood).toBe(7);
  });

  it('refuses a cloth share larger than the gross output', () => {
    expectRulesError(
      () =>
        farmingHarvest({
          level: 1,
          tools: 'none',
          clothShare: 11,
          largeAnimalRoll: 2,
          smallAnimalRoll: 2,
          huntingTargetNumber: 5,
          trappingTargetNumber: 5,
        }),
      'invalid-number',
      /Cloth share must be a whole number from 0 to 10/,
    );
  });
});

describe('clothSeedHarvest', () => {
  it('"requires no roll against animals, & only requires 5 days to plant & 5 days to harvest, leaving the middle 20 days open"', () => {
    expect(clothSeedHarvest({ level: 4, tools: 'basic' })).toEqual({
      clothFragments: 160,
      plantingDays: 5,
      harvestDays: 5,
      taskDays: 10,
      freeDays: 20,
    });
  });

  it('cannot be grown in snow either', () => {
    expectRulesError(() => clothSeedHarvest({ level: 4, tools: 'basic', snow: true }), 'not-allowed', /snow/);
  });
});
