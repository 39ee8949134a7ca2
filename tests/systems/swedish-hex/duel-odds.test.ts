import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOUSE_RULES,
  duelOdds,
  hexHouseRules,
  type FighterStats,
} from '../../../src/systems/swedish-hex/rules';
import { bruteDuel, type BruteRules } from './brute-force';
import { quote } from './text';

const A: FighterStats = {
  hp: 3,
  skadebonus: [{ min: 1, max: 2 }],
  absorbering: [{ min: 0, max: 1 }],
  initiativ: 2,
  träffsäkerhet: 2,
  undvika: 1,
  parera: 1,
  uthållighet: 1,
};
const B: FighterStats = {
  hp: 4,
  skadebonus: [{ min: 2, max: 2 }],
  absorbering: [],
  initiativ: 1,
  träffsäkerhet: 1,
  undvika: 2,
  parera: 1,
  uthållighet: 0,
};

function compare(a: FighterStats, b: FighterStats, brute: BruteRules, maxRounds: number): void {
  const rules = hexHouseRules({ ...brute });
  const exact = duelOdds(a, b, rules, { maxRounds });
  const counted = bruteDuel(a, b, brute, maxRounds);
  expect(exact.pAWins).toBeCloseTo(counted.a.value, 12);
  expect(exact.pBWins).toBeCloseTo(counted.b.value, 12);
  expect(exact.pUndecided).toBeCloseTo(counted.undecided.value, 12);
  for (const { round, pAWins, pBWins } of exact.byRound) {
    const of = (winner: string) =>
      [...counted.detail].filter(([k]) => k.startsWith(`${round}:${winner}:`)).reduce((s, [, q]) => s + q.value, 0);
    expect(pAWins, `round ${round}`).toBeCloseTo(of('a'), 12);
    expect(pBWins, `round ${round}`).toBeCloseTo(of('b'), 12);
  }
  exact.hpLeft.a.forEach((p, hp) => {
    const q = [...counted.detail].filter(([k]) => k.endsWith(`:a:${hp}`)).reduce((s, [, x]) => s + x.value, 0);
    expect(p, `A wins with ${hp} HP`).toBeCloseTo(q, 12);
  });
}

describe(`the exact odds of a duel, against an enumeration of every ticket and draw: ${quote('Strider spelas i rundor. I varje runda anfaller varje deltagare en gång, och sen börjar nästa runda.')}`, () => {
  it('linear fatigue (both get tired: uthållighet 1 and 0), to the end', () => {
    compare(A, B, { fatigue: 'linear', fatigueLowersTraffsakerhet: false, emptyDraw: 'attacker' }, 12);
    const odds = duelOdds(A, B, DEFAULT_HOUSE_RULES);
    expect(odds.pAWins + odds.pBWins).toBeCloseTo(1, 12);
    expect(odds.pUndecided).toBe(0);
  });

  it('compounding fatigue that lowers träffsäkerhet too, the defender winning empty drawings', () => {
    compare(A, B, { fatigue: 'compounding', fatigueLowersTraffsakerhet: true, emptyDraw: 'defender' }, 10);
  });

  it('cut off after a few rounds: the undecided part is reported, not dropped', () => {
    const sturdy = { ...A, hp: 4, undvika: 3, parera: 3, uthållighet: 2 };
    const rested = { ...B, uthållighet: 3 };
    compare(sturdy, rested, { fatigue: 'linear', fatigueLowersTraffsakerhet: false, emptyDraw: 'attacker' }, 3);
    expect(duelOdds(sturdy, rested, DEFAULT_HOUSE_RULES, { maxRounds: 3 }).pUndecided).toBeGreaterThan(0.1);
  });

  it('random small fighters agree with the enumeration (property)', () => {
    const fighter = fc.record({
      hp: fc.integer({ min: 1, max: 3 }),
      skadebonus: fc.tuple(fc.nat(2), fc.nat(1)).map(([min, extra]) => [{ min, max: min + extra }]),
      absorbering: fc.tuple(fc.nat(1), fc.nat(1)).map(([min, extra]) => [{ min, max: min + extra }]),
      initiativ: fc.nat(2),
      träffsäkerhet: fc.nat(2),
      undvika: fc.nat(2),
      parera: fc.nat(1),
      uthållighet: fc.nat(2),
    });
    fc.assert(
      fc.property(fighter, fighter, fc.constantFrom('linear' as const, 'compounding' as const), (a, b, fatigue) => {
        compare(a, b, { fatigue, fatigueLowersTraffsakerhet: false, emptyDraw: 'attacker' }, 6);
      }),
      { numRuns: 25 },
    );
  });
});

describe('what the exact odds say at the table', () => {
  it('two equal fighters win half the time each', () => {
    const odds = duelOdds(A, A, DEFAULT_HOUSE_RULES);
    expect(odds.pAWins).toBeCloseTo(0.5, 12);
  });

  it('fighters who cannot hurt each other never finish (R-lottery-1’s other reading, no träffsäkerhet)', () => {
    const harmless = { ...A, träffsäkerhet: 0 };
    const odds = duelOdds(harmless, harmless, hexHouseRules({ emptyDraw: 'defender' }), { maxRounds: 50 });
    expect(odds).toMatchObject({ pAWins: 0, pBWins: 0, pUndecided: 1, roundsFollowed: 50 });
  });

  it(`${quote('Når försvararens HP noll eller mindre besegras försvararen')}: one blow of 5 fells a fighter at 5 HP`, () => {
    const striker = { ...A, skadebonus: [{ min: 5, max: 5 }], initiativ: 1, träffsäkerhet: 1 };
    const target = { ...B, hp: 5, initiativ: 0, undvika: 0, parera: 0 };
    const odds = duelOdds(striker, target, DEFAULT_HOUSE_RULES);
    expect(odds.pAWins).toBe(1);
    expect(odds.byRound).toEqual([{ round: 1, pAWins: 1, pBWins: 0 }]);
    expect(odds.hpLeft.a[3]).toBe(1);
    expect(duelOdds(striker, target, DEFAULT_HOUSE_RULES, { hpB: 4, round: 7 }).expectedRounds).toBe(1);
  });

  it('a sizeable duel (two level-10 characters, 30 HP each) is counted exactly and quickly', () => {
    const big: FighterStats = {
      hp: 30,
      skadebonus: [{ min: 6, max: 11 }],
      absorbering: [
        { min: 1, max: 2 },
        { min: 3, max: 5 },
      ],
      initiativ: 9,
      träffsäkerhet: 12,
      undvika: 6,
      parera: 5,
      uthållighet: 6,
    };
    const started = performance.now();
    const odds = duelOdds(big, { ...big, hp: 34, träffsäkerhet: 10 }, DEFAULT_HOUSE_RULES);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(odds.pAWins + odds.pBWins + odds.pUndecided).toBeCloseTo(1, 12);
    expect(odds.pUndecided).toBe(0);
  });
});
