import { createSeededRandom, type RandomSource } from '../../../../core/rules';
import { damageDistribution, damageOf, hitChance, type DamageDistribution, type HitChance } from '../attack';
import { requireWholeIn } from '../checks';
import type { HexHouseRules } from '../house-rules';
import { drawIndex, drawOrder, drawRangeValue, drawWins, orderChances } from '../lottery';
import { term } from '../messages';
import { fighterInRound, type FighterStats, type RoundStats } from '../stats';
import { MAX_ODDS_ROUNDS } from './duel';

/** A fighter as the team odds see them: team, numbers, HP now and the opponent kept (an index, or −1 for none). */
export interface OddsFighter {
  readonly team: number;
  readonly stats: FighterStats;
  readonly hp: number;
  readonly target: number;
}

/** Where the odds start: the fighters, the round to play next, and the attackers still to come in it (indexes). */
export interface OddsStart {
  readonly fighters: readonly OddsFighter[];
  readonly round: number;
  /** The rest of a round under way, in order; empty between rounds. */
  readonly remaining?: readonly number[];
}

export interface TeamOddsOptions {
  /** The most work (states × orders × attacks) the exact count may take before it gives way to an estimate. */
  readonly maxWork?: number;
  readonly samples?: number;
  readonly seed?: number | string;
  readonly maxRounds?: number;
}

/** The chance of each team winning: exact, or an estimate with its 95 % interval. */
export type TeamOdds =
  | {
      readonly method: 'exact';
      /** By team index. */
      readonly pWins: readonly number[];
      readonly pUndecided: number;
    }
  | {
      readonly method: 'estimate';
      readonly pWins: readonly number[];
      readonly pUndecided: number;
      /** Wilson score intervals at 95 %, by team index. */
      readonly intervals: readonly { readonly low: number; readonly high: number }[];
      readonly samples: number;
      readonly confidence: 0.95;
      readonly seed: number | string;
    };

export const DEFAULT_MAX_WORK = 60_000;
export const DEFAULT_SAMPLES = 10_000;
const Z_95 = 1.959963984540054;

interface State {
  readonly hp: readonly number[];
  readonly target: readonly number[];
  p: number;
}

const keyOf = (s: Omit<State, 'p'>): string => `${s.hp.join(',')}|${s.target.join(',')}`;

function add(into: Map<string, State>, hp: readonly number[], target: readonly number[], p: number): void {
  const key = keyOf({ hp, target });
  const known = into.get(key);
  if (known) known.p += p;
  else into.set(key, { hp, target, p });
}

function teamsStanding(fighters: readonly OddsFighter[], hp: readonly number[]): number[] {
  return [...new Set(fighters.filter((_, i) => (hp[i] ?? 0) > 0).map((f) => f.team))];
}

