import { requireWhole, requireInput } from '../../../../core/rules';
import { requireBuild } from './build-input';
import type { SkillId } from '../schemas/skills';
import { STAT_IDS } from '../schemas/ids';
import type { StatId } from '../schemas/stats';
import type { Race, RaceId } from '../schemas/races';
import { getRace } from '../races';
import { baseHp } from '../size';
import type { CharacterBuild, CharacterOptions, SkillPoints } from './build';
import { deathHp, maxHp } from './hp';
import { combatLevel, expToNextLevel, statPointsFromLevels } from './level';
import { rule } from './progression';
import { skillLevels, type SkillLevel } from './skill-levels';
import { combatSkillPoints, skillCap, timePointCap, timeSkillPoints } from './skill-points';
import { requireSkillId } from '../skills';
import { finalStat, statCap } from './stats';

/** A derived number with the formula the sheet shows beside it, e.g. { value: 38, formula: 'Body 6 × level 3 + 20' }. */
export interface Derived {
  value: number;
  formula: string;
}

/** A pool of points: how many the rules give (with the formula) and how many the build spends. */
export interface Pool {
  available: Derived;
  used: number;
}

export interface SkillSummary extends SkillLevel {
  formula: string;
  cap: number;
  timeCap: number;
}

/** Every derived number of a character sheet. */
export interface CharacterSummary {
  raceId: RaceId;
  level: Derived;
  expToNextLevel: Derived;
  stats: Record<StatId, Derived & { cap: number }>;
  creationPoints: Pool;
  levelStatPoints: Pool;
  maxHp: Derived;
  deadAtHp: Derived;
  combatPoints: Pool;
  timePoints: Pool;
  skills: Partial<Record<SkillId, SkillSummary>>;
}

function statFormula(race: Race, stat: StatId, assigned: number, fromLevels: number): string {
  const bonus = race.traits.statBonus?.[stat] ?? 0;
  return [
    `${assigned} assigned`,
    fromLevels > 0 ? `${fromLevels} from levels` : '',
    bonus > 0 ? `${bonus} ${race.name}` : '',
  ]
    .filter(Boolean)
    .join(' + ');
}

/** The base HP part of the max HP formula: "20", or "32 (Forest Troll 2×2)" for other sizes. */
export function baseHpFormula(race: Race): string {
  requireInput('Base hp formula', race);
  const base = baseHp(race);
  return race.sizeCategory === 'medium' ? String(base) : `${base} (${race.name} ${race.size})`;
}

function skillFormula(level: SkillLevel): string {
  return [`${level.time} time`, `${level.combat} combat`, level.free > 0 ? `${level.free} racial` : '']
    .filter(Boolean)
    .join(' + ');
}

/**
 * The sheet's derived numbers for a build, each with its formula: final stats (assigned + levels + racial), level, max
 * HP, death threshold, and the time/combat/stat point pools. Throws RulesError for malformed data (unknown ids,
 * negative or fractional numbers); rule violations are validateCharacter's job, so an over-spent build still sums up.
 */
export function characterStats(build: CharacterBuild, options: CharacterOptions = {}): CharacterSummary {
  requireBuild('The build', build);
  requireInput('The options', options);
  const race = getRace(build.raceId);
  const exp = requireWhole('Experience', build.exp);
  const months = requireWhole('Months elapsed', build.monthsElapsed);
  const level = combatLevel(exp);
  const perLevel = rule('expPerLevel');

  const stats = {} as Record<StatId, Derived & { cap: number }>;
  for (const stat of STAT_IDS) {
    const assigned = build.creationStats[stat];
    const fromLevels = build.levelStats[stat];
    const value = finalStat({ race, stat, assigned, fromLevels });
    stats[stat] = { value, formula: statFormula(race, stat, assigned, fromLevels), cap: statCap(race, stat) };
  }
  const body = stats.body.value;
  const mind = stats.mind.value;

  const skills: Partial<Record<SkillId, SkillPoints>> = {};
  for (const [id, points] of Object.entries(build.skills)) {
    const skill = requireSkillId(id);
    skills[skill] = {
      time: requireWhole(`${skill} time points`, points.time),
      combat: requireWhole(`${skill} combat points`, points.combat),
    };
  }
  const levels = skillLevels({ race, mind, skills, options });
  const skillSummaries: Partial<Record<SkillId, SkillSummary>> = {};
  for (const [id, skillLevel] of Object.entries(levels) as [SkillId, SkillLevel][]) {
    skillSummaries[id] = {
      ...skillLevel,
      formula: skillFormula(skillLevel),
      cap: skillCap(race, id),
      timeCap: timePointCap({ race, skill: id, mind }),
    };
  }
  const points = Object.values(skills) as SkillPoints[];
  const hp = maxHp({ body, level, race });
  const atCreation = race.traits.timePointsAtCreation ?? rule('timeSkillPointsAtCreation');
  const perMonth = race.traits.passivePointsPerMonth ?? rule('passivePointsPerMonth');

  return {
    raceId: race.id,
    level: { value: level, formula: `1 + ⌊${exp} exp / ${perLevel}⌋` },
    expToNextLevel: { value: expToNextLevel(exp), formula: `${perLevel} − (${exp} mod ${perLevel})` },
    stats,
    creationPoints: {
      available: { value: rule('creationStatPoints'), formula: `${rule('creationStatPoints')} at creation` },
      used: STAT_IDS.reduce((total, stat) => total + build.creationStats[stat], 0),
    },
    levelStatPoints: {
      available: {
        value: statPointsFromLevels(level),
        formula: `${rule('statPointsPerLevel')} × (level ${level} − 1)`,
      },
      used: STAT_IDS.reduce((total, stat) => total + build.levelStats[stat], 0),
    },
    maxHp: { value: hp, formula: `Body ${body} × level ${level} + ${baseHpFormula(race)}` },
    deadAtHp: { value: deathHp(hp), formula: `−${hp} (minus max HP)` },
    combatPoints: {
      available: { value: combatSkillPoints(mind, level), formula: `Mind ${mind} × level ${level}` },
      used: points.reduce((total, p) => total + p.combat, 0),
    },
    timePoints: {
      available: {
        value: timeSkillPoints({ race, monthsElapsed: months }),
        formula: `${atCreation} at creation + ${perMonth} × ${months} month${months === 1 ? '' : 's'}`,
      },
      used: points.reduce((total, p) => total + p.time, 0),
    },
    skills: skillSummaries,
  };
}
