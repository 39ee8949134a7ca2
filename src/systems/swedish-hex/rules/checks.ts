import { refuse, type HexMessageValue } from './messages';

/*
 * The input checks the pack's rule functions start with: each refuses a bad value with a HexRulesError whose message a
 * player reads in either language ("Nivå måste vara ett heltal från 1 till 100, inte 0.").
 */

/** A whole number in [min, max]; `label` names it (a term, so it is shown in the reader's language). */
export function requireWholeIn(label: HexMessageValue, value: unknown, min: number, max?: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || (max !== undefined && value > max)) {
    if (max === undefined) refuse('invalid-number', 'hex.error.wholeAtLeast', { label, min, value: String(value) });
    refuse('invalid-number', 'hex.error.whole', { label, min, max, value: String(value) });
  }
  return value;
}
