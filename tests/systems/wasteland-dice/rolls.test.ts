import { describe, expect, it } from 'vitest';
import { RulesError, createSeededRandom } from '../../../src/systems/eos/rules';
import {
  DEFAULT_HOUSE_RULES,
  abilityIcon,
  abilityNames,
  abilityRollModifier,
  attackDefenceKind,
  attackModifier,
  attackRoll,
  fighterSkillRollModifier,
  rollModeOf,
  rollModifier,
  skillRollModifier,
  startingLevelFromXpBoost,
  throwD20,
  wdcHouseRules,
  xpBoostOfLevel,
  type Modifier,
} from '../../../src/systems/wasteland-dice/rules';
import { ARMOUR_EXAMPLES, AZULA, FRODO, faces, fighter, trait } from './fixtures';

describe('"Dice rolls are made up of a D20 (a random number from 1 to 20) and a modifier bonus (from -8 to +8)"', () => {
  it('a roll adds its modifiers', () => {
    expect(
      rollModifier([
        { label: 'Aim 2 × 2', value: 4 },
        { label: 'Gas mask', value: -1 },
      ]),
    ).toEqual({
      parts: [
        { label: 'Aim 2 × 2', value: 4 },
        { label: 'Gas mask', value: -1 },
      ],
      sum: 3,
      total: 3,
      capped: false,
    });
  });

  it('A-05: a sum past ±8 is kept at the dice window’s −8…+8 and says so; uncapped by the house rule', () => {
    const parts = [
      { label: 'Aim 3 × 2', value: 6 },
      { label: 'Sharpshooter', value: 4 },
    ];
    expect(rollModifier(parts)).toMatchObject({ sum: 10, total: 8, capped: true });
    expect(rollModifier(parts, wdcHouseRules({ uncappedModifiers: true }))).toMatchObject({ total: 10, capped: false });
    expect(
      rollModifier([
        { label: 'Deaf', value: -8 },
        { label: 'Dark', value: -3 },
      ]),
    ).toMatchObject({ total: -8 });
  });

  it('refuses one modifier past ±8 and a blank label', () => {
    expect(() => rollModifier([{ label: 'Huge', value: 9 }])).toThrow(
      'The modifier “Huge” must be a whole number from -8 to 8, not 9.',
    );
    expect(() => rollModifier([{ label: ' ', value: 1 }])).toThrow(RulesError);
  });
});

describe('advantage and disadvantage', () => {
  it('"On an advantage roll, two D20s are rolled and you keep the greater of the two results."', () => {
    expect(throwD20([7, 15], 'advantage')).toEqual({ mode: 'advantage', dice: [7, 15], kept: 15 });
  });

  it('"On a disadvantaged roll, you roll two D20s and keep the lesser of the two results."', () => {
    expect(throwD20([7, 15], 'disadvantage')).toEqual({ mode: 'disadvantage', dice: [7, 15], kept: 7 });
  });

  it('from a random source: one draw per die, faces 1 to 20', () => {
    expect(throwD20(faces(20), 'normal')).toEqual({ mode: 'normal', dice: [20], kept: 20 });
    expect(throwD20(faces(3, 19), 'disadvantage').kept).toBe(3);
    const random = createSeededRandom('wasteland');
    for (let i = 0; i < 200; i++) {
      const { kept, dice } = throwD20(random, 'advantage');
      expect(kept).toBe(Math.max(...dice));
      expect(kept).toBeGreaterThanOrEqual(1);
      expect(kept).toBeLessThanOrEqual(20);
    }
  });

  it('A-07: advantage and disadvantage together cancel into one D20', () => {
    expect(rollModeOf({})).toBe('normal');
    expect(rollModeOf({ advantage: true })).toBe('advantage');
    expect(rollModeOf({ disadvantage: true })).toBe('disadvantage');
    expect(rollModeOf({ advantage: true, disadvantage: true })).toBe('normal');
  });

  it('typed dice must be as many as the roll throws, each 1 to 20', () => {
    expect(() => throwD20([12], 'advantage')).toThrow('The roll throws two D20 (advantage): type both dice.');
    expect(() => throwD20([21], 'normal')).toThrow("The roll's D20 must be a whole number from 1 to 20, not 21.");
  });
});

