import type { SkillId } from '../data/skills';
import type { Race } from '../data/races';
import type { CharacterOptions, SkillPoints } from './build';
import { rule } from './progression';
import { requireInput } from '../errors';

/** One skill's points by source and its level. */
export interface SkillLevel {
  time: number;
  combat: number;
  /** Racial starting points (Gratchen 1, Neo-Wolf Hunting 10). */
  free: number;
  total: number;
}

/** True when "No creatures with Mind less than 1 can gain any skills" applies. */
export function mindTooLowForSkills(mind: number): boolean {
  return mind < rule('minMindForSkills');
}

/**
 * Skill level = time + combat + racial free points, for every skill with points or racial points. With Mind below 1 the
 * racial points are lost unless the house rule keeps them.
 */
export function skillLevels(input: {
  race: Race;
  mind: number;
  skills: Readonly<Partial<Record<SkillId, SkillPoints>>>;
  options?: CharacterOptions;
}): Partial<Record<SkillId, SkillLevel>> {
  requireInput('Skill levels', input);
  const keepFree = !mindTooLowForSkills(input.mind) || input.options?.mindZeroKeepsRacialSkills === true;
  const levels: Partial<Record<SkillId, SkillLevel>> = {};
  for (const [id, points] of Object.entries(input.skills) as [SkillId, SkillPoints | undefined][]) {
    if (!points) continue;
    levels[id] = { time: points.time, combat: points.combat, free: 0, total: points.time + points.combat };
  }
  for (const free of keepFree ? (input.race.traits.freeSkills ?? []) : []) {
    const level = levels[free.skill] ?? { time: 0, combat: 0, free: 0, total: 0 };
    levels[free.skill] = { ...level, free: level.free + free.points, total: level.total + free.points };
  }
  return levels;
}
