import { Fraction } from './exact';
import type { Rounding, Stacking } from './ids';

/** One percent change to a number, with what it comes from ("Traveller", "Machine Gun"). */
export interface PercentPart {
  readonly source: string;
  readonly percent: number;
}

/**
 * The factor several percent changes make together: added first ("add": −20 % and +10 % are ×0.9) or each applied in
 * turn ("multiply": ×0.8 × 1.1 = ×0.88). say which one the table uses where.
 */
export function percentFactor(parts: readonly PercentPart[], stacking: Stacking): Fraction {
  switch (stacking) {
    case 'add':
      return Fraction.ONE.add(Fraction.percent(parts.reduce((sum, p) => sum + p.percent, 0)));
    case 'multiply':
      return parts.reduce((f, p) => f.mul(Fraction.ONE.add(Fraction.percent(p.percent))), Fraction.ONE);
  }
}

/**
 * The share of damage that gets through several resistances: added first ("add": 20 % + 20 % lets 60 % through) or each
 * in turn ("multiply": 80 % of 80 % = 64 %), never below nothing.
 */
export function throughFactor(parts: readonly PercentPart[], stacking: Stacking): Fraction {
  const factor =
    stacking === 'add'
      ? Fraction.ONE.sub(Fraction.percent(parts.reduce((sum, p) => sum + p.percent, 0)))
      : parts.reduce((f, p) => f.mul(Fraction.ONE.sub(Fraction.percent(p.percent))), Fraction.ONE);
  return factor.compare(Fraction.ZERO) < 0 ? Fraction.ZERO : factor;
}

/** A fraction rounded to a whole number: to the nearest with halves up, down or up. */
export function roundWhole(value: Fraction, rounding: Rounding): number {
  switch (rounding) {
    case 'nearest':
      return Number(value.add(Fraction.of(1, 2)).floor());
    case 'down':
      return Number(value.floor());
    case 'up':
      return Number(value.ceil());
  }
}

/** Energy as the game prints it, with a thousands separator ("1,000"). */
export function energyText(energy: number): string {
  return energy.toLocaleString('en-US');
}
