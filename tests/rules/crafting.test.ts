import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules/errors';
import { breakDown, canBreakDown } from '../../src/systems/eos/rules/crafting/break-down';
import { canCraft, canCraftItem } from '../../src/systems/eos/rules/crafting/can-craft';
import { craftingDays, itemCraftingDays } from '../../src/systems/eos/rules/crafting/crafting-days';
import { canFit, fittingRequirement } from '../../src/systems/eos/rules/crafting/fitting';
import { ingotUpgradeDays } from '../../src/systems/eos/rules/crafting/ingot-upgrade';
import { mapCopyDays, mergedMapTier } from '../../src/systems/eos/rules/crafting/map-making';
import { clothFragmentsForCloth, materialsFor } from '../../src/systems/eos/rules/crafting/materials';
import { canRepair, repairDays, repairRequirements } from '../../src/systems/eos/rules/crafting/repair';
import {
  structureDays,
  structureMaterials,
  structureRepairDays,
  tilesToSquareFeet,
} from '../../src/systems/eos/rules/crafting/structures';

/** Parses a printed "Tier Value" table pasted from eos-rules.txt: "Tier 3\t9 days\t4.5 days\t2.25 days". */
function parseTable(printed: string): number[][] {
  return printed
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t').map((cell) => Number.parseFloat(cell.replace(/^Tier /, ''))));
}

function rulesError(fn: () => unknown): RulesError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
  throw new Error('expected a RulesError');
}

// Printed, identically, under Architect (line 1750), Armorsmith (1810), Bowyer (1870), Crossbow Smith (1959),
// Metalworks (2222), Tailor (2415), Weaponsmith (2521) and Woodworks (2549) of eos-rules.txt.
const STANDARD_TABLE = parseTable(`
Tier Value\tCrude Tools\tBasic Tools\tWorkshop
Tier 1\t1 day\t0.5 days\t0.25 days
Tier 2\t4 days\t2 days\t1 day
Tier 3\t9 days\t4.5 days\t2.25 days
Tier 4\t16 days\t8 days\t4 days
Tier 5\t25 days\t12.5 days\t6.25 days
Tier 6\t36 days\t18 days\t9 days
Tier 7\t49 days\t24.5 days\t12.25 days
Tier 8\t64 days\t32 days\t16 days
Tier 9\t81 days\t40.5 days\t20.25 days
Tier 10\t100 days\t50 days\t25 days
Tier 11\t121 days\t60.5 days\t30.25 days
Tier 12\t144 days\t72 days\t36 days
`);

// Art (line 1842): "Workshop bonus is not available at this time."
const ART_TABLE = parseTable(`
Tier Value\tCrude Tools\tBasic Tools
Tier 1\t1 day\t0.5 days
Tier 2\t4 days\t2 days
Tier 3\t9 days\t4.5 days
Tier 4\t16 days\t8 days
Tier 5\t25 days\t12.5 days
Tier 6\t36 days\t18 days
Tier 7\t49 days\t24.5 days
Tier 8\t64 days\t32 days
Tier 9\t81 days\t40.5 days
Tier 10\t100 days\t50 days
Tier 11\t121 days\t60.5 days
Tier 12\t144 days\t72 days
`);

// Locksmith (line 2124): "This skill requires a minimum of Basic tools".
const LOCKSMITH_TABLE = parseTable(`
Tier Value\tBasic Tools\tWorkshop
Tier 1\t0.5 days\t0.25 days
Tier 2\t2 days\t1 day
Tier 3\t4.5 days\t2.25 days
Tier 4\t8 days\t4 days
Tier 5\t12.5 days\t6.25 days
Tier 6\t18 days\t9 days
Tier 7\t24.5 days\t12.25 days
Tier 8\t32 days\t16 days
Tier 9\t40.5 days\t20.25 days
Tier 10\t50 days\t25 days
Tier 11\t60.5 days\t30.25 days
Tier 12\t72 days\t36 days
`);

// Tailor (line 2391): "Tier Value / # of Cloth Fragments".
const CLOTH_FRAGMENT_TABLE = parseTable(`
Tier Value\t# of Cloth Fragments
1\t5
2\t10
3\t15
4\t20
5\t25
6\t30
7\t35
8\t40
9\t45
10\t50
11\t55
12\t60
`);

const STANDARD_SKILLS = [
  'architect',
  'armorsmith',
  'bowyer',
  'crossbow-smith',
  'metalworks',
  'tailor',
  'weaponsmith',
  'woodworks',
] as const;

