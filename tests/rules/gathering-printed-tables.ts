/**
 * The gathering tables of eos-rules.txt, transcribed by hand row by row (independently of data/eos/gathering.json) so the
 * data and the rule functions can both be checked against the printed text.
 */

/** Logging (and Mining): "Level Crude Tools Basic Tools Workshop" — [level, crude, basic, workshop]. */
export const LOGGING_TABLE: readonly (readonly [number, number, number, number])[] = [
  [0, 1, 2, 4],
  [1, 2, 4, 8],
  [2, 3, 6, 12],
  [3, 4, 8, 16],
  [4, 5, 10, 20],
  [5, 6, 12, 24],
  [6, 7, 14, 28],
  [7, 8, 16, 32],
  [8, 9, 18, 36],
  [9, 10, 20, 40],
  [10, 11, 22, 44],
  [11, 12, 24, 48],
  [12, 13, 26, 52],
];

/** Mining: "Level Crude Tools Basic Tools Workshop", printed again under Mining with the same 13 rows. */
export const MINING_TABLE: readonly (readonly [number, number, number, number])[] = [
  [0, 1, 2, 4],
  [1, 2, 4, 8],
  [2, 3, 6, 12],
  [3, 4, 8, 16],
  [4, 5, 10, 20],
  [5, 6, 12, 24],
  [6, 7, 14, 28],
  [7, 8, 16, 32],
  [8, 9, 18, 36],
  [9, 10, 20, 40],
  [10, 11, 22, 44],
  [11, 12, 24, 48],
  [12, 13, 26, 52],
];

/** Quarrying: "Level Stone Gathered (Crude Toolkit) Stone Gathered (Basic Toolkit)" — [level, crude, basic]. */
export const QUARRYING_TABLE: readonly (readonly [number, number, number])[] = [
  [1, 2, 4],
  [2, 4, 8],
  [3, 6, 12],
  [4, 8, 16],
  [5, 10, 20],
  [6, 12, 24],
  [7, 14, 28],
  [8, 16, 32],
  [9, 18, 36],
  [10, 20, 40],
  [11, 22, 44],
  [12, 24, 48],
];

/** Farming: "Farming Level No Tools Crude Tools Basic Tools" — [level, none, crude, basic]. */
export const FARMING_TABLE: readonly (readonly [number, number, number, number])[] = [
  [1, 10, 20, 40],
  [2, 20, 40, 80],
  [3, 30, 60, 120],
  [4, 40, 80, 160],
  [5, 50, 100, 200],
  [6, 60, 120, 240],
  [7, 70, 140, 280],
  [8, 80, 160, 320],
  [9, 90, 180, 360],
  [10, 100, 200, 400],
  [11, 110, 220, 440],
  [12, 120, 240, 480],
];

/** Hunting: "- 5 miles outside a town, you have TN: 25." … "- 25+ miles out is TN: 5." — [miles, TN, quote]. */
export const HUNTING_STEPS: readonly (readonly [number, number, string])[] = [
  [5, 25, '5 miles outside a town, you have TN: 25.'],
  [10, 20, '10 miles out is TN: 20.'],
  [15, 15, '15 miles out is TN: 15'],
  [20, 10, '20 miles out is TN: 10'],
  [25, 5, '25+ miles out is TN: 5.'],
];

/** Columns of the Level/Tool tables as data/eos/gathering.json names them. */
export function levelToolRow([level, crude, basic, workshop]: readonly [number, number, number, number]) {
  return { level, crude, basic, workshop };
}
