import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/systems/eos/rules';
import {
  DEFAULT_HOUSE_RULES,
  characterSheet,
  damageDistribution,
  damageOf,
  drawChance,
  drawOrder,
  fatigued,
  fighterInRound,
  fighterStats,
  hexHouseRules,
  hitChance,
  orderChances,
  tiredRounds,
  type FighterStats,
} from '../../../src/systems/swedish-hex/rules';
import { CATALOGUE, TABLE, character } from './fixtures';
import { quote } from './text';

const stats = (overrides: Partial<FighterStats> = {}): FighterStats => ({
  hp: 20,
  skadebonus: [{ min: 1, max: 1 }],
  absorbering: [],
  initiativ: 5,
  träffsäkerhet: 4,
  undvika: 2,
  parera: 2,
  uthållighet: 2,
  ...overrides,
});

describe(`fatigue: ${quote('Varje deltagare klarar sig bara så många rundor som den har poäng i uthållighet innan den blir trött och tappar 20% absorbering, initiativ, undvika och parera varje runda.')}`, () => {
  it('R-fatigue-2: rested in rounds 1 … uthållighet, tired from the next; uthållighet 0 is tired at once', () => {
    expect([1, 2, 3, 4, 5].map((r) => tiredRounds(r, 2))).toEqual([0, 0, 1, 2, 3]);
    expect(tiredRounds(1, 0)).toBe(1);
  });

  it('R-fatigue-1 linear (default): 80, 60, 40, 20, 0 % of the rested value, rounded down', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((k) => fatigued(10, k, 'linear'))).toEqual([10, 8, 6, 4, 2, 0, 0]);
    expect(fatigued(7, 1, 'linear')).toBe(5); // 5.6
  });

  it('R-fatigue-1 compounding: 20 % of what is left each round, each round rounded down', () => {
    expect([0, 1, 2, 3, 4].map((k) => fatigued(100, k, 'compounding'))).toEqual([100, 80, 64, 51, 40]);
    expect([1, 2, 3].map((k) => fatigued(3, k, 'compounding'))).toEqual([2, 1, 0]);
  });

  it('lowers the four values, a range at both ends; träffsäkerhet only under R-fatigue-3’s switch', () => {
    const s = stats({
      absorbering: [{ min: 5, max: 8 }],
      initiativ: 10,
      undvika: 5,
      parera: 5,
      träffsäkerhet: 10,
      uthållighet: 1,
    });
    expect(fighterInRound(s, 1, DEFAULT_HOUSE_RULES)).toMatchObject({ tired: 0, initiativ: 10, undvika: 5 });
    expect(fighterInRound(s, 2, DEFAULT_HOUSE_RULES)).toMatchObject({
      tired: 1,
      absorbering: [{ min: 4, max: 6 }],
      initiativ: 8,
      undvika: 4,
      parera: 4,
      träffsäkerhet: 10,
      skadebonus: [{ min: 1, max: 1 }],
    });
    expect(fighterInRound(s, 2, hexHouseRules({ fatigueLowersTraffsakerhet: true })).träffsäkerhet).toBe(8);
  });

  it('R-item-3: a sheet’s uthållighet below zero counts as zero in a fight', () => {
    const sheet = characterSheet(
      character({ level: 2, equipped: { harnesk: 'ringbrynja', hjälm: 'läderhjälm' } }),
      TABLE,
      CATALOGUE,
      DEFAULT_HOUSE_RULES,
    );
    expect(sheet.values.uthållighet.total).toBe(-1);
    expect(fighterStats(sheet).uthållighet).toBe(0);
    expect(fighterStats(sheet).absorbering).toEqual([
      { min: 1, max: 2 },
      { min: 3, max: 5 },
    ]);
  });
});

describe(`the order: ${quote('I varje runda lottas vilken ordning deltagarna anfaller i. Varje deltagare får en lott för varje poäng i initiativ.')}`, () => {
  it('two fighters: the first ticket drawn decides, 3 tickets against 1 is 3/4', () => {
    const chances = orderChances([
      { id: 'a', tickets: 3 },
      { id: 'b', tickets: 1 },
    ]);
    expect(chances).toEqual([
      { order: ['a', 'b'], p: 0.75 },
      { order: ['b', 'a'], p: 0.25 },
    ]);
  });

  it('three fighters: the drawn owner’s tickets leave the drum (R-order-1)', () => {
    const chances = orderChances([
      { id: 'a', tickets: 1 },
      { id: 'b', tickets: 2 },
      { id: 'c', tickets: 3 },
    ]);
    const p = (order: string) => chances.find((c) => c.order.join('') === order)?.p;
    expect(p('cba')).toBeCloseTo((3 / 6) * (2 / 3), 15);
    expect(p('abc')).toBeCloseTo((1 / 6) * (2 / 5), 15);
    expect(chances.reduce((s, c) => s + c.p, 0)).toBeCloseTo(1, 15);
  });

  it(`${quote('I varje runda anfaller varje deltagare en gång')}: a fighter with no ticket attacks last`, () => {
    const chances = orderChances([
      { id: 'noll', tickets: 0 },
      { id: 'a', tickets: 1 },
      { id: 'ingen', tickets: 0 },
    ]);
    expect(chances.map((c) => [c.order.join(','), c.p])).toEqual([
      ['a,noll,ingen', 0.5],
      ['a,ingen,noll', 0.5],
    ]);
  });

  it('a seeded draw of the order follows the exact chances within a 99.9 % band', () => {
    const random = createSeededRandom('order');
    const entrants = [
      { id: 'a', tickets: 1 },
      { id: 'b', tickets: 2 },
      { id: 'c', tickets: 3 },
    ];
    const n = 20_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const order = drawOrder(entrants, random).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    for (const { order, p } of orderChances(entrants)) {
      const margin = 3.3 * Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs((counts.get(order.join('')) ?? 0) / n - p), order.join('')).toBeLessThan(margin);
    }
  });

  it('every drawn order names each fighter once (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5), { minLength: 1, maxLength: 6 }), fc.nat(), (tickets, seed) => {
        const entrants = tickets.map((t, i) => ({ id: String(i), tickets: t }));
        const order = drawOrder(entrants, createSeededRandom(seed));
        expect([...order].sort()).toEqual(entrants.map((e) => e.id).sort());
        const firstTicketless = order.findIndex((id) => entrants[Number(id)]?.tickets === 0);
        if (firstTicketless >= 0)
          expect(order.slice(firstTicketless).every((id) => entrants[Number(id)]?.tickets === 0)).toBe(true);
      }),
    );
  });
});

