import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bedrollColdArmor,
  containerBodyRequirement,
  containerSlots,
  fixedContainerCapacity,
  itemSizeSlots,
  listTieredContainers,
  tentNeeds,
} from '../../src/systems/eos/rules/containers';
import { RulesError } from '../../src/core/rules/errors';

/**
 * The container tables are printed two rows to a line ("T1 Hip Pouch\t2 slots\tT7 Hip Pouch\t14 slots"); this
 * splits each line in two halves and keeps the numbers of each half, so every printed row becomes one test row.
 */
function parseTwoColumnTable(printed: string, cellsPerHalf: number): number[][] {
  return printed
    .trim()
    .split('\n')
    .slice(1)
    .flatMap((line) => {
      const cells = line.split('\t');
      return [cells.slice(0, cellsPerHalf), cells.slice(cellsPerHalf)];
    })
    .map((half) => half.map((cell) => Number.parseInt(cell.replace(/^T/, '').replace(/^\+/, ''), 10)))
    .sort((a, b) => (a[0] as number) - (b[0] as number));
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

// eos-rules.txt lines 2441-2447 — "(All listed examples are for medium sized creatures)"
const HIP_POUCH = parseTwoColumnTable(
  `
Hip Pouch\tSlots\tHip Pouch\tSlots
T1 Hip Pouch\t2 slots\tT7 Hip Pouch\t14 slots
T2 Hip Pouch\t4 slots\tT8 Hip Pouch\t16 slots
T3 Hip Pouch\t6 slots\tT9 Hip Pouch\t18 slots
T4 Hip Pouch\t8 slots\tT10 Hip Pouch\t20 slots
T5 Hip Pouch\t10 slots\tT11 Hip Pouch\t22 slots
T6 Hip Pouch\t12 slots\tT12 Hip Pouch\t24 slots
`,
  2,
);

// lines 2453-2459
const ITEM_POUCH = parseTwoColumnTable(
  `
[Item] Pouch\tSlots\t[Item] Pouch\tSlots
T1 [Item] Pouch\t3 slots\tT7 [Item] Pouch\t21 slots
T2 [Item] Pouch\t6 slots\tT8 [Item] Pouch\t24 slots
T3 [Item] Pouch\t9 slots\tT9 [Item] Pouch\t27 slots
T4 [Item] Pouch\t12 slots\tT10 [Item] Pouch\t30 slots
T5 [Item] Pouch\t15 slots\tT11 [Item] Pouch\t33 slots
T6 [Item] Pouch\t18 slots\tT12 [Item] Pouch\t36 slots
`,
  2,
);

// lines 2463-2469
const BACKPACK = parseTwoColumnTable(
  `
Backpack\tSlots\tBackpack\tSlots
T1 Backpack\t4 slots\tT7 Backpack\t28 slots
T2 Backpack\t8 slots\tT8 Backpack\t32 slots
T3 Backpack\t12 slots\tT9 Backpack\t36 slots
T4 Backpack\t16 slots\tT10 Backpack\t40 slots
T5 Backpack\t20 slots\tT11 Backpack\t44 slots
T6 Backpack\t24 slots\tT12 Backpack\t48 slots
`,
  2,
);

// lines 2473-2479
const ITEM_BACKPACK = parseTwoColumnTable(
  `
[Item] Backpack\tSlots\t[Item] Backpack\tSlots
T1 [Item] Backpack\t5 slots\tT7 [Item] Backpack\t35 slots
T2 [Item] Backpack\t10 slots\tT8 [Item] Backpack\t40 slots
T3 [Item] Backpack\t15 slots\tT9 [Item] Backpack\t45 slots
T4 [Item] Backpack\t20 slots\tT10 [Item] Backpack\t50 slots
T5 [Item] Backpack\t25 slots\tT11 [Item] Backpack\t55 slots
T6 [Item] Backpack\t30 slots\tT12 [Item] Backpack\t60 slots
`,
  2,
);

// lines 2485-2491
const BEDROLL = parseTwoColumnTable(
  `
Bedroll\tCold Armor\tBedroll\tCold Armor
T1 Bedroll\t+2\tT7 Bedroll\t+14
T2 Bedroll\t+4\tT8 Bedroll\t+16
T3 Bedroll\t+6\tT9 Bedroll\t+18
T4 Bedroll\t+8\tT10 Bedroll\t+20
T5 Bedroll\t+10\tT11 Bedroll\t+22
T6 Bedroll\t+12\tT12 Bedroll\t+24
`,
  2,
);

// lines 2499-2505
const TENT = parseTwoColumnTable(
  `
# of Med-Sized Creatures Housed\t# of Cloth to Create\t# of Slots in Inventory when Folded\t# of Med-Sized Creatures Housed\t# of Cloth to Create\t# of Slots in Inventory when Folded
1-Person\t2\t10\t7-Person\t14\t70
2-Person\t4\t20\t8-Person\t16\t80
3-Person\t6\t30\t9-Person\t18\t90
4-Person\t8\t40\t10-Person\t20\t100
5-Person\t10\t50\t11-Person\t22\t110
6-Person\t12\t60\t12-Person\t24\t120
`,
  3,
);

describe('printed container tables, row by row (medium creatures)', () => {
  it('transcribed twelve rows of every table', () => {
    expect([HIP_POUCH, ITEM_POUCH, BACKPACK, ITEM_BACKPACK, BEDROLL, TENT].map((rows) => rows.length)).toEqual([
      12, 12, 12, 12, 12, 12,
    ]);
  });

  it.each(HIP_POUCH)('T%i Hip Pouch: %i slots', (tier, slots) => {
    expect(containerSlots({ kind: 'hip-pouch', tier: tier as number, size: 'medium' })).toBe(slots);
  });
  it.each(ITEM_POUCH)('T%i [Item] Pouch: %i slots', (tier, slots) => {
    expect(containerSlots({ kind: 'item-pouch', tier: tier as number, size: 'medium' })).toBe(slots);
  });
  it.each(BACKPACK)('T%i Backpack: %i slots', (tier, slots) => {
    expect(containerSlots({ kind: 'backpack', tier: tier as number, size: 'medium' })).toBe(slots);
  });
  it.each(ITEM_BACKPACK)('T%i [Item] Backpack: %i slots', (tier, slots) => {
    expect(containerSlots({ kind: 'item-backpack', tier: tier as number, size: 'medium' })).toBe(slots);
  });
  it.each(BEDROLL)('T%i Bedroll: +%i cold armor', (tier, coldArmor) => {
    expect(bedrollColdArmor(tier as number)).toBe(coldArmor);
  });
  it.each(TENT)(
    '%i-Person tent: %i cloth, %i slots folded (C-18: 11 and 12 persons exceed 100)',
    (persons, cloth, slots) => {
      expect(tentNeeds(persons as number)).toEqual({ cloth, minClothTier: 2, foldedSlots: slots });
    },
  );
});

describe('containerSlots for other sizes', () => {
  it.each([
    // Hip pouches and backpacks halve exactly; [Item] containers "round up after halving the capacity".
    ['hip-pouch', 1, 1],
    ['hip-pouch', 3, 3],
    ['backpack', 3, 6],
    ['item-pouch', 1, 2],
    ['item-pouch', 3, 5],
    ['item-pouch', 4, 6],
    ['item-backpack', 1, 3],
    ['item-backpack', 5, 13],
  ])('small creature: %s T%i holds %s slots', (kind, tier, slots) => {
    expect(containerSlots({ kind, tier, size: 'small' })).toBe(slots);
  });

  it('small hip pouches and backpacks halve exactly (A-07), which always leaves whole slots', () => {
    expect(containerSlots({ kind: 'hip-pouch', tier: 1, size: 'small' })).toBe(1);
    expect(containerSlots({ kind: 'backpack', tier: 1, size: 'small' })).toBe(2);
    expect(containerSlots({ kind: 'hip-pouch', tier: 5, size: 'small' })).toBe(5);
  });

  it.each([
    ['large', 'backpack', 5, 80],
    ['xl', 'backpack', 5, 180],
    ['large', 'item-pouch', 2, 24],
    ['xl', 'hip-pouch', 12, 216],
  ])('a %s creature: %s T%i holds %i slots (×4 large, ×9 XL)', (size, kind, tier, slots) => {
    expect(containerSlots({ kind, tier, size })).toBe(slots);
  });

  it('slots grow with tier and never shrink with a bigger creature (property)', () => {
    const sizes = ['small', 'medium', 'large', 'xl'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom('hip-pouch', 'item-pouch', 'backpack', 'item-backpack'),
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 0, max: 2 }),
        (kind, tier, sizeIndex) => {
          const size = sizes[sizeIndex] as string;
          const bigger = sizes[sizeIndex + 1] as string;
          expect(containerSlots({ kind, tier: tier + 1, size })).toBeGreaterThan(containerSlots({ kind, tier, size }));
          expect(containerSlots({ kind, tier, size: bigger })).toBeGreaterThan(containerSlots({ kind, tier, size }));
        },
      ),
    );
  });

  it('[Item] containers for small creatures are whole numbers (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('item-pouch', 'item-backpack'), fc.integer({ min: 1, max: 15 }), (kind, tier) => {
        expect(Number.isInteger(containerSlots({ kind, tier, size: 'small' }))).toBe(true);
      }),
    );
  });

  it('refuses bad input', () => {
    expect(rulesError(() => containerSlots({ kind: 'satchel', tier: 1, size: 'medium' })).code).toBe('unknown-option');
    expect(rulesError(() => containerSlots({ kind: 'backpack', tier: 16, size: 'medium' })).code).toBe(
      'tier-out-of-range',
    );
    expect(rulesError(() => containerSlots({ kind: 'backpack', tier: 0, size: 'medium' })).message).toBe(
      'Backpack tier must be at least 1.',
    );
    expect(rulesError(() => containerSlots({ kind: 'backpack', tier: 2, size: 'huge' })).code).toBe('unknown-option');
  });
});

