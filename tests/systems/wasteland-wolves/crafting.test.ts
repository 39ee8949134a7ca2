import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/systems/eos/rules';
import {
  Fraction,
  allRecipes,
  craft,
  craftOptions,
  craftableNow,
  recipeFor,
  rollAtLeast,
  rollTotals,
  wwHouseRules,
  type Inventory,
  type ItemId,
} from '../../../src/systems/wasteland-wolves/rules';

/** Every recipe of the text: its "Roll", what one craft makes, and the perk that lowers it ("-2 roll", "-3 roll"). */
const RECIPES: readonly (readonly [ItemId, string, number, number, 'smith' | 'chemist' | 'trapper' | null])[] = [
  ['slingshot', 'Roll 4 / 3 scraps', 4, 1, null],
  ['bloodletters', 'Roll 7 / 2 Throwing Knives, 1 chemicals (creates 2)', 7, 2, 'smith'],
  ['self-propelled-javelins', 'Roll 9 / 2 Javelins, 3 metal, 1 chemicals (creates 2)', 9, 2, 'smith'],
  ['improvised-combat-knife', 'Roll 4 / 3 scraps, 1 metal', 4, 1, null],
  ['improved-combat-knife', 'Roll 8 / 1 Improvised Combat Knife, 3 scraps, 1 metal', 8, 1, null],
  ['chainsaw', 'Roll 11 / 6 scraps, 4 metal', 11, 1, null],
  ['powersaw', 'Roll 13 / 1 Chainsaw, 1 anomalous material', 13, 1, null],
  ['torch', 'Roll 5 / 3 scraps', 5, 1, null],
  ['mechanical-torch', 'Roll 7 / 1 Torch, 1 metal, 1 chemicals', 7, 1, null],
  ['arrows', 'Arrows x4 / Roll 4 / 4 scraps', 4, 4, 'smith'],
  ['poisoned-arrows', 'Poisoned Arrows x2 / Roll 7 / 4 Arrows, 1 chemicals', 7, 2, 'smith'],
  ['ammo', 'Ammo x6 / Roll 5 / 3 metal', 5, 6, 'smith'],
  ['hammo', 'HAmmo x6 / Roll 6 / 3 metal, 1 chemicals', 6, 6, 'smith'],
  ['limes', 'Limes x6 / Roll 7 / 1 anomalous material', 7, 6, 'smith'],
  ['bow', 'Roll 5 / 3 scraps', 5, 1, null],
  ['composite-shortbow', 'Roll 8 / 1 Bow, 1 scraps, 1 metal', 8, 1, null],
  ['longbow', 'Roll 8 / 1 Bow, 3 scraps', 8, 1, null],
  ['pistol', 'Roll 7 / 5 scraps, 1 metal', 7, 1, null],
  ['submachine-gun', 'Roll 9 / 8 scraps, 1 metal', 9, 1, null],
  ['machine-gun', 'Roll 11 / 9 scraps, 3 metal', 11, 1, null],
  ['pistol-plus', 'Roll 10 / 1 Pistol, 3 scraps', 10, 1, null],
  ['submachine-gun-plus', 'Roll 12 / 1 Submachine Gun, 1 anomalous material', 12, 1, null],
  ['machine-gun-plus', 'Roll 12 / 1 Machine Gun, 1 anomalous material', 12, 1, null],
  ['the-civilian', 'Roll 6 / 5 scraps', 6, 1, null],
  ['the-officer', 'Roll 8 / 7 scraps, 1 metal', 8, 1, null],
  ['the-bulldozer', 'Roll 10 / 6 scraps, 4 metal', 10, 1, null],
  ['the-barbarian', 'Roll 10 / 6 scraps, 4 metal', 10, 1, null],
  ['the-dreadnought', 'Roll 12 / 2 anomalous material', 12, 1, null],
  ['the-pathfinder', 'Roll 12 / 2 anomalous material', 12, 1, null],
  ['tourniquet', 'Roll 6 / 2 scraps, 1 metal (up to 2 can be made at once)', 6, 1, 'chemist'],
  ['penicillin', 'Roll 6 / 1 chemicals (up to 2 can be made at once)', 6, 1, 'chemist'],
  ['morphine', 'Roll 6 / 1 chemicals (up to 2 can be made at once)', 6, 1, 'chemist'],
  ['the-good-shit', 'Roll 8 / 1 scraps, 1 metal, 2 chemicals (up to 2 can be made at once)', 8, 1, 'chemist'],
  ['snare', 'Roll 7 / 1 scraps, 2 metal (up to 2 can be made at once)', 7, 1, 'trapper'],
  ['snare-mine', 'Roll 8 / 1 Snare, 1 metal', 8, 1, 'trapper'],
  ['frag-mine', 'Roll 9 / 6 Ammo, 1 chemicals', 9, 1, 'trapper'],
  ['camouflage', 'Roll 9 / 1 The Civilian, 2 chemicals', 9, 1, 'trapper'],
  ['pile-of-rubble', 'Roll 7 / 4 Rocks', 7, 1, 'trapper'],
  ['strange-token', 'Roll 9 / 1 anomalous material', 9, 1, null],
];
const REDUCTION = { smith: 2, chemist: 2, trapper: 3 } as const;

