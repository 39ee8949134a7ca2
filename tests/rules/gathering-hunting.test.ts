import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import gathering from '../../data/eos/gathering.json';
import {
  huntingBaseTargetNumber,
  huntingTargetNumber,
  huntingYield,
  trackingRoll,
} from '../../src/systems/eos/rules/gathering/hunting';
import { expectRulesError } from './gathering-expect';
import { HUNTING_STEPS } from './gathering-printed-tables';

describe('huntingBaseTargetNumber', () => {
  it('"The Baseline difficulty for hunting is 30 in and around any town"', () => {
    expect(huntingBaseTargetNumber(0)).toBe(30);
  });

  it.each(HUNTING_STEPS)('%i miles gives TN %i — "%s"', (miles, targetNumber) => {
    expect(huntingBaseTargetNumber(miles)).toBe(targetNumber);
  });

  it.each(gathering.hunting.printedSteps)('agrees with data/eos/gathering.json step %o', ({ miles, targetNumber }) => {
    expect(huntingBaseTargetNumber(miles)).toBe(targetNumber);
  });

  it('"25+ miles out is TN: 5" — "to a minimum of 5"', () => {
    expect(huntingBaseTargetNumber(40)).toBe(5);
    expect(huntingBaseTargetNumber(500)).toBe(5);
  });

  it('A-28: only full 5-mile steps count — 12 miles gives TN 20, 4.9 miles still 30', () => {
    expect(huntingBaseTargetNumber(12)).toBe(20);
    expect(huntingBaseTargetNumber(4.9)).toBe(30);
    expect(huntingBaseTargetNumber(24)).toBe(10);
  });

  it('refuses negative or unknown distances', () => {
    expectRulesError(() => huntingBaseTargetNumber(-1), 'invalid-number', /Miles from town/);
    expectRulesError(() => huntingBaseTargetNumber(Number.POSITIVE_INFINITY), 'invalid-number', /Miles from town/);
  });

  it('is never below 5 or above 30 and never rises with distance', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (m, d) => {
          const near = huntingBaseTargetNumber(m);
          expect(near).toBeGreaterThanOrEqual(5);
          expect(near).toBeLessThanOrEqual(30);
          expect(huntingBaseTargetNumber(m + d)).toBeLessThanOrEqual(near);
        },
      ),
    );
  });
});

describe('huntingTargetNumber', () => {
  it('"Each day there is a successful hunt … the difficulty within that Zone increases by 1"', () => {
    expect(huntingTargetNumber({ milesFromTown: 25, zoneSuccessfulDays: 3 })).toBe(8);
  });

  it('"Each year (at spring) the difficulty of every zone reduces by 1, until they return to baseline"', () => {
    expect(huntingTargetNumber({ milesFromTown: 25, zoneSuccessfulDays: 3, yearsPassed: 1 })).toBe(7);
    expect(huntingTargetNumber({ milesFromTown: 25, zoneSuccessfulDays: 3, yearsPassed: 3 })).toBe(5);
    expect(huntingTargetNumber({ milesFromTown: 25, zoneSuccessfulDays: 3, yearsPassed: 10 })).toBe(5);
    expect(huntingTargetNumber({ milesFromTown: 10, yearsPassed: 4 })).toBe(20);
  });

  it('refuses bad counts', () => {
    expectRulesError(
      () => huntingTargetNumber({ milesFromTown: 5, zoneSuccessfulDays: -1 }),
      'invalid-number',
      /Successful hunting days/,
    );
    expectRulesError(() => huntingTargetNumber({ milesFromTown: 5, yearsPassed: 0.5 }), 'invalid-number', /Years/);
  });

  it('never falls below the baseline, which never falls below 5', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), fc.nat(200), (miles, days, years) => {
        const tn = huntingTargetNumber({ milesFromTown: miles, zoneSuccessfulDays: days, yearsPassed: years });
        expect(tn).toBeGreaterThanOrEqual(huntingBaseTargetNumber(miles));
        expect(tn).toBeGreaterThanOrEqual(5);
        expect(tn).toBeLessThanOrEqual(huntingBaseTargetNumber(miles) + days);
      }),
    );
  });
});

