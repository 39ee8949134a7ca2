import { describe, expect, it } from 'vitest';
import falling from '../../data/eos/falling.json';
import { FallingFileSchema } from '../../src/systems/eos/rules/schemas/falling';

describe('data/eos/falling.json', () => {
  const file = FallingFileSchema.parse(falling);

  it('holds the 8 printed rows, 5 feet per tile', () => {
    expect(file.rows.map((r) => r.tiles)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const r of file.rows) expect(r.feet).toBe(r.tiles * file.feetPerTile);
  });

  it('rejects negative damage', () => {
    const broken = structuredClone(falling);
    broken.rows[0]!.damage = -1;
    expect(FallingFileSchema.safeParse(broken).success).toBe(false);
  });
});