describe('craftingDays — the printed tier tables, row by row', () => {
  it('transcribed all twelve rows of each table', () => {
    expect([STANDARD_TABLE.length, ART_TABLE.length, LOCKSMITH_TABLE.length]).toEqual([12, 12, 12]);
  });

  describe.each(STANDARD_SKILLS)('%s (Crude / Basic / Workshop)', (skill) => {
    it.each(STANDARD_TABLE)('Tier %i: %s / %s / %s days', (tier, crude, basic, workshop) => {
      expect(craftingDays({ skill, tier: tier as number, tools: 'crude' })).toBe(crude);
      expect(craftingDays({ skill, tier: tier as number, tools: 'basic' })).toBe(basic);
      expect(craftingDays({ skill, tier: tier as number, tools: 'workshop' })).toBe(workshop);
    });
  });

  it.each(ART_TABLE)('Art Tier %i: %s days Crude, %s days Basic', (tier, crude, basic) => {
    expect(craftingDays({ skill: 'art', tier: tier as number, tools: 'crude' })).toBe(crude);
    expect(craftingDays({ skill: 'art', tier: tier as number, tools: 'basic' })).toBe(basic);
  });

  it.each(LOCKSMITH_TABLE)('Locksmith Tier %i: %s days Basic, %s days Workshop', (tier, basic, workshop) => {
    expect(craftingDays({ skill: 'locksmith', tier: tier as number, tools: 'basic' })).toBe(basic);
    expect(craftingDays({ skill: 'locksmith', tier: tier as number, tools: 'workshop' })).toBe(workshop);
  });
});

describe('craftingDays — exceptions and refusals', () => {
  it('Art in a Workshop is not allowed: "Workshop bonus is not available at this time."', () => {
    const error = rulesError(() => craftingDays({ skill: 'art', tier: 3, tools: 'workshop' }));
    expect(error.code).toBe('not-allowed');
    expect(error.message).toBe('Art cannot be done with a Workshop; it works only with Crude tools or Basic tools.');
  });

  it('Locksmith with Crude tools is not allowed: "requires a minimum of Basic tools"', () => {
    const error = rulesError(() => craftingDays({ skill: 'locksmith', tier: 1, tools: 'crude' }));
    expect(error.code).toBe('not-allowed');
    expect(error.message).toMatch(
      /Locksmith cannot be done with Crude tools; it works only with Basic tools or a Workshop/,
    );
  });

  it('no skill crafts without tools', () => {
    expect(rulesError(() => craftingDays({ skill: 'weaponsmith', tier: 1, tools: 'none' })).message).toBe(
      'Weaponsmith needs tools: Crude tools, Basic tools or a Workshop.',
    );
  });

  it('Map Making: "a T7 Map will take 7 days to complete", with Crude or Basic tools, never a Workshop', () => {
    expect(craftingDays({ skill: 'map-making', tier: 7, tools: 'crude' })).toBe(7);
    expect(craftingDays({ skill: 'map-making', tier: 7, tools: 'basic' })).toBe(7);
    expect(rulesError(() => craftingDays({ skill: 'map-making', tier: 7, tools: 'workshop' })).code).toBe(
      'not-allowed',
    );
  });

  it('extends the formula beyond the printed Tier 12 rows (a Tier 15 Weaponsmith item: 225 / 112.5 / 56.25)', () => {
    expect(craftingDays({ skill: 'weaponsmith', tier: 15, tools: 'crude' })).toBe(225);
    expect(craftingDays({ skill: 'weaponsmith', tier: 15, tools: 'basic' })).toBe(112.5);
    expect(craftingDays({ skill: 'weaponsmith', tier: 15, tools: 'workshop' })).toBe(56.25);
  });

  it('refuses tier 16, tier 0 and fractions', () => {
    expect(rulesError(() => craftingDays({ skill: 'tailor', tier: 16, tools: 'crude' })).code).toBe(
      'tier-out-of-range',
    );
    expect(rulesError(() => craftingDays({ skill: 'tailor', tier: 0, tools: 'crude' })).message).toBe(
      'Tier must be at least 1: nothing is crafted at Tier 0.',
    );
    expect(rulesError(() => craftingDays({ skill: 'tailor', tier: 2.5, tools: 'crude' })).code).toBe(
      'tier-out-of-range',
    );
  });

  it('refuses an unknown skill, a skill that does not craft, and unknown tools', () => {
    const unknown = rulesError(() => craftingDays({ skill: 'jewelry', tier: 1, tools: 'crude' }));
    expect(unknown.code).toBe('unknown-skill');
    expect(unknown.message).toMatch(/^There is no skill "jewelry"\. Choose one of: Bow, .*Woodworks\.$/);
    expect(rulesError(() => craftingDays({ skill: 'fishing', tier: 1, tools: 'crude' })).message).toBe(
      'Fishing does not craft tiered items, so it has no crafting time.',
    );
    expect(rulesError(() => craftingDays({ skill: 'tailor', tier: 1, tools: 'hammer' })).code).toBe('unknown-option');
  });
});

