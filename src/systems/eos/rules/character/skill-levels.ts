import type { SkillId } from '../schemas/skills';
import type { Race } from '../schemas/races';
import type { CharacterOptions, SkillPoints } from './build';
import { rule } from './progression';
import { requireInput, requireWhole } from '../../../../core/rules';
import { racialFreeSkills } from '../races';
import { requireSkillId } from '../skills';

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
  return requireWhole('Mind', mind) < rule('minMindForSkills');
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
  const freeSkills = racialFreeSkills(input.race);
  const tooLow = mindTooLowForSkills(input.mind);
  if (input.options !== undefined) requireInput('The options', input.options);
  const keepFree = !tooLow || input.options?.mindZeroKeepsRacialSkills === true;
  const levels: Partial<Record<SkillId, SkillLevel>> = {};
  for (const [id, points] of Object.entries(requireInput('The skills', input.skills)) as [
    SkillId,
    SkillPoints | undefined,
  ][]) {
    if (points === undefined) continue;
    const skill = requireSkillId(id);
    requireInput(`The ${skill} points`, points);
    const time = requireWhole(`${skill} time points`, points.time);
    const combat = requireWhole(`${skill} combat points`, points.combat);
    levels[skill] = { time, combat, free: 0, total: time + combat };
  }
  for (const free of keepFree ? freeSkills : []) {
    const level = levels[free.skill] ?? { time: 0, combat: 0, free: 0, total: 0 };
    levels[free.skill] = { ...level, free: level.free + free.points, total: level.total + free.points };
  }
  return levels;
}
