import type { StatId } from '../data/stats';

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
  | 'rejuggle-lowers-skill';

/** One broken rule: where (`field`, e.g. "creationStats.body" or "skills.tailor.time"), in plain words, and the rule. */
export interface Violation {
  code: ViolationCode;
  field: string;
  message: string;
  ruleQuote: string;
}
