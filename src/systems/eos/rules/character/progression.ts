import progressionData from '../../../../../data/eos/progression.json';
import type { Progression, ProgressionNumber } from '../schemas/progression';

/** Creation and progression numbers with the sentences they come from (data/eos/progression.json). */
export const PROGRESSION = progressionData as unknown as Progression;

/** One progression number, e.g. rule('creationStatPoints') → 25. */
export function rule(key: ProgressionNumber): number {
  return PROGRESSION.numbers[key].value;
}

/** The rules-text sentence behind one progression number. */
export function ruleQuote(key: ProgressionNumber): string {
  return PROGRESSION.numbers[key].quote;
}
