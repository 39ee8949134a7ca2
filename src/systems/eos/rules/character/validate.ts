import { MAX_TIER, RulesError, describeValue, requireInput } from '../../../../core/rules';
import { SKILL_IDS } from '../schemas/ids';
import type { SkillId } from '../schemas/skills';
import { STAT_IDS } from '../schemas/ids';
import type { StatId } from '../schemas/stats';
import type { Race } from '../schemas/races';
import { getRace } from '../races';
import type { CharacterBuild, CharacterOptions, SkillPoints, Violation } from './build';
import { gearViolations, type CharacterGear } from './gear';
import { combatLevel, statPointsFromLevels } from './level';
import { prerequisitesMet } from './prerequisites';
import { skillById } from '../skills';
import { requireGear } from './build-input';
import { PROGRESSION, ruleQuote } from './progression';
import { skillLevels, mindTooLowForSkills } from './skill-levels';
import { combatSkillPoints, skillCap, timePointCap, timeSkillPoints } from './skill-points';
import { creationStatViolations, raceSpecialQuote, statCap, statCapQuote, statName, wholeOrReport } from './stats';

function raceOrReport(violations: Violation[], raceId: unknown): Race | null {
  try {
    // Text is looked up as it is (its refusal names it); anything else is named in words.
    return getRace(typeof raceId === 'string' ? raceId : describeValue(raceId));
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    violations.push({
      code: 'unknown-race',
      field: 'raceId',
      message: error.message,
      ruleQuote: 'See “Playable Races”.',
    });
    return null;
  }
}

/** Final stats (assigned + levels + racial) where the inputs are valid; checks the level points and the caps. */
function checkStats(
  violations: Violation[],
  build: CharacterBuild,
  race: Race | null,
  level: number | null,
): Partial<Record<StatId, number>> {
  violations.push(...creationStatViolations(build.creationStats));
  const finals: Partial<Record<StatId, number>> = {};
  let levelTotal: number | null = 0;
  for (const stat of STAT_IDS) {
    const fromLevels = wholeOrReport(
      violations,
      `levelStats.${stat}`,
      `${statName(stat)} points from levels`,
      build.levelStats?.[stat],
      ruleQuote('statPointsPerLevel'),
    );
    levelTotal = fromLevels === null || levelTotal === null ? null : levelTotal + fromLevels;
    const assigned = build.creationStats?.[stat];
    if (race === null || fromLevels === null || !Number.isSafeInteger(assigned) || assigned < 0) continue;
    const value = assigned + fromLevels + (race.traits.statBonus?.[stat] ?? 0);
    finals[stat] = value;
    const cap = statCap(race, stat);
    if (value > cap) {
      violations.push({
        code: 'stat-above-cap',
        field: `levelStats.${stat}`,
        message: `${statName(stat)} ${value} is above the ${race.name} maximum of ${cap}.`,
        ruleQuote: statCapQuote(race, stat),
      });
    }
  }
  if (level !== null && levelTotal !== null && levelTotal > statPointsFromLevels(level)) {
    const available = statPointsFromLevels(level);
    violations.push({
      code: 'level-stat-points-exceeded',
      field: 'levelStats',
      message: `${levelTotal} stat points from levels are assigned, but combat level ${level} gives only ${available}.`,
      ruleQuote: ruleQuote('statPointsPerLevel'),
    });
  }
  return finals;
}

