import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foodPerDay } from '../../src/systems/eos/rules/size';
import { RulesError } from '../../src/core/rules/errors';
import {
  adjustedMaxHp,
  coldDamageForDay,
  coldDamagePerHour,
  dailyFoodNeed,
  dailyHealing,
  dailyWaterNeed,
  daysUntilStarvation,
  drawFat,
  fatStorageDays,
  fatStorageOutlook,
  foodSpoilsOnDay,
  isEdible,
  medicineHealing,
  naturalHealing,
  nextStarvationReduction,
  shelterCountsForCold,
  shelterTierAfter,
  spoiledFoodExtraWeeks,
  starvationDailyChange,
  starvationReductionAfterDays,
  storeFat,
} from '../../src/systems/eos/rules/environment';

const tier = fc.integer({ min: 0, max: 15 });
const cold = fc.integer({ min: 0, max: 40 });

describe('coldDamagePerHour', () => {
  it('"Environment:5 will apply up to 5 damage to them each hour — Clothing set:5+ will reduce that damage to 0"', () => {
    expect(coldDamagePerHour({ cold: 5 }).damagePerHour).toBe(5);
    expect(coldDamagePerHour({ cold: 5, clothingTiers: [5] }).damagePerHour).toBe(0);
    expect(coldDamagePerHour({ cold: 5, clothingTiers: [8] }).damagePerHour).toBe(0);
  });

  it('"a T4 clothing set will reduce damage received by cold by up to 4 points"', () => {
    expect(coldDamagePerHour({ cold: 10, clothingTiers: [4] }).damagePerHour).toBe(6);
  });

  it('A-01: cold 12, T5 clothing and shelter gives 4 reducing first, 1 halving first', () => {
    const exposure = { cold: 12, clothingTiers: [5], shelter: true };
    expect(coldDamagePerHour(exposure).damagePerHour).toBe(4);
    expect(coldDamagePerHour(exposure, { coldOrder: 'halve-then-reduce' }).damagePerHour).toBe(1);
  });

  it('"If either fire or shelter are used in isolation, the damage from cold is halved (rounded up)"', () => {
    expect(coldDamagePerHour({ cold: 7, fire: true })).toMatchObject({ damagePerHour: 4, protection: 'halved' });
    expect(coldDamagePerHour({ cold: 7, shelter: true }).damagePerHour).toBe(4);
    expect(coldDamagePerHour({ cold: 1, fire: true }).damagePerHour).toBe(1);
  });

  it('"Shelter & Fire used in conjunction will also reduce that damage to 0"', () => {
    expect(coldDamagePerHour({ cold: 30, shelter: true, fire: true })).toMatchObject({
      damagePerHour: 0,
      protection: 'shelter-and-fire',
    });
  });

  it('"A cold of 12 … a cold winter night": unprotected, 12 HP an hour', () => {
    expect(coldDamagePerHour({ cold: 12 }).damagePerHour).toBe(12);
  });

  it('returns every term for the UI: clothing, cloaks (+1 each), bedroll (2 × tier), natural armor', () => {
    expect(
      coldDamagePerHour({ cold: 30, clothingTiers: [3], cloaks: 2, bedrollTier: 4, naturalEnvironmentArmor: 1 }),
    ).toEqual({
      cold: 30,
      clothingArmor: 3,
      cloakArmor: 2,
      bedrollArmor: 8,
      naturalArmor: 1,
      totalArmor: 14,
      protection: 'exposed',
      order: 'reduce-then-halve',
      damagePerHour: 16,
    });
  });

  it('"Rock trolls have Tier 15 Natural Armor vs Environment", stacking with clothing (A-02)', () => {
    expect(coldDamagePerHour({ cold: 20, naturalEnvironmentArmor: 15 }).damagePerHour).toBe(5);
    expect(coldDamagePerHour({ cold: 20, naturalEnvironmentArmor: 15, clothingTiers: [5] }).damagePerHour).toBe(0);
  });

  it('C-21: Dwarves "wear 2 sets of clothing", and both tiers reduce cold; others may wear only one', () => {
    expect(coldDamagePerHour({ cold: 12, clothingTiers: [4, 5], clothingSetsAllowed: 2 }).damagePerHour).toBe(3);
    expect(() => coldDamagePerHour({ cold: 12, clothingTiers: [4, 5] })).toThrow(
      'Only 1 clothing set may be worn at a time, not 2.',
    );
    expect(() => coldDamagePerHour({ cold: 12, clothingTiers: [1, 1, 1], clothingSetsAllowed: 2 })).toThrow(
      /At most 2 clothing sets/,
    );
  });

  it('"Multiple Cloaks may be worn, resulting additive bonuses vs environmental damage"', () => {
    expect(coldDamagePerHour({ cold: 6, cloaks: 4 }).damagePerHour).toBe(2);
  });

  it('Neo-Bear Overnight Hibernation "Body Heat" counts as a fire: with a tent, no cold damage', () => {
    expect(coldDamagePerHour({ cold: 12, fire: true, shelter: true }).damagePerHour).toBe(0);
    expect(coldDamagePerHour({ cold: 12, fire: true }).damagePerHour).toBe(6);
  });

  it('refuses bad input with RulesError', () => {
    expect(() => coldDamagePerHour({ cold: -1 })).toThrow(RulesError);
    expect(() => coldDamagePerHour({ cold: -1 })).toThrow('Cold level must be a whole number 0 or more, not -1.');
    expect(() => coldDamagePerHour({ cold: 2.5 })).toThrow(RulesError);
    expect(() => coldDamagePerHour({ cold: 5, clothingTiers: [16] })).toThrow(
      'Clothing tier must be a whole number from 0 to 15, not 16.',
    );
    expect(() => coldDamagePerHour({ cold: 5, bedrollTier: 16 })).toThrow(/Bedroll tier/);
    expect(() => coldDamagePerHour({ cold: 5, cloaks: -1 })).toThrow(/Cloaks/);
    expect(() => coldDamagePerHour({ cold: 5, naturalEnvironmentArmor: 16 })).toThrow(/Natural armor/);
    expect(() => coldDamagePerHour({ cold: 5 }, { coldOrder: 'sideways' as never })).toThrow(/Cold order/);
  });

  it('property: more clothing never means more cold damage', () => {
    fc.assert(
      fc.property(cold, tier, tier, fc.boolean(), fc.boolean(), (c, a, b, shelter, fire) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        for (const coldOrder of ['reduce-then-halve', 'halve-then-reduce'] as const) {
          const more = coldDamagePerHour({ cold: c, clothingTiers: [high], shelter, fire }, { coldOrder });
          const less = coldDamagePerHour({ cold: c, clothingTiers: [low], shelter, fire }, { coldOrder });
          expect(more.damagePerHour).toBeLessThanOrEqual(less.damagePerHour);
        }
      }),
    );
  });

  it('property: shelter or fire never increases the damage, and never goes below 0', () => {
    fc.assert(
      fc.property(cold, tier, fc.integer({ min: 0, max: 6 }), fc.boolean(), (c, t, cloaks, fire) => {
        const open = coldDamagePerHour({ cold: c, clothingTiers: [t], cloaks, fire });
        const sheltered = coldDamagePerHour({ cold: c, clothingTiers: [t], cloaks, fire, shelter: true });
        expect(sheltered.damagePerHour).toBeLessThanOrEqual(open.damagePerHour);
        expect(sheltered.damagePerHour).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('property: halving first never gives more damage than reducing first', () => {
    fc.assert(
      fc.property(cold, tier, (c, t) => {
        const exposure = { cold: c, clothingTiers: [t], shelter: true };
        expect(coldDamagePerHour(exposure, { coldOrder: 'halve-then-reduce' }).damagePerHour).toBeLessThanOrEqual(
          coldDamagePerHour(exposure).damagePerHour,
        );
      }),
    );
  });
});

describe('a bedroll in use against the cold', () => {
  // The printed rows "T1 Bedroll +2 … T12 Bedroll +24" are tested in containers.test.ts, where the table lives.
  it('"the same effect against cold as wearing two sets of clothing of the same tier"', () => {
    expect(coldDamagePerHour({ cold: 20, bedrollTier: 6 }).damagePerHour).toBe(
      coldDamagePerHour({ cold: 20, clothingTiers: [6, 6], clothingSetsAllowed: 2 }).damagePerHour,
    );
  });

  it('"their effects stack with worn clothing additively"', () => {
    expect(coldDamagePerHour({ cold: 20, bedrollTier: 3, clothingTiers: [5] }).damagePerHour).toBe(9);
  });
});

describe('coldDamageForDay', () => {
  it('"This value may change … even day to night": sums each stretch at its own cold level', () => {
    const result = coldDamageForDay({
      clothingTiers: [4],
      periods: [
        { label: 'day', hours: 10, cold: 6 },
        { label: 'night', hours: 8, cold: 12, bedrollTier: 2, shelter: true },
      ],
    });
    // Day: 6 − 4 = 2 × 10 h = 20. Night: 12 − 4 − 4 = 4, sheltered → 2 × 8 h = 16.
    expect(result.periods.map((p) => p.damage)).toEqual([20, 16]);
    expect(result.totalDamage).toBe(36);
    expect(result.periods[1]).toMatchObject({ label: 'night', bedrollArmor: 4, damagePerHour: 2 });
  });

  it('passes the cold-order house rule through', () => {
    const day = { clothingTiers: [5], periods: [{ hours: 8, cold: 12, shelter: true }] };
    expect(coldDamageForDay(day).totalDamage).toBe(32);
    expect(coldDamageForDay(day, { coldOrder: 'halve-then-reduce' }).totalDamage).toBe(8);
  });

  it('refuses more than 24 hours or fractional hours', () => {
    expect(() =>
      coldDamageForDay({
        periods: [
          { hours: 20, cold: 1 },
          { hours: 5, cold: 1 },
        ],
      }),
    ).toThrow('A day has 24 hours; these stretches add up to 25.');
    expect(() => coldDamageForDay({ periods: [{ hours: 1.5, cold: 1 }] })).toThrow(RulesError);
  });
});

describe('shelter (A-30)', () => {
  it('counts as Shelter while its tier is 1 or more; "At T0, the structure is broken"', () => {
    expect(shelterCountsForCold(1)).toBe(true);
    expect(shelterCountsForCold(0)).toBe(false);
    expect(() => shelterCountsForCold(16)).toThrow(RulesError);
  });

  it('"Each week, the shelter will reduce it\'s Tier value by 1" (Bushcraft)', () => {
    expect(shelterTierAfter({ kind: 'bushcraft', tier: 3, elapsedDays: 6 })).toBe(3);
    expect(shelterTierAfter({ kind: 'bushcraft', tier: 3, elapsedDays: 7 })).toBe(2);
    expect(shelterTierAfter({ kind: 'bushcraft', tier: 3, elapsedDays: 30 })).toBe(0);
  });

  // Months and years are the campaign calendar's (R-calendar: 30-day months, 360-day years).
  it('tents lose 1 tier a month in use, Woodworks 1 a year, Architect 1 a decade, stone 1 a century', () => {
    expect(shelterTierAfter({ kind: 'tent', tier: 4, elapsedDays: 60 })).toBe(2);
    expect(shelterTierAfter({ kind: 'woodworks', tier: 4, elapsedDays: 359 })).toBe(4);
    expect(shelterTierAfter({ kind: 'woodworks', tier: 4, elapsedDays: 360 })).toBe(3);
    expect(shelterTierAfter({ kind: 'architect', tier: 4, elapsedDays: 3599 })).toBe(4);
    expect(shelterTierAfter({ kind: 'architect', tier: 4, elapsedDays: 3600 })).toBe(3);
    expect(shelterTierAfter({ kind: 'architect-stone', tier: 4, elapsedDays: 3600 })).toBe(4);
    expect(shelterTierAfter({ kind: 'architect-stone', tier: 4, elapsedDays: 36000 })).toBe(3);
    expect(() => shelterTierAfter({ kind: 'igloo' as never, tier: 4, elapsedDays: 1 })).toThrow(/Shelter kind/);
  });
});

describe('food', () => {
  // Creature Size & Food, lines 88–95: "Small creatures are half a tile & need 0.5 of a unit of food each day" …
  // "4×4 creatures need 16 units of food each day." Food/day is computed once, by size.ts from the creature's tiles.
  it.each([
    ['small', 'small', 0.5, 0.5],
    ['1×1', 'medium', 1, 1],
    ['1×2', 'large', 2, 2],
    ['2×2', 'large', 4, 4],
    ['2×3', 'large', 6, 6],
    ['3×3', 'xl', 9, 9],
    ['3×4', 'xl', 12, 12],
    ['4×4', 'xl', 16, 16],
  ] as const)('printed row: %s creatures need their tiles in food each day', (_label, sizeCategory, tiles, units) => {
    expect(foodPerDay({ sizeCategory, tiles })).toBe(units);
  });

  it('dailyFoodNeed: full, half and no rations; a Neo-Ape in the wilderness feeds itself', () => {
    expect(dailyFoodNeed({ foodPerDay: 4 })).toBe(4);
    expect(dailyFoodNeed({ foodPerDay: 4, ration: 'half' })).toBe(2);
    expect(dailyFoodNeed({ foodPerDay: 0.5, ration: 'half' })).toBe(0.25);
    expect(dailyFoodNeed({ foodPerDay: 1, ration: 'none' })).toBe(0);
    expect(dailyFoodNeed({ foodPerDay: 1, feedsItself: true })).toBe(0);
    expect(() => dailyFoodNeed({ foodPerDay: -1 })).toThrow(RulesError);
    expect(() => dailyFoodNeed({ foodPerDay: 1, ration: 'quarter' as never })).toThrow(/Ration must be one of/);
  });

  it('"For each day of food, we can assume there is also an equal number of days of water"', () => {
    expect(dailyWaterNeed(4)).toBe(4);
    expect(() => dailyWaterNeed(-1)).toThrow(RulesError);
  });

  it('"they spoil at the end of the 7th day from their harvest": harvested day 10, edible through day 16', () => {
    const batch = { harvestDay: 10 };
    expect(foodSpoilsOnDay(batch)).toBe(17);
    expect(isEdible(batch, 10)).toBe(true);
    expect(isEdible(batch, 16)).toBe(true);
    expect(isEdible(batch, 17)).toBe(false);
  });

  it('preserved food never spoils ("Preserve 1 unit of food permanently")', () => {
    expect(foodSpoilsOnDay({ harvestDay: 0, preserved: true })).toBeNull();
    expect(isEdible({ harvestDay: 0, preserved: true }, 1000)).toBe(true);
  });

  it('Mind < 1 and Neo-Rats "can eat spoiled food for an additional week"', () => {
    expect(spoiledFoodExtraWeeks({ mind: 0 })).toBe(1);
    expect(spoiledFoodExtraWeeks({ mind: 3, eatsSpoiledFood: true })).toBe(1);
    expect(spoiledFoodExtraWeeks({ mind: 0, eatsSpoiledFood: true })).toBe(1);
    expect(spoiledFoodExtraWeeks({ mind: 1 })).toBe(0);
    const batch = { harvestDay: 0 };
    expect(isEdible(batch, 13, { extraWeeks: 1 })).toBe(true);
    expect(isEdible(batch, 14, { extraWeeks: 1 })).toBe(false);
    expect(isEdible(batch, 13)).toBe(false);
  });

  it('refuses days before the harvest and negative days', () => {
    expect(() => isEdible({ harvestDay: 5 }, 4)).toThrow('Food harvested on day 5 cannot be eaten on day 4.');
    expect(() => foodSpoilsOnDay({ harvestDay: -1 })).toThrow(RulesError);
    expect(() => isEdible({ harvestDay: 0 }, 1, { extraWeeks: -1 })).toThrow(RulesError);
  });

  it('property: a batch edible today was edible every earlier day since harvest', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(30), fc.nat(30), fc.integer({ min: 0, max: 1 }), (h, a, b, extraWeeks) => {
        const [early, late] = a <= b ? [h + a, h + b] : [h + b, h + a];
        if (isEdible({ harvestDay: h }, late, { extraWeeks })) {
          expect(isEdible({ harvestDay: h }, early, { extraWeeks })).toBe(true);
        }
      }),
    );
  });
});

describe('fat storage', () => {
  const neoBear = { capacity: 120, maxPerDay: 12 };
  const blackbear = { capacity: 30, maxPerDay: 3 };

  it('"can consume a maximum of 12 extra units of food each day … This equates to 10 days of excess"', () => {
    let stored = 0;
    for (let day = 0; day < 10; day += 1) stored = storeFat({ ...neoBear, stored, extraFood: 12 });
    expect(stored).toBe(120);
    expect(() => storeFat({ ...neoBear, stored, extraFood: 1 })).toThrow(/at most 120 units/);
    expect(() => storeFat({ ...neoBear, stored: 0, extraFood: 13 })).toThrow(
      'At most 12 extra units of food can be eaten a day to build fat, not 13.',
    );
  });

  it('"to store up to 30 days of food for their race": Neo-Bear 120 ÷ 4, Neo-Blackbear 30 ÷ 1', () => {
    expect(fatStorageDays({ stored: 120, foodPerDay: 4 })).toBe(30);
    expect(fatStorageDays({ stored: blackbear.capacity, foodPerDay: 1 })).toBe(30);
    expect(storeFat({ ...blackbear, stored: 27, extraFood: 3 })).toBe(30);
    expect(() => storeFat({ ...blackbear, stored: 0, extraFood: 4 })).toThrow(RulesError);
  });

  it('"may subtract 1 day worth of units of food from fat storage at anytime instead of eating"', () => {
    expect(drawFat({ stored: 120, foodPerDay: 4 })).toBe(116);
    expect(() => drawFat({ stored: 3, foodPerDay: 4 })).toThrow(
      'A day of food is 4 units, but only 3 are stored as fat.',
    );
    expect(() => fatStorageDays({ stored: 3, foodPerDay: 0 })).toThrow(RulesError);
  });

  it('over days: "This equates to 10 days of excess to store up to 30 days of food for their race"', () => {
    expect(fatStorageOutlook({ ...neoBear, stored: 0, foodPerDay: 4 })).toEqual({
      daysStored: 0,
      room: 120,
      daysToFill: 10,
      daysWhenFull: 30,
      // "The extra units of food are in addition to the normal amount of food they need daily": 4 + 12.
      mostFoodToday: 16,
    });
    expect(fatStorageOutlook({ ...blackbear, stored: 0, foodPerDay: 1 })).toMatchObject({
      daysToFill: 10,
      daysWhenFull: 30,
      mostFoodToday: 4,
    });
    // Nearly full: only the room left can be eaten on top of the day's food (more is refused, R-environment-4).
    expect(fatStorageOutlook({ ...neoBear, stored: 115, foodPerDay: 4 })).toMatchObject({
      room: 5,
      daysToFill: 1,
      mostFoodToday: 9,
    });
    expect(fatStorageOutlook({ ...neoBear, stored: 120, foodPerDay: 4 })).toMatchObject({
      daysToFill: 0,
      mostFoodToday: 4,
    });
    expect(() => fatStorageOutlook({ ...neoBear, stored: 121, foodPerDay: 4 })).toThrow(
      'Fat stored must be a number from 0 to 120, not 121.',
    );
  });
});

describe('starvation', () => {
  // Starvation bullets and A-19 for the regimes the text leaves out.
  it.each([
    ['none', 'full', -20],
    ['none', 'half', -20],
    ['none', 'rest', -20],
    ['half', 'full', -10],
    ['half', 'half', -5],
    ['half', 'rest', -5],
    ['full', 'full', 5],
    ['full', 'half', 10],
    ['full', 'rest', 20],
  ] as const)('ration %s, work %s: %d %% a day', (ration, work, change) => {
    expect(starvationDailyChange({ ration, work })).toBe(change);
  });

  it('the worked example: 20 % + 20 % + 10 % = 50 % reduction', () => {
    expect(
      starvationReductionAfterDays([
        { ration: 'none', work: 'full' },
        { ration: 'none', work: 'full' },
        { ration: 'half', work: 'full' },
      ]),
    ).toEqual([20, 40, 50]);
  });

  it.each([
    ['none', 'full', 5],
    ['half', 'full', 10],
    ['half', 'half', 20],
  ] as const)('ration %s, work %s: starves in %d days (the text: 5, 10, 20 days)', (ration, work, days) => {
    expect(daysUntilStarvation({ ration, work })).toBe(days);
    const reductions = starvationReductionAfterDays(Array.from({ length: days }, () => ({ ration, work })));
    expect(reductions.at(-1)).toBe(100);
    expect(reductions.at(-2)).toBeLessThan(100);
  });

  it('never starves on proper food', () => {
    expect(daysUntilStarvation({ ration: 'full', work: 'full' })).toBeNull();
    expect(() => daysUntilStarvation({ ration: 'none', work: 'full' }, 100)).toThrow(RulesError);
  });

  it.each([
    ['full', 16, 20],
    ['half', 8, 10],
    ['rest', 4, 5],
  ] as const)(
    'recovery from 80 %% (a day before death) at %s work takes %d days, "less than %d days"',
    (work, days, limit) => {
      const reductions = starvationReductionAfterDays(
        Array.from({ length: days }, () => ({ ration: 'full' as const, work })),
        80,
      );
      expect(reductions.at(-1)).toBe(0);
      expect(reductions.at(-2)).toBeGreaterThan(0);
      expect(days).toBeLessThan(limit);
    },
  );

  it('recovery stops at 0 % reduction (A item 12)', () => {
    expect(nextStarvationReduction(5, { ration: 'full', work: 'rest' })).toBe(0);
    expect(nextStarvationReduction(0, { ration: 'full', work: 'full' })).toBe(0);
  });

  it('property: the reduction is never negative', () => {
    const day = fc.record({
      ration: fc.constantFrom('full', 'half', 'none' as const),
      work: fc.constantFrom('full', 'half', 'rest' as const),
    });
    fc.assert(
      fc.property(fc.array(day, { maxLength: 40 }), (days) => {
        for (const r of starvationReductionAfterDays(days)) expect(r).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('adjustedMaxHp keeps the exact value and displays it rounded down (A-07)', () => {
    expect(adjustedMaxHp({ originalMaxHp: 25, reductionPercent: 50 })).toEqual({
      exact: 12.5,
      display: 12,
      dead: false,
    });
    expect(adjustedMaxHp({ originalMaxHp: 37, reductionPercent: 5 })).toEqual({
      exact: 35.15,
      display: 35,
      dead: false,
    });
    expect(adjustedMaxHp({ originalMaxHp: 20, reductionPercent: 0 })).toEqual({ exact: 20, display: 20, dead: false });
  });

  it('"If their adjusted total HP value becomes 0; immediate death"', () => {
    expect(adjustedMaxHp({ originalMaxHp: 20, reductionPercent: 100 })).toEqual({ exact: 0, display: 0, dead: true });
    expect(adjustedMaxHp({ originalMaxHp: 20, reductionPercent: 95 }).dead).toBe(false);
    expect(() => adjustedMaxHp({ originalMaxHp: 0, reductionPercent: 0 })).toThrow(RulesError);
    expect(() => adjustedMaxHp({ originalMaxHp: 20, reductionPercent: -5 })).toThrow(RulesError);
    expect(() => starvationDailyChange({ ration: 'full', work: 'double' as never })).toThrow(/Work must be one of/);
  });
});

describe('healing', () => {
  it('"HP recovery as: [Body stat value] in HP each day"', () => {
    expect(naturalHealing(7)).toBe(7);
    expect(naturalHealing(0)).toBe(0);
    expect(() => naturalHealing(-1)).toThrow(RulesError);
  });

  it('Overnight Hibernation: "Recovering [Body Stat x 2] in HP"', () => {
    expect(naturalHealing(6, { hibernating: true })).toBe(12);
  });

  it('"Medicine: 5 with Crude tools will heal an additional 5HP"; a Basic toolkit doubles it', () => {
    expect(medicineHealing({ level: 5, tools: 'crude' })).toBe(5);
    expect(medicineHealing({ level: 5, tools: 'basic' })).toBe(10);
    expect(medicineHealing({ level: 0, tools: 'crude' })).toBe(0);
  });

  // C-02: the printed table is the generic (L + 1) × tool gathering table; the prose gives L × (1, 2).
  it.each([0, 1, 5, 12])('C-02: Medicine %d heals L × tool, not the printed (L + 1) row', (level) => {
    expect(medicineHealing({ level, tools: 'crude' })).toBe(level);
    expect(medicineHealing({ level, tools: 'basic' })).toBe(2 * level);
  });

  it('refuses Medicine without tools or with a Workshop', () => {
    expect(() => medicineHealing({ level: 5, tools: 'workshop' })).toThrow(RulesError);
    expect(() => medicineHealing({ level: 5, tools: 'workshop' })).toThrow(/no Workshop/);
    expect(() => medicineHealing({ level: 5, tools: 'none' })).toThrow('Medicine requires at least a Crude toolkit.');
    expect(() => medicineHealing({ level: -1, tools: 'crude' })).toThrow(RulesError);
  });

  it('"Any number of people may apply this buff on a single person" on top of natural healing', () => {
    const day = dailyHealing({
      body: 4,
      resting: true,
      healers: [
        { level: 5, tools: 'crude' },
        { level: 3, tools: 'basic' },
      ],
    });
    expect(day).toEqual({ natural: 4, medicine: [5, 6], total: 15 });
  });

  it('Medicine needs "rest"; natural and hibernation healing do not', () => {
    expect(() => dailyHealing({ body: 4, resting: false, healers: [{ level: 5, tools: 'crude' }] })).toThrow(/rest/);
    expect(dailyHealing({ body: 4, resting: false }).total).toBe(4);
    expect(dailyHealing({ body: 4, resting: false, hibernating: true }).total).toBe(8);
  });

  it("property: another healer never lowers the day's healing", () => {
    fc.assert(
      fc.property(fc.nat(12), fc.nat(12), fc.constantFrom('crude', 'basic' as const), (body, level, tools) => {
        const alone = dailyHealing({ body, resting: true }).total;
        expect(dailyHealing({ body, resting: true, healers: [{ level, tools }] }).total).toBeGreaterThanOrEqual(alone);
      }),
    );
  });
});
