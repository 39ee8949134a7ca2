import { describe, expect, it } from 'vitest';
import { RulesError, requireTier } from '../../src/rules/errors';

describe('requireTier', () => {
  it('accepts 0 to 15 and refuses the rest with a message a player understands', () => {
    expect(requireTier(15)).toBe(15);
    expect(() => requireTier(16)).toThrow(RulesError);
    expect(() => requireTier(-1)).toThrow('Tier must be a whole number from 0 to 15, not -1.');
    expect(() => requireTier(2.5)).toThrow(/whole number/);
  });
});
