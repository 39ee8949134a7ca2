import type { CharacterSheet } from './character';
import type { HexHouseRules } from './house-rules';
import { FATIGUE_PERCENT } from './limits';
import { refuse } from './messages';
import type { HexRange } from './ranges';

/**
 * A participant's numbers as a fight uses them: from a character's sheet (`fighterStats`), or typed by the GM.
 * Sub-attributes below zero count as zero (R-item-3).
 */
export interface FighterStats {
  readonly hp: number;
  /** The ranges drawn for skadebonus at each attack (R-skada-1, R-range-1). */
  readonly skadebonus: readonly HexRange[];
  readonly absorbering: readonly HexRange[];
  readonly initiativ: number;
  readonly träffsäkerhet: number;
  readonly undvika: number;
  readonly parera: number;
  readonly uthållighet: number;
}

/** The numbers a fight takes from a sheet: totals below zero count as zero (R-item-3); a sheet without HP is refused. */
export function fighterStats(sheet: CharacterSheet): FighterStats {
  const v = sheet.values;
  const hp = v.hp.total;
  if (hp < 1) refuse('not-allowed', 'hex.character.noHp', { hp });
  const atLeastZero = (n: number): number => Math.max(0, n);
  return {
    hp,
    skadebonus: sheet.skadebonus.ranges,
    absorbering: sheet.absorbering.ranges,
    initiativ: atLeastZero(v.initiativ.total),
    träffsäkerhet: atLeastZero(v.träffsäkerhet.total),
    undvika: atLeastZero(v.undvika.total),
    parera: atLeastZero(v.parera.total),
    uthållighet: atLeastZero(v.uthållighet.total),
  };
}

/**
 * How many rounds a fighter has been tired in round `round`: "Varje deltagare klarar sig bara så många rundor som den
 * har poäng i uthållighet innan den blir trött" — rested in rounds 1 … uthållighet, tired once from the next (R-fatigue-2).
 * @example tiredRounds(4, 2) // 2
 */
export function tiredRounds(round: number, uthållighet: number): number {
  return Math.max(0, round - Math.max(0, uthållighet));
}

const STEP = FATIGUE_PERCENT;
const KEEP = 100 - FATIGUE_PERCENT;

/**
 * A value after `tired` tired rounds, "tappar 20% … varje runda", rounded down to a whole number (R-fatigue-2):
 * 'linear' takes 20% of the rested value per round (80, 60, 40, 20, 0%), 'compounding' 20% of what is left (R-fatigue-1).
 * @example fatigued(7, 1, 'linear') // 5
 */
export function fatigued(value: number, tired: number, reading: HexHouseRules['fatigue']): number {
  if (tired <= 0) return value;
  if (reading === 'linear') return Math.floor((value * Math.max(0, 100 - STEP * tired)) / 100);
  let left = value;
  for (let i = 0; i < tired && left > 0; i++) left = Math.floor((left * KEEP) / 100);
  return left;
}

/** The percent of a rested value a tired fighter keeps, before rounding: for the log and the sheet. */
export function fatigueShare(tired: number, reading: HexHouseRules['fatigue']): number {
  if (reading === 'linear') return Math.max(0, 100 - STEP * tired);
  return 100 * (KEEP / 100) ** tired;
}

/** A fighter's numbers in one round, fatigue applied. */
export interface RoundStats {
  readonly round: number;
  readonly tired: number;
  readonly skadebonus: readonly HexRange[];
  readonly absorbering: readonly HexRange[];
  readonly initiativ: number;
  readonly träffsäkerhet: number;
  readonly undvika: number;
  readonly parera: number;
}

/**
 * "tappar 20% absorbering, initiativ, undvika och parera varje runda": the four lowered (a range at both ends, R-fatigue-2),
 * träffsäkerhet too only under R-fatigue-3's switch; skadebonus and HP never.
 */
export function fighterInRound(stats: FighterStats, round: number, rules: HexHouseRules): RoundStats {
  const tired = tiredRounds(round, stats.uthållighet);
  const lower = (value: number): number => fatigued(value, tired, rules.fatigue);
  return {
    round,
    tired,
    skadebonus: stats.skadebonus,
    absorbering: stats.absorbering.map((r) => ({ min: lower(r.min), max: lower(r.max) })),
    initiativ: lower(stats.initiativ),
    träffsäkerhet: rules.fatigueLowersTraffsakerhet ? lower(stats.träffsäkerhet) : stats.träffsäkerhet,
    undvika: lower(stats.undvika),
    parera: lower(stats.parera),
  };
}
