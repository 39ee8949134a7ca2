import type { FighterStats } from '../../../src/systems/swedish-hex/rules';
import { Q } from './rational';

/*
 * A second, independent count of a duel's odds for small cases: every ticket of every drawing and every number of
 * every range enumerated one by one, in exact fractions, straight from the text's sentences (its only shortcut is to
 * remember a (round, HP, HP) it has already counted). The app's duelOdds is checked against it.
 */

export interface BruteRules {
  readonly fatigue: 'linear' | 'compounding';
  readonly fatigueLowersTraffsakerhet: boolean;
  readonly emptyDraw: 'attacker' | 'defender';
}

function lowered(value: number, round: number, uthållighet: number, rules: BruteRules): number {
  const tired = Math.max(0, round - uthållighet);
  let v = value;
  if (rules.fatigue === 'linear') return Math.floor((value * Math.max(0, 100 - 20 * tired)) / 100);
  for (let i = 0; i < tired; i++) v = Math.floor((v * 80) / 100);
  return v;
}

interface Outcome {
  a: Q;
  b: Q;
  undecided: Q;
  /** key `${round}:${winner}:${hp}` */
  detail: Map<string, Q>;
}

function add(into: Outcome, from: Outcome, weight: Q): void {
  into.a = into.a.add(from.a.mul(weight));
  into.b = into.b.add(from.b.mul(weight));
  into.undecided = into.undecided.add(from.undecided.mul(weight));
  for (const [k, v] of from.detail) into.detail.set(k, (into.detail.get(k) ?? Q.ZERO).add(v.mul(weight)));
}

const empty = (): Outcome => ({ a: Q.ZERO, b: Q.ZERO, undecided: Q.ZERO, detail: new Map() });

/** Every way one drawing can go, ticket by ticket: [attacker wins?, weight]. */
function drawing(attacker: number, defender: number, rules: BruteRules): [boolean, Q][] {
  const total = attacker + defender;
  if (total === 0) return [[rules.emptyDraw === 'attacker', Q.ONE]];
  return Array.from({ length: total }, (_, t) => [t < attacker, Q.of(1, total)] as [boolean, Q]);
}

function values(range: { min: number; max: number }): [number, Q][] {
  const n = range.max - range.min + 1;
  return Array.from({ length: n }, (_, i) => [range.min + i, Q.of(1, n)] as [number, Q]);
}

export function bruteDuel(a: FighterStats, b: FighterStats, rules: BruteRules, maxRounds: number): Outcome {
  const memo = new Map<string, Outcome>();
  const sum = (ranges: readonly { min: number; max: number }[]) =>
    ranges.reduce((s, r) => ({ min: s.min + r.min, max: s.max + r.max }), { min: 0, max: 0 });

  function play(round: number, ha: number, hb: number): Outcome {
    if (round > maxRounds) return { ...empty(), undecided: Q.ONE };
    const key = `${round}:${ha}:${hb}`;
    const known = memo.get(key);
    if (known) return known;
    const at = (s: FighterStats) => ({
      initiativ: lowered(s.initiativ, round, s.uthållighet, rules),
      träffsäkerhet: rules.fatigueLowersTraffsakerhet
        ? lowered(s.träffsäkerhet, round, s.uthållighet, rules)
        : s.träffsäkerhet,
      undvika: lowered(s.undvika, round, s.uthållighet, rules),
      parera: lowered(s.parera, round, s.uthållighet, rules),
      absorbering: {
        min: lowered(sum(s.absorbering).min, round, s.uthållighet, rules),
        max: lowered(sum(s.absorbering).max, round, s.uthållighet, rules),
      },
      skadebonus: sum(s.skadebonus),
    });
    const A = at(a);
    const B = at(b);
    const result = empty();
    const orders: [boolean, Q][] =
      A.initiativ + B.initiativ === 0
        ? [
            [true, Q.of(1, 2)],
            [false, Q.of(1, 2)],
          ]
        : Array.from({ length: A.initiativ + B.initiativ }, (_, t) => [
            t < A.initiativ,
            Q.of(1, A.initiativ + B.initiativ),
          ]);
    // every way one attack can go: [damage or 0 for a miss, weight]
    const attack = (x: typeof A, y: typeof A): [number, Q][] => {
      const out: [number, Q][] = [];
      for (const [won1, w1] of drawing(x.träffsäkerhet, y.undvika, rules)) {
        if (!won1) {
          out.push([0, w1]);
          continue;
        }
        for (const [won2, w2] of drawing(x.träffsäkerhet, y.parera, rules)) {
          if (!won2) {
            out.push([0, w1.mul(w2)]);
            continue;
          }
          for (const [s, ws] of values(x.skadebonus))
            for (const [ab, wa] of values(y.absorbering)) out.push([Math.max(1, s - ab), w1.mul(w2).mul(ws).mul(wa)]);
        }
      }
      return out;
    };
    const aOnB = attack(A, B);
    const bOnA = attack(B, A);
    const win = (winner: 'a' | 'b', hp: number, w: Q) => {
      result[winner] = result[winner].add(w);
      const k = `${round}:${winner}:${hp}`;
      result.detail.set(k, (result.detail.get(k) ?? Q.ZERO).add(w));
    };
    for (const [aFirst, wo] of orders) {
      for (const [d1, w1] of aFirst ? aOnB : bOnA) {
        let ha1 = ha;
        let hb1 = hb;
        if (aFirst) hb1 -= d1;
        else ha1 -= d1;
        const w = wo.mul(w1);
        if (hb1 <= 0) {
          win('a', ha1, w);
          continue;
        }
        if (ha1 <= 0) {
          win('b', hb1, w);
          continue;
        }
        for (const [d2, w2] of aFirst ? bOnA : aOnB) {
          let ha2 = ha1;
          let hb2 = hb1;
          if (aFirst) ha2 -= d2;
          else hb2 -= d2;
          const ww = w.mul(w2);
          if (hb2 <= 0) win('a', ha2, ww);
          else if (ha2 <= 0) win('b', hb2, ww);
          else add(result, play(round + 1, ha2, hb2), ww);
        }
      }
    }
    memo.set(key, result);
    return result;
  }
  return play(1, a.hp, b.hp);
}
