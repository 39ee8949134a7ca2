import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules/errors';
import type { SizeCategoryId } from '../../src/systems/eos/rules/schemas/sizes';
import {
  baseHp,
  canShareTile,
  cookingOutput,
  foodPerDay,
  materialCost,
  meleeDamageModifier,
  requireSizedCreature,
  sizeScaledSlots,
  weaponRangeBonus,
  type SizedCreature,
} from '../../src/systems/eos/rules/size';

const creature = (sizeCategory: SizeCategoryId, width: number, length: number) => ({
  sizeCategory,
  tiles: width * length,
});

describe('foodPerDay — "Creature Size & Food"', () => {
  it.each([
    ['Small creatures are half a tile & need 0.5 of a unit of food each day.', creature('small', 0.5, 1), 0.5],
    ['Medium creatures are exactly 1 tile & need 1 unit of food each day.', creature('medium', 1, 1), 1],
    ['1×2 creatures need 2 units of food each day.', creature('large', 1, 2), 2],
    ['2×2 creatures need 4 units of food each day.', creature('large', 2, 2), 4],
    ['2×3 creatures need 6 units of food each day.', creature('large', 2, 3), 6],
    ['3×3 creatures need 9 units of food each day.', creature('xl', 3, 3), 9],
    ['3×4 creatures need 12 units of food each day.', creature('xl', 3, 4), 12],
    ['4×4 creatures need 16 units of food each day.', creature('xl', 4, 4), 16],
  ])('"%s"', (_quote, sized, food) => {
    expect(foodPerDay(sized)).toBe(food);
  });
});

describe('baseHp — size-aware base HP (C-10)', () => {
  it.each([
    ['"Granting them 15 instead of the normal 20 at game start." (small)', creature('small', 0.5, 1), 15],
    ['"Medium races have a base Hit Points of 20."', creature('medium', 1, 1), 20],
    ['"Granting them 32 instead of the normal 20 at game start for a 2×2 creature"', creature('large', 2, 2), 32],
    ['"& 38 instead of 20 for a 3×2 sized creature"', creature('large', 3, 2), 38],
    ['"Granting them 47 instead of the normal 20 at game start for a 3×3 creature"', creature('xl', 3, 3), 47],
    ['"& 56 instead of 20 for a 3×4 sized creature"', creature('xl', 3, 4), 56],
    ['"… & 95 base HP if they are 5×5"', creature('xl', 5, 5), 95],
  ])('%s', (_quote, sized, hp) => {
    expect(baseHp(sized)).toBe(hp);
  });

  it('reads race cards by id too (Forest Troll 2×2: 32)', () => {
    expect(baseHp('forest-troll')).toBe(32);
    expect(baseHp('gratchen')).toBe(15);
  });
});

describe('meleeDamageModifier — melee & thrown damage by size', () => {
  it.each([
    ['"Small races deal five (5) less damage"', creature('small', 0.5, 1), -5],
    ['"Medium races all deal normal damage."', creature('medium', 1, 1), 0],
    ['"This is 12 extra damage for a 2×2"', creature('large', 2, 2), 12],
    ['"& 18 extra damage for a 3×2"', creature('large', 3, 2), 18],
    ['"Dealing an extra 27 damage at 3×3"', creature('xl', 3, 3), 27],
    ['"& 36 extra damage at a size of 3×4"', creature('xl', 3, 4), 36],
    ['"… & 75 extra damage if they are 5×5"', creature('xl', 5, 5), 75],
  ])('%s', (_quote, sized, damage) => {
    expect(meleeDamageModifier(sized)).toBe(damage);
  });
});

describe('weaponRangeBonus', () => {
  it.each([
    [creature('small', 0.5, 1), 0],
    [creature('medium', 1, 1), 0],
    [creature('large', 2, 2), 1], // "Large races have a normal range with all weapons plus 1."
    [creature('xl', 3, 3), 2], // "Extra Large races have a normal range with all weapons plus 2."
  ] as const)('%o: +%d', (sized, bonus) => {
    expect(weaponRangeBonus(sized)).toBe(bonus);
  });
});

describe('materialCost — "Creature Size & Material Costs"', () => {
  it.each([
    ['small', 0.5], // "A small race will need half (0.5x) the materials."
    ['medium', 1],
    ['large', 4], // "A large race will need four times (4x) the materials."
    ['xl', 9], // "A extra-large race will need nine times (9x) the materials."
  ] as const)('%s needs %d× the materials', (size, multiplier) => {
    expect(materialCost(10, size)).toBe(10 * multiplier);
  });

  it('keeps halves (A-07): a small T5 weapon needs ½ ingot', () => {
    expect(materialCost(1, 'small')).toBe(0.5);
    expect(materialCost(3, 'small')).toBe(1.5);
  });

  it('refuses a negative amount or an unknown size', () => {
    expect(() => materialCost(-1, 'medium')).toThrow(RulesError);
    expect(() => materialCost(1, 'huge' as SizeCategoryId)).toThrow(
      /Size category must be one of small, medium, large, xl/,
    );
  });
});

