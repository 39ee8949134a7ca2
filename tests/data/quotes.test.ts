import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import races from '../../data/eos/races.json';
import rulings from '../../data/eos/rulings.json';
import skills from '../../data/eos/skills.json';
import { RulingsFileSchema } from '../../src/systems/eos/rules/schemas/rulings';
import * as rules from '../../src/systems/eos/rules';

/** The rules text with runs of white space folded, so a quote may cross a line break of the original. */
const rulesText = fold(readFileSync(new URL('../../data/source/eos-rules.txt', import.meta.url), 'utf8'));

function fold(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Race card texts end with footnote marks (¹ ²) that refer to the footnotes printed below the card. */
function withoutFootnoteMarks(text: string): string {
  return text.replace(/[¹²³⁴⁵⁶⁷⁸⁹]/g, '');
}

function inRulesText(quote: string): boolean {
  return rulesText.includes(fold(quote)) || fold(rulesText.replace(/[¹²³⁴⁵⁶⁷⁸⁹]/g, '')).includes(fold(quote));
}

describe('every quote in data/ appears word for word in the rules text', () => {
  it.each(rulings.map((r) => [r.id, r.quote] as const))('ruling %s quotes the text', (_id, quote) => {
    expect(inRulesText(quote), quote).toBe(true);
  });

  it.each(races.flatMap((race) => race.specials.map((s) => [race.name, s.name, s.text] as const)))(
    '%s special "%s" is printed on its card',
    (_race, _special, text) => {
      expect(inRulesText(withoutFootnoteMarks(text)), text).toBe(true);
    },
  );

  it.each(skills.map((s) => [s.name, (s as { ruleQuote?: string }).ruleQuote ?? ''] as const))(
    'skill %s quotes its rule',
    (_name, quote) => {
      expect(quote.length).toBeGreaterThan(0);
      expect(inRulesText(quote), quote).toBe(true);
    },
  );

  // Issue 16 item 9: the builder shows each skill's description, a passage of the book, not our paraphrase.
  it.each(skills.map((s) => [s.name, (s as { description?: string }).description ?? ''] as const))(
    'skill %s is described in the book’s words',
    (_name, description) => {
      expect(description.length).toBeGreaterThan(40);
      expect(inRulesText(description), description).toBe(true);
    },
  );
});

describe('data/eos/rulings.json', () => {
  it('matches its schema, with unique ids and unique house-rule keys', () => {
    const parsed = RulingsFileSchema.parse(rulings);
    expect(new Set(parsed.map((r) => r.id)).size).toBe(parsed.length);
    const keys = parsed.flatMap((r) => (r.houseRule ? [r.houseRule.key] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(rulings.map((r) => [r.id, r.appliesTo] as const))(
    'ruling %s names only functions the rules engine exports',
    (_id, names) => {
      for (const name of names) expect(typeof (rules as Record<string, unknown>)[name], name).toBe('function');
    },
  );

  it('covers every contradiction C-01 … C-21 the guide lists', () => {
    const ids = new Set(rulings.map((r) => r.id));
    for (let n = 1; n <= 21; n++)
      expect(ids, `C-${String(n).padStart(2, '0')}`).toContain(`C-${String(n).padStart(2, '0')}`);
  });
});
