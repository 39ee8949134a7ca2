import { STAT_IDS } from '../schemas/ids';
import { RulesError, describeValue, requireInput, requireWhole } from '../../../../core/rules';
import { getRace } from '../races';
import { requireSkillId } from '../skills';
import type { CharacterBuild } from './build';
import type { CharacterGear } from './gear';
import { statName } from './stats';

/**
 * The checks of the character records a rule reads, written once: a rule that computes from a build or gear calls one
 * of these at its entry, so a half-filled record is refused in words before any field is read (validateCharacter and
 * gearViolations report bad values as violations instead; they only need the record's parts to be of the right kind).
 */

/** A part of a record that must itself be a record ("The build's creation stats"), refused in a player's words. */
function requirePart(label: string, value: unknown): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RulesError('missing-input', `${label} must be filled in, not ${describeValue(value)}.`);
  }
}

/** Each stat with the names its two parts have in a message ("Body (assigned)", "Body (from levels)"). */
const STAT_LABELS = STAT_IDS.map(
  (stat) => [stat, `${statName(stat)} (assigned)`, `${statName(stat)} (from levels)`] as const,
);

/**
 * A character build every number of which can be read: a known race, whole experience and months, the five creation
 * and level stats as whole numbers, and known skills with whole time and combat points. The messages are those
 * characterStats gave ("Experience must be a whole number 0 or more, not -5."). Rule limits (caps, pools) are
 * validateCharacter's job, not this check's.
 */
export function requireBuild(label: string, build: CharacterBuild): CharacterBuild {
  requireInput(label, build);
  getRace(build.raceId);
  requireWhole('Experience', build.exp);
  requireWhole('Months elapsed', build.monthsElapsed);
  requirePart(`${label}’s creation stats`, build.creationStats);
  requirePart(`${label}’s stats from levels`, build.levelStats);
  for (const [stat, assigned, fromLevels] of STAT_LABELS) {
    requireWhole(assigned, build.creationStats[stat]);
    requireWhole(fromLevels, build.levelStats[stat]);
  }
  requirePart(`${label}’s skills`, build.skills);
  for (const [id, points] of Object.entries(build.skills)) {
    const skill = requireSkillId(id);
    requirePart(`${label}’s ${skill} points`, points);
    requireWhole(`${skill} time points`, points.time);
    requireWhole(`${skill} combat points`, points.combat);
  }
  return build;
}

/** The item lists of a character's gear. */
const GEAR_LISTS = ['weapons', 'armor', 'clothing', 'containers', 'toolkits'] as const;

/**
 * A character's gear whose parts are of the right kind: its item lists are lists of records, the shield a record or
 * none, the carried inventory (when kept) a list. Item values (tiers, kinds, sizes) are gearViolations' job.
 */
export function requireGear(label: string, gear: CharacterGear): CharacterGear {
  requireInput(label, gear);
  for (const list of GEAR_LISTS) {
    const items: unknown = gear[list];
    if (!Array.isArray(items)) {
      throw new RulesError('missing-input', `${label}’s ${list} must be a list, not ${describeValue(items)}.`);
    }
    for (const item of items) requirePart(`Each of ${label.toLowerCase()}’s ${list}`, item);
  }
  if (gear.shield !== null) requirePart(`${label}’s shield`, gear.shield);
  if (gear.inventory !== undefined && !Array.isArray(gear.inventory)) {
    throw new RulesError('missing-input', `${label}’s inventory must be a list, not ${describeValue(gear.inventory)}.`);
  }
  return gear;
}
