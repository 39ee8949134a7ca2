import { describe, expect, it } from 'vitest';
import skills from '../../data/eos/skills.json';
import { SKILL_IDS, SkillSchema } from '../../src/systems/eos/rules/schemas/skills';

const parsed = skills.map((skill) => SkillSchema.parse(skill));

describe('data/eos/skills.json', () => {
  it('every entry matches the schema', () => {
    expect(parsed).toHaveLength(skills.length);
  });

  it('lists every SKILL_ID exactly once, and nothing else', () => {
    const ids = parsed.map((skill) => skill.id);
    expect([...ids].sort()).toEqual([...SKILL_IDS].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('prerequisites name existing skills, and only advanced skills have them', () => {
    const ids = new Set<string>(SKILL_IDS);
    for (const skill of parsed) {
      for (const prerequisite of skill.prerequisites) expect(ids.has(prerequisite.skill)).toBe(true);
      expect(skill.advanced).toBe(skill.prerequisites.length > 0);
    }
  });

  it('prerequisites have no cycles', () => {
    const byId = new Map(parsed.map((skill) => [skill.id, skill]));
    const visit = (id: string, path: readonly string[]): void => {
      expect(path).not.toContain(id);
      for (const prerequisite of byId.get(id as never)?.prerequisites ?? []) visit(prerequisite.skill, [...path, id]);
    };
    for (const skill of parsed) visit(skill.id, []);
  });

  it('no alias or name belongs to two skills', () => {
    const names = parsed.flatMap((skill) => [skill.name, ...skill.aliases].map((name) => name.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
  });

  it('the workshop bonus flag agrees with the tool multipliers', () => {
    for (const skill of parsed) {
      const workshop = skill.toolMultipliers?.workshop ?? null;
      const basic = skill.toolMultipliers?.basic ?? null;
      expect(skill.hasWorkshopBonus, skill.id).toBe(workshop !== null && (basic === null || workshop > basic));
    }
  });

  it('weapon skills (and only they, among combat skills besides Stealth and Traps) name their weapon', () => {
    for (const skill of parsed) {
      const isWeaponSkill = skill.category === 'combat' && skill.id !== 'stealth' && skill.id !== 'traps';
      expect(skill.weapon !== null, skill.id).toBe(isWeaponSkill);
    }
  });

  it('the tool requirement names the least tool level the multipliers allow', () => {
    const order = ['none', 'crude', 'basic', 'workshop'] as const;
    for (const skill of parsed) {
      if (skill.toolMultipliers === null || skill.toolsRequired === 'weapon') continue;
      const lowest = order.find((level) => skill.toolMultipliers?.[level] !== null);
      expect(lowest, skill.id).toBe(skill.toolsRequired);
    }
  });

  it('the rules’ special cases are recorded', () => {
    const get = (id: string) => parsed.find((skill) => skill.id === id);
    expect(get('art')?.toolMultipliers).toEqual({ none: null, crude: 1, basic: 2, workshop: null });
    expect(get('medicine')?.toolMultipliers?.workshop).toBeNull();
    expect(get('farming')?.toolMultipliers).toEqual({ none: 1, crude: 2, basic: 4, workshop: null });
    expect(get('locksmith')?.toolsRequired).toBe('basic');
    expect(get('hunting')?.toolsRequired).toBe('weapon');
    expect(get('mining')?.covers.map((entry) => [entry.name, entry.ruling])).toEqual([['Quarrying', 'C-15']]);
    expect(get('traps')?.aliases).toEqual(['Trap', 'Trapping']);
  });
});
