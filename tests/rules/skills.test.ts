import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules/errors';
import { skillById, skillIdFromName } from '../../src/systems/eos/rules/skills';

describe('skillIdFromName', () => {
  it.each([
    ['Trapping', 'traps'], // "Feathers may be collected with Trapping skill"
    ['Trap', 'traps'], // "[Trap + Presence + 1d20]"
    ['Locksmithing', 'locksmith'], // "[Locksmithing skill + 20]"
    ['Woodworking', 'woodworks'], // "further processed by applying the Woodworking skill"
    ['Taylor', 'tailor'], // "Taylor:4 may create Clothing set" (T-09)
    ['Quarrying', 'mining'], // C-15
    ['Gardening', 'farming'], // M-03
    ['[Weapon] Bow', 'bow'],
    ['[Weapon] Two-Handed Crossbow', 'two-handed-crossbow'],
    ['One-Handed Melee', 'main-hand-melee'],
    ['Architect(adv)', 'architect'],
    ['  crossbow smith ', 'crossbow-smith'],
    ['map-making', 'map-making'],
  ])('"%s" is %s', (name, id) => {
    expect(skillIdFromName(name)).toBe(id);
  });

  it('refuses names the rules never define (Jewelry, Shipwright)', () => {
    expect(() => skillIdFromName('Jewelry')).toThrow(RulesError);
    expect(() => skillIdFromName('Shipwright')).toThrow('There is no skill called "Shipwright" in the rules.');
  });
});

describe('skillById', () => {
  it('returns the skill with its tools and daily task', () => {
    expect(skillById('locksmith').toolMultipliers).toEqual({ none: null, crude: null, basic: 2, workshop: 4 });
    expect(() => skillById('magic')).toThrow(RulesError);
  });
});
