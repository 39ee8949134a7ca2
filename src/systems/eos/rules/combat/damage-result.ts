import {
  RulesError,
  describeValue,
  requireList,
  requireInput,
  requireNumber,
  requireText,
} from '../../../../core/rules';

/** One line of a damage breakdown: "Body 4", "T3", "armor 2" (subtract marks the terms taken away). */
export interface DamageTerm {
  readonly label: string;
  /** Signed: negative for the terms subtracted (never −0). */
  readonly value: number;
  readonly subtract: boolean;
}

/** A damage figure with the terms it came from, so the UI can show "12 = diff 5 + Body 4 + T3 − armor 0". */
export interface DamageResult {
  readonly total: number;
  readonly terms: readonly DamageTerm[];
  /** True when the sum was below 0 and the result was floored at 0. */
  readonly floored: boolean;
  /** Firearms, falling, traps and crit self-damage ignore armor and shields. */
  readonly ignoresArmor: boolean;
}

/** A term's number must be a finite number: a NaN would spread into the total. */
function termValue(label: string, value: number): number {
  // The fast path first: damage distributions build terms thousands of times per attack preview.
  if (typeof value === 'number' && Number.isFinite(value) && typeof label === 'string') return value;
  return requireNumber(`${requireText('A damage term', label)}`, value, -Number.MAX_VALUE);
}

export const add = (label: string, value: number): DamageTerm => ({
  label,
  value: termValue(label, value),
  subtract: false,
});
export const subtract = (label: string, value: number): DamageTerm => ({
  label,
  value: 0 - termValue(label, value),
  subtract: true,
});

/** "all damage is max(0, …), so armor never heals". */
export function damageFromTerms(terms: readonly DamageTerm[], ignoresArmor: boolean): DamageResult {
  requireList('Damage from terms', terms);
  if (typeof ignoresArmor !== 'boolean') {
    throw new RulesError(
      'missing-input',
      `Whether the damage ignores armor must be yes or no, not ${describeValue(ignoresArmor)}.`,
    );
  }
  let sum = 0;
  for (const t of terms) {
    const value = typeof t === 'object' && t !== null ? t.value : undefined;
    sum +=
      typeof value === 'number' && Number.isFinite(value)
        ? value
        : termValue('A damage term', requireInput('A damage term', t).value);
  }
  return { total: Math.max(0, sum), terms, floored: sum < 0, ignoresArmor };
}

function termText(t: DamageTerm): string {
  const amount = Math.abs(t.value);
  return t.label === 'T' ? `T${amount}` : `${t.label} ${amount}`;
}

/**
 * The breakdown as one line.
 * @example describeDamage(meleeResult) // "12 = diff 5 + Body 4 + T3 − armor 0"
 */
export function describeDamage(result: DamageResult): string {
  requireInput('Describe damage', result);
  requireList('The damage terms', result.terms);
  const body = result.terms
    .map((t, i) => {
      const text = termText(t);
      if (i === 0) return t.subtract ? `− ${text}` : text;
      return `${t.subtract || t.value < 0 ? '−' : '+'} ${text}`;
    })
    .join(' ');
  return `${result.total} = ${body}${result.floored ? ' (floored at 0)' : ''}`;
}
