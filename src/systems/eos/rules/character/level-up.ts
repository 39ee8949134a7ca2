import { STAT_IDS } from '../schemas/ids';
import type { StatId } from '../schemas/stats';
import { RulesError, describeValue, requireWhole, requireInput } from '../../../../core/rules';
import { getRace } from '../races';
import type { CharacterBuild, CharacterOptions, SkillPoints, Violation } from './build';
import { maxHp } from './hp';
import { combatLevel, statPointsFromLevels } from './level';
import { rule, ruleQuote } from './progression';
import { rejuggleViolations } from './rejuggle';
import { combatSkillPoints, timeSkillPoints } from './skill-points';
import { statName } from './stats';
import { baseHpFormula, characterStats, type Derived } from './summary';
import { validateCharacter } from './validate';
import { requireBuild } from './build-input';

/** What crossing to `newExp` gives, before the player assigns anything. */
export interface LevelUpPlan {
  fromLevel: number;
  toLevel: number;
  levelsGained: number;
  /** "For each Combat Level gained, they will gain 1 bonus Stat point". */
  statPointsToAssign: number;
  /** Max HP now and at the new level with today's Body (each point put into Body adds `hpPerBodyPoint`). */
  maxHpBefore: Derived;
  maxHpAfter: Derived;
  /** A point in Body raises max HP by the new level ("Body x Combat Level"). */
  hpPerBodyPoint: number;
  /** The combat skill pool "Mind x Combat Level" now and at the new level with today's Mind. */
  combatPointsBefore: Derived;
  combatPointsAfter: Derived;
  /** A point in Mind raises the combat pool by the new level. */
  combatPointsPerMindPoint: number;
}

/**
 * The level-up a build reaches at `newExp`: levels gained, stat points to assign, the new max HP and combat skill pool
 * with today's stats. Throws RulesError when the build cannot be read or `newExp` is below the current exp.
 * @example levelUpPlan(bodySix, 4000).maxHpAfter // { value: 38, formula: 'Body 6 × level 3 + 20' }
 */
export function levelUpPlan(build: CharacterBuild, newExp: number, options: CharacterOptions = {}): LevelUpPlan {
  requireBuild('The build', build);
  requireInput('The options', options);
  const exp = requireWhole('New experience', newExp);
  if (exp < build.exp) {
    throw new RulesError('invalid-number', `Experience only grows: ${exp} is below the current ${build.exp}.`);
  }
  const now = characterStats(build, options);
  const race = getRace(build.raceId);
  const body = now.stats.body.value;
  const mind = now.stats.mind.value;
  const fromLevel = now.level.value;
  const toLevel = combatLevel(exp);
  const hpAfter = maxHp({ body, level: toLevel, race });
  return {
    fromLevel,
    toLevel,
    levelsGained: toLevel - fromLevel,
    statPointsToAssign: statPointsFromLevels(toLevel) - statPointsFromLevels(fromLevel),
    maxHpBefore: now.maxHp,
    maxHpAfter: { value: hpAfter, formula: `Body ${body} × level ${toLevel} + ${baseHpFormula(race)}` },
    hpPerBodyPoint: maxHp({ body: body + 1, level: toLevel, race }) - hpAfter,
    combatPointsBefore: now.combatPoints.available,
    combatPointsAfter: { value: combatSkillPoints(mind, toLevel), formula: `Mind ${mind} × level ${toLevel}` },
    combatPointsPerMindPoint: combatSkillPoints(mind + 1, toLevel) - combatSkillPoints(mind, toLevel),
  };
}

const UNREADABLE: readonly Violation['code'][] = ['unknown-race', 'unknown-skill', 'invalid-number'];

export interface LevelUpChoice {
  newExp: number;
  /** Stat points put in at this level-up, per stat (missing stats: 0). */
  statPoints: Partial<Record<StatId, number>>;
  /** The whole skill table after re-juggling; omitted: unchanged. */
  skills?: Readonly<Record<string, SkillPoints>>;
}