describe('craftingDays — laws', () => {
  const craftSkills = [...STANDARD_SKILLS, 'art', 'locksmith', 'map-making'] as const;
  const toolsFor: Record<(typeof craftSkills)[number], readonly string[]> = {
    architect: ['crude', 'basic', 'workshop'],
    armorsmith: ['crude', 'basic', 'workshop'],
    bowyer: ['crude', 'basic', 'workshop'],
    'crossbow-smith': ['crude', 'basic', 'workshop'],
    metalworks: ['crude', 'basic', 'workshop'],
    tailor: ['crude', 'basic', 'workshop'],
    weaponsmith: ['crude', 'basic', 'workshop'],
    woodworks: ['crude', 'basic', 'workshop'],
    art: ['crude', 'basic'],
    locksmith: ['basic', 'workshop'],
    'map-making': ['crude', 'basic'],
  };

  it('days grow with tier for every skill and allowed tool level', () => {
    fc.assert(
      fc.property(fc.constantFrom(...craftSkills), fc.integer({ min: 1, max: 14 }), (skill, tier) => {
        for (const tools of toolsFor[skill]) {
          expect(craftingDays({ skill, tier: tier + 1, tools })).toBeGreaterThan(craftingDays({ skill, tier, tools }));
        }
      }),
    );
  });

  it('better tools are never slower', () => {
    fc.assert(
      fc.property(fc.constantFrom(...craftSkills), fc.integer({ min: 1, max: 15 }), (skill, tier) => {
        const days = toolsFor[skill].map((tools) => craftingDays({ skill, tier, tools }));
        for (let i = 1; i < days.length; i += 1) expect(days[i]).toBeLessThanOrEqual(days[i - 1] as number);
      }),
    );
  });
});

describe('canCraft', () => {
  it('"Armorsmith: 8 can make up to T8 armor"', () => {
    expect(canCraft({ skill: 'armorsmith', skillLevel: 8, tier: 8, tools: 'crude' })).toEqual({ ok: true });
    expect(canCraft({ skill: 'armorsmith', skillLevel: 8, tier: 9, tools: 'crude' })).toEqual({
      ok: false,
      reasons: ['Armorsmith 8 can make up to Tier 8, not Tier 9.'],
    });
  });

  it('"Weaponsmith: 3 can make up to a T3 Weapon" and "Locksmith:3 can make up to a T3 Lock"', () => {
    expect(canCraft({ skill: 'weaponsmith', skillLevel: 3, tier: 3, tools: 'basic' }).ok).toBe(true);
    expect(canCraft({ skill: 'weaponsmith', skillLevel: 3, tier: 4, tools: 'basic' }).ok).toBe(false);
    expect(canCraft({ skill: 'locksmith', skillLevel: 3, tier: 3, tools: 'basic' }).ok).toBe(true);
    expect(canCraft({ skill: 'locksmith', skillLevel: 3, tier: 4, tools: 'basic' }).ok).toBe(false);
  });

  it('lists every reason: tier above skill and a refused tool level', () => {
    expect(canCraft({ skill: 'locksmith', skillLevel: 2, tier: 5, tools: 'crude' })).toEqual({
      ok: false,
      reasons: [
        'Locksmith 2 can make up to Tier 2, not Tier 5.',
        'Locksmith cannot be done with Crude tools; it works only with Basic tools or a Workshop.',
      ],
    });
    const art = canCraft({ skill: 'art', skillLevel: 12, tier: 1, tools: 'workshop' });
    expect(art.ok).toBe(false);
  });

  it('"You may not use any adv skill until you have at least 1 level in that adv skill."', () => {
    expect(canCraft({ skill: 'bowyer', skillLevel: 0, tier: 1, tools: 'crude' })).toEqual({
      ok: false,
      reasons: ['Bowyer needs at least level 1 to make anything.'],
    });
  });

  it('"If that person’s Map Making skill is a 5, they will make a T5 Map."', () => {
    expect(canCraft({ skill: 'map-making', skillLevel: 5, tier: 5, tools: 'crude' }).ok).toBe(true);
    expect(canCraft({ skill: 'map-making', skillLevel: 5, tier: 3, tools: 'crude' })).toEqual({
      ok: false,
      reasons: ["A Map's tier is its maker's Map Making level (5), so it cannot be Tier 3."],
    });
  });

  it('throws for bad input rather than listing it as a reason', () => {
    expect(rulesError(() => canCraft({ skill: 'tailor', skillLevel: -1, tier: 1, tools: 'crude' })).code).toBe(
      'invalid-number',
    );
    expect(rulesError(() => canCraft({ skill: 'tailor', skillLevel: 5, tier: 16, tools: 'crude' })).code).toBe(
      'tier-out-of-range',
    );
    expect(rulesError(() => canCraft({ skill: 'nope', skillLevel: 5, tier: 1, tools: 'crude' })).code).toBe(
      'unknown-skill',
    );
  });

  it('never allows a tier above the skill level (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STANDARD_SKILLS),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 15 }),
        (skill, skillLevel, tier) => {
          expect(canCraft({ skill, skillLevel, tier, tools: 'crude' }).ok).toBe(tier <= skillLevel);
        },
      ),
    );
  });
});

