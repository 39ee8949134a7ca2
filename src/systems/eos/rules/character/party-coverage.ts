import adviceData from '../../../../../data/eos/advice.json';
import type { Advice, AdviceFile } from '../schemas/advice';
import type { SkillId } from '../schemas/skills';
import { RulesError, requireList, requireInput, requireText } from '../../../../core/rules';
import { skillById } from '../skills';
import type { CharacterBuild, CharacterOptions } from './build';
import { characterStats } from './summary';

const ADVICE = adviceData as unknown as AdviceFile;

/** The Beginner's Guide "Advice on Skills" as data/eos/advice.json holds it, each piece quoted. Internal: partyCoverage shows it. */
export function listAdvice(): readonly Advice[] {
  return ADVICE.advice;
}

export interface PartyMemberBuild {
  name: string;
  build: CharacterBuild;
}

/** A member who has one of the skills a piece of advice asks for. */
export interface AdviceCover {
  name: string;
  skill: SkillId;
  skillName: string;
  level: number;
}

export interface AdviceCoverage {
  id: string;
  title: string;
  quote: string;
  met: boolean;
  /** Members with a level in the skills asked for, highest first (also when the advice is not yet met). */
  coveredBy: AdviceCover[];
  /** What is still missing, in words; empty when met. */
  missing: string;
}

function orList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

function skillText(skill: SkillId, level: number): string {
  return level === 1 ? skillById(skill).name : `${skillById(skill).name} ${level}+`;
}

function coverageOf(
  advice: Advice,
  levels: readonly { name: string; levels: Partial<Record<SkillId, number>> }[],
): AdviceCoverage {
  const requirement = advice.requirement;
  const skills = requirement.kind === 'level-at-least-party-size' ? [requirement.skill] : requirement.skills;
  const coveredBy = levels
    .flatMap(({ name, levels: own }) =>
      skills.map((skill) => ({ name, skill, skillName: skillById(skill).name, level: own[skill] ?? 0 })),
    )
    .filter((cover) => cover.level > 0)
    .sort((a, b) => b.level - a.level);
  const has = (skill: SkillId, level: number) => coveredBy.some((c) => c.skill === skill && c.level >= level);
  let missing: string;
  switch (requirement.kind) {
    case 'level-at-least-party-size': {
      const needed = Math.max(1, levels.length);
      const best = coveredBy[0]?.level ?? 0;
      const name = skillById(requirement.skill).name;
      missing =
        best >= needed
          ? ''
          : `${best === 0 ? `Nobody has ${name} yet` : `The best ${name} is ${best}`}; a party of ${levels.length} wants ${name} ${needed}.`;
      break;
    }
    case 'each-skill': {
      const lacking = requirement.skills.filter((skill) => !has(skill, requirement.level));
      missing =
        lacking.length === 0
          ? ''
          : `Nobody has ${orList(lacking.map((skill) => skillText(skill, requirement.level)))} yet.`;
      break;
    }
    case 'any-skill':
      missing = requirement.skills.some((skill) => has(skill, requirement.level))
        ? ''
        : `Nobody has ${orList(requirement.skills.map((skill) => skillText(skill, requirement.level)))} yet.`;
      break;
  }
  return { id: advice.id, title: advice.title, quote: advice.quote, met: missing === '', coveredBy, missing };
}

/**
 * Beginner's Guide, "Advice on Skills": for each piece of advice, whether the party follows it, who covers it and what
 * is missing in words. Skill levels include racial free points (a Neo-Wolf's Hunting 10). Throws RulesError, naming the
 * member, when a build cannot be read (unknown race or skill, bad numbers).
 * @example partyCoverage([{ name: 'Ash', build }])[0].missing // "Nobody has Bushcraft yet; a party of 1 wants Bushcraft 1."
 */
export function partyCoverage(members: readonly PartyMemberBuild[], options: CharacterOptions = {}): AdviceCoverage[] {
  requireList('The members', members);
  requireInput('The options', options);
  for (const [index, member] of members.entries()) {
    requireInput(`Member ${index + 1}`, member);
    requireText(`Member ${index + 1}'s name`, member.name);
  }
  const levels = members.map(({ name, build }) => {
    try {
      const skills = characterStats(build, options).skills;
      return {
        name,
        levels: Object.fromEntries(Object.entries(skills).map(([id, s]) => [id, s.total])) as Partial<
          Record<SkillId, number>
        >,
      };
    } catch (error) {
      if (error instanceof RulesError) throw new RulesError(error.code, `${name}: ${error.message}`);
      throw error;
    }
  });
  return ADVICE.advice.map((advice) => coverageOf(advice, levels));
}
