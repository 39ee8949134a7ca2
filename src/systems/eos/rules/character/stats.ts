import statsData from '../../../../../data/eos/stats.json';
import {
  describeValue,
  requireOneOf,
  requireWhole,
  requireInput,
  requireList,
  requireText,
} from '../../../../core/rules';
import { STAT_IDS } from '../schemas/ids';
import type { Stat, StatId } from '../schemas/stats';
import type { Race } from '../schemas/races';
import { resolveRace, type RaceRef } from '../races';
import type { Violation } from './build';
import { rule, ruleQuote } from './progression';

const STATS = statsData as unknown as readonly Stat[];

/** The five stats with their rule text; Aura is stored but `used: false` (C-08). */
export function listStats(): readonly Stat[] {
  return STATS;
}

/** The player-facing name of a stat ("Reflex"). */
export function statName(stat: StatId): string {
  const id = requireOneOf('Stat', stat, STAT_IDS);
  return STATS.find((s) => s.id === id)?.name ?? id;
}

/** The special of `race` that sets a trait, quoted for violations and the sheet (empty when the race has none). */
export function raceSpecialQuote(race: Race, field: string): string {
  const specials = requireList('The race card’s specials', requireInput('Race special quote', race).specials);
  for (const special of specials)
    requireList('A race special’s fields', requireInput('A race special', special).fields);
  return race.specials.find((special) => (special.fields as readonly string[]).includes(field))?.text ?? '';
}

/** "Levels higher than 12 are restricted to only a few races": 12, or the race's maximum (Warhog Body 15). */
export function statCap(race: RaceRef, stat: StatId): number {
  return resolveRace(race).traits.statCaps?.[requireOneOf('Stat', stat, STAT_IDS)] ?? rule('statCap');
}

/** The quote behind a race's cap for a stat: its special, or the general "higher than 12" line. */
export function statCapQuote(race: Race, stat: StatId): string {
  resolveRace(requireInput('Stat cap quote', race));
  return race.traits.statCaps?.[stat] === undefined ? ruleQuote('statCap') : raceSpecialQuote(race, 'statCaps');
}

/**
 * A stat's value on the sheet: assigned creation points + points from levels + the racial bonus, added after the
 * creation check (A-24: a Warhog can start with Body 13). Limits are checked by validateCharacter, not here.
 */
export function finalStat(input: { race: RaceRef; stat: StatId; assigned: number; fromLevels: number }): number {
  requireInput('Final stat', input);
  const race = resolveRace(input.race);
  const stat = requireOneOf('Stat', input.stat, STAT_IDS);
  const name = statName(stat);
  const assigned = requireWhole(`${name} (assigned)`, input.assigned);
  const fromLevels = requireWhole(`${name} (from levels)`, input.fromLevels);
  return assigned + fromLevels + (race.traits.statBonus?.[stat] ?? 0);
}

function isWholeAtLeast(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

/** A violation for a value that is not a whole number ≥ min (missing, negative, fractional). */
export function invalidNumber(field: string, label: string, value: unknown, quote: string, min = 0): Violation {
  requireText('The field', field);
  requireText('The label', label);
  requireText('The rule quote', quote);
  requireWhole('The lowest whole number', min, Number.MIN_SAFE_INTEGER);
  return {
    code: 'invalid-number',
    field,
    message:
      value === undefined || value === null
        ? `${label} is missing; enter a whole number of ${min} or more.`
        : `${label} must be a whole number of ${min} or more, not ${describeValue(value)}.`,
    ruleQuote: quote,
  };
}

/** Checks a value is a whole number ≥ min; pushes a violation and returns null when it is not. */
export function wholeOrReport(
  violations: Violation[],
  field: string,
  label: string,
  value: unknown,
  quote: string,
  min = 0,
): number | null {
  requireList('Whole or report', violations);
  requireWhole('The lowest whole number', min, Number.MIN_SAFE_INTEGER);
  if (isWholeAtLeast(value, min)) return value;
  violations.push(invalidNumber(field, label, value, quote, min));
  return null;
}

/**
 * "a player may assign 25 points to their Stats however they choose. Provided they do not assign more than 10 points into
 * any one stat." Checks the assigned points only (the racial bonus comes after, A-24). Empty when legal. Missing
 * stats are reported field by field, not refused (validateCharacter reports an empty build that way).
 */
export function creationStatViolations(assigned: Readonly<Record<StatId, number>>): Violation[] {
  const violations: Violation[] = [];
  let total = 0;
  let allValid = true;
  for (const stat of STAT_IDS) {
    const field = `creationStats.${stat}`;
    const value = wholeOrReport(violations, field, statName(stat), assigned?.[stat], ruleQuote('minStat'));
    if (value === null) {
      allValid = false;
      continue;
    }
    total += value;
    if (value > rule('creationMaxPerStat')) {
      violations.push({
        code: 'creation-stat-above-limit',
        field,
        message: `${statName(stat)} ${value} is above the creation limit of ${rule('creationMaxPerStat')} points in one stat.`,
        ruleQuote: ruleQuote('creationMaxPerStat'),
      });
    }
  }
  if (allValid && total > rule('creationStatPoints')) {
    violations.push({
      code: 'creation-points-exceeded',
      field: 'creationStats',
      message: `The creation stats add up to ${total} points; only ${rule('creationStatPoints')} may be assigned.`,
      ruleQuote: ruleQuote('creationStatPoints'),
    });
  }
  return violations;
}