class TooMuchWork extends Error {}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/** The exact count: a distribution over every fighter's HP and kept opponent, carried attack by attack. */
function exactOdds(start: OddsStart, rules: HexHouseRules, maxWork: number, maxRounds: number): TeamOdds {
  const fighters = start.fighters;
  const teamCount = Math.max(...fighters.map((f) => f.team)) + 1;
  const wins = new Float64Array(teamCount);
  let work = 0;
  let states = new Map<string, State>();
  add(
    states,
    fighters.map((f) => f.hp),
    fighters.map((f) => f.target),
    1,
  );

  const attackAll = (
    from: Map<string, State>,
    i: number,
    stats: readonly RoundStats[],
    hits: HitTable,
  ): Map<string, State> => {
    const to = new Map<string, State>();
    for (const s of from.values()) {
      work++;
      if ((s.hp[i] ?? 0) <= 0) {
        add(to, s.hp, s.target, s.p);
        continue;
      }
      const me = fighters[i] as OddsFighter;
      const kept = s.target[i] ?? -1;
      const targets =
        kept >= 0 && (s.hp[kept] ?? 0) > 0
          ? [kept]
          : fighters.flatMap((f, j) => (f.team !== me.team && (s.hp[j] ?? 0) > 0 ? [j] : []));
      for (const t of targets) {
        const p = s.p / targets.length;
        const target = s.target.map((x, j) => (j === i ? t : x));
        const { hit, damage } = hits(i, t, stats);
        if (hit < 1) add(to, s.hp, target, p * (1 - hit));
        for (const d of damage.values) {
          work++;
          const q = p * hit * d.p;
          if (q === 0) continue;
          const hp = s.hp.map((h, j) => (j === t ? h - d.value : h));
          if ((hp[t] ?? 0) > 0) {
            add(to, hp, target, q);
            continue;
          }
          const standing = teamsStanding(fighters, hp);
          if (standing.length === 1) wins[standing[0] ?? 0] = (wins[standing[0] ?? 0] ?? 0) + q;
          else
            add(
              to,
              hp,
              target.map((x) => (x === t ? -1 : x)),
              q,
            );
        }
      }
      if (work > maxWork) throw new TooMuchWork();
    }
    return to;
  };

  for (
    let round = start.round, first = true;
    round < start.round + maxRounds && states.size > 0;
    round++, first = false
  ) {
    const stats = fighters.map((f) => fighterInRound(f.stats, round, rules));
    const hits = hitTable(rules);
    const next = new Map<string, State>();
    // Wins are counted as they happen, so an order's chance is put on its states before its attacks.
    const playOrder = (from: Map<string, State>, order: readonly number[], weight: number) => {
      let current = new Map<string, State>();
      for (const [key, st] of from) current.set(key, { ...st, p: st.p * weight });
      for (const i of order) current = attackAll(current, i, stats, hits);
      for (const st of current.values()) add(next, st.hp, st.target, st.p);
    };
    if (first && start.remaining !== undefined && start.remaining.length > 0) {
      playOrder(states, start.remaining, 1);
    } else {
      // Group the states by who is standing: they share the round's possible orders.
      const byStanding = new Map<string, Map<string, State>>();
      for (const s of states.values()) {
        const alive = s.hp
          .map((h, i) => (h > 0 ? i : -1))
          .filter((i) => i >= 0)
          .join(',');
        const group = byStanding.get(alive) ?? new Map<string, State>();
        group.set(keyOf(s), s);
        byStanding.set(alive, group);
      }
      for (const [alive, group] of byStanding) {
        // n! orders for n standing fighters: give way to the estimate before listing more than the work allowed.
        const n = alive.split(',').length;
        work += factorial(n) * n * group.size;
        if (work > maxWork) throw new TooMuchWork();
        const entrants = alive.split(',').map((i) => ({ id: i, tickets: stats[Number(i)]?.initiativ ?? 0 }));
        for (const { order, p } of orderChances(entrants)) playOrder(group, order.map(Number), p);
      }
    }
    states = next;
  }
  const pUndecided = [...states.values()].reduce((sum, s) => sum + s.p, 0);
  return { method: 'exact', pWins: [...wins], pUndecided };
}

type HitTable = (
  attacker: number,
  defender: number,
  stats: readonly RoundStats[],
) => {
  readonly hit: number;
  readonly damage: DamageDistribution;
};

/** Each pair's hit chance and damage in one round, worked out once. */
function hitTable(rules: HexHouseRules): HitTable {
  const known = new Map<string, { hit: number; damage: DamageDistribution }>();
  return (i, j, stats) => {
    const key = `${i}>${j}`;
    let entry = known.get(key);
    if (entry === undefined) {
      const a = stats[i] as RoundStats;
      const d = stats[j] as RoundStats;
      entry = { hit: hitChance(a, d, rules).p, damage: damageDistribution(a, d, rules) };
      known.set(key, entry);
    }
    return entry;
  };
}

/** One fight played with the app's draws, as the tracker plays it, without a log: the winning team or −1. */
interface RoundTable {
  readonly stats: readonly RoundStats[];
  readonly chance: (attacker: number, defender: number) => HitChance;
}

/** Each round's numbers and each pair's hit chance, worked out once for all the samples. */
function roundTables(start: OddsStart, rules: HexHouseRules): (round: number) => RoundTable {
  const known = new Map<number, RoundTable>();
  return (round) => {
    let table = known.get(round);
    if (table === undefined) {
      const stats = start.fighters.map((f) => fighterInRound(f.stats, round, rules));
      const chances = new Map<number, HitChance>();
      const n = stats.length;
      const chance = (i: number, j: number): HitChance => {
        let c = chances.get(i * n + j);
        if (c === undefined) {
          c = hitChance(stats[i] as RoundStats, stats[j] as RoundStats, rules);
          chances.set(i * n + j, c);
        }
        return c;
      };
      table = { stats, chance };
      known.set(round, table);
    }
    return table;
  };
}

