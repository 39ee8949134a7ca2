import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import gathering from '../../data/eos/gathering.json';
import { mineOreLeft, miningYield, oreToIngots } from '../../src/systems/eos/rules/gathering/mining';
import { expectRulesError } from './gathering-expect';
import { MINING_TABLE } from './gathering-printed-tables';

const KITS = ['crude', 'basic', 'workshop'] as const;

describe('miningYield', () => {
  it.each(MINING_TABLE)(
    'printed Mining row "Level %i": Crude %i, Basic %i, Workshop %i ore',
    (level, crude, basic, workshop) => {
      expect(miningYield({ level, tools: 'crude' })).toBe(crude);
      expect(miningYield({ level, tools: 'basic' })).toBe(basic);
      expect(miningYield({ level, tools: 'workshop' })).toBe(workshop);
    },
  );

  it.each(gathering.mining.printedTable)('agrees with data/eos/gathering.json row %o', (row) => {
    for (const tools of KITS) expect(miningYield({ level: row.level, tools })).toBe(row[tools]);
  });

  it('"Gathering ores gains the benefit of Basic tools (2x production) & Workshop (4x production)": Mining 4', () => {
    expect(miningYield({ level: 4, tools: 'crude' })).toBe(5);
    expect(miningYield({ level: 4, tools: 'basic' })).toBe(10);
    expect(miningYield({ level: 4, tools: 'workshop' })).toBe(20);
  });

  it('T-08 "Mining Crude tools, or better, to perform." — refuses mining without tools', () => {
    expectRulesError(() => miningYield({ level: 4, tools: 'none' }), 'not-allowed', /Mining needs at least Crude/);
  });

  it('"A mine becomes depleted after 1,000 ore are removed": the haul stops at what is left', () => {
    expect(miningYield({ level: 12, tools: 'workshop', oreLeftInMine: 30 })).toBe(30);
    expect(miningYield({ level: 12, tools: 'workshop', oreLeftInMine: 1000 })).toBe(52);
    expectRulesError(
      () => miningYield({ level: 1, tools: 'crude', oreLeftInMine: 0 }),
      'not-allowed',
      /mine is depleted: all 1000 ore/,
    );
    expectRulesError(
      () => miningYield({ level: 1, tools: 'crude', oreLeftInMine: 1001 }),
      'invalid-number',
      /Ore left in the mine/,
    );
  });

  it('refuses bad levels', () => {
    expectRulesError(() => miningYield({ level: -2, tools: 'basic' }), 'invalid-number', /Mining level/);
    expectRulesError(() => miningYield({ level: Number.NaN, tools: 'basic' }), 'invalid-number', /Mining level/);
  });

  it('is monotone in level and tools', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 1), (level, kit) => {
        const tools = KITS[kit] ?? 'crude';
        const better = KITS[kit + 1] ?? 'workshop';
        expect(miningYield({ level: level + 1, tools })).toBeGreaterThan(miningYield({ level, tools }));
        expect(miningYield({ level, tools: better })).toBeGreaterThan(miningYield({ level, tools }));
      }),
    );
  });
});

describe('mineOreLeft', () => {
  it('a fresh mine holds 1,000 ore', () => {
    expect(mineOreLeft(0)).toBe(1000);
    expect(mineOreLeft(999)).toBe(1);
    expect(mineOreLeft(1000)).toBe(0);
  });

  it('refuses more ore removed than a mine holds', () => {
    expectRulesError(() => mineOreLeft(1001), 'invalid-number', /Ore removed/);
  });
});

describe('oreToIngots', () => {
  it('"10 Metal Ore = One Tier: 1 Ingot"', () => {
    expect(oreToIngots({ ore: 10, hasFire: true })).toEqual({ ingots: 1, ingotTier: 1, oreLeft: 0 });
  });

  it('"whenever the total ores exceed 10": 26 ore make 2 T1 ingots and leave 6 ore', () => {
    expect(oreToIngots({ ore: 26, hasFire: true })).toEqual({ ingots: 2, ingotTier: 1, oreLeft: 6 });
    expect(oreToIngots({ ore: 9, hasFire: true })).toEqual({ ingots: 0, ingotTier: 1, oreLeft: 9 });
  });

  it('"It does, however, require the use of a fire" — refuses smelting without one', () => {
    expectRulesError(() => oreToIngots({ ore: 20, hasFire: false }), 'not-allowed', /needs a fire/);
  });

  it('refuses negative or partial ore', () => {
    expectRulesError(() => oreToIngots({ ore: -1, hasFire: true }), 'invalid-number', /Ore/);
    expectRulesError(() => oreToIngots({ ore: 1.5, hasFire: true }), 'invalid-number', /Ore/);
  });

  it('loses no ore: 10 × ingots + leftover = ore', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), (ore) => {
        const { ingots, oreLeft } = oreToIngots({ ore, hasFire: true });
        expect(ingots * 10 + oreLeft).toBe(ore);
        expect(oreLeft).toBeLessThan(10);
      }),
    );
  });
});
