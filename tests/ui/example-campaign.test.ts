import { describe, expect, it } from 'vitest';
import { EXAMPLE_CAMPAIGN_NAME, EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { characterStats } from '../../src/systems/eos/rules/character/summary';
import { validateCharacter } from '../../src/systems/eos/rules/character/validate';
import { getRace } from '../../src/systems/eos/rules/races';
import { MAX_NAME_LENGTH } from '../../src/db';

/** The example party must be a party a rules lawyer would accept, and a ready one: every point spent. */
describe('the example campaign', () => {
  it('has a valid name and four or five characters of different races', () => {
    expect(EXAMPLE_CAMPAIGN_NAME.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(EXAMPLE_PARTY.length).toBeGreaterThanOrEqual(4);
    expect(EXAMPLE_PARTY.length).toBeLessThanOrEqual(5);
    expect(new Set(EXAMPLE_PARTY.map((c) => c.build.raceId)).size).toBe(EXAMPLE_PARTY.length);
  });

  it('brings the races of the brief, in three sizes', () => {
    expect(EXAMPLE_PARTY.map((c) => c.build.raceId)).toEqual([
      'human',
      'gratchen',
      'forest-troll',
      'neo-wolf',
      'rock-troll',
    ]);
    const sizes = new Set(EXAMPLE_PARTY.map((c) => getRace(c.build.raceId).sizeCategory));
    expect(sizes).toEqual(new Set(['small', 'medium', 'large']));
  });

  it.each(EXAMPLE_PARTY.map((c) => [c.name, c] as const))(
    '%s is a legal build with legal gear (validateCharacter with gear)',
    (_, character) => {
      expect(validateCharacter(character.build, {}, character.gear)).toEqual([]);
      expect(character.draft ?? false).toBe(false);
    },
  );

  it.each(EXAMPLE_PARTY.map((c) => [c.name, c] as const))('%s carries gear made for their size', (_, character) => {
    // "A creature may not use the gear from another size category. Not even the tools."
    const gear = character.gear!;
    const items = [...gear.weapons, ...gear.armor, ...gear.clothing, ...gear.containers, ...gear.toolkits];
    expect(items.length).toBeGreaterThanOrEqual(4);
    const size = getRace(character.build.raceId).sizeCategory;
    for (const item of items) expect(item.sizeCategory).toBe(size);
  });

  it.each(EXAMPLE_PARTY.map((c) => [c.name, c] as const))('%s is ready to play: every point spent', (_, character) => {
    const { build } = character;
    const stats = characterStats(build);
    expect(stats.level.value).toBe(1);
    // "a player may assign 25 points to their Stats … not … more than 10 points into any one stat."
    expect(Object.values(build.creationStats).reduce((a, b) => a + b, 0)).toBe(25);
    expect(Math.max(...Object.values(build.creationStats))).toBeLessThanOrEqual(10);
    // "This amounts to 24 skill points" (humans 48); "Skill points from Time may not be higher than the Mind stat".
    expect(stats.timePoints.used).toBe(stats.timePoints.available.value);
    expect(stats.timePoints.available.value).toBe(build.raceId === 'human' ? 48 : 24);
    for (const points of Object.values(build.skills)) expect(points.time).toBeLessThanOrEqual(build.creationStats.mind);
    // "1 skill point for each level in their Mind stat (reflected as: Mind x Combat Level)".
    expect(stats.combatPoints.used).toBe(stats.combatPoints.available.value);
  });
});
