import {
  validateCharacter,
  type CharacterBuild,
  type CharacterOptions,
  type SkillPoints,
  type Violation,
} from '../../rules';

export type PointKind = keyof SkillPoints;

const NONE: SkillPoints = { time: 0, combat: 0 };

/** The points a build has in a skill (none: 0 and 0). */
export function pointsIn(build: CharacterBuild, skill: string): SkillPoints {
  return build.skills[skill] ?? NONE;
}

/** The skill table with one skill's points of one kind set to `value`; a skill left with no points is dropped. */
export function withSkillPoints(
  skills: CharacterBuild['skills'],
  skill: string,
  kind: PointKind,
  value: number,
): CharacterBuild['skills'] {
  const next = { ...(skills[skill] ?? NONE), [kind]: value };
  const rest = Object.fromEntries(Object.entries(skills).filter(([id]) => id !== skill));
  return next.time === 0 && next.combat === 0 ? rest : { ...rest, [skill]: next };
}

const key = (v: Violation) => `${v.code}|${v.field}`;

/**
 * Why one more point of `kind` in `skill` is not allowed, asked of the rules: the message of the first rule the build with that point
 * breaks that the build without it does not (pool spent, time points above Mind, skill cap, prerequisites). null: allowed.
 * `poolSpent`: the reason is the pool of that kind, which the pools line already shows.
 */
export function oneMoreBlocked(
  build: CharacterBuild,
  skill: string,
  kind: PointKind,
  options: CharacterOptions = {},
): { rule: string; poolSpent: boolean } | null {
  const before = new Set(validateCharacter(build, options).map(key));
  const next = { ...build, skills: withSkillPoints(build.skills, skill, kind, pointsIn(build, skill)[kind] + 1) };
  const broken = validateCharacter(next, options).find(
    (v) => !before.has(key(v)) && (v.field === 'skills' || v.field.startsWith(`skills.${skill}`)),
  );
  return broken ? { rule: broken.message, poolSpent: broken.field === 'skills' } : null;
}
