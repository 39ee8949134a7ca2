import type { HealthState, SizeCategoryId } from '../../rules';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 2000 → "2,000"; 7.5 → "7.5"; −5 → "−5" (a real minus sign, as in the formulas). */
export function formatNumber(value: number): string {
  // Most numbers on a sheet are small whole ones: written directly, without the formatter (its calls were 2.5–3 ms of
  // a sheet's opening at 4× CPU).
  if (Number.isInteger(value) && value > -1000 && value < 1000 && !Object.is(value, -0)) {
    return value < 0 ? `−${-value}` : String(value);
  }
  return numberFormat.format(value).replace('-', '−');
}

export const HEALTH_LABEL: Record<HealthState, string> = {
  conscious: 'Conscious',
  unconscious: 'Unconscious',
  dead: 'Dead',
};

export const SIZE_LABEL: Record<SizeCategoryId, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  xl: 'Extra-large',
};