describe('items: toolkits, Workshop, Woodworks common items, full cloth', () => {
  it('"These tools are T2, thus requiring Level 2 Metalworks to complete" — Metalworks chart T2 (M-10)', () => {
    expect(itemCraftingDays({ item: 'basic-toolkit', tier: 2, tools: 'crude' })).toBe(4);
    expect(itemCraftingDays({ item: 'basic-toolkit', tier: 2, tools: 'basic' })).toBe(2);
    expect(canCraftItem({ item: 'basic-toolkit', skillLevel: 1, tier: 2, tools: 'crude' })).toEqual({
      ok: false,
      reasons: ['Metalworks 1 can make up to Tier 1, not Tier 2.'],
    });
    expect(canCraftItem({ item: 'basic-toolkit', skillLevel: 2, tier: 2, tools: 'crude' }).ok).toBe(true);
  });

  it('"at Metalworks: 6+, a character may create a workshop … considered a T6 product" (36 / 18 / 9 days)', () => {
    expect(itemCraftingDays({ item: 'workshop', tier: 6, tools: 'crude' })).toBe(36);
    expect(itemCraftingDays({ item: 'workshop', tier: 6, tools: 'basic' })).toBe(18);
    expect(itemCraftingDays({ item: 'workshop', tier: 6, tools: 'workshop' })).toBe(9);
    expect(canCraftItem({ item: 'workshop', skillLevel: 5, tier: 6, tools: 'basic' }).ok).toBe(false);
    expect(canCraftItem({ item: 'workshop', skillLevel: 6, tier: 6, tools: 'basic' }).ok).toBe(true);
  });

  it('fixed-tier items refuse any other tier', () => {
    const error = rulesError(() => itemCraftingDays({ item: 'workshop', tier: 5, tools: 'crude' }));
    expect(error.code).toBe('not-allowed');
    expect(error.message).toBe('A Workshop is always Tier 6, not Tier 5.');
    expect(canCraftItem({ item: 'basic-toolkit', skillLevel: 12, tier: 3, tools: 'crude' })).toEqual({
      ok: false,
      reasons: ['A Basic toolkit is always Tier 2, not Tier 3.'],
    });
  });

  it.each(['misc-chest', 'food-chest', 'water-barrel', 'blank-book', 'wood-shield'])(
    '"All common items are Tier 2. They require Woodworks: 2 or higher skill." — %s',
    (item) => {
      expect(itemCraftingDays({ item, tier: 2, tools: 'crude' })).toBe(4);
      expect(canCraftItem({ item, skillLevel: 1, tier: 2, tools: 'crude' }).ok).toBe(false);
      expect(canCraftItem({ item, skillLevel: 2, tier: 2, tools: 'crude' }).ok).toBe(true);
    },
  );

  it('full cloth: "1 full cloth for each assigned “Daily Task”", ×2 Basic, ×4 Workshop, at any tier (C-05)', () => {
    expect(itemCraftingDays({ item: 'full-cloth', tier: 10, tools: 'crude' })).toBe(1);
    expect(itemCraftingDays({ item: 'full-cloth', tier: 10, tools: 'basic' })).toBe(0.5);
    expect(itemCraftingDays({ item: 'full-cloth', tier: 1, tools: 'workshop' })).toBe(0.25);
    expect(canCraftItem({ item: 'full-cloth', skillLevel: 5, tier: 6, tools: 'crude' }).ok).toBe(false);
  });

  it('clothing sets, pouches, bedrolls and tents take "[Tier x Tier] days with Crude tools"', () => {
    expect(itemCraftingDays({ item: 'clothing-set', tier: 4, tools: 'crude' })).toBe(16);
    expect(itemCraftingDays({ item: 'backpack', tier: 5, tools: 'basic' })).toBe(12.5);
    expect(itemCraftingDays({ item: 'tent', tier: 2, tools: 'workshop' })).toBe(1);
  });

  it('a tent is at least Tier 2: "Tents require 2 cloth (of Tier 2 or higher)"', () => {
    expect(rulesError(() => itemCraftingDays({ item: 'tent', tier: 1, tools: 'crude' })).message).toBe(
      'A Tent is at least Tier 2, not Tier 1.',
    );
  });

  it('refuses an unknown item', () => {
    expect(rulesError(() => itemCraftingDays({ item: 'musket', tier: 1, tools: 'crude' })).code).toBe('unknown-option');
  });
});

