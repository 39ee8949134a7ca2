import { RulesError, requireNumber, requireWhole } from '../../../core/rules';
import {
  HIT_POINTS,
  MODIFIER_MAX,
  MODIFIER_MIN,
  RESISTANCE_MAX,
  RESISTANCE_MIN,
  SKILL_LEVEL_MAX,
  SKILL_LEVEL_MIN,
} from './limits';

/*
 * The input checks every rule function of the pack starts with: each refuses a bad value with a RulesError in a
 * player's words ("Aim must be a whole number from 0 to 3, not 5.").
 */

/** "your starting skill level (from 0 to 3)" */
export function requireSkillLevel(label: string, level: number): number {
  return requireWhole(`${label} (a starting skill level)`, level, SKILL_LEVEL_MIN, SKILL_LEVEL_MAX);
}

/** One modifier entry: "a modifier bonus (from -8 to +8)". */
export function requireModifierValue(label: string, value: number): number {
  return requireWhole(label, value, MODIFIER_MIN, MODIFIER_MAX);
}

/** A resistance in percent, 0 to 100 (A-03: fractions are fine). */
export function requireResistance(label: string, percent: number): number {
  return requireNumber(`${label} (a resistance in percent)`, percent, RESISTANCE_MIN, RESISTANCE_MAX);
}

/** Hit points: "a total of five hit points", 0 when downed. */
export function requireHp(label: string, hp: number): number {
  return requireWhole(`${label}'s hit points`, hp, 0, HIT_POINTS);
}

/** A name typed at the table: not blank, at most `max` characters, no control characters. */
export function requireTypedName(label: string, value: unknown, max: number): string {
  if (typeof value !== 'string' || value.trim().length === 0) {
    throw new RulesError('not-allowed', `${label} needs a name.`);
  }
  if (value.length > max) {
    throw new RulesError('not-allowed', `${label} can be at most ${max} characters long, not ${value.length}.`);
  }
  if (/\p{Cc}/u.test(value)) throw new RulesError('not-allowed', `${label} cannot hold control characters.`);
  return value;
}

/** An on/off setting or flag. */
export function requireBoolean(label: string, value: unknown): boolean {
  if (typeof value !== 'boolean') {
    throw new RulesError('invalid-number', `${label} must be on or off (true or false), not ${String(value)}.`);
  }
  return value;
}
