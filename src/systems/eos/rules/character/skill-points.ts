import { requireStat, requireWhole, requireInput } from '../../../../core/rules';
import { resolveRace, type RaceRef } from '../races';
import { requireSkillId } from '../skills';
import { rule } from './progression';

/**
 * Time skill points earned so far: "2 years of passive learning … 24 skill points" at creation, then "1 point" each month
 * (Humans: "2 points per month (not the usual 1)", including the creation years: 48).
 */
export function timeSkillPoints(input: { race: RaceRef; monthsElapsed: number }): number {
  requireInput('Time skill points', input);
  const race = resolveRace(input.race);
  const months = requireWhole('Months elapsed', input.monthsElapsed);
  const atCreation = race.traits.timePointsAtCreation ?? rule('timeSkillPointsAtCreation');
  const perMonth = race.traits.passivePointsPerMonth ?? rule('passivePointsPerMonth');
  return atCreation + perMonth * months;
}

/**
 * "Skill points from Time may not be higher than the Mind stat in any skill": Mind, or Mind + 10 for Neo-Wolf Hunting
 * ("may go up to 10 points over their Mind stat for any passive skill points added to the hunting skill", A-09).
 */
export function timePointCap(input: { race: RaceRef; skill: string; mind: number }): number {
  requireInput('Time point cap', input);
  const race = resolveRace(input.race);
  const skill = requireSkillId(input.skill);
  const mind = requireStat('Mind', input.mind);
  return mind + (race.traits.timePointCapBonus?.[skill] ?? 0);
}

/**
 * Combat skill points as a pool of "Mind x Combat Level", recalculated at each level; the Mind passed in
 * includes any racial bonus (Neo-Daemon +3). 0 when Mind is 0.
 */
export function combatSkillPoints(mind: number, level: number): number {
  requireStat('Mind', mind);
  requireWhole('Combat level', level, rule('startingCombatLevel'));
  return mind * level * rule('combatSkillPointsPerMindPerLevel');
}

/**
 * "Skill levels should not exceed a total 12 at any time": 12, Gratchen 13 in Metalworks, Crossbow Smith and Locksmith,
 * Neo-Daemon 15 in every skill, Neo-Wolf 22 in Hunting.
 */
export function skillCap(race: RaceRef, skill: string): number {
  const traits = resolveRace(race).traits;
  return traits.skillCaps?.[requireSkillId(skill)] ?? traits.skillCapAll ?? rule('skillCap');
}
