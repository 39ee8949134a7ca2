import { describe, expect, it } from 'vitest';
import sizes from '../../data/eos/sizes.json';
import { RulesError } from '../../src/core/rules/errors';
import { RACE_IDS } from '../../src/systems/eos/rules/schemas/races';
import {
  getRace,
  isRaceId,
  listRaces,
  racialFishingMultiplier,
  racialFreeSkillPoints,
  racialStatBonus,
} from '../../src/systems/eos/rules/races';
import { baseHp, foodPerDay, meleeDamageModifier, weaponRangeBonus } from '../../src/systems/eos/rules/size';

/**
 * Each race card of "Playable Races", transcribed from eos-rules.txt as printed:
 * Size, Move, Bonus HP & Melee, Natural Armor, Size Category, Food/day, All Weapon Range, Height, Weight, Life Expectancy.
 */
const PRINTED_CARDS = [
  ['cave-troll', '1×2', '6', '+6', '+0', 'Large', '2', '+1', '7-8ft', '400-500lbs', '60 years'],
  ['daywalker', '1×1', '5', '+0', '+0', 'Medium', '1', '+0', '5-6ft', '100-200lbs', '1000 years'],
  ['dwarf', '1×1', '3', '+0', '+0', 'Medium', '1', '+0', '4.5-5.5ft', '200-300lbs', '300 years'],
  ['forest-troll', '2×2', '6', '+12', '+0', 'Large', '4', '+1', '7-8ft', '600-700lbs', '70 years'],
  ['gratchen', '1/2', '3', '-5', '+0', 'Small', '1/2', '+0', '2-2.5ft', '20-30lbs', '50 years'],
  ['human', '1×1', '5', '+0', '+0', 'Medium', '1', '+0', '5-6ft', '100-200lbs', '80 years'],
  ['neo-ape', '1×1', '5', '+0', '+0', 'Medium', '1', '+0', '4.5-5.5ft', '100-200lbs', '60 years'],
  ['neo-bear', '2×2', '5', '+12', '+0', 'Large', '4', '+1', '8-9ft', '600-700lbs', '80 years'],
  ['neo-blackbear', '1×1', '5', '+0', '+0', 'Medium', '1', '+0', '6-7ft', '200-300lbs', '100 years'],
  ['neo-cheetah', '1×1', '3', '+0', '+0', 'Medium', '1', '+0', '5.5-6.5ft', '100-200lbs', '300 years'],
  ['neo-daemon', '3×3', '6', '+27', '+0', 'Extra-Large', '9', '+2', '10-12ft', '1800-2000lbs', '600 years'],
  ['neo-dragon', '3×4', '7', '+36', 'Special', 'Extra-Large', '12', '+2', '8-10ft', '900-1200lbs', '300 years'],
  ['neo-hyena', '1×1', '5', '+0', '+0', 'Medium', '1', '+0', '6-7ft', '200-300lbs', '70 years'],
  ['neo-panther', '1', '5', '+0', '+0', 'Medium', '1', '+0', '5-6ft', '150-200lbs', '100 years'],
  ['neo-rat', '1×1', '5', '0', '+0', 'Medium', '1', '+0', '4-5ft', '100-150lbs', '50 years'],
  ['neo-tabby', '1/2', '4', '-5', '+0', 'Small', '1/2', '+0', '3-3.5ft', '30-40lbs', '50 years'],
  ['neo-tiger', '1×1', '5', '+0', '+0', 'Medium', '1', '+0', '6-7ft', '200-300lbs', '80 years'],
  ['neo-wolf', '1×1', '5', '+0', '+0', 'Medium', '1', '+0', '5.5-6.5ft', '150-250lbs', '80 years'],
  ['orc', '4×4', '6', '+48', '0', 'Extra-Large', '16', '+2', '12-15ft', '1300-1500lbs', '60 years'],
  ['rock-troll', '1×1', '4', '+0', '+5', 'Medium', '1', '+0', '5-6ft', '150-250lbs', '60 years'],
  ['shore-troll', '4×4', '6', '+48', '0', 'Extra-Large', '16', '+2', '15-18ft', '1500-2000lbs', '200 years'],
  ['warhog', '2×2', '6', '+12', '+0', 'Large', '4', '+1', '8-9ft', '800-900lbs', '60 years'],
] as const;