describe('huntingYield', () => {
  it('"5 days of food for 1 person, 1 unit of “Animal Fat”, 1 “Bone Shard”, & 4 cloth fragments" per point over', () => {
    expect(huntingYield({ level: 4, presence: 3, roll: 11, targetNumber: 15, weaponTier: 1 })).toEqual({
      total: 18,
      pointsOver: 3,
      food: 15,
      animalFat: 3,
      boneShards: 3,
      clothFragments: 12,
      encounterPossible: false,
    });
  });

  it('a tie with the zone TN gains nothing (A-05)', () => {
    const result = huntingYield({ level: 5, presence: 5, roll: 10, targetNumber: 20, weaponTier: 2 });
    expect(result.pointsOver).toBe(0);
    expect(result.food).toBe(0);
    expect(result.clothFragments).toBe(0);
  });

  it('"If a hunting roll exceeds 30 (regardless of that Zone’s difficulty value), it may become an encounter"', () => {
    expect(huntingYield({ level: 6, presence: 5, roll: 19, targetNumber: 30, weaponTier: 1 }).encounterPossible).toBe(
      false,
    );
    const over = huntingYield({ level: 6, presence: 5, roll: 20, targetNumber: 5, weaponTier: 1 });
    expect(over.total).toBe(31);
    expect(over.encounterPossible).toBe(true);
    expect(over.food).toBe(130);
  });

  it('Neo-Wolf "maximum of +22 to the hunting skill" is accepted; 23 is not', () => {
    expect(huntingYield({ level: 22, presence: 0, roll: 1, targetNumber: 5, weaponTier: 1 }).pointsOver).toBe(18);
    expectRulesError(
      () => huntingYield({ level: 23, presence: 0, roll: 1, targetNumber: 5, weaponTier: 1 }),
      'invalid-number',
      /Hunting level must be a whole number from 0 to 22/,
    );
  });

  it('"requires a weapon of T1 or greater to perform"', () => {
    expectRulesError(
      () => huntingYield({ level: 5, presence: 5, roll: 10, targetNumber: 10, weaponTier: 0 }),
      'not-allowed',
      /weapon of T1 or greater/,
    );
    expectRulesError(
      () => huntingYield({ level: 5, presence: 5, roll: 10, targetNumber: 10, weaponTier: 16 }),
      'tier-out-of-range',
      /Weapon tier/,
    );
  });

  it('refuses bad rolls and target numbers', () => {
    expectRulesError(
      () => huntingYield({ level: 5, presence: 5, roll: 0, targetNumber: 10, weaponTier: 1 }),
      'invalid-number',
      /Hunting roll/,
    );
    expectRulesError(
      () => huntingYield({ level: 5, presence: 5, roll: 3, targetNumber: -1, weaponTier: 1 }),
      'invalid-number',
      /Hunting target number/,
    );
  });

  it('output rises with level and falls with the target number, always in the 5 : 1 : 1 : 4 ratio', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 21 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 60 }),
        (level, presence, roll, targetNumber) => {
          const base = huntingYield({ level, presence, roll, targetNumber, weaponTier: 1 });
          const up = huntingYield({ level: level + 1, presence, roll, targetNumber, weaponTier: 1 });
          const harder = huntingYield({ level, presence, roll, targetNumber: targetNumber + 1, weaponTier: 1 });
          expect(up.food).toBeGreaterThanOrEqual(base.food);
          expect(harder.food).toBeLessThanOrEqual(base.food);
          expect(base.food).toBe(5 * base.animalFat);
          expect(base.boneShards).toBe(base.animalFat);
          expect(base.clothFragments).toBe(4 * base.animalFat);
        },
      ),
    );
  });
});

describe('trackingRoll', () => {
  const tracker = { level: 6, presence: 4, roll: 10 };

  it('"[Hunting skill+ Presence + 1d20 vs the opponent’s Hunting skill + Presence + 1d20]" — pass or fail', () => {
    expect(trackingRoll({ tracker, target: { level: 2, presence: 3, roll: 12 } })).toEqual({
      trackerTotal: 20,
      targetTotal: 17,
      followed: true,
    });
  });

  it('a tie loses the trail (A-05: the initiator does not win ties)', () => {
    expect(trackingRoll({ tracker, target: { level: 5, presence: 5, roll: 10 } }).followed).toBe(false);
  });

  it('"the GM may give a +2 to the defender for each day the trail goes cold"', () => {
    const result = trackingRoll({ tracker, target: { level: 2, presence: 3, roll: 12 }, daysCold: 2 });
    expect(result.targetTotal).toBe(21);
    expect(result.followed).toBe(false);
    expect(trackingRoll({ tracker, target: { level: 0, presence: 0, roll: 1 }, targetBonus: 5 }).targetTotal).toBe(6);
  });

  it('refuses bad input on either side', () => {
    expectRulesError(
      () => trackingRoll({ tracker: { level: 1, presence: 1, roll: 21 }, target: tracker }),
      'invalid-number',
      /Tracker roll/,
    );
    expectRulesError(
      () => trackingRoll({ tracker, target: { level: 1, presence: 16, roll: 2 } }),
      'invalid-stat',
      /Target Presence/,
    );
    expectRulesError(() => trackingRoll({ tracker, target: tracker, daysCold: -1 }), 'invalid-number', /cold/);
  });
});
