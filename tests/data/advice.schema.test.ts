import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import advice from '../../data/eos/advice.json';
import { AdviceFileSchema } from '../../src/systems/eos/rules/schemas/advice';

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
const rulesText = fold(readFileSync(new URL('../../data/source/eos-rules.txt', import.meta.url), 'utf8'));

describe('data/eos/advice.json', () => {
  const file = AdviceFileSchema.parse(advice);

  it('holds the seven pieces of "Advice on Skills", each with a unique id', () => {
    expect(file.advice.map((a) => a.id)).toEqual([
      'bushcraft',
      'crafting-basics',
      'mining-logging',
      'cooking',
      'food-gathering',
      'armorsmith',
      'weapon-crafting',
    ]);
  });

  it.each(file.advice.map((a) => [a.id, a.quote] as const))(
    '%s quotes the Beginner’s Guide word for word',
    (_id, quote) => {
      expect(rulesText.includes(fold(quote)), quote).toBe(true);
    },
  );

  it('refuses an unknown skill or a level of 0', () => {
    const broken = structuredClone(advice);
    (broken.advice[1]?.requirement as { skills: string[] }).skills = ['juggling'];
    expect(AdviceFileSchema.safeParse(broken).success).toBe(false);
    const zero = structuredClone(advice);
    (zero.advice[3]?.requirement as { level: number }).level = 0;
    expect(AdviceFileSchema.safeParse(zero).success).toBe(false);
  });
});