describe(`a hit: ${quote('För varje anfall blir varje poäng av anfallarens träffsäkerhet en lott först i en lottdragning mot försvararens undvika och sedan mot försvararens parera.')}`, () => {
  it('träffsäkerhet 3 against undvika 1 and parera 3: 3/4 × 3/6', () => {
    const h = hitChance({ träffsäkerhet: 3 }, { undvika: 1, parera: 3 }, DEFAULT_HOUSE_RULES);
    expect(h.undvika).toEqual({ ways: 3, outcomes: 4, p: 0.75 });
    expect(h.parera).toEqual({ ways: 3, outcomes: 6, p: 0.5 });
    expect(h.p).toBe(0.375);
    expect(h.pEvaded).toBe(0.25);
    expect(h.pParried).toBe(0.375);
  });

  it('R-lottery-1: no tickets on one side, and on neither', () => {
    expect(drawChance(0, 3, DEFAULT_HOUSE_RULES).p).toBe(0);
    expect(drawChance(3, 0, DEFAULT_HOUSE_RULES).p).toBe(1);
    expect(drawChance(0, 0, DEFAULT_HOUSE_RULES).p).toBe(1);
    expect(drawChance(0, 0, hexHouseRules({ emptyDraw: 'defender' })).p).toBe(0);
  });
});

describe(`damage: ${quote('så mycket HP som anfallarens skadebonus minus försvararens absorbering, med undantaget att absorberingen aldrig kan få skadan att bli mindre än ett')}`, () => {
  it('skadebonus minus absorbering, never below one', () => {
    expect(damageOf(8, 3, DEFAULT_HOUSE_RULES)).toBe(5);
    expect(damageOf(3, 8, DEFAULT_HOUSE_RULES)).toBe(1);
    expect(damageOf(0, 0, DEFAULT_HOUSE_RULES)).toBe(1);
    expect(damageOf(0, 0, hexHouseRules({ minimumDamage: 'none-without-skadebonus' }))).toBe(0);
    expect(damageOf(1, 5, hexHouseRules({ minimumDamage: 'none-without-skadebonus' }))).toBe(1);
  });

  it('the distribution of one hit: skadebonus 5-8 against absorbering 4-7, every pair of draws counted', () => {
    const d = damageDistribution(
      { skadebonus: [{ min: 5, max: 8 }] },
      { absorbering: [{ min: 4, max: 7 }] },
      DEFAULT_HOUSE_RULES,
    );
    // 16 pairs: difference ≤ 1 in 10 of them (floored to 1), 2 in 3, 3 in 2, 4 in 1
    expect(d.outcomes).toBe(16);
    expect(d.values.map((v) => [v.value, v.ways])).toEqual([
      [1, 10],
      [2, 3],
      [3, 2],
      [4, 1],
    ]);
    expect(d.expected).toBeCloseTo((10 + 6 + 6 + 4) / 16, 15);
  });

  it('matches brute force over every draw, both range readings (property)', () => {
    const range = fc.tuple(fc.nat(6), fc.nat(4)).map(([min, extra]) => ({ min, max: min + extra }));
    fc.assert(
      fc.property(
        fc.array(range, { minLength: 1, maxLength: 2 }),
        fc.array(range, { maxLength: 3 }),
        fc.constantFrom('one-interval' as const, 'each-item' as const),
        (s, a, rangeDraw) => {
          const rules = hexHouseRules({ rangeDraw });
          const d = damageDistribution({ skadebonus: s }, { absorbering: a }, rules);
          const draws = (ranges: typeof s): number[][] => {
            const parts =
              rangeDraw === 'one-interval'
                ? [ranges.reduce((x, r) => ({ min: x.min + r.min, max: x.max + r.max }), { min: 0, max: 0 })]
                : ranges.length === 0
                  ? [{ min: 0, max: 0 }]
                  : ranges;
            return parts.reduce<number[][]>(
              (acc, r) => acc.flatMap((xs) => Array.from({ length: r.max - r.min + 1 }, (_, i) => [...xs, r.min + i])),
              [[]],
            );
          };
          const counts = new Map<number, number>();
          let total = 0;
          for (const x of draws(s))
            for (const y of draws(a)) {
              const sum = (v: number[]) => v.reduce((p, q) => p + q, 0);
              const dmg = Math.max(1, sum(x) - sum(y));
              counts.set(dmg, (counts.get(dmg) ?? 0) + 1);
              total++;
            }
          expect(d.outcomes).toBe(total);
          expect(d.values.map((v) => [v.value, v.ways])).toEqual([...counts.entries()].sort(([p], [q]) => p - q));
        },
      ),
    );
  });
});
