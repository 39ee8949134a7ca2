import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/systems/eos/rules';
import {
  DEFAULT_HOUSE_RULES,
  HOUSE_RULE_KEYS,
  houseRuleSettings,
  wwHouseRules,
} from '../../../src/systems/wasteland-wolves/rules';
import { StoredHouseRulesSchema } from '../../../src/systems/wasteland-wolves/rules/schemas/house-rules';

describe('the table’s settings', () => {
  it('by default: 100 health, no stored energy, a d20, light, cured from light, severe stays, damage first, shock bites, nearest, added, 100 % hits and spawns, one event roll, whole lines, pooled experience, +10 points, the printed readings of the slips', () => {
    expect(DEFAULT_HOUSE_RULES).toEqual({
      baseHealth: 100,
      startingEnergy: 0,
      rollDice: 'd20',
      startingSeverity: 'light',
      improveFromLight: 'cured',
      worsenFromSevere: 'stays-severe',
      conditionOrder: 'damage-first',
      wolfDamageType: 'shock',
      resistanceRounding: 'nearest',
      resistanceStacking: 'add',
      damageBonusStacking: 'add',
      energyCostStacking: 'add',
      meleeHitPercent: 100,
      wolfHitPercent: 100,
      wolfSpawnPercent: 100,
      eventRoll: 'one-roll',
      halfChance: 'whole-line',
      experienceRounding: 'pooled',
      eagleEye: 'points',
      resilientRanks: 'two-ranks',
      row5x5x5: 'three-teams-of-five',
      modifiedKnives: 'bloodletters',
      ironReduction: 'ballistic',
    });
  });

  it('lists one setting per key, in order, each naming its ruling', () => {
    expect(houseRuleSettings().map((s) => s.key)).toEqual([...HOUSE_RULE_KEYS]);
  });

  it.each([
    [{ baseHealth: 0 }, "The house rule “A player's base health” must be a whole number from 1 to 1000, not 0."],
    [{ rollDice: 'd12' }, 'must be one of d20, 2d10, 3d6, not "d12".'],
    [{ wolfHitPercent: 101 }, 'must be a whole number from 0 to 100, not 101.'],
    [{ flying: true }, 'A Wasteland Wolves house rule must be one of baseHealth'],
    // A stored null is damage, not "unset": the schema refuses it, so the rules must too.
    [{ baseHealth: null }, 'must be a whole number from 1 to 1000, not nothing.'],
    [{ rollDice: null }, 'must be one of d20, 2d10, 3d6, not "null".'],
  ])('refuses %o', (stored, message) => {
    expect(() => wwHouseRules(stored as never)).toThrow(RulesError);
    expect(() => wwHouseRules(stored as never)).toThrow(message);
  });

  it('the stored schema and wwHouseRules accept the same settings (fast-check)', () => {
    const anything = fc.oneof(
      fc.integer({ min: -1, max: 1001 }),
      fc.constantFrom(
        'd20',
        '3d6',
        'light',
        'severe',
        'add',
        'multiply',
        'nearest',
        'fatal',
        'ballistic',
        'untyped',
        'x',
        '',
      ),
      fc.boolean(),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...HOUSE_RULE_KEYS), anything), (stored) => {
        let accepted = true;
        try {
          wwHouseRules(stored);
        } catch (error) {
          if (!(error instanceof RulesError)) throw error;
          accepted = false;
        }
        expect(StoredHouseRulesSchema.safeParse(stored).success, JSON.stringify(stored)).toBe(accepted);
      }),
    );
  });
});
