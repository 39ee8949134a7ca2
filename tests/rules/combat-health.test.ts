import { describe, expect, it } from 'vitest';
import { healthState, isKnockedOut, regenerate, regenerationPerRound } from '../../src/systems/eos/rules/combat/health';
import { RulesError } from '../../src/core/rules/errors';

describe('unconsciousness and death', () => {
  it.each([
    // "A character with 100HP will become unconscious at 0HP & will finally die at -100HP"
    [1, 100, 'conscious'],
    [0, 100, 'unconscious'],
    [-99, 100, 'unconscious'],
    [-100, 100, 'dead'],
    [-101, 100, 'dead'],
    [-19, 20, 'unconscious'],
    [-20, 20, 'dead'],
    // "If for any reason a character has a total maximum HP of 0, they die"
    [0, 0, 'dead'],
  ] as const)('HP %i of %i is %s', (hp, maxHp, state) => {
    expect(healthState(hp, maxHp)).toBe(state);
  });

  it('"unconscious as soon as their HP becomes 0 (zero) or less": knocked out at 0 and below', () => {
    expect(isKnockedOut(1)).toBe(false);
    expect(isKnockedOut(0)).toBe(true);
    expect(isKnockedOut(-30)).toBe(true);
    expect(() => isKnockedOut(0.5)).toThrow(/HP/);
  });

  it('refuses HP above maximum and fractional HP', () => {
    expect(() => healthState(21, 20)).toThrow(RulesError);
    expect(() => healthState(2.5, 20)).toThrow(RulesError);
    expect(() => healthState(5, -1)).toThrow(/Maximum HP/);
  });
});

describe('troll regeneration', () => {
  it('Cave Troll "[Body value] each round"; Forest Troll "[Body value + Combat Level]"; others none', () => {
    expect(regenerationPerRound({ specials: ['regenerates-body'], body: 7, combatLevel: 3 })).toBe(7);
    expect(regenerationPerRound({ specials: ['regenerates-body-plus-level'], body: 7, combatLevel: 3 })).toBe(10);
    expect(regenerationPerRound({ specials: [], body: 7, combatLevel: 3 })).toBe(0);
  });

  it('heals only combat damage ("does not work for elemental damage"), never above max HP, never the dead', () => {
    expect(regenerate({ hp: 10, maxHp: 40, combatDamage: 5, perRound: 8 })).toEqual({ hp: 15, combatDamage: 0 });
    expect(regenerate({ hp: 10, maxHp: 40, combatDamage: 20, perRound: 8 })).toEqual({ hp: 18, combatDamage: 12 });
    expect(regenerate({ hp: 38, maxHp: 40, combatDamage: 20, perRound: 8 })).toEqual({ hp: 40, combatDamage: 18 });
    expect(regenerate({ hp: -5, maxHp: 40, combatDamage: 45, perRound: 8 })).toEqual({ hp: 3, combatDamage: 37 });
    expect(regenerate({ hp: -40, maxHp: 40, combatDamage: 80, perRound: 8 })).toEqual({ hp: -40, combatDamage: 80 });
  });
});
