import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tailorClothPerTask, tailorCordagePerTask } from '../../src/systems/eos/rules/gathering/tailor';
import { expectRulesError } from './gathering-expect';

describe('tailorClothPerTask (C-05)', () => {
  it('"1 full cloth for each assigned “Daily Task”", with 5 × tier fragments', () => {
    expect(tailorClothPerTask({ level: 5, tier: 3, tools: 'crude' })).toEqual({
      cloths: 1,
      fragmentsPerCloth: 15,
      fragmentsNeeded: 15,
    });
  });

  it('"Basic tools & Workshop multipliers allow for 2x & 4x that baseline output"', () => {
    expect(tailorClothPerTask({ level: 5, tier: 5, tools: 'basic' })).toEqual({
      cloths: 2,
      fragmentsPerCloth: 25,
      fragmentsNeeded: 50,
    });
    expect(tailorClothPerTask({ level: 12, tier: 12, tools: 'workshop' }).fragmentsNeeded).toBe(240);
  });

  it('"Tailor: 5 can craft Tier 1, 2, 3, 4, or 5 Cloth" — not Tier 6', () => {
    for (const tier of [1, 2, 3, 4, 5]) expect(tailorClothPerTask({ level: 5, tier, tools: 'crude' }).cloths).toBe(1);
    expectRulesError(
      () => tailorClothPerTask({ level: 5, tier: 6, tools: 'crude' }),
      'not-allowed',
      /Tailor 5 can make cloth up to Tier 5, not Tier 6/,
    );
  });

  it('"It requires a minimum of Crude tools to perform this skill"', () => {
    expectRulesError(() => tailorClothPerTask({ level: 5, tier: 1, tools: 'none' }), 'not-allowed', /Tailor needs/);
  });

  it('output is monotone in tools and fragments grow with tier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), (tier) => {
        const crude = tailorClothPerTask({ level: 15, tier, tools: 'crude' });
        const basic = tailorClothPerTask({ level: 15, tier, tools: 'basic' });
        const higher = tailorClothPerTask({ level: 15, tier: tier + 1, tools: 'crude' });
        expect(basic.cloths).toBeGreaterThan(crude.cloths);
        expect(higher.fragmentsNeeded).toBeGreaterThan(crude.fragmentsNeeded);
      }),
    );
  });
});

describe('tailorCordagePerTask', () => {
  it('"up to 100 feet of cordage at a rate of 10 feet per 1 cloth fragment"', () => {
    expect(tailorCordagePerTask({ clothFragments: 3, tools: 'crude' })).toEqual({ feet: 30, fragmentsUsed: 3 });
    expect(tailorCordagePerTask({ clothFragments: 10, tools: 'crude' })).toEqual({ feet: 100, fragmentsUsed: 10 });
    expect(tailorCordagePerTask({ clothFragments: 25, tools: 'workshop' })).toEqual({ feet: 100, fragmentsUsed: 10 });
  });

  it('refuses bad input and no tools', () => {
    expectRulesError(() => tailorCordagePerTask({ clothFragments: -1, tools: 'crude' }), 'invalid-number', /Cloth/);
    expectRulesError(() => tailorCordagePerTask({ clothFragments: 1, tools: 'none' }), 'not-allowed', /Tailor/);
  });

  it('never exceeds 100 feet and uses 1 fragment per 10 feet', () => {
    fc.assert(
      fc.property(fc.nat(1000), (clothFragments) => {
        const { feet, fragmentsUsed } = tailorCordagePerTask({ clothFragments, tools: 'basic' });
        expect(feet).toBeLessThanOrEqual(100);
        expect(feet).toBe(10 * fragmentsUsed);
        expect(fragmentsUsed).toBeLessThanOrEqual(clothFragments);
      }),
    );
  });
});
