import { describe, expect, it } from 'vitest';
import { taskActions, turnCheck } from '../../src/systems/eos/rules/combat/actions';
import { counterDamage } from '../../src/systems/eos/rules/combat/counterattack';
import { attackMode, weaponRange } from '../../src/systems/eos/rules/combat/ranges';
import {
  attackModifier,
  d20Count,
  defenceModifier,
  initiativeModifier,
  stealthCheckModifier,
} from '../../src/systems/eos/rules/combat/roll-modifiers';
import { RulesError } from '../../src/core/rules/errors';

const SMALL = { sizeCategory: 'small', tiles: 0.5 } as const;
const MEDIUM = { sizeCategory: 'medium', tiles: 1 } as const;
const LARGE_2X2 = { sizeCategory: 'large', tiles: 4 } as const;
const XL_3X3 = { sizeCategory: 'xl', tiles: 9 } as const;

describe('weapon ranges', () => {
  it.each([
    ['main-hand-melee', 1],
    ['unarmed-melee', 1],
    ['two-handed-melee', 2], // "within 2 tiles (1 & 2 tile range)"
    ['main-hand-thrown', 5], // "The range of Thrown weapons will be within 5 tiles."
    ['bow', 15], // "The range of the bow will be within 15 tiles."
  ] as const)('%s reaches %i tiles for a medium creature', (weapon, tiles) => {
    expect(weaponRange({ weapon, size: MEDIUM })).toEqual({ maxTiles: tiles, guaranteedHitTiles: 0 });
  });

  it('"Large races have a normal range with all weapons plus 1"; XL plus 2', () => {
    expect(weaponRange({ weapon: 'two-handed-melee', size: LARGE_2X2 }).maxTiles).toBe(3);
    expect(weaponRange({ weapon: 'bow', size: XL_3X3 }).maxTiles).toBe(17);
  });

  it('Neo-Hyena: "Thrown range is 5 tiles. This effect doubles it to 10 tiles."', () => {
    expect(weaponRange({ weapon: 'off-hand-thrown', size: MEDIUM, specials: ['far-thrower'] }).maxTiles).toBe(10);
    expect(weaponRange({ weapon: 'bow', size: MEDIUM, specials: ['far-thrower'] }).maxTiles).toBe(15);
  });

  it('crossbow: "level 5 in this skill would grant a range of up to 5 tiles as a non-contested attack"', () => {
    expect(weaponRange({ weapon: 'main-hand-crossbow', size: MEDIUM, skill: 5 })).toEqual({
      maxTiles: 15,
      guaranteedHitTiles: 5,
    });
  });

  it('2H firearm: "level 5 in this skill would a range of up to 10 tiles" (C-03); 1H firearm skill tiles', () => {
    expect(weaponRange({ weapon: 'two-handed-firearm', size: MEDIUM, skill: 5 }).guaranteedHitTiles).toBe(10);
    expect(weaponRange({ weapon: 'off-hand-firearm', size: MEDIUM, skill: 5 }).guaranteedHitTiles).toBe(5);
    expect(weaponRange({ weapon: 'two-handed-firearm', size: MEDIUM, skill: 12 })).toEqual({
      maxTiles: 24,
      guaranteedHitTiles: 24,
    });
  });

  it('the size bonus also widens guaranteed-hit zones (A-03), but not a zone of skill 0', () => {
    expect(weaponRange({ weapon: 'two-handed-crossbow', size: XL_3X3, skill: 5 })).toEqual({
      maxTiles: 17,
      guaranteedHitTiles: 7,
    });
    expect(weaponRange({ weapon: 'two-handed-crossbow', size: XL_3X3, skill: 0 }).guaranteedHitTiles).toBe(0);
  });

  it('asks for the skill level of crossbows and firearms', () => {
    expect(() => weaponRange({ weapon: 'main-hand-firearm', size: MEDIUM })).toThrow(/skill level/);
  });

  it('attack mode: guaranteed inside the zone, contested to the maximum, out of range beyond', () => {
    const range = weaponRange({ weapon: 'main-hand-crossbow', size: MEDIUM, skill: 5 });
    expect(attackMode(range, 5)).toBe('guaranteed-hit');
    expect(attackMode(range, 6)).toBe('contested');
    expect(attackMode(range, 15)).toBe('contested');
    expect(attackMode(range, 16)).toBe('out-of-range');
    expect(attackMode(weaponRange({ weapon: 'unarmed-melee', size: SMALL }), 0)).toBe('contested');
  });
});