const printedNumber = (text: string): number => (text === '1/2' ? 0.5 : Number(text.replace('+', '')));
const printedRange = (text: string): { min: number; max: number } => {
  const [min, max] = text
    .replace(/ft|lbs/, '')
    .split('-')
    .map(Number);
  return { min: min ?? NaN, max: max ?? NaN };
};
/** "Size: 1×2" → 2 tiles; "1/2" → ½ (small, "approx: 0.5 tile"); "1" (Neo-Panther, T-10) → 1. */
const printedTiles = (text: string): number =>
  text === '1/2' ? 0.5 : text.split('×').reduce((product, side) => product * Number(side), 1);

describe('race cards, row by row against the printed card', () => {
  it('lists every playable race exactly once, in the printed order', () => {
    expect(listRaces().map((race) => race.id)).toEqual(PRINTED_CARDS.map(([id]) => id));
    expect(RACE_IDS).toEqual(PRINTED_CARDS.map(([id]) => id));
  });

  describe.each(PRINTED_CARDS)('%s', (id, size, move, bonus, armor, category, food, range, height, weight, life) => {
    const race = getRace(id);
    it(`Size: ${size} (${printedTiles(size)} tiles)`, () => {
      expect(race.size).toBe(size);
      expect(race.tiles).toBe(printedTiles(size));
    });
    it(`Move: ${move}`, () => expect(race.move).toBe(Number(move)));
    it(`Bonus HP & Melee: ${bonus} — the data, the size-derived base HP − 20 and the melee modifier`, () => {
      expect(race.bonusHpAndMelee).toBe(printedNumber(bonus));
      expect(baseHp(race) - 20).toBe(printedNumber(bonus));
      expect(meleeDamageModifier(race)).toBe(printedNumber(bonus));
    });
    it(`Natural Armor: ${armor}`, () => {
      if (armor === 'Special') {
        // "Their Natural Armor has a Tier Value equal to their [Body stat value + Combat Level]."
        expect(race.naturalArmor.combat).toEqual({ kind: 'body-plus-level' });
      } else {
        expect(race.naturalArmor.combat).toEqual({ kind: 'tier', tier: printedNumber(armor) });
      }
    });
    it(`Size Category: ${category}`, () => {
      expect(sizes.categories.find((c) => c.id === race.sizeCategory)?.name).toBe(category);
    });
    it(`Food/day: ${food} — the data and foodPerDay`, () => {
      expect(race.foodPerDay).toBe(printedNumber(food));
      expect(foodPerDay(race)).toBe(printedNumber(food));
      expect(foodPerDay(race.id)).toBe(printedNumber(food));
    });
    it(`All Weapon Range: ${range} — the data and weaponRangeBonus`, () => {
      expect(race.weaponRangeBonus).toBe(printedNumber(range));
      expect(weaponRangeBonus(race)).toBe(printedNumber(range));
    });
    it(`Height Range: ${height}, Weight Range: ${weight}, Life Expectancy: ${life}`, () => {
      expect(race.heightFeet).toEqual(printedRange(height));
      expect(race.weightLbs).toEqual(printedRange(weight));
      expect(race.lifeExpectancyYears).toBe(Number(life.replace(' years', '')));
    });
  });
});

describe('getRace / isRaceId', () => {
  it('finds a race by id', () => {
    expect(getRace('neo-tabby').name).toBe('Neo-Tabby');
    expect(isRaceId('orc')).toBe(true);
    expect(isRaceId('elf')).toBe(false);
  });

  it('refuses an unknown race with the list a player can choose from', () => {
    expect(() => getRace('elf')).toThrow(RulesError);
    expect(() => getRace('elf')).toThrow(/There is no race "elf"\. Choose one of: Cave Troll, Daywalker, .*Warhog\./);
    try {
      getRace('elf');
    } catch (error) {
      expect((error as RulesError).code).toBe('unknown-race');
    }
  });
});

