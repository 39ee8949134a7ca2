import type { StatId } from '../schemas/stats';
import type { DwarfCloakRule } from '../combat/gear-limits';

/** Time (passive) and combat points a player put into one skill. Racial free points are not entered here. */
export interface SkillPoints {
  time: number;
  combat: number;
}

/**
 * Everything a player decides for a character; every other number is derived from it. Ids are plain strings because a
 * build may come from storage or a form: validateCharacter reports unknown ids instead of throwing.
 */
export interface CharacterBuild {
  raceId: string;
  exp: number;
  /** The 25 creation points as assigned, before the racial bonus. */
  creationStats: Readonly<Record<StatId, number>>;
  /** The stat points gained from combat levels (1 per level after the first), per stat. */
  levelStats: Readonly<Record<StatId, number>>;
  /** Months of play since creation; each gives passive time skill points. */
  monthsElapsed: number;
  /** Points per skill id. */
  skills: Readonly<Record<string, SkillPoints>>;
}

/** House-rule switches for the character rules. */
export interface CharacterOptions {
  /**
   * "No creatures with Mind less than 1 can gain any skills": by default a Mind-0 character also loses the racial
   * starting skills (Gratchen, Neo-Wolf). true keeps them.
   */
  mindZeroKeepsRacialSkills?: boolean;
  /** C-11: how a Dwarf's extra cloaks count against Body (default 'shared-pool'). */
  dwarfCloaks?: DwarfCloakRule;
  /**
   * R-gear-1: which tier of damaged gear must be within Body — 'full' (as made, the default: damage does not make it
   * lighter) or 'current' (the tier lowered by criticals).
   */
  gearBodyTier?: 'full' | 'current';
}

export type ViolationCode =
  | 'unknown-race'
  | 'unknown-skill'
  | 'invalid-number'
  | 'creation-points-exceeded'
  | 'creation-stat-above-limit'
  | 'stat-above-cap'
  | 'level-stat-points-exceeded'
  | 'mind-too-low-for-skills'
  | 'time-points-exceeded'
  | 'time-points-above-mind'
  | 'combat-points-exceeded'
  | 'skill-above-cap'
  | 'prerequisites-missing'
  | 'rejuggle-not-at-level-up'
  | 'rejuggle-lowers-skill'
  // Gear (gearViolations)
  | 'gear-invalid'
  | 'gear-tier-invalid'
  | 'gear-wrong-size'
  | 'weapon-body-too-low'
  | 'weapon-not-carriable'
  | 'armor-body-too-low'
  | 'armor-too-many-suits'
  | 'cloaks-over-body'
  | 'shield-body-too-low'
  | 'clothing-too-many-sets'
  | 'container-body-too-low'
  | 'carry-slot-full'
  | 'carry-slot-wrong-item';

/** One broken rule: where (`field`, e.g. "creationStats.body" or "skills.tailor.time"), in plain words, and the rule. */
export interface Violation {
  code: ViolationCode;
  field: string;
  message: string;
  ruleQuote: string;
}
