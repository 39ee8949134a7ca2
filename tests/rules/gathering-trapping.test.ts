import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trappingTargetNumber, trappingYield } from '../../src/systems/eos/rules/gathering/trapping';
import { expectRulesError } from './gathering-expect';

describe('trappingTargetNumber', () => {
  it('"When trapping within a city or on any tile that has a road or trail on it; the Environmental Roll will be 20"', () => {
    expect(trappingTargetNumber({ zonesFromRoadOrCity: 0 })).toBe(20);
  });

  it('"& will not change unless GM specified": successful days on a road do not raise it', () => {
    expect(trappingTargetNumber({ zonesFromRoadOrCity: 0, zoneSuccessfulDays: 9 })).toBe(20);
  });

  it.each([
    [1, 19],
    [5, 15],
    [18, 2],
    [19, 1],
    [20, 1],
    [100, 1],
  ])(
    '"For each Zone traveled away … the difficulty will lower by 1, to a minimum of 1": %i zones gives %i',
    (z, tn) => {
      expect(trappingTargetNumber({ zonesFromRoadOrCity: z })).toBe(tn);
    },
  );

  it('"for each successful day using the Traps skill the difficulty will increase by 1 for that Zone"', () => {
    expect(trappingTargetNumber({ zonesFromRoadOrCity: 19, zoneSuccessfulDays: 4 })).toBe(5);
  });

  it('"all Zones will reduce their difficulty by 1 each month until they have returned to baseline"', () => {
    expect(trappingTargetNumber({ zonesFromRoadOrCity: 19, zoneSuccessfulDays: 4, monthsPassed: 3 })).toBe(2);
    expect(trappingTargetNumber({ zonesFromRoadOrCity: 19, zoneSuccessfulDays: 4, monthsPassed: 12 })).toBe(1);
  });

  it('refuses bad input', () => {
    expectRulesError(() => trappingTargetNumber({ zonesFromRoadOrCity: -1 }), 'invalid-number', /Zones/);
    expectRulesError(() => trappingTargetNumber({ zonesFromRoadOrCity: 1.5 }), 'invalid-number', /Zones/);
    expectRulesError(
      () => trappingTargetNumber({ zonesFromRoadOrCity: 3, monthsPassed: -2 }),
      'invalid-number',
      /Months passed/,
    );
  });

  it('never falls below 1, nor below the zone baseline', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), fc.nat(100), (zones, days, months) => {
        const tn = trappingTargetNumber({ zonesFromRoadOrCity: zones, zoneSuccessfulDays: days, monthsPassed: months });
        expect(tn).toBeGreaterThanOrEqual(1);
        expect(tn).toBeGreaterThanOrEqual(trappingTargetNumber({ zonesFromRoadOrCity: zones }));
      }),
    );
  });
});

describe('trappingYield', () => {
  it('"1 unit of food, 5 feathers …, & 1 cloth fragment" for each number over the target', () => {
    expect(trappingYield({ level: 3, presence: 2, roll: 10, targetNumber: 10, tools: 'crude' })).toEqual({
      total: 15,
      pointsOver: 5,
      food: 5,
      feathers: 25,
      clothFragments: 5,
    });
  });

  it('"with Basic tools; double the amount of food & cloth fragments" — A-27: feathers are not doubled', () => {
    expect(trappingYield({ level: 3, presence: 2, roll: 10, targetNumber: 10, tools: 'basic' })).toEqual({
      total: 15,
      pointsOver: 5,
      food: 10,
      feathers: 25,
      clothFragments: 10,
    });
  });

  it('"Traps do not get a workshop bonus": a Workshop counts as Basic tools', () => {
    expect(trappingYield({ level: 3, presence: 2, roll: 10, targetNumber: 10, tools: 'workshop' }).food).toBe(10);
  });

  it('"Traps requires a minimum of Crude tools to perform"', () => {
    expectRulesError(
      () => trappingYield({ level: 3, presence: 2, roll: 10, targetNumber: 10, tools: 'none' }),
      'not-allowed',
      /Trapping needs at least Crude tools/,
    );
  });

  it('a tie catches nothing', () => {
    expect(trappingYield({ level: 3, presence: 2, roll: 15, targetNumber: 20, tools: 'basic' }).food).toBe(0);
  });

  it('refuses bad input', () => {
    expectRulesError(
      () => trappingYield({ level: 3, presence: 2, roll: 25, targetNumber: 10, tools: 'crude' }),
      'invalid-number',
      /Traps roll/,
    );
    expectRulesError(
      () => trappingYield({ level: -3, presence: 2, roll: 5, targetNumber: 10, tools: 'crude' }),
      'invalid-number',
      /Traps level/,
    );
  });

  it('output never falls when the level or the tools rise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        (level, presence, roll, targetNumber) => {
          const crude = trappingYield({ level, presence, roll, targetNumber, tools: 'crude' });
          const basic = trappingYield({ level, presence, roll, targetNumber, tools: 'basic' });
          const up = trappingYield({ level: level + 1, presence, roll, targetNumber, tools: 'crude' });
          expect(up.food).toBeGreaterThanOrEqual(crude.food);
          expect(basic.food).toBe(2 * crude.food);
          expect(basic.clothFragments).toBe(2 * crude.clothFragments);
          expect(basic.feathers).toBe(crude.feathers);
        },
      ),
    );
  });
});
