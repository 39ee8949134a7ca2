import { RulesError } from '../../../core/rules';

/*
 * Exact chances. The game prints its chances in whole percents (7 %, 35 %, 0/85), damage as even ranges ("5-10") and
 * rolls on a die, so every chance the pack computes is a fraction; it is kept as one (BigInt numerator and denominator,
 * always reduced) until a view asks for a number, so a long distribution never drifts.
 */

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** A fraction n / d in lowest terms, d > 0. */
export class Fraction {
  static readonly ZERO = new Fraction(0n, 1n);
  static readonly ONE = new Fraction(1n, 1n);

  readonly n: bigint;
  readonly d: bigint;

  private constructor(n: bigint, d: bigint) {
    this.n = n;
    this.d = d;
  }

  static of(n: bigint | number, d: bigint | number = 1n): Fraction {
    const num = BigInt(n);
    const den = BigInt(d);
    if (den === 0n) throw new RulesError('invalid-number', 'A chance cannot have a denominator of 0.');
    const sign = den < 0n ? -1n : 1n;
    const g = gcd(num, den) || 1n;
    return new Fraction((sign * num) / g, (sign * den) / g);
  }

  /** A whole percent, 0–100 or a change such as −20: `percent(35)` is 35/100. */
  static percent(p: number): Fraction {
    if (!Number.isInteger(p)) throw new RulesError('invalid-number', `A percentage must be whole, not ${p}.`);
    return Fraction.of(p, 100);
  }

  add(o: Fraction): Fraction {
    return Fraction.of(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Fraction): Fraction {
    return Fraction.of(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Fraction): Fraction {
    return Fraction.of(this.n * o.n, this.d * o.d);
  }
  div(o: Fraction): Fraction {
    return Fraction.of(this.n * o.d, this.d * o.n);
  }
  compare(o: Fraction): number {
    const diff = this.n * o.d - o.n * this.d;
    return diff < 0n ? -1 : diff > 0n ? 1 : 0;
  }
  isZero(): boolean {
    return this.n === 0n;
  }
  floor(): bigint {
    const q = this.n / this.d;
    return this.n < 0n && q * this.d !== this.n ? q - 1n : q;
  }
  ceil(): bigint {
    const q = this.n / this.d;
    return this.n > 0n && q * this.d !== this.n ? q + 1n : q;
  }
  toNumber(): number {
    return Number(this.n) / Number(this.d);
  }
  toString(): string {
    return this.d === 1n ? String(this.n) : `${this.n}/${this.d}`;
  }
}

/** One value of an exact distribution, with its chance as a fraction and as a number for display. */
export interface Outcome<T> {
  readonly value: T;
  readonly chance: Fraction;
  readonly p: number;
}

/** A distribution over whole numbers (damage, health, a die's total) as a map from value to chance. */
export type Distribution = ReadonlyMap<number, Fraction>;

export function addTo(map: Map<number, Fraction>, value: number, chance: Fraction): void {
  if (chance.isZero()) return;
  map.set(value, (map.get(value) ?? Fraction.ZERO).add(chance));
}

/** Every whole number from min to max equally likely: "deal 5-10 damage". */
export function evenRange(min: number, max: number): Distribution {
  const out = new Map<number, Fraction>();
  const each = Fraction.of(1, max - min + 1);
  for (let v = min; v <= max; v++) out.set(v, each);
  return out;
}

/** The distribution of a + b for independent a and b. */
export function convolve(a: Distribution, b: Distribution): Distribution {
  const out = new Map<number, Fraction>();
  for (const [x, px] of a) for (const [y, py] of b) addTo(out, x + y, px.mul(py));
  return out;
}

/** A distribution as sorted outcomes for a view. */
export function outcomesOf(dist: Distribution): readonly Outcome<number>[] {
  return [...dist.entries()]
    .sort(([x], [y]) => x - y)
    .map(([value, chance]) => ({ value, chance, p: chance.toNumber() }));
}

export function chanceWhere(dist: Distribution, test: (value: number) => boolean): Fraction {
  let sum = Fraction.ZERO;
  for (const [value, chance] of dist) if (test(value)) sum = sum.add(chance);
  return sum;
}

export function expectation(dist: Distribution): Fraction {
  let sum = Fraction.ZERO;
  for (const [value, chance] of dist) sum = sum.add(chance.mul(Fraction.of(value)));
  return sum;
}

/** A chance for a view: the exact fraction and the number. */
export interface Chance {
  readonly chance: Fraction;
  readonly p: number;
}

export function chanceOf(f: Fraction): Chance {
  return { chance: f, p: f.toNumber() };
}
