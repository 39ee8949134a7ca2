import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/systems/eos/rules';
import {
  DEFAULT_HOUSE_RULES,
  HOUSE_RULE_KEYS,
  downedNotice,
  houseRuleSettings,
  pvpNotice,
  wdcHouseRules,
} from '../../../src/systems/wasteland-dice/rules';
import { StoredHouseRulesSchema } from '../../../src/systems/wasteland-dice/rules/schemas/house-rules';

describe('the Storyteller’s settings', () => {
  it('by default: no throwing, grappling or cover; 1 armour lost unarmed; naturals decide nothing; re-rolls with the modifier; capped modifiers; the header’s PvP notice; Awareness and Stealth', () => {
    expect(DEFAULT_HOUSE_RULES).toEqual({
      throwing: false,
      grappling: false,
      cover: false,
      unarmedVsMeleePenalty: 1,
      natural20: 'no-effect',
      natural1: 'no-effect',
      initiativeReroll: 'with-modifier',
      uncappedModifiers: false,
      pvpUsesTheseRules: false,
      abilities: ['Awareness', 'Stealth'],
      downedConsequences: '',
    });
  });

  it('lists one setting per key, each with its ruling, in the order a settings page shows them', () => {
    expect(houseRuleSettings().map((s) => s.key)).toEqual([...HOUSE_RULE_KEYS]);
  });

  it('fills what a campaign did not set and keeps what it did', () => {
    expect(wdcHouseRules({ grappling: true, unarmedVsMeleePenalty: 3 })).toEqual({
      ...DEFAULT_HOUSE_RULES,
      grappling: true,
      unarmedVsMeleePenalty: 3,
    });
  });

  it.each([
    [{ throwing: 'yes' }, 'The house rule “Throwing” must be on or off (true or false), not yes.'],
    [
      { unarmedVsMeleePenalty: 4 },
      'The house rule “Armour lost when unarmed against a melee weapon” must be a whole number from 0 to 3, not 4.',
    ],
    [
      { natural20: 'crit' },
      'The house rule “A natural 20 on an attack” must be one of no-effect, always-hits, not "crit".',
    ],
    [{ abilities: ['Awareness', 'awareness'] }, 'The ability “awareness” is listed twice.'],
    [{ abilities: [''] }, 'An ability needs a name.'],
    [{ downedConsequences: 'x'.repeat(501) }, 'must be a whole number from 0 to 500, not 501.'],
    [{ flying: true }, 'A Wasteland Dice house rule must be one of throwing, grappling'],
  ])('refuses %o', (stored, message) => {
    expect(() => wdcHouseRules(stored as never)).toThrow(RulesError);
    expect(() => wdcHouseRules(stored as never)).toThrow(message);
  });

  it('the stored schema and wdcHouseRules accept the same settings (fast-check)', () => {
    const anything = fc.oneof(
      fc.boolean(),
      fc.integer({ min: -1, max: 5 }),
      fc.constantFrom('no-effect', 'always-hits', 'always-misses', 'bare-d20', 'with-modifier', ''),
      fc.array(fc.constantFrom('Awareness', 'Stealth', 'Climbing', '', 'stealth'), { maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...HOUSE_RULE_KEYS), anything), (stored) => {
        let accepted = true;
        try {
          wdcHouseRules(stored);
        } catch (error) {
          if (!(error instanceof RulesError)) throw error;
          accepted = false;
        }
        expect(StoredHouseRulesSchema.safeParse(stored).success, JSON.stringify(stored)).toBe(accepted);
      }),
    );
  });
});

describe('notices', () => {
  it('M-02: without the Storyteller’s words, the downed are told the text leaves it to the Storyteller', () => {
    expect(downedNotice()).toBe(
      'Roleplay being stunned on the ground, badly wounded or unconscious. The text points to PvP Outcomes for what follows, which it does not include: the Storyteller decides.',
    );
    expect(downedNotice(wdcHouseRules({ downedConsequences: ' Out for the day. ' }))).toBe('Out for the day.');
  });

  it('C-01: "THESE RULES ARE CURRENTLY NOT USED FOR ANY OFFICIAL PVP" unless the Storyteller takes the body’s reading', () => {
    expect(pvpNotice('event')).toBeNull();
    expect(pvpNotice('pvp')).toMatch(/^These rules are not used for official PvP/);
    expect(pvpNotice('pvp', wdcHouseRules({ pvpUsesTheseRules: true }))).toMatch(/^PvP: these are the only rules/);
    expect(() => pvpNotice('duel' as 'pvp')).toThrow('What the fight is for must be one of event, pvp, not "duel".');
  });
});
