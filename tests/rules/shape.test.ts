import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/rules';
import { requireShape } from '../../src/rules/shape';

const Build = z.object({
  stats: z.object({ mind: z.number({ error: 'must be a whole number from 0 to 15' }).int().min(0).max(15) }),
});

describe('requireShape', () => {
  it('hands back the record as given when it has the shape, extra fields and all', () => {
    const record = { id: 'c1', stats: { mind: 3 } };
    expect(requireShape('The character', record, Build)).toBe(record);
  });

  it('refuses a half-filled record in words, naming the field and what was found', () => {
    expect(() => requireShape('The character', { stats: {} }, Build)).toThrow(
      new RulesError('missing-input', 'The character: stats.mind must be a whole number from 0 to 15, not nothing.'),
    );
  });

  it('refuses a missing record', () => {
    expect(() => requireShape('The character', undefined, Build)).toThrow(RulesError);
    expect(() => requireShape('The character', undefined, Build)).toThrow(/^The character: .*, not nothing\.$/u);
  });
});
