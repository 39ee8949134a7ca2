import skillsData from '../../../../data/eos/skills.json';
import type { Skill, SkillId } from './schemas/skills';
import { RulesError, requireText, describeValue } from '../../../core/rules';

/** Every skill of the rules, with tools, workshop bonus and daily task (data/eos/skills.json). */
export const SKILLS = skillsData as unknown as readonly Skill[];

const BY_ID = new Map<string, Skill>(SKILLS.map((skill) => [skill.id, skill]));

function normalise(name: string): string {
  return requireText('The skill name', name)
    .trim()
    .toLowerCase()
    .replace(/^\[weapon\]\s*/, '')
    .replace(/\s*\(adv\)$/, '')
    .replace(/[\s_]+/g, ' ');
}

const BY_NAME = new Map<string, SkillId>(
  SKILLS.flatMap((skill) =>
    [skill.id, skill.name, ...skill.aliases].map((name) => [normalise(name), skill.id] as const),
  ),
);

/** Every skill of the rules, in the order of data/eos/skills.json (combat skills first). */
export function listSkills(): readonly Skill[] {
  return SKILLS;
}

/** Narrows a string to a skill id, or throws RulesError('unknown-skill') listing the skills a player can choose. */
export function requireSkillId(id: string): SkillId {
  if (!BY_ID.has(id)) {
    throw new RulesError(
      'unknown-skill',
      `There is no skill ${describeValue(id)}. Choose one of: ${SKILLS.map((s) => s.name).join(', ')}.`,
    );
  }
  return id as SkillId;
}

/** The skill with this id, or a RulesError('unknown-skill') naming it. */
export function skillById(id: string): Skill {
  return BY_ID.get(requireSkillId(id))!;
}

/**
 * The skill a name in the text means, accepting the text's other spellings ("Trapping" → traps, "Taylor" → tailor,
 * "Woodworking" → woodworks, "Quarrying" → mining per ruling C-15, "[Weapon] Bow" → bow).
 */
export function skillIdFromName(name: string): SkillId {
  const id = BY_NAME.get(normalise(name));
  if (id === undefined)
    throw new RulesError('unknown-skill', `There is no skill called ${describeValue(name)} in the rules.`);
  return id;
}
