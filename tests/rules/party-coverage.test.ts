import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listAdvice, partyCoverage, type AdviceCoverage } from '../../src/systems/eos/rules/character/party-coverage';
import type { SkillId } from '../../src/systems/eos/rules/schemas/skills';
import { RulesError } from '../../src/core/rules/errors';
import { buildOf, skillsOf } from './character-fixtures';

const member = (name: string, race: string, skills: Partial<Record<SkillId, [number, number]>>) => ({
  name,
  build: buildOf(race, { body: 5, mind: 8, reflex: 4, presence: 4, aura: 4 }, { skills: skillsOf(skills) }),
});
const byId = (coverage: readonly AdviceCoverage[], id: string) => coverage.find((c) => c.id === id) as AdviceCoverage;

describe('partyCoverage — Beginner’s Guide, "Advice on Skills"', () => {
  it('an empty campaign: every piece of advice is missing', () => {
    const coverage = partyCoverage([]);
    expect(coverage).toHaveLength(listAdvice().length);
    expect(coverage.every((c) => !c.met && c.coveredBy.length === 0)).toBe(true);
    expect(byId(coverage, 'cooking').missing).toBe('Nobody has Cooking yet.');
  });

  it('"a skill level at least as high as the number of characters in your group": Bushcraft 2 for three characters is short', () => {
    const party = [
      member('Ash', 'human', { bushcraft: [2, 0] }),
      member('Bo', 'dwarf', {}),
      member('Cy', 'gratchen', { bushcraft: [1, 0] }),
    ];
    const bushcraft = byId(partyCoverage(party), 'bushcraft');
    expect(bushcraft.met).toBe(false);
    expect(bushcraft.missing).toBe('The best Bushcraft is 2; a party of 3 wants Bushcraft 3.');
    expect(bushcraft.coveredBy.map((c) => [c.name, c.level])).toEqual([
      ['Ash', 2],
      ['Cy', 1],
    ]);
    const enough = partyCoverage([member('Ash', 'human', { bushcraft: [3, 0] }), ...party.slice(1)]);
    expect(byId(enough, 'bushcraft')).toMatchObject({ met: true, missing: '' });
  });

  it('"at least a 1 in each of these skills": Woodworks, Metalworks and Tailor, names what is missing', () => {
    const party = [member('Ash', 'human', { woodworks: [1, 0] })];
    expect(byId(partyCoverage(party), 'crafting-basics').missing).toBe('Nobody has Metalworks or Tailor yet.');
    const full = [...party, member('Bo', 'dwarf', { metalworks: [2, 0], tailor: [1, 0] })];
    expect(byId(partyCoverage(full), 'crafting-basics').met).toBe(true);
  });

  it('Gratchen racial Metalworks 1 counts ("Tiny Perspective")', () => {
    const cover = byId(partyCoverage([member('Cy', 'gratchen', {})]), 'crafting-basics').coveredBy;
    expect(cover).toEqual([{ name: 'Cy', skill: 'metalworks', skillName: 'Metalworks', level: 1 }]);
  });

  it('"at least one of the other food gathering skills": Bushcraft alone does not count; a Neo-Wolf’s Hunting 10 does', () => {
    const bushcrafter = [member('Ash', 'human', { bushcraft: [8, 0] })];
    const food = byId(partyCoverage(bushcrafter), 'food-gathering');
    expect(food.met).toBe(false);
    expect(food.missing).toBe('Nobody has Farming, Hunting, Traps or Fishing yet.');
    const wolf = byId(partyCoverage([...bushcrafter, member('Fang', 'neo-wolf', {})]), 'food-gathering');
    expect(wolf.met).toBe(true);
    expect(wolf.coveredBy[0]).toMatchObject({ name: 'Fang', skill: 'hunting', level: 10 });
  });

  it('"Cooking … they will need this skill at 1 or higher"; Armorsmith; one of Bowyer, Weaponsmith, Crossbow Smith', () => {
    const party = [
      member('Ash', 'human', { cooking: [1, 0], metalworks: [5, 0], armorsmith: [1, 0], weaponsmith: [1, 0] }),
    ];
    const coverage = partyCoverage(party);
    expect(byId(coverage, 'cooking').met).toBe(true);
    expect(byId(coverage, 'armorsmith').met).toBe(true);
    expect(byId(coverage, 'weapon-crafting').met).toBe(true);
    expect(byId(coverage, 'mining-logging').missing).toBe('Nobody has Mining or Logging yet.');
  });

  it('each piece carries its quote', () => {
    const coverage = partyCoverage([]);
    expect(byId(coverage, 'cooking').quote).toContain('they will need this skill at 1 or higher');
  });

  it('an unreadable member is named in the error', () => {
    expect(() => partyCoverage([{ name: 'Ghost', build: buildOf('elf') }])).toThrow(RulesError);
    expect(() => partyCoverage([{ name: 'Ghost', build: buildOf('elf') }])).toThrow(/^Ghost: There is no race "elf"/);
  });

  it('adding a member never un-meets a skill requirement other than Bushcraft (which grows with the party)', () => {
    const skills: SkillId[] = ['bushcraft', 'cooking', 'tailor', 'hunting', 'mining', 'logging', 'bowyer'];
    const memberArb = fc.record({
      skill: fc.constantFrom(...skills),
      level: fc.integer({ min: 0, max: 8 }),
    });
    fc.assert(
      fc.property(fc.array(memberArb, { maxLength: 4 }), memberArb, (party, extra) => {
        const members = party.map((m, i) => member(`M${i}`, 'human', { [m.skill]: [m.level, 0] }));
        const before = partyCoverage(members);
        const after = partyCoverage([...members, member('New', 'human', { [extra.skill]: [extra.level, 0] })]);
        for (const piece of before.filter((c) => c.met && c.id !== 'bushcraft')) {
          expect(byId(after, piece.id).met).toBe(true);
        }
      }),
    );
  });
});