/** The well-formed skill entries; unknown ids and bad numbers become violations. */
function checkSkillEntries(violations: Violation[], build: CharacterBuild): Partial<Record<SkillId, SkillPoints>> {
  const valid: Partial<Record<SkillId, SkillPoints>> = {};
  for (const [id, points] of Object.entries(build.skills ?? {})) {
    if (!(SKILL_IDS as readonly string[]).includes(id)) {
      violations.push({
        code: 'unknown-skill',
        field: `skills.${id}`,
        message: `There is no skill "${id}".`,
        ruleQuote: 'See “Skills & Progression”.',
      });
      continue;
    }
    const skill = skillById(id);
    const quote = PROGRESSION.numbers.minSkill.quote;
    const time = wholeOrReport(violations, `skills.${id}.time`, `${skill.name} time points`, points?.time, quote);
    const combat = wholeOrReport(
      violations,
      `skills.${id}.combat`,
      `${skill.name} combat points`,
      points?.combat,
      quote,
    );
    if (time !== null && combat !== null) valid[skill.id] = { time, combat };
  }
  return valid;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Pool totals: time points against months, combat points against Mind × level. */
function checkPools(
  violations: Violation[],
  input: {
    race: Race;
    skills: Partial<Record<SkillId, SkillPoints>>;
    months: number | null;
    mind?: number;
    level: number | null;
  },
): void {
  const points = Object.values(input.skills).filter((p): p is SkillPoints => p !== undefined);
  const timeUsed = sum(points.map((p) => p.time));
  const combatUsed = sum(points.map((p) => p.combat));
  if (input.months !== null) {
    const available = timeSkillPoints({ race: input.race, monthsElapsed: input.months });
    if (timeUsed > available) {
      violations.push({
        code: 'time-points-exceeded',
        field: 'skills',
        message: `${timeUsed} time skill points are assigned, but only ${available} have been earned after ${input.months} month${input.months === 1 ? '' : 's'}.`,
        ruleQuote:
          input.race.traits.passivePointsPerMonth === undefined
            ? ruleQuote('timeSkillPointsAtCreation')
            : raceSpecialQuote(input.race, 'passivePointsPerMonth'),
      });
    }
  }
  if (input.mind !== undefined && input.level !== null && !mindTooLowForSkills(input.mind)) {
    const available = combatSkillPoints(input.mind, input.level);
    if (combatUsed > available) {
      violations.push({
        code: 'combat-points-exceeded',
        field: 'skills',
        message: `${combatUsed} combat skill points are assigned, but Mind ${input.mind} × level ${input.level} gives only ${available}.`,
        ruleQuote: ruleQuote('combatSkillPointsPerMindPerLevel'),
      });
    }
  }
}

/** Per-skill checks that need Mind: no skills below Mind 1, time points ≤ Mind, level ≤ cap, prerequisites. */
function checkSkillLevels(
  violations: Violation[],
  input: { race: Race; mind: number; skills: Partial<Record<SkillId, SkillPoints>>; options: CharacterOptions },
): void {
  const { race, mind } = input;
  const levels = skillLevels(input);
  const totals = Object.fromEntries(Object.entries(levels).map(([id, l]) => [id, l.total])) as Partial<
    Record<SkillId, number>
  >;
  for (const [id, level] of Object.entries(levels) as [SkillId, NonNullable<(typeof levels)[SkillId]>][]) {
    const skill = skillById(id);
    const field = `skills.${id}`;
    const assigned = level.time + level.combat;
    if (mindTooLowForSkills(mind) && assigned > 0) {
      violations.push({
        code: 'mind-too-low-for-skills',
        field,
        message: `${skill.name} has ${assigned} points, but a character with Mind ${mind} cannot gain any skills.`,
        ruleQuote: ruleQuote('minMindForSkills'),
      });
      continue;
    }
    const free = race.traits.freeSkills?.find((f) => f.skill === id);
    const freeAsTime = free?.countsAsTimePoints === true ? level.free : 0;
    const timeCap = timePointCap({ race, skill: id, mind });
    if (level.time + freeAsTime > timeCap) {
      const bonus = timeCap - mind;
      violations.push({
        code: 'time-points-above-mind',
        field: `${field}.time`,
        message:
          freeAsTime > 0
            ? `${skill.name} has ${level.time + freeAsTime} time points (${level.time} assigned + ${freeAsTime} racial), above the limit of Mind ${mind} + ${bonus} = ${timeCap}.`
            : `${skill.name} has ${level.time} time points, above the limit of Mind ${mind}${bonus > 0 ? ` + ${bonus} = ${timeCap}` : ''}.`,
        ruleQuote: bonus > 0 ? raceSpecialQuote(race, 'timePointCapBonus') : PROGRESSION.rules.timePointsAboveMind,
      });
    }
    const cap = skillCap(race, id);
    if (level.total > cap) {
      const racial = race.traits.skillCaps?.[id] !== undefined || race.traits.skillCapAll !== undefined;
      violations.push({
        code: 'skill-above-cap',
        field,
        message: `${skill.name} ${level.total} is above the ${racial ? `${race.name} ` : ''}maximum skill level of ${cap}.`,
        ruleQuote: racial
          ? raceSpecialQuote(race, race.traits.skillCapAll !== undefined ? 'skillCapAll' : 'skillCaps')
          : ruleQuote('skillCap'),
      });
    }
    const needsPrerequisites =
      skill.advanced && (assigned > 0 || (level.free > 0 && !free?.usableWithoutPrerequisites));
    const { missing } = prerequisitesMet(totals, id);
    if (needsPrerequisites && missing.length > 0) {
      violations.push({
        code: 'prerequisites-missing',
        field,
        message: `${skill.name} needs ${missing.map((m) => `${m.name} ${m.level} (has ${m.have})`).join(' and ')}.`,
        ruleQuote: level.free > 0 ? raceSpecialQuote(race, 'freeSkills') : PROGRESSION.rules.advancedSkillPrerequisites,
      });
    }
  }
}

/**
 * Every rule a character build breaks, as typed violations with a plain-words message and the rule quoted; an empty
 * array means the build is legal. With `gear`, the gear rules follow (gearViolations). Never throws for bad build
 * data: unknown ids and bad numbers are violations too.
 */
export function validateCharacter(
  build: CharacterBuild,
  options: CharacterOptions = {},
  gear?: CharacterGear,
): Violation[] {
  requireInput('The build', build);
  requireInput('The options', options);
  if (gear !== undefined) requireGear('The gear', gear);
  const violations = buildViolations(build, options);
  return gear === undefined ? violations : [...violations, ...gearViolations(build, gear, options)];
}

function buildViolations(build: CharacterBuild, options: CharacterOptions): Violation[] {
  const violations: Violation[] = [];
  const race = raceOrReport(violations, build.raceId);
  const exp = wholeOrReport(violations, 'exp', 'Experience', build.exp, ruleQuote('startingExp'));
  const months = wholeOrReport(
    violations,
    'monthsElapsed',
    'Months elapsed',
    build.monthsElapsed,
    ruleQuote('passivePointsPerMonth'),
  );
  const level = exp === null ? null : combatLevel(exp);
  const finals = checkStats(violations, build, race, level);
  const skills = checkSkillEntries(violations, build);
  if (race === null) return violations;
  // Mind above every racial cap was reported above; the skill limits built on it would mean nothing.
  const mind = finals.mind !== undefined && finals.mind <= MAX_TIER ? finals.mind : undefined;
  checkPools(violations, { race, skills, months, mind, level });
  if (mind !== undefined) checkSkillLevels(violations, { race, mind, skills, options });
  return violations;
}
