/** Exact fractions for the brute-force checks (BigInt numerator and denominator, always reduced). */
export class Q {
  private constructor(
    readonly n: bigint,
    readonly d: bigint,
  ) {}

  static of(n: number | bigint, d: number | bigint = 1n): Q {
    const nn = BigInt(n);
    const dd = BigInt(d);
    if (dd === 0n) throw new Error('division by zero');
    const g = gcd(nn < 0n ? -nn : nn, dd < 0n ? -dd : dd) || 1n;
    const sign = dd < 0n ? -1n : 1n;
    return new Q((sign * nn) / g, (sign * dd) / g);
  }

  static readonly ZERO = Q.of(0);
  static readonly ONE = Q.of(1);

  add(o: Q): Q {
    return Q.of(this.n * o.d + o.n * this.d, this.d * o.d);
  }

  mul(o: Q): Q {
    return Q.of(this.n * o.n, this.d * o.d);
  }

  get value(): number {
    return Number(this.n) / Number(this.d);
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