describe('attack modifiers: "your weapon starting skill level (from 0 to 3) multiplied by two"', () => {
  it('"her starting Aim skill was +2, giving her +4 to her attack roll with a ranged weapon. Azula rolls D20+4."', () => {
    const azula = attackModifier(AZULA, { kind: 'ranged' });
    expect(azula.total).toBe(4);
    expect(azula.parts).toEqual([{ label: 'Aim 2 × 2', value: 4 }]);
  });

  it('"a character with +3 aim at creation (+125% boost) gains +6 to ranged attack rolls during combat"', () => {
    expect(attackModifier(fighter({ skills: { aim: 3 } }), { kind: 'ranged' }).total).toBe(6);
  });

  it('"For unarmed attacks, Nimble is used."', () => {
    expect(attackModifier(fighter({ skills: { nimble: 3, aim: 1 } }), { kind: 'unarmed' }).total).toBe(6);
  });

  it('A-04: a melee attack doubles the melee weapon skill it names; none named is +0', () => {
    expect(attackModifier(FRODO, { kind: 'melee', skill: 'Blades' }).total).toBe(4);
    expect(attackModifier(FRODO, { kind: 'melee', skill: null }).total).toBe(0);
    expect(() => attackModifier(FRODO, { kind: 'melee', skill: 'Clubs' })).toThrow(
      "“Clubs” is not one of this fighter's melee weapon skills (Blades).",
    );
  });

  it('"The modifier can be further changed a small amount by character traits": only the attack’s own modifiers count', () => {
    const sniper = fighter({
      skills: { aim: 2 },
      modifiers: [trait('ranged-attack', 1, 'Steady hands'), trait('melee-attack', -2, 'Frail')],
    });
    expect(attackModifier(sniper, { kind: 'ranged' }).total).toBe(5);
    expect(attackModifier(sniper, { kind: 'melee', skill: null }).total).toBe(-2);
    expect(attackModifier(sniper, { kind: 'ranged' }, [{ label: 'Darkness', value: -2 }]).total).toBe(3);
  });

  it('ranged and thrown attacks beat ranged defence; melee, unarmed and grabs melee defence', () => {
    expect(['melee', 'ranged', 'unarmed', 'thrown', 'grab'].map((k) => attackDefenceKind(k as 'melee'))).toEqual([
      'melee',
      'ranged',
      'melee',
      'ranged',
      'melee',
    ]);
  });
});

describe('attack rolls: "the attack roll must equal or exceed the appropriate defense value"', () => {
  it('"Azula rolls a D20 for 10 and adds 4, a total of 14, which misses Frodo by 1 point."', () => {
    expect(attackRoll({ modifier: 4, defence: 15, mode: 'normal' }, [10])).toEqual({
      mode: 'normal',
      dice: [10],
      kept: 10,
      modifier: 4,
      total: 14,
      defence: 15,
      hit: false,
      margin: -1,
      decidedBy: 'total',
    });
  });

  it('equal is a hit: 11 + 4 = 15 against 15', () => {
    expect(attackRoll({ modifier: 4, defence: 15, mode: 'normal' }, [11]).hit).toBe(true);
  });

  it('M-03 / M-04: a natural 20 or 1 decides nothing by default; the Storyteller can make them hit or miss', () => {
    const hard = { modifier: 0, defence: 21, mode: 'normal' } as const;
    expect(attackRoll(hard, [20]).hit).toBe(false);
    expect(attackRoll(hard, [20], wdcHouseRules({ natural20: 'always-hits' }))).toMatchObject({
      hit: true,
      decidedBy: 'natural-20',
    });
    const easy = { modifier: 8, defence: 9, mode: 'normal' } as const;
    expect(attackRoll(easy, [1]).hit).toBe(true);
    expect(attackRoll(easy, [1], wdcHouseRules({ natural1: 'always-misses' }))).toMatchObject({
      hit: false,
      decidedBy: 'natural-1',
    });
  });
});

