import type { SkillId } from '../schemas/skills';
import { skillById } from '../skills';
import { requireInput } from '../../../../core/rules';

/** One prerequisite a character is still short of. */
export interface MissingPrerequisite {
  skill: SkillId;
  name: string;
  level: number;
  have: number;
}

/**
 * "Advanced Skills may not be taken until a character has all prerequisite skills at the level listed under that adv
 * skill (or higher)." `levels` are total skill levels; lists every prerequisite still missing.
 */
export function prerequisitesMet(
  levels: Readonly<Partial<Record<SkillId, number>>>,
  skill: string,
): { met: boolean; missing: MissingPrerequisite[] } {
  requireInput('Prerequisites met', levels);
  const missing = skillById(skill)
    .prerequisites.map((pre) => ({
      skill: pre.skill,
      name: skillById(pre.skill).name,
      level: pre.level,
      have: levels[pre.skill] ?? 0,
    }))
    .filter((pre) => pre.have < pre.level);
  return { met: missing.length === 0, missing };
}
