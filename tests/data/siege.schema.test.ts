import { describe, expect, it } from 'vitest';
import siege from '../../data/eos/siege.json';
import { SiegeFileSchema } from '../../src/systems/eos/rules/schemas/siege';

describe('data/eos/siege.json', () => {
  const file = SiegeFileSchema.parse(siege);

  it('holds the four printed tables for tiers 1 to 12', () => {
    const tiers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(file.range.rows.map((r) => r.tier)).toEqual(tiers);
    expect(file.reload.rows.map((r) => r.tier)).toEqual(tiers);
    expect(file.crew.rows.map((r) => r.tier)).toEqual(tiers);
    expect(file.transport.rows.map((r) => r.tier)).toEqual(tiers);
    expect(file.range.scholarLevels).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    for (const r of file.range.rows) expect(r.rangeTiles).toHaveLength(8);
  });

  it('rejects a crew of zero', () => {
    const broken = structuredClone(siege);
    broken.crew.rows[0]!.people = 0;
    expect(SiegeFileSchema.safeParse(broken).success).toBe(false);
  });
});
