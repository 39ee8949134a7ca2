import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/systems/eos/rules';
import {
  DEFAULT_HOUSE_RULES,
  attack,
  playRound,
  createFight,
  fightOdds,
  oddsStartOf,
  roundStatsOf,
  sumRanges,
  startRound,
  teamOdds,
  wilsonInterval,
  type Fight,
  type FighterStats,
  type TableAttack,
  type TeamEntry,
} from '../../../src/systems/swedish-hex/rules';
import { Q } from './rational';
import { quote } from './text';

const small: FighterStats = {
  hp: 2,
  skadebonus: [{ min: 1, max: 2 }],
  absorbering: [],
  initiativ: 1,
  träffsäkerhet: 1,
  undvika: 1,
  parera: 0,
  uthållighet: 1,
};

const twoAgainstOne: TeamEntry[] = [
  {
    name: 'X',
    fighters: [
      { id: 'a', name: 'A', stats: small },
      { id: 'b', name: 'B', stats: { ...small, hp: 1, initiativ: 2 } },
    ],
  },
  { name: 'Y', fighters: [{ id: 'c', name: 'C', stats: { ...small, hp: 3, träffsäkerhet: 2, undvika: 2 } }] },
];

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/**
 * Every way the fight can go through the tracker itself, each draw typed in as the table would: every order with its
 * chance counted ticket by ticket, every opponent, both drawings, every skadebonus and absorbering. Exact fractions;
 * fights still going after `rounds` rounds count as undecided.
 */
function enumerate(start: Fight, rounds: number): { wins: Q[]; undecided: Q } {
  const wins = start.teams.map(() => Q.ZERO);
  let undecided = Q.ZERO;
  const visit = (fight: Fight, w: Q): void => {
    if (fight.status === 'over') {
      wins[fight.winner ?? 0] = wins[fight.winner ?? 0]!.add(w);
      return;
    }
    if (fight.status === 'between-rounds') {
      if (fight.round >= rounds) {
        undecided = undecided.add(w);
        return;
      }
      const standing = fight.fighters.filter((f) => !f.defeated);
      const probe = { ...fight, round: fight.round + 1 };
      const tickets = new Map(standing.map((f) => [f.id, roundStatsOf(probe, f).initiativ]));
      for (const order of permutations(standing.map((f) => f.id))) {
        // the chance of this order: each next ticket drawn from those left; the ticketless follow, evenly
        let p = Q.ONE;
        let left = [...tickets.values()].reduce((s, t) => s + t, 0);
        const ticketless = order.filter((id) => tickets.get(id) === 0).length;
        const head = order.slice(0, order.length - ticketless);
        if (head.some((id) => tickets.get(id) === 0)) continue;
        for (const id of head) {
          p = p.mul(Q.of(tickets.get(id) ?? 0, left));
          left -= tickets.get(id) ?? 0;
        }
        for (let k = ticketless; k > 1; k--) p = p.mul(Q.of(1, k));
        visit(startRound(fight, { order }).fight, w.mul(p));
      }
      return;
    }
    const attackerId = fight.order[fight.next] ?? '';
    const attacker = fight.fighters.find((f) => f.id === attackerId)!;
    const kept = fight.fighters.find((f) => f.id === attacker.targetId && !f.defeated);
    const targets = kept ? [kept] : fight.fighters.filter((f) => f.team !== attacker.team && !f.defeated);
    for (const target of targets) {
      const wt = w.mul(Q.of(1, targets.length));
      const a = roundStatsOf(fight, attacker);
      const d = roundStatsOf(fight, target);
      const draws: [TableAttack, Q][] = [];
      const sides = (mine: number, theirs: number): ['attacker' | 'defender', Q][] =>
        mine + theirs === 0
          ? [['attacker', Q.ONE]]
          : (
              [
                ['attacker', Q.of(mine, mine + theirs)],
                ['defender', Q.of(theirs, mine + theirs)],
              ] as ['attacker' | 'defender', Q][]
            ).filter(([, q]) => q.n !== 0n);
      const s = sumRanges(a.skadebonus);
      const ab = sumRanges(d.absorbering);
      for (const [undvika, q1] of sides(a.träffsäkerhet, d.undvika)) {
        if (undvika === 'defender') {
          draws.push([{ targetId: target.id, undvika }, q1]);
          continue;
        }
        for (const [parera, q2] of sides(a.träffsäkerhet, d.parera)) {
          if (parera === 'defender') {
            draws.push([{ targetId: target.id, undvika, parera }, q1.mul(q2)]);
            continue;
          }
          for (let x = s.min; x <= s.max; x++)
            for (let y = ab.min; y <= ab.max; y++)
              draws.push([
                { targetId: target.id, undvika, parera, skadebonus: x, absorbering: y },
                q1.mul(q2).mul(Q.of(1, (s.max - s.min + 1) * (ab.max - ab.min + 1))),
              ]);
        }
      }
      for (const [draw, q] of draws)
        visit(attack(fight, kept ? { ...draw, targetId: undefined } : draw).fight, wt.mul(q));
    }
  };
  visit(start, Q.ONE);
  return { wins, undecided };
}