describe('skill rolls: "the modifier is purely based on your starting skill modifier, from 0 to a maximum of +6"', () => {
  it.each([
    [0, 0],
    [1, 2],
    [2, 4],
    [3, 6],
  ])('starting level %i adds +%i (A-08)', (level, modifier) => {
    expect(skillRollModifier(level)).toBe(modifier);
  });

  it('"such as Farming or Mechanics": by the fighter’s skill name, and nothing else is added ("purely")', () => {
    const farmer = fighter({
      skills: { other: [{ name: 'Farming', level: 2 }] },
      modifiers: [{ source: 'profession', label: 'Farmer', value: 3, applies: 'ability', ability: 'Farming' }],
    });
    expect(fighterSkillRollModifier(farmer, 'Farming')).toBe(4);
    expect(() => skillRollModifier(4)).toThrow(RulesError);
  });
});

describe('abilities (M-01: the list is announced but missing)', () => {
  const keen: Modifier = { source: 'trait', label: 'Keen Hearing', value: 2, applies: 'ability', ability: 'Awareness' };
  const dark: Modifier = {
    source: 'environment',
    label: 'Darkened area',
    value: -3,
    applies: 'ability',
    ability: 'awareness',
  };

  it('the default list is the two rolls the text names; "👁️Awareness"', () => {
    expect(abilityNames()).toEqual(['Awareness', 'Stealth']);
    expect(abilityIcon('Awareness')).toBe('👁️');
    expect(abilityIcon('Stealth')).toBe('');
  });

  it('"👁️Awareness is affected by traits such as Keen Hearing or Deaf, whether or not you\'re standing in a darkened area"', () => {
    const scout = fighter({ modifiers: [keen, dark] });
    expect(abilityRollModifier(scout, 'Awareness')).toMatchObject({ sum: -1, total: -1 });
  });

  it('"Torso armor with a +2 is counted as towards armor penalties for both movement and stealth rolls"', () => {
    const vest = fighter({ armour: { torso: ARMOUR_EXAMPLES.bulletproofVest, helmet: null } });
    expect(abilityRollModifier(vest, 'Stealth').parts).toEqual([{ label: 'Torso armour (medium)', value: -1 }]);
    const heavy = fighter({
      armour: { torso: { name: 'Riot suit', scratch: 90, bite: 90, bullet: 90 }, helmet: null },
    });
    expect(abilityRollModifier(heavy, 'Stealth').total).toBe(-2);
    expect(abilityRollModifier(heavy, 'Awareness').total).toBe(0);
  });

  it('the Storyteller’s own list: an ability not on it is refused, one added is rolled', () => {
    const climber = fighter({
      modifiers: [{ source: 'profession', label: 'Scavenger', value: 2, applies: 'ability', ability: 'Climbing' }],
    });
    expect(() => abilityRollModifier(climber, 'Climbing')).toThrow(
      "“Climbing” is not one of this table's abilities (Awareness, Stealth); the Storyteller can add it.",
    );
    const rules = wdcHouseRules({ abilities: [...DEFAULT_HOUSE_RULES.abilities, 'Climbing'] });
    expect(abilityRollModifier(climber, 'Climbing', rules).total).toBe(2);
  });
});

describe('A-09: starting levels and the XP boost the game shows', () => {
  it('"+1 point in Sprinting (+75% XP)", "+3 aim at creation (+125% boost)", and +2 read as +100 %', () => {
    expect([0, 1, 2, 3].map(xpBoostOfLevel)).toEqual([null, 75, 100, 125]);
    expect([0, 75, 100, 125].map(startingLevelFromXpBoost)).toEqual([0, 1, 2, 3]);
  });

  it('a boost the text does not know is refused with the ones it does', () => {
    expect(() => startingLevelFromXpBoost(80)).toThrow(
      'A starting skill boost of +80% is not one the text knows: +75% (+1), +100% (+2), +125% (+3).',
    );
  });
});