describe('ingotUpgradeDays', () => {
  it('"upgrading a T9 ingot to a T10 ingot with Basic tools only requires (50 days- 40.5 days) 9.5 days"', () => {
    expect(ingotUpgradeDays({ fromTier: 9, toTier: 10, tools: 'basic' })).toBe(9.5);
  });

  it('with Crude tools T9 → T10 is 100 − 81 = 19 days, in a Workshop 25 − 20.25 = 4.75 days', () => {
    expect(ingotUpgradeDays({ fromTier: 9, toTier: 10, tools: 'crude' })).toBe(19);
    expect(ingotUpgradeDays({ fromTier: 9, toTier: 10, tools: 'workshop' })).toBe(4.75);
  });

  it.each(STANDARD_TABLE.slice(1))(
    'T1 → T%i costs the chart time minus the T1 time (%s − 1 days Crude)',
    (tier, crude) => {
      expect(ingotUpgradeDays({ fromTier: 1, toTier: tier as number, tools: 'crude' })).toBe((crude as number) - 1);
    },
  );

  it('upgrading in steps costs the same as one upgrade (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 11 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 2 }),
        (from, a, b) => {
          const via = from + a;
          const to = via + b;
          const direct = ingotUpgradeDays({ fromTier: from, toTier: to, tools: 'basic' });
          const stepped =
            ingotUpgradeDays({ fromTier: from, toTier: via, tools: 'basic' }) +
            ingotUpgradeDays({ fromTier: via, toTier: to, tools: 'basic' });
          expect(stepped).toBeCloseTo(direct, 10);
        },
      ),
    );
  });

  it('refuses a non-upgrade, a T0 ingot, tier 16 and no tools', () => {
    expect(rulesError(() => ingotUpgradeDays({ fromTier: 5, toTier: 5, tools: 'crude' })).message).toBe(
      "An upgrade must raise the ingot's tier: Tier 5 to Tier 5 is not an upgrade.",
    );
    expect(rulesError(() => ingotUpgradeDays({ fromTier: 0, toTier: 2, tools: 'crude' })).code).toBe(
      'tier-out-of-range',
    );
    expect(rulesError(() => ingotUpgradeDays({ fromTier: 14, toTier: 16, tools: 'crude' })).code).toBe(
      'tier-out-of-range',
    );
    expect(rulesError(() => ingotUpgradeDays({ fromTier: 1, toTier: 2, tools: 'none' })).code).toBe('not-allowed');
  });
});

describe('repair', () => {
  it.each([
    ['weapon', [{ skill: 'metalworks', level: 1 }]], // "Repair of weapons requires Metalworks: 1+."
    [
      'armor',
      [
        { skill: 'tailor', level: 1 },
        { skill: 'metalworks', level: 1 },
      ],
    ], // "both Tailor: 1+ & Metalworks: 1+"
    ['shield', [{ skill: 'metalworks', level: 1 }]], // "Repair of a shield requires only Metalworks: 1+."
    ['bow', [{ skill: 'woodworks', level: 1 }]], // "Repair of bows requires Woodworks: 1+."
    [
      'crossbow',
      [
        { skill: 'metalworks', level: 1 },
        { skill: 'woodworks', level: 1 },
      ],
    ], // "both Metalworks: 1+ & Woodworks: 1+"
  ])('who may repair a %s', (item, skills) => {
    expect(repairRequirements(item)).toEqual(skills);
  });

  it('"Locks cannot be repaired." and "T2 Wood Shield – Cannot be repaired."', () => {
    expect(rulesError(() => repairRequirements('lock')).message).toBe('A Lock cannot be repaired.');
    expect(rulesError(() => repairDays({ item: 'wood-shield', tier: 2, tools: 'crude' })).code).toBe('not-allowed');
  });

  it('"requiring 1/100th the creation time": a T10 weapon 1 day Crude, a T5 armor 0.125 days Basic', () => {
    expect(repairDays({ item: 'weapon', tier: 10, tools: 'crude' })).toBe(1);
    expect(repairDays({ item: 'armor', tier: 5, tools: 'basic' })).toBe(0.125);
  });

  it('repair always takes a hundredth of creation (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('weapon', 'armor', 'shield', 'bow', 'crossbow', 'clothing-set', 'backpack'),
        fc.integer({ min: 1, max: 15 }),
        fc.constantFrom('crude', 'basic', 'workshop'),
        (item, tier, tools) => {
          expect(repairDays({ item, tier, tools }) * 100).toBeCloseTo(itemCraftingDays({ item, tier, tools }), 10);
        },
      ),
    );
  });

  it('"Bows are destroyed at T0 … but may be repaired as long as they are still T1 or higher"', () => {
    expect(canRepair({ item: 'bow', currentTier: 1, skills: { woodworks: 1 } })).toEqual({ ok: true });
    expect(canRepair({ item: 'bow', currentTier: 0, skills: { woodworks: 1 } })).toEqual({
      ok: false,
      reasons: ['A Bow at Tier 0 is destroyed and cannot be repaired.'],
    });
  });

  it('"Crossbows are not destroyed at T0" but need both skills', () => {
    expect(canRepair({ item: 'crossbow', currentTier: 0, skills: { metalworks: 1, woodworks: 1 } }).ok).toBe(true);
    expect(canRepair({ item: 'crossbow', currentTier: 0, skills: { metalworks: 3 } })).toEqual({
      ok: false,
      reasons: ['Repairing a Crossbow needs Woodworks 1 or higher (you have 0).'],
    });
    expect(canRepair({ item: 'lock', currentTier: 3, skills: { locksmith: 12 } }).ok).toBe(false);
  });

  it('refuses unknown skills and bad levels in the skill map', () => {
    expect(rulesError(() => canRepair({ item: 'bow', currentTier: 1, skills: { carpentry: 1 } as never })).code).toBe(
      'unknown-skill',
    );
    expect(rulesError(() => canRepair({ item: 'bow', currentTier: 1, skills: { woodworks: -2 } })).code).toBe(
      'invalid-number',
    );
  });
});

