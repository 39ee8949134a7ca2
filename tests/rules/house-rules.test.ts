import { describe, expect, it } from 'vitest';
import rulings from '../../data/eos/rulings.json';
import {
  HOUSE_RULE_KEYS,
  coldDamagePerHour,
  fallingDamage,
  fortificationStats,
  lockTargetNumber,
  lockpickingTasksLost,
  maxCloaks,
  navigationBonus,
  ruleOptions,
} from '../../src/systems/eos/rules';

describe('house rules', () => {
  it('has one switch per ruling that offers one, and no other', () => {
    const fromRulings = rulings.flatMap((r) => ('houseRule' in r && r.houseRule ? [r.houseRule.key] : []));
    expect([...HOUSE_RULE_KEYS].sort()).toEqual([...fromRulings].sort());
  });

  it('off gives the recommended readings', () => {
    const o = ruleOptions();
    // "cold 12, T5 clothing and shelter gives 4" when clothing is subtracted first.
    expect(coldDamagePerHour({ cold: 12, clothingTiers: [5], shelter: true }, o.cold).damagePerHour).toBe(4);
    // C-01: "For each Tier value that the wall is, it will have HP & Armor equal to 10 times it's Tier."
    expect(fortificationStats(6, o.fortification).hp).toBe(60);
    // C-04: "[Tier value +20]" — "T7 gives 27".
    expect(lockTargetNumber({ tier: 7, smithLevel: 10 }, o.lockTarget)).toBe(27);
    expect(lockpickingTasksLost(6, o.lockpickingTasks)).toBe(1);
    expect(fallingDamage(9, o.falling)).toBe(128);
    expect(navigationBonus({ navigation: 4, visitedBefore: true, hasToolkit: false }, o.navigation)).toBe(0);
  });

  it('each switch turns on the other reading', () => {
    const all = ruleOptions(Object.fromEntries(HOUSE_RULE_KEYS.map((k) => [k, true])));
    expect(coldDamagePerHour({ cold: 12, clothingTiers: [5], shelter: true }, all.cold).damagePerHour).toBe(1);
    // The printed table's "Tier 6 … 90".
    expect(fortificationStats(6, all.fortification).hp).toBe(90);
    expect(lockTargetNumber({ tier: 7, smithLevel: 10 }, all.lockTarget)).toBe(30);
    expect(lockpickingTasksLost(6, all.lockpickingTasks)).toBe(2);
    expect(fallingDamage(9, all.falling)).toBe(64);
    expect(navigationBonus({ navigation: 4, visitedBefore: true, hasToolkit: false }, all.navigation)).toBeGreaterThan(
      0,
    );
    // C-11: Body 5 Dwarf with one T2 armor: shared pool 8 cloaks, per-free-Body-point reading 6.
    const dwarf = { specials: ['double-armor'] as const, body: 5, armorTiers: [2] };
    expect(maxCloaks({ ...dwarf, options: ruleOptions().gear })).toBe(8);
    expect(maxCloaks({ ...dwarf, options: all.gear })).toBe(6);
    // R-gear-1: damaged gear still needs Body of its full tier, unless the switch says its current tier.
    expect(ruleOptions().character.gearBodyTier).toBe('full');
    expect(all.character).toEqual({
      mindZeroKeepsRacialSkills: true,
      dwarfCloaks: 'two-per-free-body-point',
      gearBodyTier: 'current',
    });
  });
});
