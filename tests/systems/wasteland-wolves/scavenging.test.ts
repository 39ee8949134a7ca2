import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/systems/eos/rules';
import {
  Fraction,
  bandYield,
  eventOdds,
  giftBand,
  rollTurnEvents,
  scavenge,
  scavengeBand,
  scavengeItems,
  scavengeOdds,
  scavengeWithRoll,
  wwHouseRules,
  type EventId,
  type Inventory,
} from '../../../src/systems/wasteland-wolves/rules';

describe('scavenging bands', () => {
  it.each([
    [5, null],
    [6, '6-9'],
    [9, '6-9'],
    [10, '10-13'],
    [13, '10-13'],
    [14, '14-17'],
    [17, '14-17'],
    [18, '18+'],
    [20, '18+'],
  ])('a roll of %i is %s', (roll, band) => {
    expect(scavengeBand(roll)?.band ?? null).toBe(band);
  });

  it('"Roll 18+ 5x scraps 3x metal 2x chemicals 2x javelins (0.5x chance) 1x tomahawks (0.5x chance) 1x anomalous material (0.5x chance)"', () => {
    expect(bandYield('18+').map((l) => [l.item, l.count, l.halfChance, l.expected.p])).toEqual([
      ['scraps', 5, false, 5],
      ['metal', 3, false, 3],
      ['chemicals', 2, false, 2],
      ['javelins', 2, true, 1],
      ['tomahawks', 1, true, 0.5],
      ['anomalous-material', 1, true, 0.5],
    ]);
  });

  it('A-09: "2x rocks (0.5x chance)" is 2 or none; each item on its own coin is 0, 1, 2 at ¼, ½, ¼', () => {
    const rocks = (rules = wwHouseRules()) => bandYield('10-13', rules).find((l) => l.item === 'rocks')?.counts;
    expect(rocks()?.map((o) => [o.value, o.p])).toEqual([
      [0, 0.5],
      [2, 0.5],
    ]);
    expect(rocks(wwHouseRules({ halfChance: 'each-item' }))?.map((o) => [o.value, o.p])).toEqual([
      [0, 0.25],
      [1, 0.5],
      [2, 0.25],
    ]);
  });
});

describe('each band’s odds against brute force over its coins, under both readings of A-09', () => {
  it.each(['6-9', '10-13', '14-17', '18+'] as const)('%s', (band) => {
    for (const halfChance of ['whole-line', 'each-item'] as const) {
      for (const line of bandYield(band, wwHouseRules({ halfChance }))) {
        const coins = line.halfChance ? (halfChance === 'whole-line' ? 1 : line.count) : 0;
        const ways = new Map<number, number>();
        for (let mask = 0; mask < 1 << coins; mask++) {
          const heads = [...Array(coins).keys()].filter((i) => (mask & (1 << i)) !== 0).length;
          const count = !line.halfChance ? line.count : halfChance === 'whole-line' ? heads * line.count : heads;
          ways.set(count, (ways.get(count) ?? 0) + 1);
        }
        expect(new Map(line.counts.map((o) => [o.value, o.chance])), `${band} ${line.item}`).toEqual(
          new Map([...ways].map(([k, w]) => [k, Fraction.of(w, 1 << coins)])),
        );
      }
    }
  });
});

describe('scavengeOdds: one scavenge on a d20 (M-02)', () => {
  const odds = scavengeOdds();

  it('nothing on 1-5 (5 in 20), 4 in 20 for each of 6-9, 10-13, 14-17 and 3 in 20 for 18+', () => {
    expect(odds.nothing.chance).toEqual(Fraction.of(5, 20));
    expect(odds.bands.map((b) => [b.band, b.chance.chance.toString()])).toEqual([
      ['6-9', '1/5'],
      ['10-13', '1/5'],
      ['14-17', '1/5'],
      ['18+', '3/20'],
    ]);
  });

  /** The expected yield by brute force: every d20 face, every coin of every half-chance line. */
  function bruteExpected(): Map<string, Fraction> {
    const sums = new Map<string, Fraction>();
    for (let face = 1; face <= 20; face++) {
      const row = scavengeBand(face);
      if (row === null) continue;
      const half = row.yields.filter((l) => l.halfChance);
      for (let mask = 0; mask < 1 << half.length; mask++) {
        const p = Fraction.of(1, 20 * (1 << half.length));
        for (const line of row.yields) {
          const on = !line.halfChance || (mask & (1 << half.indexOf(line))) !== 0;
          if (on) sums.set(line.item, (sums.get(line.item) ?? Fraction.ZERO).add(p.mul(Fraction.of(line.count))));
        }
      }
    }
    return sums;
  }

  it('the expected yield of each item matches brute-force enumeration of die and coins', () => {
    const brute = bruteExpected();
    expect(odds.expected.map((e) => e.item).sort()).toEqual([...brute.keys()].sort());
    for (const e of odds.expected) expect(e.expected.chance, e.item).toEqual(brute.get(e.item));
    // scraps: (2 + 3 + 4) × 4/20 + 5 × 3/20 = 2.55
    expect(odds.expected.find((e) => e.item === 'scraps')?.expected.p).toBeCloseTo(2.55, 12);
  });

  it('on 3d6 a band of 18+ comes only on 18, 1 in 216', () => {
    const threeD6 = scavengeOdds(wwHouseRules({ rollDice: '3d6' }));
    expect(threeD6.bands.at(-1)?.chance.chance).toEqual(Fraction.of(1, 216));
  });
});