describe('every recipe of the text, with the roll after perks', () => {
  it('lists exactly these 39 recipes, in the text’s order', () => {
    expect(allRecipes({}).map((r) => r.item)).toEqual(RECIPES.map(([id]) => id));
  });

  it.each(RECIPES)('%s: "%s"', (id, _printed, roll, makes, perk) => {
    const plain = recipeFor(id, {});
    expect([plain.printedRoll, plain.needed, plain.reduction, plain.recipe.makes]).toEqual([roll, roll, 0, makes]);
    // M-02: on a d20, a roll of n or more comes (21 − n) times in 20.
    expect(plain.chance.chance).toEqual(Fraction.of(21 - roll, 20));
    const all = recipeFor(id, { smith: 1, chemist: 1, trapper: 1 });
    const by = perk === null ? 0 : REDUCTION[perk];
    expect([all.needed, all.reduction]).toEqual([roll - by, by]);
    if (perk !== null) expect(recipeFor(id, { [perk]: 1 }).needed).toBe(roll - by);
  });

  it('a recipe that is found, not made, is refused', () => {
    expect(() => recipeFor('rocks', {})).toThrow('Rocks has no recipe: it is found, not made.');
  });
});

describe('the roll dice (M-02): d20 by default, 2d10 or 3d6 by house rule', () => {
  /** Every throw of the dice, one by one. */
  function brute(count: number, sides: number): Map<number, number> {
    const ways = new Map<number, number>();
    const go = (left: number, sum: number) => {
      if (left === 0) return void ways.set(sum, (ways.get(sum) ?? 0) + 1);
      for (let f = 1; f <= sides; f++) go(left - 1, sum + f);
    };
    go(count, 0);
    return ways;
  }

  it.each([
    ['d20', 1, 20],
    ['2d10', 2, 10],
    ['3d6', 3, 6],
  ] as const)('%s matches brute-force enumeration', (dice, count, sides) => {
    const exact = rollTotals(wwHouseRules({ rollDice: dice }));
    const ways = brute(count, sides);
    const outcomes = sides ** count;
    expect([...exact.keys()].sort((a, b) => a - b)).toEqual([...ways.keys()].sort((a, b) => a - b));
    for (const [total, w] of ways) expect(exact.get(total)).toEqual(Fraction.of(w, outcomes));
  });

  it('a Chainsaw (Roll 11) comes 10 in 20 on a d20, 55 in 100 on 2d10', () => {
    expect(rollAtLeast(11)).toEqual(Fraction.of(1, 2));
    expect(rollAtLeast(11, wwHouseRules({ rollDice: '2d10' }))).toEqual(Fraction.of(55, 100));
  });
});