describe('materialsFor', () => {
  it.each([
    // "a T5 weapon requires T5+ metal to create"
    ['weapon', 5, [{ material: 'metal-ingot', quantity: 1, minTier: 5 }]],
    // "T5 armor requires T5+ cloth & T5+ metal to create"
    [
      'armor',
      5,
      [
        { material: 'full-cloth', quantity: 1, minTier: 5 },
        { material: 'metal-ingot', quantity: 1, minTier: 5 },
      ],
    ],
    // "T5 Shield requires T5+ metal ingot to create"
    ['shield', 5, [{ material: 'metal-ingot', quantity: 1, minTier: 5 }]],
    // "wood material of either 1 beam or 1 lumber, & 5 feet of cordage"
    [
      'bow',
      4,
      [
        { material: 'beam-or-lumber', quantity: 1, minTier: null },
        { material: 'cordage-feet', quantity: 5, minTier: null },
      ],
    ],
    // "T5 Crossbow requires T5+ metal & lumber/beam & 5ft cordage to create"
    [
      'crossbow',
      5,
      [
        { material: 'metal-ingot', quantity: 1, minTier: 5 },
        { material: 'beam-or-lumber', quantity: 1, minTier: null },
        { material: 'cordage-feet', quantity: 5, minTier: null },
      ],
    ],
    // "a T5 Lock requires T5+ metal to create"
    ['lock', 5, [{ material: 'metal-ingot', quantity: 1, minTier: 5 }]],
    // "a T8 Clothing set must use T8+ materials"
    ['clothing-set', 8, [{ material: 'full-cloth', quantity: 1, minTier: 8 }]],
    // "Bedrolls require 2 cloth to create." (tier ≥ bedroll, A-20)
    ['bedroll', 3, [{ material: 'full-cloth', quantity: 2, minTier: 3 }]],
    // M-09: 1 full cloth of the container's tier
    ['item-pouch', 4, [{ material: 'full-cloth', quantity: 1, minTier: 4 }]],
    // "To craft Tier 10 Cloth, you would need 50 Cloth Fragments."
    ['full-cloth', 10, [{ material: 'cloth-fragment', quantity: 50, minTier: null }]],
    // "require T2 ingots x2"
    ['basic-toolkit', 2, [{ material: 'metal-ingot', quantity: 2, minTier: 2 }]],
    // "The workshop requires T6 ingots x20"
    ['workshop', 6, [{ material: 'metal-ingot', quantity: 20, minTier: 6 }]],
    // "They require 10 Lumber each, & cannot be created with Beams."
    ['misc-chest', 2, [{ material: 'lumber', quantity: 10, minTier: null }]],
    ['wood-shield', 2, [{ material: 'lumber', quantity: 10, minTier: null }]],
  ])('a medium %s of Tier %i', (item, tier, expected) => {
    expect(materialsFor({ item, tier, size: 'medium' })).toEqual(expected);
  });

  it('"Tents require 2 cloth (of Tier 2 or higher) to create for each creature it can house" — 7-person: 14 cloth', () => {
    expect(materialsFor({ item: 'tent', tier: 2, size: 'xl', persons: 7 })).toEqual([
      { material: 'full-cloth', quantity: 14, minTier: 2 },
    ]);
    expect(rulesError(() => materialsFor({ item: 'tent', tier: 2, size: 'medium' })).message).toBe(
      'A Tent needs the number of persons it houses.',
    );
  });

  it('"Blank Book – 100 pages for each 10 Lumber used in it’s creation."', () => {
    expect(materialsFor({ item: 'blank-book', tier: 2, size: 'medium', pages: 300 })).toEqual([
      { material: 'lumber', quantity: 30, minTier: null },
    ]);
    expect(rulesError(() => materialsFor({ item: 'blank-book', tier: 2, size: 'medium', pages: 150 })).code).toBe(
      'invalid-number',
    );
  });

  it.each([
    ['small', 0.5],
    ['medium', 1],
    ['large', 4],
    ['xl', 9],
  ])('gear for a %s creature needs ×%s materials (halves kept for small, A-07)', (size, multiplier) => {
    expect(materialsFor({ item: 'armor', tier: 5, size })).toEqual([
      { material: 'full-cloth', quantity: multiplier, minTier: 5 },
      { material: 'metal-ingot', quantity: multiplier, minTier: 5 },
    ]);
  });

  it('locks, chests and full cloth do not scale with the crafter’s size', () => {
    expect(materialsFor({ item: 'lock', tier: 3, size: 'xl' })[0]?.quantity).toBe(1);
    expect(materialsFor({ item: 'food-chest', tier: 2, size: 'small' })[0]?.quantity).toBe(10);
    expect(materialsFor({ item: 'full-cloth', tier: 3, size: 'large' })[0]?.quantity).toBe(15);
  });

  it('refuses an unknown size', () => {
    expect(rulesError(() => materialsFor({ item: 'weapon', tier: 1, size: 'huge' })).code).toBe('unknown-option');
  });
});

