import type { RangeDrawReading } from './ids';
import { refuse, type HexMessageValue } from './messages';
import { RANGE_PATTERN } from './limits';

/** A range of whole numbers, both ends included: "från och med fem till och med åtta". */
export interface HexRange {
  readonly min: number;
  readonly max: number;
}

/** One value of a range's distribution: `ways` of the `outcomes` equally likely draws give it. */
export interface ValueOdds {
  readonly value: number;
  readonly ways: number;
  readonly p: number;
}

/** The exact distribution of a drawn value. Every `p` is `ways / outcomes`, with whole `ways`. */
export interface RangeDistribution {
  readonly outcomes: number;
  /** Ascending by value. */
  readonly values: readonly ValueOdds[];
}

/**
 * Reads a range as the text writes it: "5-8 som innebär att … ett slumpmässigt tal från och med fem till och med åtta"
 * (and "5" for 5-5).
 * @example parseRange('5-8') // { min: 5, max: 8 }
 */
export function parseRange(text: string, label: HexMessageValue = 'intervall'): HexRange {
  const match = RANGE_PATTERN.exec(typeof text === 'string' ? text.trim() : '');
  const low = Number(match?.[1]);
  const high = match?.[2] === undefined ? low : Number(match[2]);
  if (match === null || low > high) refuse('invalid-number', 'hex.error.range', { label, value: String(text) });
  return { min: low, max: high };
}

/** "5-8", or "5" when both ends are one number. */
export function formatRange(range: HexRange): string {
  return range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;
}

/** One interval from several: the sum of the low ends to the sum of the high ends (R-range-1). */
export function sumRanges(ranges: readonly HexRange[]): HexRange {
  return ranges.reduce((sum, r) => ({ min: sum.min + r.min, max: sum.max + r.max }), { min: 0, max: 0 });
}

function uniform(range: HexRange): Map<number, number> {
  const ways = new Map<number, number>();
  for (let v = range.min; v <= range.max; v++) ways.set(v, 1);
  return ways;
}

function convolve(a: Map<number, number>, b: Map<number, number>): Map<number, number> {
  const ways = new Map<number, number>();
  for (const [x, wx] of a) for (const [y, wy] of b) ways.set(x + y, (ways.get(x + y) ?? 0) + wx * wy);
  return ways;
}

/**
 * The exact distribution of the value drawn at one attack from a character's ranges: one number from the summed
 * interval ('one-interval', the text's "Absorberingen är ett intervall"), or one per item, added ('each-item').
 * @example rangeDistribution([{ min: 5, max: 8 }], 'one-interval').values.map((v) => v.p) // [0.25, 0.25, 0.25, 0.25]
 */
export function rangeDistribution(ranges: readonly HexRange[], reading: RangeDrawReading): RangeDistribution {
  const parts = reading === 'one-interval' ? [sumRanges(ranges)] : ranges.length === 0 ? [{ min: 0, max: 0 }] : ranges;
  const ways = parts.map(uniform).reduce(convolve);
  const outcomes = [...ways.values()].reduce((sum, w) => sum + w, 0);
  const values = [...ways.entries()]
    .sort(([x], [y]) => x - y)
    .map(([value, w]) => ({ value, ways: w, p: w / outcomes }));
  return { outcomes, values };
}
