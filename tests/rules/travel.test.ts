import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules/errors';
import {
  SKID,
  WATERCRAFT,
  canPullSkid,
  dailyMiles,
  milesForTravelTasks,
  navigationBonus,
  openWaterMilesPerDay,
  partyDailyMiles,
  raftCordageFeet,
  riverMilesPerDay,
} from '../../src/systems/eos/rules/travel';

const stat = fc.integer({ min: 0, max: 15 });
const move = fc.integer({ min: 0, max: 10 });

describe('dailyMiles', () => {
  it('"[Daily Miles= Body + Move]" on a trail or road', () => {
    expect(dailyMiles({ body: 5, move: 5, road: 'road' })).toBe(10);
  });

  it('"[Daily Miles= (Body+ Move) /2]" off road, keeping the half mile (A-07)', () => {
    expect(dailyMiles({ body: 4, move: 5, road: 'off-road' })).toBe(4.5);
  });

  it('"[(Body+ Move+ Navigation Bonus) /2]" for a navigator off road', () => {
    expect(dailyMiles({ body: 4, move: 5, road: 'off-road', navigationBonus: 4 })).toBe(6.5);
  });

  it('"But only when not on a road": the Navigation bonus does not change road miles', () => {
    expect(dailyMiles({ body: 4, move: 5, road: 'road', navigationBonus: 4 })).toBe(9);
  });

  it('A-11: a Neo-Cheetah travels on its printed Move 3, not its combat Move', () => {
    expect(dailyMiles({ body: 12, move: 3, road: 'road' })).toBe(15);
  });

  it('"A zero in Body would limit daily travel": Body 0, Move 3 (Dwarf) gives 3 road miles', () => {
    expect(dailyMiles({ body: 0, move: 3, road: 'road' })).toBe(3);
  });

  it('refuses bad input', () => {
    expect(() => dailyMiles({ body: -1, move: 5, road: 'road' })).toThrow(RulesError);
    expect(() => dailyMiles({ body: 5, move: 2.5, road: 'road' })).toThrow(/Move/);
    expect(() => dailyMiles({ body: 5, move: 5, road: 'swamp' as never })).toThrow(/Road must be one of/);
    expect(() => dailyMiles({ body: 5, move: 5, road: 'off-road', navigationBonus: -1 })).toThrow(RulesError);
  });

  it('property: miles never fall as Body rises, on or off road', () => {
    fc.assert(
      fc.property(stat, stat, move, fc.constantFrom('road', 'off-road' as const), (a, b, m, road) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(dailyMiles({ body: high, move: m, road })).toBeGreaterThanOrEqual(
          dailyMiles({ body: low, move: m, road }),
        );
      }),
    );
  });

  it('property: off road is exactly half the road miles without a navigator', () => {
    fc.assert(
      fc.property(stat, move, (b, m) => {
        expect(dailyMiles({ body: b, move: m, road: 'off-road' }) * 2).toBe(
          dailyMiles({ body: b, move: m, road: 'road' }),
        );
      }),
    );
  });
});

describe('navigationBonus', () => {
  it('"Navigation Bonus = [(Map Tier + Navigation skill) /2] (rounded up)"', () => {
    expect(navigationBonus({ navigation: 5, mapTier: 4, hasToolkit: true })).toBe(5);
    expect(navigationBonus({ navigation: 6, mapTier: 4, hasToolkit: true })).toBe(5);
    expect(navigationBonus({ navigation: 1, mapTier: 0, hasToolkit: true })).toBe(1);
  });

  it('"Without the complete toolkit & a Map, the Navigation bonus will be completely negated"', () => {
    expect(navigationBonus({ navigation: 5, mapTier: 4, hasToolkit: false })).toBe(0);
    expect(navigationBonus({ navigation: 5, hasToolkit: true })).toBe(0);
  });

  it('a place visited before counts "as though they own a Map in that area at their current navigation level"', () => {
    expect(navigationBonus({ navigation: 5, hasToolkit: true, visitedBefore: true })).toBe(5);
    expect(navigationBonus({ navigation: 8, mapTier: 2, hasToolkit: true, visitedBefore: true })).toBe(8);
    expect(navigationBonus({ navigation: 5, hasToolkit: false, visitedBefore: true })).toBe(0);
    expect(
      navigationBonus({ navigation: 5, hasToolkit: false, visitedBefore: true }, { visitedAreaNeedsToolkit: false }),
    ).toBe(5);
  });

  it('"with a skill of 0 (zero) you cannot do any of these"', () => {
    expect(navigationBonus({ navigation: 0, mapTier: 12, hasToolkit: true })).toBe(0);
  });

  it('refuses a map tier outside 0–15 and a negative skill', () => {
    expect(() => navigationBonus({ navigation: 5, mapTier: 16, hasToolkit: true })).toThrow(
      'Map tier must be a whole number from 0 to 15, not 16.',
    );
    expect(() => navigationBonus({ navigation: -1, mapTier: 1, hasToolkit: true })).toThrow(RulesError);
  });
});

