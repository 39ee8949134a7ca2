import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentHpProblem, hpAfterChange, hpAfterMaxChange } from '../../src/systems/eos/rules/character/current-hp';
import { healthState } from '../../src/systems/eos/rules/combat/health';
import { RulesError } from '../../src/core/rules/errors';

describe('current HP (R-sheet-1)', () => {
  it('accepts any whole number up to the maximum, below zero too ("out of combat at 0HP & dead at -20HP")', () => {
    expect(currentHpProblem(20, 20)).toBeNull();
    expect(currentHpProblem(0, 20)).toBeNull();
    expect(currentHpProblem(-20, 20)).toBeNull();
    expect(currentHpProblem(-35, 20)).toBeNull();
    expect(currentHpProblem(21, 20)).toBe('Current HP can be at most the maximum of 20.');
    expect(currentHpProblem(3.5, 20)).toBe('Current HP must be a whole number, not 3.5.');
    // A stored record with no prototype in the HP field once threw a TypeError here (String() of it).
    expect(currentHpProblem(Object.create(null) as number, 20)).toBe(
      'Current HP must be a whole number, not a record.',
    );
  });

  it('"The calculated damage is temporarily removed from the total HP of the receiver": damage, then healing up to max', () => {
    expect(hpAfterChange({ currentHp: 38, maxHp: 38, change: -12 })).toBe(26);
    expect(hpAfterChange({ currentHp: 26, maxHp: 38, change: 5 })).toBe(31);
    expect(hpAfterChange({ currentHp: 31, maxHp: 38, change: 50 })).toBe(38);
    // A character with 20 HP taking 45 damage is past −20: dead, and the number says by how much.
    const hp = hpAfterChange({ currentHp: 20, maxHp: 20, change: -45 });
    expect(hp).toBe(-25);
    expect(healthState(hp, 20)).toBe('dead');
  });

  it('a level-up keeps the damage taken: 30 of 38 at Body 6 becomes 36 of 44 at level 2 … full stays full', () => {
    // "[(Body x Combat Level)+ 20HP]": Body 6 level 3 → 38, level 4 → 44.
    expect(hpAfterMaxChange({ currentHp: 30, maxHpBefore: 38, maxHpAfter: 44 })).toBe(36);
    expect(hpAfterMaxChange({ currentHp: 38, maxHpBefore: 38, maxHpAfter: 44 })).toBe(44);
    expect(hpAfterMaxChange({ currentHp: -5, maxHpBefore: 38, maxHpAfter: 44 })).toBe(1);
  });

  it('healing never passes the maximum, and damage then healing of the same amount is a no-op below max', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        (max, lost, heal) => {
          const hurt = hpAfterChange({ currentHp: max, maxHp: max, change: -lost });
          const healed = hpAfterChange({ currentHp: hurt, maxHp: max, change: heal });
          expect(healed).toBeLessThanOrEqual(max);
          expect(healed).toBe(Math.min(max, max - lost + heal));
        },
      ),
    );
  });

  it('refuses a current HP above the maximum and non-whole changes with a RulesError', () => {
    expect(() => hpAfterChange({ currentHp: 39, maxHp: 38, change: -1 })).toThrow(RulesError);
    expect(() => hpAfterChange({ currentHp: 30, maxHp: 38, change: 1.5 })).toThrow(/HP change must be a whole number/);
    expect(() => hpAfterMaxChange({ currentHp: 39, maxHpBefore: 38, maxHpAfter: 44 })).toThrow(
      /at most the maximum of 38/,
    );
  });
});
