import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/systems/eos/rules';
import { defence, movement, wdcHouseRules } from '../../../src/systems/wasteland-dice/rules';
import { ARMOUR_EXAMPLES, FRODO, KATNISS, fighter, trait } from './fixtures';

const HEAVY = { name: 'Riot suit', scratch: 90, bite: 90, bullet: 90 };

describe('defence: "both of which have a base value of 12. Armor can add up to 3 points … Traits can add up to another 2 points"', () => {
  it('"Frodo has a base ranged defense of 12 and a Small trait which gives him +1 ranged defense. He is also wearing a bulletproof vest, giving him another +2. His total defense to beat is 15."', () => {
    expect(defence(FRODO, 'ranged')).toMatchObject({
      base: 12,
      armour: 2,
      traitParts: [{ label: 'Small', value: 1 }],
      traits: 1,
      total: 15,
    });
    // The vest gives "+1 to melee defense"; Small is a ranged-defence trait.
    expect(defence(FRODO, 'melee').total).toBe(13);
  });

  it('"Characters have both melee defense and ranged defense, both of which have a base value of 12"', () => {
    expect(defence(fighter(), 'melee').total).toBe(12);
    expect(defence(fighter(), 'ranged').total).toBe(12);
  });

  it('"Armor can add up to 3 points on top of this": torso +2 and a helmet +1 give the most, 15', () => {
    const armoured = fighter({ armour: { torso: HEAVY, helmet: ARMOUR_EXAMPLES.militaryHelmet } });
    expect(defence(armoured, 'ranged').total).toBe(15);
    expect(defence(armoured, 'melee').total).toBe(14);
  });

  it('A-10: "Traits can add up to another 2 points": +3 of traits counts +2; a negative entry counts in full', () => {
    const lucky = fighter({
      modifiers: [trait('melee-defence', 2, 'Nimble-footed'), trait('melee-defence', 1, 'Tough')],
    });
    expect(defence(lucky, 'melee')).toMatchObject({ traitSum: 3, traits: 2, total: 14 });
    const clumsy = fighter({ modifiers: [trait('melee-defence', -1, 'Clumsy')] });
    expect(defence(clumsy, 'melee').total).toBe(11);
  });

  describe('A-01: "Various factors can affect armor negatively, such as being unarmed when attacked with a melee weapon."', () => {
    const vestAndHelmet = fighter({
      armour: { torso: ARMOUR_EXAMPLES.bulletproofVest, helmet: ARMOUR_EXAMPLES.footballHelmet },
    });

    it('by default the unarmed defender loses 1 point of armour against a melee weapon', () => {
      expect(defence(vestAndHelmet, 'melee', { unarmedAgainstMeleeWeapon: true })).toMatchObject({
        armourWorn: 2,
        armourLost: 1,
        armour: 1,
        total: 13,
      });
    });

    it('the Storyteller sets it from 0 to 3; armour never goes below +0, so base 12 and traits stay', () => {
      const penalty = (n: number) =>
        defence(
          vestAndHelmet,
          'melee',
          { unarmedAgainstMeleeWeapon: true },
          wdcHouseRules({ unarmedVsMeleePenalty: n }),
        ).total;
      expect([0, 1, 2, 3].map(penalty)).toEqual([14, 13, 12, 12]);
      const noArmour = fighter({ modifiers: [trait('melee-defence', 1, 'Quick')] });
      expect(defence(noArmour, 'melee', { unarmedAgainstMeleeWeapon: true }).total).toBe(13);
      expect(() => wdcHouseRules({ unarmedVsMeleePenalty: 4 })).toThrow(RulesError);
    });

    it('it is a melee matter: ranged defence keeps its armour', () => {
      expect(defence(vestAndHelmet, 'ranged', { unarmedAgainstMeleeWeapon: true }).armourLost).toBe(0);
    });
  });

  it('refuses a defence that is not melee or ranged', () => {
    expect(() => defence(FRODO, 'magic' as 'melee')).toThrow('A defence must be one of melee, ranged, not "magic".');
  });
});

describe('movement: "Movement has a base of 6, with each starting point in Sprinting adding one extra tile. Armor slows characters down by up to 2 tiles."', () => {
  it('"She can therefore move 6 + 1 (Sprinting) +5 (No attack) -1 (Medium armor) for a total of 11 tiles in her turn."', () => {
    const katniss = movement(KATNISS, { run: true });
    expect([katniss.base, katniss.sprinting, katniss.run, katniss.armour, katniss.total]).toEqual([6, 1, 5, -1, 11]);
  });

  it('Katniss without giving up her attack: 6 + 1 − 1 = 6 tiles', () => {
    expect(movement(KATNISS).total).toBe(6);
  });

  it.each([
    [0, null, 6],
    [3, null, 9],
    [0, ARMOUR_EXAMPLES.leatherJacket, 6],
    [0, HEAVY, 4],
    [3, HEAVY, 7],
  ])('Sprinting %i with %o: %i tiles', (sprinting, torso, tiles) => {
    expect(movement(fighter({ skills: { sprinting }, armour: { torso, helmet: null } })).total).toBe(tiles);
  });

  it('"helmets can only provide +1 …": a helmet slows no one', () => {
    expect(movement(fighter({ armour: { torso: null, helmet: ARMOUR_EXAMPLES.militaryHelmet } })).total).toBe(6);
  });

  it('A-11: "Other factors such as traits can come into play", and movement never goes below 0', () => {
    expect(movement(fighter({ modifiers: [trait('movement', 2, 'Long legs')] })).total).toBe(8);
    const slow = movement(
      fighter({ modifiers: [trait('movement', -8, 'Broken leg')], armour: { torso: HEAVY, helmet: null } }),
    );
    expect([slow.sum, slow.total]).toEqual([-4, 0]);
  });

  it('R-house-2: a held fighter has no movement', () => {
    expect(movement(KATNISS, { held: true })).toMatchObject({ sum: 6, total: 0, held: true });
  });
});