describe('clothFragmentsForCloth — "Tier Value / # of Cloth Fragments", row by row', () => {
  it.each(CLOTH_FRAGMENT_TABLE)('Tier %i cloth: %i fragments', (tier, fragments) => {
    expect(clothFragmentsForCloth(tier as number)).toBe(fragments);
  });

  it('"To craft Tier 1 Cloth, you would need 5 Cloth Fragments. To craft Tier 10 Cloth, you would need 50"', () => {
    expect(clothFragmentsForCloth(1)).toBe(5);
    expect(clothFragmentsForCloth(10)).toBe(50);
  });

  it('refuses tier 0 and 16', () => {
    expect(rulesError(() => clothFragmentsForCloth(0)).code).toBe('tier-out-of-range');
    expect(rulesError(() => clothFragmentsForCloth(16)).code).toBe('tier-out-of-range');
  });
});

describe('breakDown', () => {
  it('"an extra-large creature’s T5 weapon will break down into nine (9) T5 metal ingots"', () => {
    expect(breakDown({ item: 'weapon', tier: 5, size: 'xl' })).toEqual({
      materials: [{ material: 'metal-ingot', quantity: 9, tier: 5 }],
      dailyTasks: 1,
    });
  });

  it('"instead of the normal one (1) T5 ingot from a medium sized creature’s weapon"', () => {
    expect(breakDown({ item: 'weapon', tier: 5, size: 'medium' }).materials).toEqual([
      { material: 'metal-ingot', quantity: 1, tier: 5 },
    ]);
  });

  it('"The same is true for cloth, wood" — a large T3 crossbow and a small bow', () => {
    expect(breakDown({ item: 'crossbow', tier: 3, size: 'large' }).materials).toEqual([
      { material: 'metal-ingot', quantity: 4, tier: 3 },
      { material: 'beam-or-lumber', quantity: 4, tier: null },
      { material: 'cordage-feet', quantity: 20, tier: null },
    ]);
    expect(breakDown({ item: 'bow', tier: 2, size: 'small' }).materials).toEqual([
      { material: 'beam-or-lumber', quantity: 0.5, tier: null },
      { material: 'cordage-feet', quantity: 2.5, tier: null },
    ]);
  });

  it('recycles a Tier 4 cloth into 20 fragments ("with 100% returns")', () => {
    expect(breakDown({ item: 'full-cloth', tier: 4, size: 'medium' }).materials).toEqual([
      { material: 'cloth-fragment', quantity: 20, tier: null },
    ]);
  });

  it('refuses items that are not made from materials', () => {
    expect(rulesError(() => breakDown({ item: 'artwork', tier: 2, size: 'medium' })).code).toBe('not-allowed');
  });

  it('"requires a toolkit & at least a skill of one (1) in any skill that normally works with those materials"', () => {
    expect(canBreakDown({ item: 'armor', tools: 'crude', skills: { armorsmith: 1 } })).toEqual({ ok: true });
    expect(canBreakDown({ item: 'armor', tools: 'crude', skills: { tailor: 1, metalworks: 1 } })).toEqual({ ok: true });
    expect(canBreakDown({ item: 'armor', tools: 'none', skills: { metalworks: 4 } })).toEqual({
      ok: false,
      reasons: [
        'Breaking an item down needs a toolkit.',
        'Recovering full cloth needs level 1 in one of: Tailor, Armorsmith.',
      ],
    });
    expect(canBreakDown({ item: 'weapon', tools: 'basic', skills: {} }).ok).toBe(false);
  });
});