describe('counter-damage', () => {
  it('a defender who wins in melee range with a melee weapon counterattacks', () => {
    expect(
      counterDamage({
        attack: 'contested',
        defenderWeapon: 'main-hand-melee',
        defenderSize: MEDIUM,
        distanceTiles: 1,
      }),
    ).toEqual({ dealsDamage: true });
  });

  it('a 2H melee attack from 2 tiles is safe from a 1-tile defender ("without the risk of a counterattack")', () => {
    const result = counterDamage({
      attack: 'contested',
      defenderWeapon: 'main-hand-melee',
      defenderSize: MEDIUM,
      distanceTiles: 2,
    });
    expect(result.dealsDamage).toBe(false);
    // …but not from a large defender, whose reach is 2.
    expect(
      counterDamage({
        attack: 'contested',
        defenderWeapon: 'main-hand-melee',
        defenderSize: LARGE_2X2,
        distanceTiles: 2,
      }),
    ).toEqual({ dealsDamage: true });
  });

  it('"Bows cannot counterattack even if within their range (including within melee range)"', () => {
    expect(
      counterDamage({ attack: 'contested', defenderWeapon: 'bow', defenderSize: MEDIUM, distanceTiles: 1 }).dealsDamage,
    ).toBe(false);
    expect(
      counterDamage({
        attack: 'contested',
        defenderWeapon: 'main-hand-thrown',
        defenderSize: MEDIUM,
        distanceTiles: 1,
      }).dealsDamage,
    ).toBe(false);
  });

  it('"The bow fired within another character\'s melee distance will allow them to deal damage as a counterattack"', () => {
    expect(
      counterDamage({ attack: 'contested', defenderWeapon: 'unarmed-melee', defenderSize: MEDIUM, distanceTiles: 1 })
        .dealsDamage,
    ).toBe(true);
    expect(
      counterDamage({ attack: 'contested', defenderWeapon: 'unarmed-melee', defenderSize: MEDIUM, distanceTiles: 8 })
        .dealsDamage,
    ).toBe(false);
  });

  it('guaranteed hits and stealth attacks leave the defender no roll', () => {
    for (const attack of ['guaranteed-hit', 'stealth'] as const) {
      expect(
        counterDamage({ attack, defenderWeapon: 'main-hand-melee', defenderSize: MEDIUM, distanceTiles: 1 })
          .dealsDamage,
      ).toBe(false);
    }
  });
});

