import { describe, expect, it } from 'vitest';
import sizes from '../../data/eos/sizes.json';
import { SIZE_CATEGORY_IDS, SizesFileSchema } from '../../src/systems/eos/rules/schemas/sizes';

describe('data/eos/sizes.json', () => {
  const parsed = SizesFileSchema.parse(sizes);
  const byId = (id: (typeof SIZE_CATEGORY_IDS)[number]) => parsed.categories.find((c) => c.id === id);

  it('has the four categories "Small (Sm) • Medium (Med) • Large (Lg) • Extra-Large (XL)"', () => {
    expect(parsed.categories.map((c) => [c.id, c.abbreviation])).toEqual([
      ['small', 'Sm'],
      ['medium', 'Med'],
      ['large', 'Lg'],
      ['xl', 'XL'],
    ]);
  });

  it('"[(Body x Combat Level)+ 20HP]": base HP 20', () => {
    expect(parsed.baseHp).toBe(20);
  });

  it.each([
    // "approx: 0.5 tile" · "exactly 1 tile" · "a general size of 4 tiles" · "a general size of 9 total tiles"
    ['small', 0.5, 0.5],
    ['medium', 1, 1],
    ['large', 4, 4],
    ['xl', 9, 9],
  ] as const)('%s: general size %d tiles, containers/materials/cooking ×%d', (id, tiles, multiplier) => {
    const size = byId(id);
    expect(size?.generalTiles).toBe(tiles);
    expect(size?.containerMultiplier).toBe(multiplier);
    expect(size?.materialMultiplier).toBe(multiplier);
    expect(size?.cookingMultiplier).toBe(multiplier);
  });

  it.each([
    // "five (5) less base Hit Points" · "five (5) less damage" · "Small races may occupy the same tile"
    ['small', -5, 0, -5, 0, 0, true],
    // "Medium races have a base Hit Points of 20." · "Medium races all deal normal damage."
    ['medium', 0, 0, 0, 0, 0, false],
    // "three (3) more base Hit Points for each tile" · "three (3) extra damage … for each tile" · "plus 1"
    ['large', 0, 3, 0, 3, 1, false],
    // the same per tile · "plus 2"
    ['xl', 0, 3, 0, 3, 2, false],
  ] as const)(
    '%s: HP %d flat / %d per tile, melee %d flat / %d per tile, range +%d, shares tiles: %s',
    (id, hp, hpTile, melee, meleeTile, range, share) => {
      expect(byId(id)).toMatchObject({
        flatHpModifier: hp,
        hpPerTile: hpTile,
        flatMeleeDamageModifier: melee,
        meleeDamagePerTile: meleeTile,
        weaponRangeBonus: range,
        canShareTile: share,
      });
    },
  );

  it('refuses a missing category or a negative multiplier', () => {
    expect(SizesFileSchema.safeParse({ ...sizes, categories: sizes.categories.slice(1) }).success).toBe(false);
    const negative = sizes.categories.map((c) => (c.id === 'large' ? { ...c, containerMultiplier: -4 } : c));
    expect(SizesFileSchema.safeParse({ ...sizes, categories: negative }).success).toBe(false);
  });
});