describe('"what can I craft now"', () => {
  const inventory: Inventory = { scraps: 7, metal: 2, chemicals: 1 };

  it('a roll of 7 with 7 scraps, 2 metal and 1 chemicals', () => {
    expect(craftableNow(inventory, 7, {}).map((o) => [o.item, o.maxTimes])).toEqual([
      ['slingshot', 1],
      ['improvised-combat-knife', 1],
      ['torch', 1],
      ['arrows', 1],
      ['bow', 1],
      ['pistol', 1],
      ['the-civilian', 1],
      ['tourniquet', 2],
      ['penicillin', 1],
      ['morphine', 1],
      ['snare', 1],
    ]);
  });

  it('says what is missing and whether the roll falls short', () => {
    const options = craftOptions(inventory, 7, {});
    const chainsaw = options.find((o) => o.item === 'chainsaw');
    expect(chainsaw?.rollMet).toBe(false);
    expect(chainsaw?.missing).toEqual([{ item: 'metal', name: 'Metal', need: 4, have: 2 }]);
    const mechanical = options.find((o) => o.item === 'mechanical-torch');
    expect(mechanical?.rollMet).toBe(true);
    expect(mechanical?.missing.map((m) => m.item)).toEqual(['torch']);
  });

  it('Trapper turns a roll of 4 into a Snare ("Roll 7 … -3 roll")', () => {
    expect(craftableNow(inventory, 4, {}).map((o) => o.item)).not.toContain('snare');
    expect(craftableNow(inventory, 4, { trapper: 1 }).map((o) => o.item)).toContain('snare');
  });

  it('refuses a roll the dice cannot show', () => {
    expect(() => craftableNow(inventory, 21, {})).toThrow('A d20 roll must be a whole number from 1 to 20, not 21.');
    expect(() => craftableNow({ gold: 1 } as Inventory, 5, {})).toThrow(
      'An inventory cannot hold "gold": the game has no such item.',
    );
  });
});

describe('craft', () => {
  it('"2 Throwing Knives, 1 chemicals (creates 2)": two Bloodletters for one set', () => {
    expect(craft({ 'throwing-knives': 3, chemicals: 1 }, 'bloodletters', 1, 7, {})).toEqual({
      'throwing-knives': 1,
      bloodletters: 2,
    });
  });

  it('"Arrows x4": four arrows for 4 scraps; "Ammo x6" six for 3 metal', () => {
    expect(craft({ scraps: 4 }, 'arrows', 1, 4, {})).toEqual({ arrows: 4 });
    expect(craft({ metal: 3 }, 'ammo', 1, 5, {})).toEqual({ ammo: 6 });
  });

  it('"(up to 2 can be made at once)": two Tourniquets take two sets (R-craft-2)', () => {
    expect(craft({ scraps: 4, metal: 2 }, 'tourniquet', 2, 6, {})).toEqual({ tourniquet: 2 });
    expect(() => craft({ scraps: 4, metal: 1 }, 'tourniquet', 2, 6, {})).toThrow(
      'Tourniquet ×2 needs 2 Metal (has 1).',
    );
    expect(() => craft({ scraps: 6, metal: 3 }, 'tourniquet', 3, 6, {})).toThrow(
      'How many Tourniquet to make at once must be a whole number from 1 to 2, not 3.',
    );
    expect(() => craft({ scraps: 6 }, 'slingshot', 2, 6, {})).toThrow(RulesError);
  });

  it('refuses a roll that falls short and leaves the inventory as it was (R-craft-1)', () => {
    const inventory = Object.freeze({ scraps: 9, metal: 3 });
    expect(() => craft(inventory, 'machine-gun', 1, 10, {})).toThrow(
      'Machine Gun needs a roll of 11; the roll was 10.',
    );
    expect(inventory).toEqual({ scraps: 9, metal: 3 });
    expect(craft(inventory, 'machine-gun', 1, 11, {})).toEqual({ 'machine-gun': 1 });
  });

  it('upgrades use the item: "1 Pistol, 3 scraps" makes a Pistol+', () => {
    expect(craft({ pistol: 1, scraps: 3 }, 'pistol-plus', 1, 10, {})).toEqual({ 'pistol-plus': 1 });
  });
});