describe('other container rules', () => {
  it('"It requires a Body stat of its tier value or higher to wear."', () => {
    expect(containerBodyRequirement({ kind: 'hip-pouch', tier: 7 })).toBe(7);
    expect(containerBodyRequirement({ kind: 'item-backpack', tier: 3 })).toBe(3);
  });

  it('bedroll cold armor continues the table past T12 and refuses T0', () => {
    expect(bedrollColdArmor(15)).toBe(30);
    expect(rulesError(() => bedrollColdArmor(0)).code).toBe('tier-out-of-range');
  });

  it('a tent houses at least one person', () => {
    expect(rulesError(() => tentNeeds(0)).code).toBe('invalid-number');
    expect(rulesError(() => tentNeeds(1.5)).code).toBe('invalid-number');
  });

  it.each([
    ['misc-chest', 200, 'slots'], // "Misc Chest – Has 200 carry slots."
    ['food-chest', 300, 'food units'], // "Food Chest – Holds up to 300 units of food."
    ['water-barrel', 50, 'gallons'], // "Water Barrel – Holds up to 50 gallons of liquid."
    ['bushcraft-container', 10, 'slots'], // "Each container may hold up to 10 slots worth of objects"
    ['skid', 100, 'slots'], // "Or it may hold up to 100 inventory slots of loose objects."
  ])('%s holds %i %s', (id, holds, unit) => {
    expect(fixedContainerCapacity(id)).toEqual({ holds, unit });
  });

  it.each([
    ['xs', 0.1], // "up to 10 may be stacked in 1 inventory space"
    ['s', 1], // "takes up 1 inventory space"
    ['m', 10], // "takes up to 10 inventory spaces"
    ['l', 100], // "takes up to 100 inventory spaces"
    ['xl', 1000], // "takes up to 1,000 inventory spaces"
  ])('item size %s takes %s inventory spaces', (size, slots) => {
    expect(itemSizeSlots(size)).toBe(slots);
  });

  it('refuses unknown containers and item sizes', () => {
    expect(rulesError(() => fixedContainerCapacity('wagon')).code).toBe('unknown-option');
    expect(rulesError(() => itemSizeSlots('xxl')).code).toBe('unknown-option');
  });
});

describe('listTieredContainers', () => {
  it('lists the four worn containers in the order of the text, the [Item] ones holding one item type', () => {
    expect(listTieredContainers()).toEqual([
      { id: 'hip-pouch', name: 'Hip Pouch', itemSpecific: false },
      { id: 'item-pouch', name: '[Item] Pouch', itemSpecific: true },
      { id: 'backpack', name: 'Backpack', itemSpecific: false },
      { id: 'item-backpack', name: '[Item] Backpack', itemSpecific: true },
    ]);
  });
});
