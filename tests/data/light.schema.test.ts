import { describe, expect, it } from 'vitest';
import light from '../../data/eos/light.json';
import { LIGHT_SOURCE_IDS, LightFileSchema } from '../../src/systems/eos/rules/schemas/light';

describe('data/eos/light.json', () => {
  it('matches its schema', () => {
    expect(LightFileSchema.safeParse(light).success).toBe(true);
  });

  it('lists each light source once, with the low-light ring outside the bright radius', () => {
    const parsed = LightFileSchema.parse(light);
    expect(parsed.sources.map((s) => s.id)).toEqual([...LIGHT_SOURCE_IDS]);
    for (const s of parsed.sources) expect(s.lowLightRadius).toBeGreaterThan(s.brightRadius);
  });

  it('the Blind NPC table covers 1–20 exactly once, in order', () => {
    const parsed = LightFileSchema.parse(light);
    let next = 1;
    for (const row of parsed.blindNpcMovement) {
      expect(row.from).toBe(next);
      expect(row.to).toBeGreaterThanOrEqual(row.from);
      next = row.to + 1;
    }
    expect(next).toBe(21);
  });

  it('rejects a malformed file', () => {
    expect(LightFileSchema.safeParse({ ...light, sources: [] }).success).toBe(false);
    expect(
      LightFileSchema.safeParse({ ...light, lowLight: { ...light.lowLight, rangedUnpenalizedMultiplier: 0 } }).success,
    ).toBe(false);
  });
});