describe('a scavenge on the app’s dice (a seeded random source)', () => {
  it('finds what its band gives, the half chances decided by the source, and repeats with the same seed', () => {
    const a = scavenge(createSeededRandom('scavenge-1'));
    const b = scavenge(createSeededRandom('scavenge-1'));
    expect(a).toEqual(b);
    expect(a.band).toBe(scavengeBand(a.roll)?.band ?? null);
  });

  it('a typed roll of 12 always gives 3 scraps, 2 metal, 1 chemicals, and rocks and knives by their coins', () => {
    for (let seed = 0; seed < 50; seed++) {
      const { found } = scavengeWithRoll(12, createSeededRandom(seed));
      expect([found.scraps, found.metal, found.chemicals]).toEqual([3, 2, 1]);
      expect([0, 2]).toContain(found.rocks ?? 0);
      expect([0, 1]).toContain(found['throwing-knives'] ?? 0);
    }
  });

  it('scripted coins: heads on every line of 18+ gives everything, tails nothing extra', () => {
    const heads = () => 0.75;
    const tails = () => 0.25;
    const all: Inventory = { scraps: 5, metal: 3, chemicals: 2, javelins: 2, tomahawks: 1, 'anomalous-material': 1 };
    expect(scavengeItems('18+', heads)).toEqual(all);
    expect(scavengeItems('18+', tails)).toEqual({ scraps: 5, metal: 3, chemicals: 2 });
  });

  it('over many scavenges the mean of scraps is near 2.55 (a seeded check of the roll against the exact odds)', () => {
    const random = createSeededRandom(2026);
    let scraps = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) scraps += scavenge(random).found.scraps ?? 0;
    expect(scraps / n).toBeGreaterThan(2.5);
    expect(scraps / n).toBeLessThan(2.6);
  });
});

describe('random events at the start of a turn', () => {
  it('"7% chance of illness / 7% chance of bleeding / 12% chance of small gift / 4% chance of large gift": 70 % nothing (A-08)', () => {
    const odds = eventOdds({});
    expect(odds.events.map((e) => [e.id, e.percent])).toEqual([
      ['illness', 7],
      ['bleeding', 7],
      ['small-gift', 12],
      ['large-gift', 4],
    ]);
    expect(odds.none.chance).toEqual(Fraction.of(70, 100));
  });

  it('Favored: "16% and 6%": 64 % nothing', () => {
    expect(eventOdds({ favored: 1 }).none.chance).toEqual(Fraction.of(64, 100));
  });

  it('independent events: nothing is 0.93 × 0.93 × 0.88 × 0.96', () => {
    expect(eventOdds({}, wwHouseRules({ eventRoll: 'independent' })).none.chance).toEqual(
      Fraction.of(93 * 93 * 88 * 96, 100 ** 4),
    );
  });

  it('one d100 picks the event: 7 illness, 14 bleeding, 26 small gift, 30 large gift, 31 nothing', () => {
    const face = (n: number) => () => (n - 0.5) / 100;
    const cases: [number, EventId[]][] = [
      [1, ['illness']],
      [7, ['illness']],
      [8, ['bleeding']],
      [14, ['bleeding']],
      [15, ['small-gift']],
      [26, ['small-gift']],
      [27, ['large-gift']],
      [30, ['large-gift']],
      [31, []],
      [100, []],
    ];
    for (const [n, events] of cases) expect(rollTurnEvents(face(n), {}), String(n)).toEqual(events);
    expect(rollTurnEvents(face(30), { favored: 1 })).toEqual(['small-gift']);
    expect(rollTurnEvents(face(36), { favored: 1 })).toEqual(['large-gift']);
  });

  it('gifts are "equivalent to a 10-13 scavenging roll" and "an 18+ scavenging roll"', () => {
    expect([giftBand('small-gift'), giftBand('large-gift')]).toEqual(['10-13', '18+']);
  });
});
