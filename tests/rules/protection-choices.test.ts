import { describe, expect, it } from 'vitest';
import { protectionChoices, RulesError } from '../../src/systems/eos/rules';

describe('armor and shields from the book (issue 16 item 9, ruling R-gear-6)', () => {
  // "To equip armor, the character must have a Body stat higher or equal to the armor's Tier."
  it('offers Tier 1 up to Tier Body armor, each reducing damage by its tier', () => {
    const choices = protectionChoices('armor', 3);
    expect(choices.map((c) => c.name)).toEqual(['Tier 1 armor', 'Tier 2 armor', 'Tier 3 armor']);
    // "Armor reduces the amount of damage receive against most attacks by it's Tier value."
    expect(choices[2]!.numbers).toBe('−3 damage received from most attacks · needs Body 3');
    expect(choices[2]!.ruleQuote).toContain('reduces the amount of damage receive against most attacks');
  });

  // "For each Tier value the shield is, the user must have that value in their Body stat or higher (ie: a T8 Shield
  // requires Body: 8+)." — a shield "only reduces damage when receiving attacks from the front".
  it('offers shields up to Body, from the front and in hand, one round to equip', () => {
    const choices = protectionChoices('shield', 8);
    expect(choices).toHaveLength(8);
    expect(choices[7]).toMatchObject({
      name: 'Tier 8 shield',
      tier: 8,
      numbers: '−8 damage from attacks from the front, in hand only · needs Body 8 · 1 round to equip',
    });
    expect(choices[7]!.ruleQuote).toContain('Equipping a shield takes 1 round to complete');
  });

  // "A zero in Body would … disallow cloaks, armor & shields"
  it('offers nothing to Body 0 and at most Tier 15 to anyone', () => {
    expect(protectionChoices('armor', 0)).toEqual([]);
    expect(protectionChoices('shield', 15).at(-1)?.tier).toBe(15);
  });

  it('refuses a Body that is not a whole number of 0 or more, or an unknown kind, in words', () => {
    expect(protectionChoices('armor', 16)).toHaveLength(15);
    expect(() => protectionChoices('armor', -1)).toThrow(RulesError);
    expect(() => protectionChoices('armor', 2.5)).toThrow(/Body must be a whole number/u);
    expect(() => protectionChoices('helmet' as 'armor', 3)).toThrow(/Armor or shield must be one of armor, shield/u);
  });
});
