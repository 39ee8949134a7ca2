import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cookingPoints,
  cookingSpend,
  tasteMealsPerTask,
  tasteTier,
} from '../../src/systems/eos/rules/gathering/cooking';
import type { SizeCategoryId } from '../../src/systems/eos/rules/schemas/sizes';
import { expectRulesError } from './gathering-expect';

describe('cookingPoints', () => {
  it('"a level 5 cook gains 5 Cooking Points. A level 10 cook gains 10 Cooking Points in their pool"', () => {
    expect(cookingPoints({ level: 5, tools: 'crude' })).toBe(5);
    expect(cookingPoints({ level: 10, tools: 'crude' })).toBe(10);
  });

  it('"Cooking requires a minimum Crude tools to perform"', () => {
    expectRulesError(() => cookingPoints({ level: 5, tools: 'none' }), 'not-allowed', /Cooking needs at least Crude/);
  });

  it('refuses bad levels', () => {
    expectRulesError(() => cookingPoints({ level: 1.5, tools: 'crude' }), 'invalid-number', /Cooking level/);
  });
});

describe('cookingSpend', () => {
  it('"Chore Delegation (1 Point) … grant 1 non-cooking ally an extra Daily Task"', () => {
    expect(cookingSpend({ level: 3, tools: 'crude', size: 'medium', choreDelegations: 2 })).toMatchObject({
      pointsUsed: 2,
      pointsLeft: 1,
      extraTasksGranted: 2,
    });
  });

  it.each([
    ['crude', 'medium', 1],
    ['basic', 'medium', 2],
    ['workshop', 'medium', 4],
    ['crude', 'small', 0.5],
    ['crude', 'large', 4],
    ['crude', 'xl', 9],
    ['workshop', 'xl', 36],
    ['basic', 'small', 1],
  ] as const)(
    '"Preserve 1 unit of food permanently. Crude Toolkit x1, Basic Toolkit x2, Workshop x4, & creature size modifiers apply": %s, %s → %d per point',
    (tools, size, food) => {
      expect(cookingSpend({ level: 4, tools, size, preservations: 1 }).foodPreserved).toBe(food);
      expect(cookingSpend({ level: 4, tools, size, preservations: 4 }).foodPreserved).toBe(4 * food);
    },
  );

  it.each([
    ['crude', 5, 1, '1-hour Candles x5 (XS size) from 1 unit of “Animal Fat” with a Crude Toolkit'],
    ['basic', 10, 2, '1-hour Candles x10 from 2 units of “Animal Fat” with a Basic Toolkit'],
    ['workshop', 20, 4, '1-hour candles x20 from 4 units of “Animal Fat” with a Workshop'],
  ] as const)('%s: %i candles from %i fat — "%s"', (tools, candles, fat, _quote) => {
    expect(cookingSpend({ level: 2, tools, size: 'medium', candleBatches: 1 })).toMatchObject({
      candles,
      animalFatNeeded: fat,
    });
  });

  it('"this sub-task does not gain any bonuses for creature size"', () => {
    expect(cookingSpend({ level: 2, tools: 'crude', size: 'xl', candleBatches: 2 }).candles).toBe(10);
    expect(cookingSpend({ level: 2, tools: 'crude', size: 'small', candleBatches: 2 }).candles).toBe(10);
  });

  it('refuses spending more points than the pool', () => {
    expectRulesError(
      () => cookingSpend({ level: 3, tools: 'basic', size: 'medium', preservations: 2, candleBatches: 2 }),
      'not-allowed',
      /Cooking 3 gives 3 Cooking Points per task, not 4/,
    );
  });

  it('refuses bad input', () => {
    expectRulesError(
      () => cookingSpend({ level: 3, tools: 'basic', size: 'huge' as SizeCategoryId }),
      'unknown-option',
      /Size must be one of small, medium, large, xl/,
    );
    expectRulesError(
      () => cookingSpend({ level: 3, tools: 'basic', size: 'medium', preservations: -1 }),
      'invalid-number',
      /Food Preservation points/,
    );
  });

  it('preserved food never falls when tools or size rise', () => {
    const kits = ['crude', 'basic', 'workshop'] as const;
    const sizes = ['small', 'medium', 'large', 'xl'] as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), fc.constantFrom(0, 1), fc.constantFrom(0, 1, 2), (level, k, s) => {
        const spend = (tools: (typeof kits)[number], size: (typeof sizes)[number]) =>
          cookingSpend({ level, tools, size, preservations: level }).foodPreserved;
        const tools = kits[k] ?? 'crude';
        const size = sizes[s] ?? 'small';
        expect(spend(kits[k + 1] ?? 'workshop', size)).toBeGreaterThan(spend(tools, size));
        expect(spend(tools, sizes[s + 1] ?? 'xl')).toBeGreaterThan(spend(tools, size));
      }),
    );
  });
});

describe('tasteMealsPerTask', () => {
  it.each([
    ['crude', 25],
    ['basic', 50],
    ['workshop', 100],
  ] as const)(
    '"Crude Toolkit = up to 25 meals, Basic Toolkit= up to 50 meals, Kitchen = up to 100 meals" (A-26): %s → %i',
    (t, n) => {
      expect(tasteMealsPerTask(t)).toBe(n);
    },
  );

  it('refuses cooking without tools', () => {
    expectRulesError(() => tasteMealsPerTask('none'), 'not-allowed', /Cooking/);
  });
});

describe('tasteTier', () => {
  it('"If it is not declared as a task for the day, then the Taste Tier of each meal is half of the characters Cooking skill level" (A-07: round down)', () => {
    expect(tasteTier({ level: 10, declaredTask: false })).toBe(5);
    expect(tasteTier({ level: 7, declaredTask: false })).toBe(3);
    expect(tasteTier({ level: 1, declaredTask: false })).toBe(0);
  });

  it('a declared taste task cooks at the full skill level', () => {
    expect(tasteTier({ level: 7, declaredTask: true })).toBe(7);
  });

  it('refuses bad levels', () => {
    expectRulesError(() => tasteTier({ level: -4, declaredTask: true }), 'invalid-number', /Cooking level/);
  });
});