describe(`teams: ${quote('När bara ett lag fortfarande har deltagare som inte är besegrade avslutas striden, och laget vinner.')}`, () => {
  it('two against one: the exact team odds equal every way the tracker can play it, to three rounds', () => {
    const fight = createFight(twoAgainstOne, DEFAULT_HOUSE_RULES);
    const counted = enumerate(fight, 3);
    const odds = teamOdds(oddsStartOf(fight), DEFAULT_HOUSE_RULES, { maxRounds: 3 });
    expect(odds.method).toBe('exact');
    expect(odds.pWins[0]).toBeCloseTo(counted.wins[0]!.value, 12);
    expect(odds.pWins[1]).toBeCloseTo(counted.wins[1]!.value, 12);
    expect(odds.pUndecided).toBeCloseTo(counted.undecided.value, 12);
  });

  it('from the middle of a round, with a chosen opponent: the same agreement', () => {
    const teams = structuredClone(twoAgainstOne);
    (teams[0]!.fighters[0] as { targetId?: string }).targetId = 'c';
    let fight = startRound(createFight(teams, DEFAULT_HOUSE_RULES), { order: ['b', 'a', 'c'] }).fight;
    fight = attack(fight, {
      targetId: 'c',
      undvika: 'attacker',
      parera: 'attacker',
      skadebonus: 1,
      absorbering: 0,
    }).fight;
    const counted = enumerate(fight, 3);
    const odds = fightOdds(fight, { maxRounds: 3 });
    expect(odds.pWins[0]).toBeCloseTo(counted.wins[0]!.value, 12);
    expect(odds.pUndecided).toBeCloseTo(counted.undecided.value, 12);
  });

  it('too much to count: a seeded estimate whose 95 % interval holds the exact figure', () => {
    const fight = createFight(twoAgainstOne, DEFAULT_HOUSE_RULES);
    const exact = teamOdds(oddsStartOf(fight), DEFAULT_HOUSE_RULES);
    const estimate = teamOdds(oddsStartOf(fight), DEFAULT_HOUSE_RULES, { maxWork: 0, samples: 20_000, seed: 7 });
    expect(estimate.method).toBe('estimate');
    if (estimate.method !== 'estimate') return;
    expect(estimate).toMatchObject({ samples: 20_000, confidence: 0.95, seed: 7 });
    const interval = estimate.intervals[0]!;
    expect(interval.low).toBeLessThan(exact.pWins[0]!);
    expect(interval.high).toBeGreaterThan(exact.pWins[0]!);
    expect(interval.high - interval.low).toBeLessThan(0.015);
    expect(teamOdds(oddsStartOf(fight), DEFAULT_HOUSE_RULES, { maxWork: 0, samples: 20_000, seed: 7 })).toEqual(
      estimate,
    );
  });

  it('a big fight (4 against 4, 30 HP each) gives an estimate in reasonable time', () => {
    const strong: FighterStats = {
      ...small,
      hp: 30,
      skadebonus: [{ min: 3, max: 6 }],
      initiativ: 5,
      träffsäkerhet: 6,
      undvika: 3,
      parera: 3,
      uthållighet: 4,
    };
    const team = (name: string) => ({
      name,
      fighters: [1, 2, 3, 4].map((i) => ({ id: `${name}${i}`, name: `${name}${i}`, stats: strong })),
    });
    const started = performance.now();
    const odds = fightOdds(createFight([team('x'), team('y')], DEFAULT_HOUSE_RULES), { samples: 2000 });
    expect(odds.method).toBe('estimate');
    expect(odds.pWins[0]).toBeGreaterThan(0.4);
    expect(odds.pWins[0]).toBeLessThan(0.6);
    expect(performance.now() - started).toBeLessThan(8000);
  });

  it('the Wilson interval: 50 of 100 is 0.404–0.596', () => {
    const { low, high } = wilsonInterval(50, 100);
    expect(low).toBeCloseTo(0.4038, 4);
    expect(high).toBeCloseTo(0.5962, 4);
    expect(wilsonInterval(0, 100).low).toBeCloseTo(0, 12);
  });
});

describe('the tracker’s own random draws in a fight of teams', () => {
  it('played with the app’s seeded draws (order, random opponents, drawings, ranges), two against one follows the exact team odds within a 99.9 % band', () => {
    const made = createFight(twoAgainstOne, DEFAULT_HOUSE_RULES);
    const exact = teamOdds(oddsStartOf(made), DEFAULT_HOUSE_RULES);
    expect(exact.method).toBe('exact');
    const random = createSeededRandom('teams');
    const n = 3000;
    let xWins = 0;
    for (let i = 0; i < n; i++) {
      let fight = made;
      while (fight.status !== 'over') fight = playRound(fight, random).fight;
      if (fight.winner === 0) xWins++;
    }
    const p = exact.pWins[0]!;
    expect(Math.abs(xWins / n - p)).toBeLessThan(3.3 * Math.sqrt((p * (1 - p)) / n));
  });
});
