import {
  characterStats,
  dailyMiles,
  getRace,
  isRaceId,
  RulesError,
  timePointCap,
  validateCharacter,
  type CharacterBuild,
  type CharacterGear,
  type CharacterSummary,
  type Race,
  type StatId,
  type Violation,
} from '../../rules';
import type { SkillKind } from './builder-store';

/**
 * The builder's questions to the rules engine. Nothing here computes a rule: each function asks src/systems/eos/rules about the
 * draft, or about the draft with one more point, and reports what the engine answers.
 */

/** The chosen race, or null before the player has chosen one. */
export function chosenRace(build: CharacterBuild): Race | null {
  return isRaceId(build.raceId) ? getRace(build.raceId) : null;
}

/** Every rule the draft breaks (validateCharacter, gear included), as the player acts. */
export function draftViolations(build: CharacterBuild, gear: CharacterGear): Violation[] {
  return validateCharacter(build, {}, gear);
}

/** The derived numbers of the draft, or null when the engine cannot sum it up (no race yet, a malformed number). */
export function draftSummary(build: CharacterBuild): CharacterSummary | null {
  if (chosenRace(build) === null) return null;
  try {
    return characterStats(build);
  } catch (error) {
    if (error instanceof RulesError) return null;
    throw error;
  }
}

function withStat(build: CharacterBuild, stat: StatId, delta: number): CharacterBuild {
  return { ...build, creationStats: { ...build.creationStats, [stat]: build.creationStats[stat] + delta } };
}

function withSkill(build: CharacterBuild, skill: string, kind: SkillKind, delta: number): CharacterBuild {
  const points = build.skills[skill] ?? { time: 0, combat: 0 };
  return { ...build, skills: { ...build.skills, [skill]: { ...points, [kind]: points[kind] + delta } } };
}

/** The first rule `next` (the draft with one more point) breaks that concerns the control. */
function firstReason(next: CharacterBuild, concerns: (v: Violation) => boolean): Violation | null {
  return validateCharacter(next).find(concerns) ?? null;
}

/** A blocked + explained: "With one more: Body 11 is above the creation limit of 10 points in one stat." */
export function withOneMore(violation: Violation): string {
  return `With one more: ${violation.message}`;
}

/**
 * The rule one more assigned point in `stat` would break (above the creation limit of one stat, all creation points
 * spent, above the race's cap), or null when it is allowed.
 */
export function statPlusBlocked(build: CharacterBuild, stat: StatId): Violation | null {
  return firstReason(
    withStat(build, stat, 1),
    (v) => v.field === `creationStats.${stat}` || v.field === 'creationStats' || v.field === `levelStats.${stat}`,
  );
}

const POOL_CODE = { time: 'time-points-exceeded', combat: 'combat-points-exceeded' } as const;

/**
 * The rule one more time or combat point in `skill` would break (time points above Mind, the pool spent, the skill's
 * cap, prerequisites missing, Mind too low), or null when it is allowed.
 */
export function skillPlusBlocked(build: CharacterBuild, skill: string, kind: SkillKind): Violation | null {
  return firstReason(
    withSkill(build, skill, kind, 1),
    (v) =>
      v.field === `skills.${skill}.${kind}` ||
      v.field === `skills.${skill}` ||
      (v.field === 'skills' && v.code === POOL_CODE[kind]),
  );
}

/** One number a stat point changes: "Max HP 27 → 28". */
export interface PointEffect {
  label: string;
  from: number;
  to: number;
}

function milesOf(race: Race, body: number): { road: number; offRoad: number } {
  return {
    road: dailyMiles({ body, move: race.move, road: 'road' }),
    offRoad: dailyMiles({ body, move: race.move, road: 'off-road' }),
  };
}

/**
 * What one more point in `stat` would change, from characterStats and dailyMiles on the draft with that point: Body
 * moves max HP and daily miles, Mind the combat skill points and the time points allowed per skill. Empty for stats no
 * derived number depends on (Reflex and Presence modify rolls at the table), or when the draft cannot be summed up.
 */
export function nextPointEffects(build: CharacterBuild, stat: StatId): PointEffect[] {
  try {
    return pointEffects(build, stat);
  } catch (error) {
    // One more point would take the stat past what the engine accepts at all (above 15): nothing to preview.
    if (error instanceof RulesError) return [];
    throw error;
  }
}

function pointEffects(build: CharacterBuild, stat: StatId): PointEffect[] {
  const race = chosenRace(build);
  const now = draftSummary(build);
  const next = draftSummary(withStat(build, stat, 1));
  if (race === null || now === null || next === null) return [];
  switch (stat) {
    case 'body': {
      const [a, b] = [milesOf(race, now.stats.body.value), milesOf(race, next.stats.body.value)];
      return [
        { label: 'Max HP', from: now.maxHp.value, to: next.maxHp.value },
        { label: 'Daily miles on road', from: a.road, to: b.road },
        { label: 'off road', from: a.offRoad, to: b.offRoad },
      ];
    }
    case 'mind':
      return [
        {
          label: 'Combat skill points',
          from: now.combatPoints.available.value,
          to: next.combatPoints.available.value,
        },
        {
          label: 'Time points per skill',
          from: timePointCap({ race, skill: 'bushcraft', mind: now.stats.mind.value }),
          to: timePointCap({ race, skill: 'bushcraft', mind: next.stats.mind.value }),
        },
      ];
    case 'reflex':
    case 'presence':
    case 'aura':
      return [];
  }
}

/** The most time points `skill` may hold at this Mind (timePointCap), or null when Mind is beyond what the engine takes. */
export function timeCapOf(race: Race, skill: string, mind: number): number | null {
  try {
    return timePointCap({ race, skill, mind });
  } catch (error) {
    if (error instanceof RulesError) return null;
    throw error;
  }
}
