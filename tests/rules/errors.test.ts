import { describe, expect, it } from 'vitest';
import { RulesError, requireInput, requireTier } from '../../src/core/rules/errors';
import { healthState } from '../../src/systems/eos/rules/combat/health';
import { weaponKind } from '../../src/systems/eos/rules/combat/weapon-kinds';
import { specialValue } from '../../src/systems/eos/rules/combat/race-specials';
import { meleeDamage } from '../../src/systems/eos/rules/combat/melee-damage';
import type { Attacker } from '../../src/systems/eos/rules/combat/combatant';
import type { CombatSpecialId } from '../../src/systems/eos/rules/schemas/combat';
import type { WeaponKindId } from '../../src/systems/eos/rules/schemas/weapons';

describe('requireTier', () => {
  it('accepts 0 to 15 and refuses the rest with a message a player understands', () => {
    expect(requireTier(15)).toBe(15);
    expect(() => requireTier(16)).toThrow(RulesError);
    expect(() => requireTier(-1)).toThrow('Tier must be a whole number from 0 to 15, not -1.');
    expect(() => requireTier(2.5)).toThrow(/whole number/);
  });
});

describe('refusals in a player’s words (issue 17)', () => {
  it('healthState(5, 3): "HP cannot exceed max HP", not a range leaking -9007199254740991', () => {
    expect(() => healthState(5, 3)).toThrow(new RulesError('invalid-number', 'HP cannot exceed max HP: 5 is above 3.'));
    expect(() => healthState(1.5, 3)).toThrow('HP must be a whole number, not 1.5.');
  });

  it('an unknown weapon kind or combat special is a RulesError, not an Error about data files', () => {
    expect(() => weaponKind('laser' as WeaponKindId)).toThrow(RulesError);
    expect(() => weaponKind('laser' as WeaponKindId)).toThrow(/There is no weapon kind "laser"/);
    expect(() => specialValue('flight' as CombatSpecialId, (card) => card.traits.thrownRange)).toThrow(RulesError);
  });

  it('meleeDamage without a size says what is missing', () => {
    const attacker = { body: 4, specials: [] } as unknown as Attacker;
    expect(() => meleeDamage({ attacker, weapons: [{ kind: 'main-hand-melee', tier: 2 }], targetArmor: 0 }, 3)).toThrow(
      new RulesError('missing-input', 'The creature’s size needs its details, not nothing.'),
    );
  });

  it('a missing input record is refused before any field is read', () => {
    expect(() => requireInput('A farm harvest', undefined)).toThrow('A farm harvest needs its details, not nothing.');
    expect(() => requireInput('A farm harvest', [1])).toThrow('A farm harvest needs its details, not a list.');
    expect(requireInput('A farm harvest', { grossFood: 1 })).toEqual({ grossFood: 1 });
  });
});