describe('roll modifiers', () => {
  it('attack: Reflex + skill; "the lowest of the applicable skills" when multi-wielding', () => {
    expect(attackModifier({ reflex: 4, skills: [6] })).toBe(10);
    expect(attackModifier({ reflex: 4, skills: [6, 3] })).toBe(7);
    expect(() => attackModifier({ reflex: 4, skills: [] })).toThrow(RulesError);
  });

  it('defence: any weapon skill, the lowest of a multi-wield, nothing when unconscious', () => {
    expect(defenceModifier({ reflex: 5, response: { kind: 'weapon-skill', skill: 7 } })).toBe(12);
    expect(defenceModifier({ reflex: 5, response: { kind: 'multi-wield', skills: [7, 2, 4] } })).toBe(7);
    expect(defenceModifier({ reflex: 5, response: { kind: 'none' } })).toBe(0);
  });

  it('stealth "[Stealth + Presence + 1d20]"; initiative "1d20 + reflex bonus"', () => {
    expect(stealthCheckModifier({ presence: 3, stealth: 6 })).toBe(9);
    // C-12 "Effectively giving them +5 to all Stealth checks if the GM declared low-light setting is low enough."
    expect(stealthCheckModifier({ presence: 3, stealth: 6, specials: ['blend-in-shadow'], lowLight: 1 })).toBe(14);
    expect(stealthCheckModifier({ presence: 3, stealth: 6, specials: ['blend-in-shadow'], lowLight: 0 })).toBe(9);
    // "Neo-Tabbies get +10 against characters trying to use Stealth against them."
    expect(stealthCheckModifier({ presence: 3, stealth: 0, specials: ['vigilance'], role: 'observer' })).toBe(13);
    expect(stealthCheckModifier({ presence: 3, stealth: 0, specials: ['vigilance'], role: 'stealthed' })).toBe(3);
    expect(initiativeModifier(7)).toBe(7);
    expect(() => initiativeModifier(-1)).toThrow(/Reflex/);
  });

  it('dice: one d20 per weapon in range, extra dice only against attacks from melee distance', () => {
    expect(d20Count({ meleeWeaponsInRange: 2, attackFromMeleeDistance: true })).toBe(2);
    expect(d20Count({ meleeWeaponsInRange: 3, attackFromMeleeDistance: true })).toBe(3);
    expect(d20Count({ meleeWeaponsInRange: 2, attackFromMeleeDistance: false })).toBe(1);
    expect(d20Count({ meleeWeaponsInRange: 0, attackFromMeleeDistance: true })).toBe(1);
  });
});

describe('actions', () => {
  it('"They may use either 1 contested action & 1 non-contested action -or- they may use 2 non-contested actions"', () => {
    expect(turnCheck(['contested', 'non-contested'])).toEqual({ ok: true });
    expect(turnCheck(['non-contested', 'non-contested'])).toEqual({ ok: true });
    expect(turnCheck(['contested', 'contested']).ok).toBe(false);
    expect(turnCheck(['non-contested', 'non-contested', 'non-contested']).ok).toBe(false);
  });

  it.each([
    ['main-hand-crossbow', 1],
    ['off-hand-crossbow', 1],
    ['two-handed-crossbow', 2], // "2-Handed Crossbows require 2 non-contested actions to reload"
    ['main-hand-firearm', 1],
    ['two-handed-firearm', 2],
    ['bow', 0], // "the load & fire actions being combined as the character's single contested action"
  ] as const)('reloading a %s costs %i actions', (weapon, n) => {
    expect(taskActions({ task: 'reload', weapon })).toHaveLength(n);
  });

  it('"For two 1-handed crossbows, 2 actions are required to reload both of them" — a full turn', () => {
    const both = [
      ...taskActions({ task: 'reload', weapon: 'main-hand-crossbow' }),
      ...taskActions({ task: 'reload', weapon: 'off-hand-crossbow' }),
    ];
    expect(turnCheck(both)).toEqual({ ok: true });
  });

  it('a shield takes "2 consecutive non-contested actions"; a trap 3 actions, the middle one contested', () => {
    expect(taskActions({ task: 'equip-shield' })).toEqual(['non-contested', 'non-contested']);
    expect(taskActions({ task: 'set-trap' })).toEqual(['non-contested', 'contested', 'non-contested']);
    expect(() => taskActions({ task: 'reload', weapon: 'siege-weapon' })).toThrow(/turns/);
  });

  it('a task it does not know is refused in words, not answered with nothing (issue 17 §4)', () => {
    expect(() => taskActions({} as Parameters<typeof taskActions>[0])).toThrow(
      new RulesError(
        'unknown-option',
        'The task must be one of contested-attack, guaranteed-shot, move, reload, equip-shield, unequip-shield, set-trap, not nothing.',
      ),
    );
  });
});
