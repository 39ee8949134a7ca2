import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/systems/eos/views/character-sheet/format';

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

describe('formatNumber (src/systems/eos/views/character-sheet/format.ts)', () => {
  it('writes thousands with a comma, at most two decimals and a real minus sign', () => {
    expect(formatNumber(2000)).toBe('2,000');
    expect(formatNumber(7.5)).toBe('7.5');
    expect(formatNumber(-5)).toBe('−5');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(-1000)).toBe('−1,000');
    expect(formatNumber(1 / 3)).toBe('0.33');
  });

  it('writes small whole numbers (its quick way) exactly as the formatter does', () => {
    for (let value = -1500; value <= 1500; value++) {
      expect(formatNumber(value)).toBe(intl.format(value).replace('-', '−'));
    }
    expect(formatNumber(-0)).toBe(intl.format(-0).replace('-', '−'));
  });

  it('writes any number as the formatter does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), (value) => {
        expect(formatNumber(value)).toBe(intl.format(value).replace('-', '−'));
      }),
    );
  });
});
