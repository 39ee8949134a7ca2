import { describe, expect, it } from 'vitest';
import progression from '../../data/eos/progression.json';
import { ProgressionSchema } from '../../src/systems/eos/rules/schemas/progression';

describe('data/eos/progression.json', () => {
  const parsed = ProgressionSchema.parse(progression);

  it.each([
    ['creationStatPoints', 25, 'assign 25 points to their Stats'],
    ['creationMaxPerStat', 10, 'more than 10 points into any one stat'],
    ['statCap', 12, 'Levels higher than 12'],
    ['skillCap', 12, 'should not exceed a total 12'],
    ['expPerLevel', 2000, 'for every 2,000 exp gained'],
    ['statPointsPerLevel', 1, 'they will gain 1 bonus Stat point'],
    ['timeSkillPointsAtCreation', 24, 'This amounts to 24 skill points'],
    ['passivePointsPerMonth', 1, 'a character gains 1 point (as a time skill point)'],
    ['startingCombatLevel', 1, 'starts at Combat Level 1'],
    ['startingExp', 0, 'Starting exp is 0'],
    ['minMindForSkills', 1, 'Mind less than 1 can gain any skills'],
    ['combatSkillPointsPerMindPerLevel', 1, '1 skill point for each level in their Mind stat'],
  ] as const)('%s is %d, quoting "%s"', (key, value, words) => {
    expect(parsed.numbers[key].value).toBe(value);
    expect(parsed.numbers[key].quote).toContain(words);
  });

  it('quotes the re-juggle rule', () => {
    expect(parsed.rules.skillRejuggle).toMatch(/^Skill point distribution can be recalculated each combat level/);
  });

  it('refuses a negative or missing number', () => {
    const broken = { ...progression, numbers: { ...progression.numbers, statCap: { value: -1, quote: 'x' } } };
    expect(ProgressionSchema.safeParse(broken).success).toBe(false);
    const missing = Object.fromEntries(Object.entries(progression.numbers).filter(([key]) => key !== 'statCap'));
    expect(ProgressionSchema.safeParse({ ...progression, numbers: missing }).success).toBe(false);
  });
});
