import { describe, expect, it } from 'vitest';
import stats from '../../data/eos/stats.json';
import { STAT_IDS, StatsFileSchema } from '../../src/systems/eos/rules/schemas/stats';

describe('data/eos/stats.json', () => {
  const parsed = StatsFileSchema.parse(stats);

  it('lists "Body, Mind, Reflexes, Presence, & Aura" in that order', () => {
    expect(parsed.map((stat) => stat.name)).toEqual(['Body', 'Mind', 'Reflex', 'Presence', 'Aura']);
    expect(parsed.map((stat) => stat.id)).toEqual([...STAT_IDS]);
  });

  it('C-08: "Aura stat is not used at this time", yet it is stored', () => {
    expect(parsed.filter((stat) => !stat.used).map((stat) => stat.id)).toEqual(['aura']);
    expect(parsed.find((stat) => stat.id === 'aura')?.text).toBe('Aura – Not used at this time.');
  });

  it('quotes the HP formula in the Body text', () => {
    expect(parsed[0]?.text).toContain('Total HP as [HP= (Body x Combat Level)+ 20]');
  });

  it('refuses a missing stat or an extra field', () => {
    expect(StatsFileSchema.safeParse(stats.slice(1)).success).toBe(false);
    expect(StatsFileSchema.safeParse([{ ...stats[0], bonus: 1 }, ...stats.slice(1)]).success).toBe(false);
  });
});
