import { requireWhole } from '../../../../core/rules';

/** Roll differences are whole and never negative: only the winner of a contest deals damage. */
export function requireRollDifference(value: number, label = 'Roll difference'): number {
  return requireWhole(label, value);
}

/** Armor that applies to a hit: worn + natural (+ shield from the front). Whole, ≥ 0, may exceed 15 (T10 + T10 shield). */
export function requireArmor(value: number, label = 'Target armor'): number {
  return requireWhole(label, value);
}
