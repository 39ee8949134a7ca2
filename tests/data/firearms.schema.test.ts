import { describe, expect, it } from 'vitest';
import firearms from '../../data/eos/firearms.json';
import { FirearmsFileSchema } from '../../src/systems/eos/rules/schemas/firearms';

describe('data/eos/firearms.json', () => {
  const file = FirearmsFileSchema.parse(firearms);

  it('holds both printed 12 × 12 "Arm vs Ammo" tables', () => {
    expect(file.tables.map((t) => t.section)).toEqual(['main-hand-firearm', 'two-handed-firearm']);
    for (const t of file.tables) {
      expect(t.bulletTiers).toHaveLength(12);
      expect(t.rows.map((r) => r.firearmTier)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (const r of t.rows) expect(r.damage).toHaveLength(12);
    }
  });

  it('rejects a negative damage cell', () => {
    const broken = structuredClone(firearms);
    broken.tables[0]!.rows[0]!.damage[0] = -4;
    expect(FirearmsFileSchema.safeParse(broken).success).toBe(false);
  });
});