describe('racial stat bonuses — "gain +3 to … Stat (for free, at game start)"', () => {
  it.each([
    ['neo-daemon', 'mind'],
    ['neo-panther', 'aura'],
    ['neo-rat', 'reflex'],
    ['neo-tabby', 'presence'],
    ['warhog', 'body'],
  ] as const)('%s gains +3 %s and nothing else', (race, stat) => {
    expect(racialStatBonus(race, stat)).toBe(3);
    for (const other of ['body', 'mind', 'reflex', 'presence', 'aura'] as const) {
      if (other !== stat) expect(racialStatBonus(race, other)).toBe(0);
    }
  });

  it('a human gains no stat bonus', () => {
    expect(racialStatBonus('human', 'body')).toBe(0);
  });
});

describe('racial free skills', () => {
  it('Gratchen "start the game with Metalworks: 1, Crossbow Smith(adv): 1, & Locksmith(adv): 1"', () => {
    expect(racialFreeSkillPoints('gratchen', 'metalworks')).toBe(1);
    expect(racialFreeSkillPoints('gratchen', 'crossbow-smith')).toBe(1);
    expect(racialFreeSkillPoints('gratchen', 'locksmith')).toBe(1);
    expect(racialFreeSkillPoints('gratchen', 'tailor')).toBe(0);
  });

  it('Neo-Wolves "gain +10 to Hunting skill (for free, at game start)"', () => {
    expect(racialFreeSkillPoints('neo-wolf', 'hunting')).toBe(10);
    expect(racialFreeSkillPoints('human', 'hunting')).toBe(0);
  });
});

describe('other structured specials', () => {
  it('"Shore Trolls get a 2x tool multiplier for Fishing"', () => {
    expect(racialFishingMultiplier('shore-troll')).toBe(2);
    expect(racialFishingMultiplier('orc')).toBe(1);
  });

  it.each([
    ['neo-hyena', 'thrownRange', 10], // "This effect doubles it to 10 tiles."
    ['neo-rat', 'spoilageExtraWeeks', 1], // "for an additional week after it has spoiled"
    ['warhog', 'trapImmobilizeRounds', 1], // "it is reduced to 1 round"
    ['dwarf', 'wornSlotMultiplier', 2], // "an additional item in each worn slot"
    ['dwarf', 'armorSuits', 2], // "an additional suit of armor"
    ['dwarf', 'cloaksPerBody', 2], // "2 cloaks for each Body stat"
    ['neo-panther', 'pounceTiles', 5], // "they move exactly 5 tiles"
    ['neo-tabby', 'trapSenseBonus', 10], // "+10 on rolls to detect & disarm traps"
    ['neo-tabby', 'vigilanceBonus', 10], // "+10 against characters trying to use Stealth"
    ['human', 'passivePointsPerMonth', 2], // "2 points per month (not the usual 1)"
    ['neo-blackbear', 'tradeBlows', 1],
    ['neo-bear', 'tradeBlows', 2],
  ] as const)('%s %s is %d', (race, field, value) => {
    expect(getRace(race).traits[field]).toBe(value);
  });

  it('Fat Storage: Neo-Bear "up to 120 … a maximum of 12 extra units", Neo-Blackbear 30 and 3', () => {
    expect(getRace('neo-bear').traits.fatStorage).toEqual({ max: 120, perDay: 12 });
    expect(getRace('neo-blackbear').traits.fatStorage).toEqual({ max: 30, perDay: 3 });
  });

  it('switch-like specials', () => {
    expect(getRace('neo-wolf').traits.bowAddsBody).toBe(true);
    expect(getRace('orc').traits.twoHandedMeleeInMainHand).toBe(true);
    expect(getRace('warhog').traits.trapSurvivor).toBe(true);
    expect(getRace('neo-cheetah').traits.bonusMove).toBe('body-minus-armor-and-cloaks');
    expect(getRace('daywalker').traits.exsanguination?.damageStat).toBe('aura');
    expect(getRace('human').traits.bowAddsBody).toBeUndefined();
  });
});
