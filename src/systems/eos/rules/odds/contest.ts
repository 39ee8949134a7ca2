import { D20_SIDES, contestWinner, requireContestSide, type Contest } from '../../../../core/rules';
import { sideOutcomes, type SideOutcome } from '../../../../core/rules';
import { requireInput } from '../../../../core/rules';

/** One roll difference (attacker total − defender total): `ways` of the `outcomes` equally likely throws give it. */
export interface DifferenceOdds {
  readonly diff: number;
  readonly ways: number;
  readonly p: number;
}

/** The exact odds of a contested roll. Every `p` is `ways / outcomes`, with integer `ways`, so the odds are exact. */
export interface ContestOdds {
  /** 20^(attacker dice + defender dice): the number of equally likely throws. */
  readonly outcomes: number;
  readonly pAttackerWins: number;
  /** a tie is no win for the initiator and no damage for anyone. */
  readonly pTie: number;
  readonly pDefenderWins: number;
  /** Every possible difference, ascending. */
  readonly difference: readonly DifferenceOdds[];
  readonly pAttackerNatural20: number;
  readonly pAttackerNatural1: number;
  readonly pDefenderNatural20: number;
  readonly pDefenderNatural1: number;
}

function waysOfNatural(outcomes: readonly SideOutcome[], natural: number): number {
  return outcomes.find((outcome) => outcome.natural === natural)?.ways ?? 0;
}

/**
 * Combat Rules, contested roll: the exact distribution of "the difference between the two totals" when each side adds
 * its modifier to the best of its d20s, by convolving the two kept-die distributions (no simulation).
 */
export function contestedOdds(contest: Contest): ContestOdds {
  requireInput('Contested odds', contest);
  const attacker = requireContestSide('Attacker', contest.attacker);
  const defender = requireContestSide('Defender', contest.defender);
  const attackerOutcomes = sideOutcomes(attacker);
  const defenderOutcomes = sideOutcomes(defender);
  const attackerLow = attacker.dice === 0 ? 0 : 1;
  const defenderHigh = defender.dice === 0 ? 0 : D20_SIDES;
  const lowest = attackerLow + attacker.modifier - (defenderHigh + defender.modifier);
  // Counts stay whole numbers below 2^53 (at most 20^12), so a Float64Array holds them exactly.
  const ways = new Float64Array(attackerOutcomes.length + defenderOutcomes.length - 1);
  for (const a of attackerOutcomes) {
    for (const d of defenderOutcomes) {
      const index = (a.natural ?? 0) - attackerLow + defenderHigh - (d.natural ?? 0);
      ways[index] = (ways[index] ?? 0) + a.ways * d.ways;
    }
  }
  const outcomes = D20_SIDES ** (attacker.dice + defender.dice);
  const byWinner = { attacker: 0, defender: 0, tie: 0 };
  const difference: DifferenceOdds[] = [];
  ways.forEach((count, index) => {
    const diff = index + lowest;
    byWinner[contestWinner(diff)] += count;
    difference.push({ diff, ways: count, p: count / outcomes });
  });
  const attackerDice = D20_SIDES ** attacker.dice;
  const defenderDice = D20_SIDES ** defender.dice;
  return {
    outcomes,
    pAttackerWins: byWinner.attacker / outcomes,
    pTie: byWinner.tie / outcomes,
    pDefenderWins: byWinner.defender / outcomes,
    difference,
    pAttackerNatural20: waysOfNatural(attackerOutcomes, D20_SIDES) / attackerDice,
    pAttackerNatural1: waysOfNatural(attackerOutcomes, 1) / attackerDice,
    pDefenderNatural20: waysOfNatural(defenderOutcomes, D20_SIDES) / defenderDice,
    pDefenderNatural1: waysOfNatural(defenderOutcomes, 1) / defenderDice,
  };
}
