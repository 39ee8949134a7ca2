import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/systems/eos/rules';
import { Fraction, roundWhole } from '../../../src/systems/wasteland-wolves/rules';

describe('Fraction: exact chances', () => {
  it('keeps lowest terms with a positive denominator', () => {
    expect(Fraction.of(35, 100).toString()).toBe('7/20');
    expect(Fraction.of(3, -6).toString()).toBe('-1/2');
    expect(Fraction.of(0, 9)).toEqual(Fraction.ZERO);
    expect(Fraction.percent(25).add(Fraction.percent(50)).toString()).toBe('3/4');
    expect(() => Fraction.of(1, 0)).toThrow(RulesError);
    expect(() => Fraction.percent(93.5)).toThrow('A percentage must be whole, not 93.5.');
  });

  it('floor and ceil match Math.floor and Math.ceil, negative numbers too (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 97 }), (n, d) => {
        const f = Fraction.of(n, d);
        expect(Number(f.floor())).toBe(Math.floor(n / d));
        expect(Number(f.ceil())).toBe(Math.ceil(n / d) + 0); // + 0: Math.ceil(-0.5) is -0
        expect(f.sub(f)).toEqual(Fraction.ZERO);
        expect(f.mul(Fraction.of(d)).toString()).toBe(String(n));
        expect(Math.sign(f.compare(Fraction.ZERO))).toBe(Math.sign(n));
      }),
    );
  });

  it('A-04: rounding to the nearest takes halves up; down and up as named', () => {
    expect([roundWhole(Fraction.of(27, 2), 'nearest'), roundWhole(Fraction.of(46, 5), 'nearest')]).toEqual([14, 9]);
    expect([roundWhole(Fraction.of(27, 2), 'down'), roundWhole(Fraction.of(46, 5), 'up')]).toEqual([13, 10]);
  });
});
