import { describe, expect, it } from 'vitest';
import { criticalOutcome, healedNaturalTier, type CritGear } from '../../src/systems/eos/rules/combat/criticals';
import { RulesError } from '../../src/core/rules/errors';

const swordsman: CritGear = { fighting: 'weapon', weapon: 4, shield: 3, armor: 5 };
const brawler: CritGear = { fighting: 'unarmed', armor: 2 };

describe('critical hits (natural 20)', () => {
  it('"deal damage to their choice of their opponents equipped gear": weapon, armor or shield, each −1 tier', () => {
    const outcome = criticalOutcome({ naturalRoll: 20, own: swordsman, opponent: swordsman });
    expect(outcome.kind).toBe('critical-hit');
    expect(outcome.options).toEqual(
      expect.arrayContaining([
        { kind: 'lower-tier', whose: 'opponent', gear: 'weapon', fromTier: 4, toTier: 3 },
        { kind: 'lower-tier', whose: 'opponent', gear: 'armor', fromTier: 5, toTier: 4 },
        { kind: 'lower-tier', whose: 'opponent', gear: 'shield', fromTier: 3, toTier: 2 },
      ]),
    );
    expect(outcome.options).toHaveLength(3);
  });

  it('Unarmed: "Rolling a critical (natural 20) will not allow damage to opponents weapon with this skill"', () => {
    const outcome = criticalOutcome({ naturalRoll: 20, own: brawler, opponent: swordsman });
    expect(outcome.options.map((o) => (o.kind === 'lower-tier' ? o.gear : o.kind))).toEqual(['armor', 'shield']);
  });

  it('"An opponent rolling a 20 & declaring the weapon (your body) as the target" deals 10 ignoring armor', () => {
    const outcome = criticalOutcome({ naturalRoll: 20, own: swordsman, opponent: brawler });
    expect(outcome.options).toContainEqual(
      expect.objectContaining({ kind: 'direct-damage', whose: 'opponent', damage: 10 }),
    );
  });

  it('"Natural armor may not be the target of a Critical hit if they have worn armor covering it until … T0"', () => {
    const dragon: CritGear = { fighting: 'weapon', weapon: 2, armor: 3, naturalArmor: 11 };
    const gears = (opponent: CritGear) =>
      criticalOutcome({ naturalRoll: 20, own: swordsman, opponent }).options.map((o) =>
        o.kind === 'lower-tier' ? o.gear : o.kind,
      );
    expect(gears(dragon)).not.toContain('natural-armor');
    expect(gears({ ...dragon, armor: 0 })).toContain('natural-armor');
    expect(gears({ ...dragon, armor: 0, naturalArmor: 0 })).not.toContain('natural-armor');
  });

  it('natural weapons "only if all equipped weapons or shields are at T0"; T0 claws take 10 damage to the character', () => {
    const tiger: CritGear = { fighting: 'natural', armor: 0, naturalWeapon: 9, shield: 2 };
    const options = (opponent: CritGear) => criticalOutcome({ naturalRoll: 20, own: swordsman, opponent }).options;
    expect(options(tiger)).not.toContainEqual(expect.objectContaining({ gear: 'natural-weapon' }));
    expect(options({ ...tiger, shield: 0 })).toContainEqual(
      expect.objectContaining({ gear: 'natural-weapon', fromTier: 9, toTier: 8 }),
    );
    expect(options({ ...tiger, shield: 0, naturalWeapon: 0 })).toContainEqual(
      expect.objectContaining({ kind: 'direct-damage', damage: 10, ignoresArmor: true }),
    );
  });
});

describe('critical failures (natural 1)', () => {
  it('"that player must chose to reduce their equipped Shield or weapon\'s Tier by 1"', () => {
    const outcome = criticalOutcome({ naturalRoll: 1, own: swordsman, opponent: brawler });
    expect(outcome.kind).toBe('critical-failure');
    expect(outcome.options).toEqual([
      { kind: 'lower-tier', whose: 'own', gear: 'weapon', fromTier: 4, toTier: 3 },
      { kind: 'lower-tier', whose: 'own', gear: 'shield', fromTier: 3, toTier: 2 },
    ]);
  });

  it('Unarmed natural 1: "It does 10 damage to you … This damage ignores armor." (T-13: not a tier loss)', () => {
    const outcome = criticalOutcome({ naturalRoll: 1, own: brawler, opponent: swordsman });
    expect(outcome.options).toEqual([
      expect.objectContaining({ kind: 'direct-damage', whose: 'own', damage: 10, ignoresArmor: true }),
    ]);
  });

  it('a natural weapon loses a tier, and at T0 "dealing 10 damage to the character before normal damage occurs"', () => {
    const claws = (naturalWeapon: number): CritGear => ({ fighting: 'natural', armor: 0, naturalWeapon });
    expect(criticalOutcome({ naturalRoll: 1, own: claws(5), opponent: brawler }).options).toEqual([
      { kind: 'lower-tier', whose: 'own', gear: 'natural-weapon', fromTier: 5, toTier: 4 },
    ]);
    expect(criticalOutcome({ naturalRoll: 1, own: claws(0), opponent: brawler }).options).toEqual([
      expect.objectContaining({ kind: 'direct-damage', damage: 10 }),
    ]);
  });

  it('nothing happens on 2–19, and no gear goes below T0', () => {
    for (let roll = 2; roll <= 19; roll++) {
      expect(criticalOutcome({ naturalRoll: roll, own: swordsman, opponent: swordsman })).toEqual({
        kind: 'none',
        options: [],
      });
    }
    const bare: CritGear = { fighting: 'weapon', weapon: 0, armor: 0 };
    expect(criticalOutcome({ naturalRoll: 1, own: bare, opponent: bare }).options).toEqual([]);
  });

  it.each([0, 21, 3.5])('refuses a natural roll of %s', (naturalRoll) => {
    expect(() => criticalOutcome({ naturalRoll, own: swordsman, opponent: swordsman })).toThrow(RulesError);
  });
});

describe('natural gear healing', () => {
  it('"Healing with time will restore Natural Armor by 1 Tier value per week until it is fully restored"', () => {
    expect(healedNaturalTier({ special: 'stone-skin', current: 2, full: 5, weeks: 2 })).toBe(4);
    expect(healedNaturalTier({ special: 'stone-skin', current: 2, full: 5, weeks: 10 })).toBe(5);
    expect(healedNaturalTier({ special: 'scaled-hide', current: 3, full: 11, weeks: 4 })).toBe(7);
    expect(() => healedNaturalTier({ special: 'stone-skin', current: 6, full: 5, weeks: 1 })).toThrow(RulesError);
  });

  it('Neo-Tiger claws: "Healing with time will restore both hands by 1 Tier value per week"', () => {
    expect(healedNaturalTier({ special: 'claws', current: 0, full: 8, weeks: 3 })).toBe(3);
  });
});
