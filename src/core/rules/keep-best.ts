import { requireWhole, requireInput } from './errors';
import { D20_SIDES, MAX_KEPT_DICE, type ContestSide } from './dice';

/** One face of a kept die: `ways` of the 20^n equally likely throws keep it, with probability `p = ways / 20^n`. */
export interface FaceOdds {
  readonly face: number;
  readonly ways: number;
  readonly p: number;
}

const distributions = new Map<number, readonly FaceOdds[]>();

/**
 * Dual Wielding (& multi-wielding): the exact distribution of the die kept from n d20 (the highest, R-dice-1):
 * P(kept = k) = (k^n − (k−1)^n) / 20^n. Faces 1 to 20 in order. Computed once per n.
 */
export function keepBestDistribution(n: number): readonly FaceOdds[] {
  requireWhole('The number of d20 thrown', n, 1, MAX_KEPT_DICE);
  const known = distributions.get(n);
  if (known !== undefined) return known;
  const outcomes = D20_SIDES ** n;
  const faces = Object.freeze(
    Array.from({ length: D20_SIDES }, (_, i) => {
      const ways = (i + 1) ** n - i ** n;
      return Object.freeze({ face: i + 1, ways, p: ways / outcomes });
    }),
  );
  distributions.set(n, faces);
  return faces;
}

/** A side's possible kept dice with their counts; a side throwing no dice has one outcome with no natural. */
export interface SideOutcome {
  readonly natural: number | null;
  readonly ways: number;
}

const NO_DICE: readonly SideOutcome[] = Object.freeze([Object.freeze({ natural: null, ways: 1 })]);
const outcomesByDice = new Map<number, readonly SideOutcome[]>([[0, NO_DICE]]);

/** The outcomes of one (already checked) contest side, 20^dice equally likely throws in all. */
export function sideOutcomes(side: ContestSide): readonly SideOutcome[] {
  requireInput('Side outcomes', side);
  const known = outcomesByDice.get(side.dice);
  if (known !== undefined) return known;
  const outcomes = Object.freeze(keepBestDistribution(side.dice).map(({ face, ways }) => ({ natural: face, ways })));
  outcomesByDice.set(side.dice, outcomes);
  return outcomes;
}