export type LevelUpResult = { ok: true; build: CharacterBuild } | { ok: false; violations: Violation[] };

/**
 * Applies a level-up: the new exp, the stat points and the re-juggled skills. Legal when the new build breaks no rule
 * (validateCharacter: stat points within 1 per level, time points still ≤ Mind, the combat pool Mind × level) and the
 * re-juggle keeps "the skills your swapping around have the same total level or higher" (rejuggleViolations).
 * Never throws for bad choices: they come back as violations.
 */
export function applyLevelUp(
  build: CharacterBuild,
  choice: LevelUpChoice,
  options: CharacterOptions = {},
): LevelUpResult {
  requireBuild('The build', build);
  requireInput('The choice', choice);
  requireInput('The stat points to add', choice.statPoints);
  if (choice.skills !== undefined) requireInput('The skills after the level-up', choice.skills);
  requireInput('The options', options);
  const violations: Violation[] = [];
  if (!Number.isInteger(choice.newExp) || choice.newExp < build.exp) {
    violations.push({
      code: 'invalid-number',
      field: 'exp',
      message: `The new experience must be a whole number of at least ${build.exp}, not ${describeValue(choice.newExp)}.`,
      ruleQuote: ruleQuote('expPerLevel'),
    });
  }
  const levelStats = { ...build.levelStats };
  for (const stat of STAT_IDS) {
    const added = choice.statPoints[stat] ?? 0;
    if (!Number.isInteger(added) || added < 0) {
      violations.push({
        code: 'invalid-number',
        field: `levelStats.${stat}`,
        message: `${statName(stat)} points to add must be a whole number of 0 or more, not ${describeValue(added)}.`,
        ruleQuote: ruleQuote('statPointsPerLevel'),
      });
      continue;
    }
    levelStats[stat] = build.levelStats[stat] + added;
  }
  if (violations.length > 0) return { ok: false, violations };
  const after: CharacterBuild = { ...build, exp: choice.newExp, levelStats, skills: choice.skills ?? build.skills };
  violations.push(...validateCharacter(after, options));
  if (!violations.some((v) => UNREADABLE.includes(v.code))) {
    try {
      violations.push(...rejuggleViolations({ before: build, after }));
    } catch (error) {
      // The build before the level-up holds an id or number it cannot read: report it, as validateCharacter would.
      if (!(error instanceof RulesError)) throw error;
      violations.push(...validateCharacter(build, options));
    }
  }
  return violations.length === 0 ? { ok: true, build: after } : { ok: false, violations };
}

/**
 * "Time passes": the time skill points `months` more months bring — "For each month that passes, a character gains 1
 * point", Humans "2 points per month (not the usual 1)".
 * @example passiveSkillPoints(human, 3) // { value: 6, formula: '2 × 3 months (Human)' }
 */
export function passiveSkillPoints(build: CharacterBuild, months: number): Derived {
  requireInput('Passive skill points', build);
  const race = getRace(build.raceId);
  const elapsed = requireWhole('Months elapsed', build.monthsElapsed);
  const more = requireWhole('Months passing', months);
  const value =
    timeSkillPoints({ race, monthsElapsed: elapsed + more }) - timeSkillPoints({ race, monthsElapsed: elapsed });
  const perMonth = race.traits.passivePointsPerMonth ?? rule('passivePointsPerMonth');
  return {
    value,
    formula: `${perMonth} × ${more} month${more === 1 ? '' : 's'}${perMonth === rule('passivePointsPerMonth') ? '' : ` (${race.name})`}`,
  };
}

/** The build after `months` more months of play: more time skill points to spend (see passiveSkillPoints). */
export function passTime(build: CharacterBuild, months: number): CharacterBuild {
  requireInput('Pass time', build);
  const more = requireWhole('Months passing', months);
  return { ...build, monthsElapsed: requireWhole('Months elapsed', build.monthsElapsed) + more };
}
