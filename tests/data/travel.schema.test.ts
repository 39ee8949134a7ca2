import { describe, expect, it } from 'vitest';
import travel from '../../data/eos/travel.json';
import { TravelFileSchema, WATERCRAFT_IDS } from '../../src/systems/eos/rules/schemas/travel';

describe('data/eos/travel.json', () => {
  it('matches its schema', () => {
    expect(TravelFileSchema.safeParse(travel).success).toBe(true);
  });

  it('lists every example watercraft once, in order of Move', () => {
    const parsed = TravelFileSchema.parse(travel);
    expect(parsed.watercraft.map((w) => w.id)).toEqual([...WATERCRAFT_IDS]);
    const moves = parsed.watercraft.map((w) => w.move);
    expect(moves).toEqual([...moves].sort((a, b) => a - b));
  });

  it('upstream is slower than downstream for every craft', () => {
    const parsed = TravelFileSchema.parse(travel);
    for (const speeds of Object.values(parsed.rivers)) expect(speeds.upstream).toBeLessThan(speeds.downstream);
  });

  it('rejects a malformed file', () => {
    expect(TravelFileSchema.safeParse({ ...travel, offRoadDivisor: 0 }).success).toBe(false);
    expect(TravelFileSchema.safeParse({ ...travel, watercraft: travel.watercraft.slice(1) }).success).toBe(false);
  });
});