function simulate(
  start: OddsStart,
  rules: HexHouseRules,
  random: RandomSource,
  maxRounds: number,
  tables: (round: number) => RoundTable,
): number {
  const fighters = start.fighters;
  const hp = fighters.map((f) => f.hp);
  const target = fighters.map((f) => f.target);
  for (let round = start.round; round < start.round + maxRounds; round++) {
    const { stats, chance: chanceOf } = tables(round);
    const order =
      round === start.round && start.remaining !== undefined && start.remaining.length > 0
        ? start.remaining
        : drawOrder(
            fighters.flatMap((_, i) =>
              (hp[i] ?? 0) > 0 ? [{ id: String(i), tickets: stats[i]?.initiativ ?? 0 }] : [],
            ),
            random,
          ).map(Number);
    for (const i of order) {
      if ((hp[i] ?? 0) <= 0) continue;
      const me = fighters[i] as OddsFighter;
      let t = target[i] ?? -1;
      if (t < 0 || (hp[t] ?? 0) <= 0) {
        const opponents = fighters.flatMap((f, j) => (f.team !== me.team && (hp[j] ?? 0) > 0 ? [j] : []));
        t = opponents[drawIndex(random, opponents.length)] ?? -1;
        target[i] = t;
      }
      const a = stats[i] as RoundStats;
      const d = stats[t] as RoundStats;
      const chance = chanceOf(i, t);
      if (!drawWins(random, chance.undvika) || !drawWins(random, chance.parera)) continue;
      const damage = damageOf(
        drawRangeValue(a.skadebonus, rules.rangeDraw, random),
        drawRangeValue(d.absorbering, rules.rangeDraw, random),
        rules,
      );
      hp[t] = (hp[t] ?? 0) - damage;
      if ((hp[t] ?? 0) > 0) continue;
      target.forEach((x, j) => (x === t ? (target[j] = -1) : undefined));
      const standing = teamsStanding(fighters, hp);
      if (standing.length === 1) return standing[0] ?? -1;
    }
  }
  return -1;
}

/** The Wilson score interval of `wins` in `n` at 95 %: a margin that holds near 0 and 1 too. */
export function wilsonInterval(wins: number, n: number): { readonly low: number; readonly high: number } {
  const p = wins / n;
  const z2 = Z_95 * Z_95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z_95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Each team's chance to win a fight of teams: counted exactly while that stays cheap (`maxWork`), otherwise estimated
 * by playing the fight `samples` times with a seeded random source, with a 95 % interval for each team. The same rules
 * as the tracker: the order lottery, kept or randomly drawn opponents (R-target-1), both drawings, damage, fatigue.
 */
export function teamOdds(start: OddsStart, rules: HexHouseRules, options: TeamOddsOptions = {}): TeamOdds {
  requireWholeIn(term('runda'), start.round, 1);
  const maxRounds = requireWholeIn(term('runda'), options.maxRounds ?? MAX_ODDS_ROUNDS, 1, MAX_ODDS_ROUNDS);
  try {
    return exactOdds(start, rules, options.maxWork ?? DEFAULT_MAX_WORK, maxRounds);
  } catch (error) {
    if (!(error instanceof TooMuchWork)) throw error;
  }
  const samples = requireWholeIn(
    { sv: 'Antalet provstrider', en: 'The number of sample fights' },
    options.samples ?? DEFAULT_SAMPLES,
    100,
    1_000_000,
  );
  const seed = options.seed ?? 'team-odds';
  const random = createSeededRandom(seed);
  const teamCount = Math.max(...start.fighters.map((f) => f.team)) + 1;
  const wins = new Array<number>(teamCount).fill(0);
  let undecided = 0;
  const tables = roundTables(start, rules);
  for (let n = 0; n < samples; n++) {
    const winner = simulate(start, rules, random, maxRounds, tables);
    if (winner < 0) undecided++;
    else wins[winner] = (wins[winner] ?? 0) + 1;
  }
  return {
    method: 'estimate',
    pWins: wins.map((w) => w / samples),
    pUndecided: undecided / samples,
    intervals: wins.map((w) => wilsonInterval(w, samples)),
    samples,
    confidence: 0.95,
    seed,
  };
}