describe('sizeScaledSlots — "Creature Size & Inventory Slots"', () => {
  it.each([
    ['small', 5], // "half (0.5x) the normal amount", halved exactly
    ['medium', 10],
    ['large', 40], // "four times (4x)"
    ['xl', 90], // "nine times (9x)"
  ] as const)('a 10-slot container for %s holds %d', (size, slots) => {
    expect(sizeScaledSlots(10, size)).toBe(slots);
  });

  it('a small T1 [item] pouch (3 slots): "For small creatures, round up after halving the capacity" → 2', () => {
    expect(sizeScaledSlots(3, 'small', { roundUp: true })).toBe(2);
  });

  it('a small hip pouch halves exactly (A-07): 3 slots → 1.5', () => {
    expect(sizeScaledSlots(3, 'small')).toBe(1.5);
    expect(sizeScaledSlots(3, 'small', { roundUp: false })).toBe(1.5);
  });

  it('rounding up never changes whole results', () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.constantFrom('medium', 'large', 'xl') as fc.Arbitrary<SizeCategoryId>,
        (base, size) => {
          expect(sizeScaledSlots(base, size, { roundUp: true })).toBe(sizeScaledSlots(base, size));
        },
      ),
    );
  });

  it('refuses fractional base slots', () => {
    expect(() => sizeScaledSlots(2.5, 'medium')).toThrow(/whole number/);
  });
});

describe('cookingOutput — "Creature Size & Cooking"', () => {
  it.each([
    ['small', 2.5], // "Small races will half-production (0.5x)."
    ['medium', 5],
    ['large', 20], // "Large produces four times (4x)."
    ['xl', 45], // "Extra-large races can cook & preserve nine times (9x)."
  ] as const)('5 preserved food for %s is %d', (size, output) => {
    expect(cookingOutput(5, size)).toBe(output);
  });
});

describe('canShareTile — "Small races may occupy the same tile as 1 other creature, friend or foe."', () => {
  it.each([
    ['small', 'small', true], // "If another creature is a small or medium sized creature, one small creature may share"
    ['small', 'medium', true],
    ['small', 'large', true], // "A large creature may also choose to share a tile occupied with by small creature."
    ['small', 'xl', true], // "If that creature is 4 tiles big, one small creature may be on each of those tiles."
    ['medium', 'medium', false], // "Medium and larger creatures may not share tiles with each other."
    ['medium', 'large', false],
    ['large', 'xl', false],
    ['xl', 'xl', false],
  ] as const)('%s with %s: %s', (a, b, shared) => {
    expect(canShareTile(a, b)).toBe(shared);
    expect(canShareTile(b, a)).toBe(shared);
  });
});

describe('size laws', () => {
  /** Large (2–8 tiles) and XL (9–25) creatures, one tile short of their largest footprint so +1 still fits. */
  const large = fc.oneof(
    fc.integer({ min: 2, max: 5 }).map((tiles) => ({ sizeCategory: 'large', tiles }) as const),
    fc.integer({ min: 7, max: 24 }).map((tiles) => ({ sizeCategory: 'xl', tiles }) as const),
  );

  it('large/XL base HP and melee bonus grow by 3 per tile', () => {
    fc.assert(
      fc.property(large, (sized) => {
        expect(baseHp({ ...sized, tiles: sized.tiles + 1 }) - baseHp(sized)).toBe(3);
        expect(meleeDamageModifier(sized)).toBe(baseHp(sized) - 20);
      }),
    );
  });

  it('food per day equals the footprint in tiles', () => {
    fc.assert(
      fc.property(large, (sized) => {
        expect(foodPerDay(sized)).toBe(sized.tiles);
      }),
    );
  });

  it('refuses a footprint of 0 tiles or an unknown race', () => {
    expect(() => foodPerDay({ sizeCategory: 'medium', tiles: 0 })).toThrow(RulesError);
    expect(() => foodPerDay({ sizeCategory: 'large', tiles: 0 })).toThrow(RulesError);
    expect(() => baseHp('elf' as never)).toThrow(/There is no race "elf"/);
  });

  it.each([
    [{ sizeCategory: 'small', tiles: 1 }, /A small creature occupies 0.5 tiles, not 1/], // "approx: 0.5 tile"
    [{ sizeCategory: 'medium', tiles: 2 }, /A medium creature occupies 1 tile, not 2/], // "exactly 1 tile"
    [{ sizeCategory: 'large', tiles: 1 }, /A large creature's footprint in tiles must be a whole number from 2 to 6/],
    [{ sizeCategory: 'large', tiles: 7 }, /A large creature's footprint in tiles must be a whole number from 2 to 6/],
    [
      { sizeCategory: 'xl', tiles: 6 },
      /An extra-large creature's footprint in tiles must be a whole number from 7 to 25/,
    ],
    [
      { sizeCategory: 'xl', tiles: 26 },
      /An extra-large creature's footprint in tiles must be a whole number from 7 to 25/,
    ],
    [{ sizeCategory: 'huge', tiles: 4 }, /Size category must be one of small, medium, large, xl/],
  ] as const)('refuses %o', (sized, message) => {
    expect(() => requireSizedCreature(sized as SizedCreature)).toThrow(message);
    expect(() => meleeDamageModifier(sized as SizedCreature)).toThrow(RulesError);
  });
});