describe('structures', () => {
  it('Woodworks: the chart time whatever the area ("Use the chart for build times of all creations")', () => {
    expect(structureDays({ builder: 'woodworks', kind: 'building', tier: 3, tools: 'crude', squareFeet: 500 })).toBe(9);
    expect(structureDays({ builder: 'woodworks', kind: 'building', tier: 3, tools: 'basic', squareFeet: 1000 })).toBe(
      4.5,
    );
  });

  it('"simple structures up to 1,000 square feet" — 1,001 sq ft needs Architect; fortifications too (C-20)', () => {
    const tooBig = rulesError(() =>
      structureDays({ builder: 'woodworks', kind: 'building', tier: 3, tools: 'crude', squareFeet: 1001 }),
    );
    expect(tooBig.code).toBe('not-allowed');
    expect(tooBig.message).toBe('Woodworks builds structures up to 1,000 sq ft; 1,001 sq ft needs Architect.');
    expect(
      rulesError(() => structureMaterials({ builder: 'woodworks', kind: 'fortification', squareFeet: 100 })).message,
    ).toBe('Fortifications are built with the Architect skill, not Woodworks.');
    expect(
      rulesError(() =>
        structureDays({ builder: 'architect', kind: 'building', tier: 3, tools: 'crude', squareFeet: 1000 }),
      ).code,
    ).toBe('not-allowed');
  });

  it('"The examples above would be 200 tiles, 20 tiles & 4 tiles — needing 1000, 100, & 20 lumber."', () => {
    for (const [tiles, lumber] of [
      [200, 1000],
      [20, 100],
      [4, 20],
    ] as const) {
      expect(
        structureMaterials({ builder: 'woodworks', kind: 'building', squareFeet: tilesToSquareFeet(tiles) }),
      ).toEqual([{ material: 'beam-or-lumber', quantity: lumber, minTier: null }]);
    }
  });

  it('"a T10 wall 10 feet long require 100 square feet of material (360 stones)"; time as any Architect structure', () => {
    expect(structureMaterials({ builder: 'architect', kind: 'fortification', squareFeet: 100 })).toEqual([
      { material: 'stone', quantity: 360, minTier: null },
    ]);
    expect(
      structureDays({ builder: 'architect', kind: 'fortification', tier: 10, tools: 'crude', squareFeet: 100 }),
    ).toBe(100);
  });

  it('Architect: each extra 100 sq ft adds one chart time; helpers (≤ 10) cancel extensions (A-14)', () => {
    const base = { builder: 'architect', kind: 'building', tier: 2, tools: 'basic' } as const;
    // 1,100 sq ft = 11 blocks: 10 extensions. T2 with Basic tools is 2 days per block.
    expect(structureDays({ ...base, squareFeet: 1100 })).toBe(22);
    expect(structureDays({ ...base, squareFeet: 1100, helpers: 4 })).toBe(14);
    expect(structureDays({ ...base, squareFeet: 1100, helpers: 10 })).toBe(2);
    // 2,050 sq ft = 21 blocks (a part block counts): 20 extensions, 10 helpers cancel 10.
    expect(structureDays({ ...base, squareFeet: 2050, helpers: 10 })).toBe(22);
    expect(structureMaterials({ builder: 'architect', kind: 'building', squareFeet: 2050 })).toEqual([
      { material: 'stone', quantity: 21 * 360, minTier: null },
    ]);
    expect(rulesError(() => structureDays({ ...base, squareFeet: 1100, helpers: 11 })).code).toBe('invalid-number');
  });

  it('only an Architect directs helpers', () => {
    expect(
      rulesError(() =>
        structureDays({ builder: 'woodworks', kind: 'building', tier: 1, tools: 'crude', squareFeet: 20, helpers: 2 }),
      ).code,
    ).toBe('not-allowed');
  });

  it('"repaired … at a rate of 1/100th the original creation time"', () => {
    expect(
      structureRepairDays({ builder: 'architect', kind: 'fortification', tier: 10, tools: 'crude', squareFeet: 100 }),
    ).toBe(1);
  });

  it('refuses a zero area, an unknown builder and tier 16', () => {
    expect(rulesError(() => structureMaterials({ builder: 'woodworks', kind: 'building', squareFeet: 0 })).code).toBe(
      'invalid-number',
    );
    expect(
      rulesError(() => structureMaterials({ builder: 'mining' as never, kind: 'building', squareFeet: 10 })).code,
    ).toBe('unknown-skill');
    expect(
      rulesError(() =>
        structureDays({ builder: 'woodworks', kind: 'building', tier: 16, tools: 'crude', squareFeet: 10 }),
      ).code,
    ).toBe('tier-out-of-range');
  });

  it('more area never builds faster, and helpers never slow it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1001, max: 20000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 9 }),
        (squareFeet, extra, helpers) => {
          const input = { builder: 'architect', kind: 'building', tier: 4, tools: 'crude' } as const;
          expect(structureDays({ ...input, squareFeet: squareFeet + extra, helpers })).toBeGreaterThanOrEqual(
            structureDays({ ...input, squareFeet, helpers }),
          );
          expect(structureDays({ ...input, squareFeet, helpers: helpers + 1 })).toBeLessThanOrEqual(
            structureDays({ ...input, squareFeet, helpers }),
          );
        },
      ),
    );
  });
});

describe('fitting (A-22)', () => {
  it('"fitted by a character that has a skill level equal to that item’s tier value or higher"', () => {
    expect(fittingRequirement({ item: 'armor', tier: 7 })).toEqual({ skill: 'armorsmith', level: 7 });
    expect(fittingRequirement({ item: 'clothing-set', tier: 4 })).toEqual({ skill: 'tailor', level: 4 });
    expect(fittingRequirement({ item: 'weapon', tier: 4 })).toBeNull();
    expect(canFit({ item: 'armor', tier: 7, skillLevel: 7 })).toBe(true);
    expect(canFit({ item: 'armor', tier: 7, skillLevel: 6 })).toBe(false);
    expect(canFit({ item: 'shield', tier: 12, skillLevel: 0 })).toBe(true);
  });
});

describe('map making', () => {
  it('"Copying maps can be done in a day or two … at least Level 1 Map Making"', () => {
    expect(mapCopyDays(1)).toEqual({ minDays: 1, maxDays: 2 });
    expect(rulesError(() => mapCopyDays(0)).code).toBe('not-allowed');
  });

  it('"a Tier value equal to the lowest Tier value of each map being assembled"', () => {
    expect(mergedMapTier([7, 3, 5])).toBe(3);
    expect(rulesError(() => mergedMapTier([])).code).toBe('invalid-number');
    expect(rulesError(() => mergedMapTier([3, 16])).code).toBe('tier-out-of-range');
  });
});
