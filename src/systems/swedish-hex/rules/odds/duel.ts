import { damageDistribution, hitChance, type DamageDistribution } from '../attack';
import { requireWholeIn } from '../checks';
import type { HexHouseRules } from '../house-rules';
import { term } from '../messages';
import { fighterInRound, type FighterStats } from '../stats';

/** The most rounds the exact odds follow a fight; what is still undecided then is reported, never dropped. */
export const MAX_ODDS_ROUNDS = 1000;

/** Where a duel starts from: full HP in round 1 by default, or a fight under way at the start of a round. */
export interface DuelStart {
  readonly hpA?: number;
  readonly hpB?: number;
  /** The next round to play (1 before the fight). */
  readonly round?: number;
  readonly maxRounds?: number;
}

/** The exact odds of a one-against-one fight. */
export interface DuelOdds {
  readonly pAWins: number;
  readonly pBWins: number;
  /** Still undecided after `maxRounds` rounds (0 unless the fighters cannot hurt each other). */
  readonly pUndecided: number;
  /** The chance the fight ends in each round, by winner (rounds with no chance left out). */
  readonly byRound: readonly { readonly round: number; readonly pAWins: number; readonly pBWins: number }[];
  /** The winner's HP left: `a[hp]` is the chance A wins with hp left (index 0 unused). */
  readonly hpLeft: { readonly a: readonly number[]; readonly b: readonly number[] };
  /** The mean number of rounds of the fights decided within `roundsFollowed`. */
  readonly expectedRounds: number;
  readonly roundsFollowed: number;
}

interface Attack {
  readonly hit: number;
  readonly damage: DamageDistribution;
}

/**
 * One attack on every state of the joint HP table: a miss keeps the state, a hit of d moves the defender d down, and a
 * defender at 0 or less is defeated, which ends the duel ("När bara ett lag fortfarande har deltagare som inte är
 * besegrade avslutas striden"). Returns the table after it and adds the wins, by the winner's HP, into `wins`.
 */
function strike(
  table: Float64Array,
  width: number,
  attackerIsA: boolean,
  attack: Attack,
  wins: Float64Array,
): Float64Array {
  const next = new Float64Array(table.length);
  const miss = 1 - attack.hit;
  for (let i = 0; i < table.length; i++) {
    const p = table[i] ?? 0;
    if (p === 0) continue;
    const ha = Math.floor(i / width);
    const hb = i % width;
    next[i] = (next[i] ?? 0) + p * miss;
    for (const d of attack.damage.values) {
      const q = p * attack.hit * d.p;
      if (q === 0) continue;
      if (attackerIsA) {
        if (hb - d.value <= 0) wins[ha] = (wins[ha] ?? 0) + q;
        else next[i - d.value] = (next[i - d.value] ?? 0) + q;
      } else if (ha - d.value <= 0) wins[hb] = (wins[hb] ?? 0) + q;
      else next[i - d.value * width] = (next[i - d.value * width] ?? 0) + q;
    }
  }
  return next;
}

function sum(values: Float64Array): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/**
 * The exact chance that A beats B one against one, round by round: the order drawn with one ticket per initiativ
 * point (R-order-1), each attack's two drawings and its damage distribution, fatigue as each round leaves the four
 * values (R-fatigue-1/2/3), and the fight ending at the blow that defeats (R-end-1). A distribution over both fighters'
 * HP carried from round to round; no sampling. Floating-point sums of exact terms.
 */
export function duelOdds(a: FighterStats, b: FighterStats, rules: HexHouseRules, start: DuelStart = {}): DuelOdds {
  const hpA = requireWholeIn(term('hp'), start.hpA ?? a.hp, 1, a.hp);
  const hpB = requireWholeIn(term('hp'), start.hpB ?? b.hp, 1, b.hp);
  const first = requireWholeIn(term('runda'), start.round ?? 1, 1);
  const maxRounds = requireWholeIn(term('runda'), start.maxRounds ?? MAX_ODDS_ROUNDS, 1, MAX_ODDS_ROUNDS);
  const width = hpB + 1;
  let table = new Float64Array((hpA + 1) * width);
  table[hpA * width + hpB] = 1;
  const winsA = new Float64Array(hpA + 1);
  const winsB = new Float64Array(hpB + 1);
  const byRound: { round: number; pAWins: number; pBWins: number }[] = [];
  let expectedRounds = 0;
  let round = first;
  for (; round < first + maxRounds && sum(table) > 0; round++) {
    const ra = fighterInRound(a, round, rules);
    const rb = fighterInRound(b, round, rules);
    const aOnB = { hit: hitChance(ra, rb, rules).p, damage: damageDistribution(ra, rb, rules) };
    const bOnA = { hit: hitChance(rb, ra, rules).p, damage: damageDistribution(rb, ra, rules) };
    const tickets = ra.initiativ + rb.initiativ;
    // R-order-1: one ticket per initiativ point; with no tickets at all, an even draw.
    const aFirst = tickets === 0 ? 0.5 : ra.initiativ / tickets;
    const before = { a: sum(winsA), b: sum(winsB) };
    const roundWinsA = new Float64Array(hpA + 1);
    const roundWinsB = new Float64Array(hpB + 1);
    const scaled = (weight: number) => table.map((p) => p * weight);
    const afterAFirst = strike(strike(scaled(aFirst), width, true, aOnB, roundWinsA), width, false, bOnA, roundWinsB);
    const afterBFirst = strike(
      strike(scaled(1 - aFirst), width, false, bOnA, roundWinsB),
      width,
      true,
      aOnB,
      roundWinsA,
    );
    table = afterAFirst.map((p, i) => p + (afterBFirst[i] ?? 0));
    roundWinsA.forEach((p, hp) => (winsA[hp] = (winsA[hp] ?? 0) + p));
    roundWinsB.forEach((p, hp) => (winsB[hp] = (winsB[hp] ?? 0) + p));
    const ended = { pAWins: sum(winsA) - before.a, pBWins: sum(winsB) - before.b };
    if (ended.pAWins + ended.pBWins > 0) byRound.push({ round, ...ended });
    expectedRounds += (round - first + 1) * (ended.pAWins + ended.pBWins);
  }
  return {
    pAWins: sum(winsA),
    pBWins: sum(winsB),
    pUndecided: sum(table),
    byRound,
    hpLeft: { a: [...winsA], b: [...winsB] },
    expectedRounds: expectedRounds === 0 ? 0 : expectedRounds / (sum(winsA) + sum(winsB)),
    roundsFollowed: round - first,
  };
}