describe('partyDailyMiles', () => {
  const fast = { body: 8, move: 6 }; // 14
  const slow = { body: 2, move: 3 }; // 5

  it('"at the rate of an adventuring group\'s slowest member" on a road', () => {
    expect(partyDailyMiles({ members: [fast, slow], road: 'road' })).toBe(5);
  });

  it('off road without a navigator: the slowest half speed', () => {
    expect(partyDailyMiles({ members: [fast, slow], road: 'off-road' })).toBe(2.5);
  });

  it('A-10 literal: min(navigator rate, lowest [Body + Move])', () => {
    // Navigator: (8 + 6 + 4) / 2 = 9; slowest road speed 5 → 5.
    expect(
      partyDailyMiles({ members: [fast, slow], road: 'off-road', navigator: { memberIndex: 0, navigationBonus: 4 } }),
    ).toBe(5);
    // A fast pair: navigator (8 + 6 + 2) / 2 = 8; lowest road speed 14 → 8.
    expect(
      partyDailyMiles({ members: [fast, fast], road: 'off-road', navigator: { memberIndex: 1, navigationBonus: 2 } }),
    ).toBe(8);
  });

  it('A-10 house rule: every member moves at (B + M + bonus) / 2, the slowest sets the pace', () => {
    expect(
      partyDailyMiles(
        { members: [fast, slow], road: 'off-road', navigator: { memberIndex: 0, navigationBonus: 4 } },
        { partyOffRoad: 'each-member-with-bonus' },
      ),
    ).toBe(4.5);
  });

  it('refuses an empty party or a navigator outside it', () => {
    expect(() => partyDailyMiles({ members: [], road: 'road' })).toThrow('A party needs at least one member.');
    expect(() =>
      partyDailyMiles({ members: [fast], road: 'off-road', navigator: { memberIndex: 1, navigationBonus: 3 } }),
    ).toThrow(/Navigator/);
  });

  it('property: adding a member never speeds the party up', () => {
    const member = fc.record({ body: stat, move });
    fc.assert(
      fc.property(
        fc.array(member, { minLength: 1, maxLength: 5 }),
        member,
        fc.constantFrom('road', 'off-road' as const),
        (party, extra, road) => {
          expect(partyDailyMiles({ members: [...party, extra], road })).toBeLessThanOrEqual(
            partyDailyMiles({ members: party, road }),
          );
        },
      ),
    );
  });
});

describe('milesForTravelTasks (C-14)', () => {
  it('"those that forfeit their 2nd Daily Task to travel twice each day" cover twice the distance', () => {
    expect(milesForTravelTasks({ milesPerTask: 10, travelTasks: 1 })).toBe(10);
    expect(milesForTravelTasks({ milesPerTask: 4.5, travelTasks: 2 })).toBe(9);
    expect(milesForTravelTasks({ milesPerTask: 4.5, travelTasks: 3 })).toBe(13.5);
    expect(() => milesForTravelTasks({ milesPerTask: 10, travelTasks: 4 })).toThrow(RulesError);
  });
});

describe('rivers (C-16)', () => {
  it.each([
    ['boat', 'downstream', 25],
    ['boat', 'upstream', 5],
    ['raft', 'downstream', 15],
    ['raft', 'upstream', 3],
  ] as const)('printed speed: %s %s %d miles per day', (craft, direction, miles) => {
    expect(riverMilesPerDay({ craft, direction })).toBe(miles);
  });

  it('"Any speeds that differ … will be assigned to each individual craft at their creation"', () => {
    expect(
      riverMilesPerDay({ craft: 'boat', direction: 'upstream', customSpeeds: { downstream: 30, upstream: 8 } }),
    ).toBe(8);
    expect(() => riverMilesPerDay({ craft: 'canoe' as never, direction: 'upstream' })).toThrow(/Watercraft/);
    expect(() => riverMilesPerDay({ craft: 'raft', direction: 'sideways' as never })).toThrow(RulesError);
  });
});

describe('open water', () => {
  it.each([
    ['raft', 1],
    ['rowboat', 2],
    ['small-sailboat', 3],
    ['medium-sailboat', 4],
    ['large-sailboat', 5],
  ] as const)('printed example: %s has Move %d', (id, m) => {
    expect(WATERCRAFT.find((w) => w.id === id)?.move).toBe(m);
  });

  it('"[Move x Navigation bonus]" with the best bonus among the pilots', () => {
    expect(openWaterMilesPerDay({ craftMove: 1, pilotNavigationBonuses: [3] })).toBe(3);
    expect(openWaterMilesPerDay({ craftMove: 4, pilotNavigationBonuses: [2, 5, 0] })).toBe(20);
  });

  it('"the Navigation Bonus is 0 — They cannot travel on open water"', () => {
    expect(() => openWaterMilesPerDay({ craftMove: 3, pilotNavigationBonuses: [0] })).toThrow(RulesError);
    expect(() => openWaterMilesPerDay({ craftMove: 3, pilotNavigationBonuses: [] })).toThrow(/open water/);
  });
});

describe('raft and skid', () => {
  it('"a Bushcraft skill of 5 being able to craft a 5 person Raft. Requires 5 feet of cordage per person"', () => {
    expect(raftCordageFeet({ persons: 5, bushcraft: 5 })).toBe(25);
    expect(raftCordageFeet({ persons: 1, bushcraft: 5 })).toBe(5);
    expect(() => raftCordageFeet({ persons: 6, bushcraft: 5 })).toThrow(
      'Bushcraft 5 can build a raft for at most 5 persons, not 6.',
    );
    expect(() => raftCordageFeet({ persons: 0, bushcraft: 5 })).toThrow(RulesError);
  });

  it('"Requires Body 2+ to move … cannot take double-movement actions or enter a run state"', () => {
    expect(canPullSkid(1)).toBe(false);
    expect(canPullSkid(2)).toBe(true);
    expect(SKID).toMatchObject({ canDoubleMove: false, canRun: false, looseSlots: 100, cordageFeet: 5 });
    expect(() => canPullSkid(-1)).toThrow(RulesError);
  });
});
