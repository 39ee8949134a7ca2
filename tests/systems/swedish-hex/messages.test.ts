import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOUSE_RULES,
  HEX_MESSAGES,
  HOUSE_RULE_KEYS,
  HexRulesError,
  formatHexMessage,
  hexCatalogue,
  hexHouseRules,
  hexMessage,
  term,
} from '../../../src/systems/swedish-hex/rules';
import { StoredHouseRulesSchema } from '../../../src/systems/swedish-hex/rules/schemas/house-rules';

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('the pack’s message catalogue', () => {
  it('every key has Swedish and English text with the same placeholders', () => {
    for (const [key, texts] of Object.entries(HEX_MESSAGES)) {
      expect(texts.sv.trim().length, key).toBeGreaterThan(0);
      expect(texts.en.trim().length, key).toBeGreaterThan(0);
      expect(placeholders(texts.sv), key).toEqual(placeholders(texts.en));
    }
  });

  it('gives one flat catalogue per language, as i18next resources take them', () => {
    const sv = hexCatalogue('sv');
    const en = hexCatalogue('en');
    expect(Object.keys(sv)).toEqual(Object.keys(HEX_MESSAGES));
    expect(Object.keys(en)).toEqual(Object.keys(HEX_MESSAGES));
    expect(sv['hex.term.träffsäkerhet']).toBe('träffsäkerhet');
    expect(en['hex.term.träffsäkerhet']).toBe('accuracy');
  });

  it('fills placeholders and shows terms and the data’s texts in the reader’s language', () => {
    const m = hexMessage('hex.fight.drawMissing', { term: term('undvika') });
    expect(formatHexMessage(m, 'sv')).toBe('Ange utfallet av lottdragningen mot undvika.');
    expect(formatHexMessage(m, 'en')).toBe('Say how the drawing against evasion came out.');
    expect(() => term('magi')).toThrow('The pack has no term “magi”.');
  });

  it('a HexRulesError carries the message’s key and values and an English message', () => {
    const error = new HexRulesError('not-allowed', hexMessage('hex.fight.over'));
    expect(error.message).toBe('The fight is over.');
    expect(formatHexMessage(error.hexMessage, 'sv')).toBe('Striden är slut.');
  });
});

describe('the GM’s settings', () => {
  it('by default take each ruling’s reading', () => {
    expect(DEFAULT_HOUSE_RULES).toEqual({
      firstLevelPoints: 'none',
      skadebonusWithItem: 'add',
      rangeDraw: 'one-interval',
      fatigue: 'linear',
      fatigueLowersTraffsakerhet: false,
      emptyDraw: 'attacker',
      minimumDamage: 'always-one',
      hpAfterFight: 'restored',
      weightLimit: false,
    });
  });

  it('keep what a campaign set and refuse an unknown key or reading, in the GM’s words', () => {
    expect(hexHouseRules({ fatigue: 'compounding' })).toEqual({ ...DEFAULT_HOUSE_RULES, fatigue: 'compounding' });
    expect(() => hexHouseRules({ magi: true })).toThrow('There is no house rule “magi”.');
    expect(() => hexHouseRules({ fatigue: 'sometimes' })).toThrow(
      'The house rule “How fatigue adds up” cannot be sometimes.',
    );
    expect(() => hexHouseRules({ weightLimit: 'yes' })).toThrow(/cannot be yes/);
  });

  it('the stored schema accepts exactly what hexHouseRules accepts', () => {
    expect(Object.keys(StoredHouseRulesSchema.shape).sort()).toEqual([...HOUSE_RULE_KEYS].sort());
    expect(StoredHouseRulesSchema.safeParse({ fatigue: 'compounding', weightLimit: true }).success).toBe(true);
    expect(StoredHouseRulesSchema.safeParse({ fatigue: 'sometimes' }).success).toBe(false);
    expect(StoredHouseRulesSchema.safeParse({ magi: true }).success).toBe(false);
  });
});
