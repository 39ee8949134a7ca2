import { describe, expect, it } from 'vitest';
import environment from '../../data/eos/environment.json';
import { EnvironmentFileSchema, SHELTER_KINDS } from '../../src/systems/eos/rules/schemas/environment';

describe('data/eos/environment.json', () => {
  const parsed = EnvironmentFileSchema.parse(environment);

  it('matches its schema', () => {
    expect(EnvironmentFileSchema.safeParse(environment).success).toBe(true);
  });

  it('lists every shelter kind once', () => {
    expect(new Set(parsed.shelterDecay.map((s) => s.kind))).toEqual(new Set(SHELTER_KINDS));
  });

  it('starvation losses are negative and recoveries positive', () => {
    const { none, half, full } = parsed.starvation.dailyPercentChange;
    for (const v of [...Object.values(none), ...Object.values(half)]) expect(v).toBeLessThan(0);
    for (const v of Object.values(full)) expect(v).toBeGreaterThan(0);
  });

  it('rejects a malformed file', () => {
    expect(
      EnvironmentFileSchema.safeParse({ ...environment, cold: { ...environment.cold, cloakArmor: -1 } }).success,
    ).toBe(false);
    expect(EnvironmentFileSchema.safeParse({ ...environment, extra: 1 }).success).toBe(false);
  });
});
