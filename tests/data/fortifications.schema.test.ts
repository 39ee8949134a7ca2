import { describe, expect, it } from 'vitest';
import fortifications from '../../data/eos/fortifications.json';
import { FortificationsFileSchema } from '../../src/systems/eos/rules/schemas/fortifications';

describe('data/eos/fortifications.json', () => {
  const file = FortificationsFileSchema.parse(fortifications);

  it('holds the printed rows for tiers 1 to 12 and records the Tier 6 typo (C-01)', () => {
    expect(file.rows.map((r) => r.tier)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(file.rows.find((r) => r.tier === 6)).toEqual({ tier: 6, hp: 90, armor: 60 });
    expect(file.typos).toEqual([{ tier: 6, field: 'hp', printed: 90, reading: 60, ruling: 'C-01' }]);
  });

  it('rejects a typo on an unknown field', () => {
    const broken = structuredClone(fortifications) as { typos: { field: string }[] };
    broken.typos[0]!.field = 'speed';
    expect(FortificationsFileSchema.safeParse(broken).success).toBe(false);
  });
});
