import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/systems/eos/rules';
import {
  downChance,
  downChanceWithin,
  hitChance,
  hitsWith,
  wdcHouseRules,
  type HitChance,
  type RollMode,
  type WdcHouseRules,
} from '../../../src/systems/wasteland-dice/rules';

const MODES: readonly RollMode[] = ['normal', 'advantage', 'disadvantage'];
const READINGS: readonly WdcHouseRules[] = [
  wdcHouseRules(),
  wdcHouseRules({ natural20: 'always-hits' }),
  wdcHouseRules({ natural1: 'always-misses' }),
  wdcHouseRules({ natural20: 'always-hits', natural1: 'always-misses' }),
];

/** Every throw of the mode's dice, one by one: the brute force the exact odds are checked against. */
function* throwsOf(mode: RollMode): Generator<number> {
  for (let a = 1; a <= 20; a++) {
    if (mode === 'normal') yield a;
    else for (let b = 1; b <= 20; b++) yield mode === 'advantage' ? Math.max(a, b) : Math.min(a, b);
  }
}

function bruteHitWays(modifier: number, defence: number, mode: RollMode, rules: WdcHouseRules): number {
  let ways = 0;
  for (const kept of throwsOf(mode)) if (hitsWith(kept, modifier, defence, rules).hit) ways++;
  return ways;
}

describe('hitChance: the exact chance to hit before the dice', () => {
  it('Azula against Frodo, D20 + 4 against 15: a D20 of 11 or more, 10 of 20', () => {
    expect(hitChance({ modifier: 4, defence: 15, mode: 'normal' })).toEqual({ ways: 10, outcomes: 20, p: 0.5 });
  });

  it('"two D20s are rolled and you keep the greater": with advantage 1 − (10/20)² = 300 of 400', () => {
    expect(hitChance({ modifier: 4, defence: 15, mode: 'advantage' })).toEqual({ ways: 300, outcomes: 400, p: 0.75 });
  });

  it('"you roll two D20s and keep the lesser": with disadvantage (10/20)² = 100 of 400', () => {
    expect(hitChance({ modifier: 4, defence: 15, mode: 'disadvantage' })).toEqual({
      ways: 100,
      outcomes: 400,
      p: 0.25,
    });
  });

  it('"must equal or exceed": D20 + 0 against 12 hits on 12 to 20, 9 of 20; against 21 never; against 1 always', () => {
    expect(hitChance({ modifier: 0, defence: 12, mode: 'normal' }).ways).toBe(9);
    expect(hitChance({ modifier: 0, defence: 21, mode: 'normal' }).p).toBe(0);
    expect(hitChance({ modifier: 0, defence: 1, mode: 'normal' }).p).toBe(1);
  });

  it('M-03 / M-04: a natural 20 that always hits and a natural 1 that always misses move 1 of 20', () => {
    expect(
      hitChance({ modifier: 0, defence: 21, mode: 'normal' }, wdcHouseRules({ natural20: 'always-hits' })).ways,
    ).toBe(1);
    expect(
      hitChance({ modifier: 8, defence: 9, mode: 'normal' }, wdcHouseRules({ natural1: 'always-misses' })).ways,
    ).toBe(19);
    // Advantage keeps a 20 in 39 of 400 throws.
    expect(
      hitChance({ modifier: 0, defence: 40, mode: 'advantage' }, wdcHouseRules({ natural20: 'always-hits' })).ways,
    ).toBe(39);
  });

  it('equals the brute force over every throw, for every modifier −8…+8, defence 0…30, mode and reading', () => {
    for (const rules of READINGS) {
      for (const mode of MODES) {
        for (let modifier = -8; modifier <= 8; modifier++) {
          for (let defence = 0; defence <= 30; defence++) {
            const exact = hitChance({ modifier, defence, mode }, rules);
            expect(exact.ways, `${modifier} vs ${defence} ${mode}`).toBe(bruteHitWays(modifier, defence, mode, rules));
            expect(exact.outcomes).toBe(mode === 'normal' ? 20 : 400);
          }
        }
      }
    }
  });

  const odds = fc.record({
    modifier: fc.integer({ min: -8, max: 8 }),
    defence: fc.integer({ min: 0, max: 40 }),
    mode: fc.constantFrom(...MODES),
  });
  const reading = fc.constantFrom(...READINGS);

  it('hit and miss sum to 1, and p is ways / outcomes (fast-check)', () => {
    fc.assert(
      fc.property(odds, reading, (o, rules) => {
        const { ways, outcomes, p } = hitChance(o, rules);
        const misses = [...throwsOf(o.mode)].filter((kept) => !hitsWith(kept, o.modifier, o.defence, rules).hit).length;
        expect(ways + misses).toBe(outcomes);
        expect(p).toBe(ways / outcomes);
        expect(p + misses / outcomes).toBeCloseTo(1, 14);
      }),
    );
  });

  it('grows with the attack modifier (the skill) and falls with the defence (fast-check)', () => {
    fc.assert(
      fc.property(odds, reading, (o, rules) => {
        const p = hitChance(o, rules).p;
        if (o.modifier < 8) expect(hitChance({ ...o, modifier: o.modifier + 1 }, rules).p).toBeGreaterThanOrEqual(p);
        if (o.defence < 40) expect(hitChance({ ...o, defence: o.defence + 1 }, rules).p).toBeLessThanOrEqual(p);
      }),
    );
  });

  it('advantage ≥ a plain D20 ≥ disadvantage (fast-check)', () => {
    fc.assert(
      fc.property(odds, reading, (o, rules) => {
        const [normal, advantage, disadvantage] = MODES.map((mode) => hitChance({ ...o, mode }, rules).p) as [
          number,
          number,
          number,
        ];
        expect(advantage).toBeGreaterThanOrEqual(normal);
        expect(normal).toBeGreaterThanOrEqual(disadvantage);
      }),
    );
  });

  it('refuses a defence or modifier no table produces, and an unknown mode', () => {
    expect(() => hitChance({ modifier: 0, defence: 41, mode: 'normal' })).toThrow(RulesError);
    expect(() => hitChance({ modifier: 1.5, defence: 12, mode: 'normal' })).toThrow(
      'The attack modifier must be a whole number from -40 to 40, not 1.5.',
    );
    expect(() => hitChance({ modifier: 0, defence: 12, mode: 'lucky' as RollMode })).toThrow(RulesError);
  });
});

/** Counts, over every throw of every attack, the throws that leave the target downed: the brute force. */
function bruteDown(hp: number, modes: readonly RollMode[], modifier: number, defence: number): number {
  const throws = modes.map((mode) => [...throwsOf(mode)].map((kept) => kept + modifier >= defence));
  let downed = 0;
  let total = 0;
  const walk = (attack: number, hits: number): void => {
    if (attack === throws.length) {
      total++;
      if (hits >= hp) downed++;
      return;
    }
    for (const hit of throws[attack] as boolean[]) walk(attack + 1, hits + (hit ? 1 : 0));
  };
  walk(0, 0);
  return downed / total;
}

describe('downChance: the exact chance to down a fighter within N attacks', () => {
  const azula = hitChance({ modifier: 4, defence: 15, mode: 'normal' });

  it('"Your character has a total of five hit points and loses one from each successful attack": five hits of ½ in five attacks is 1/32', () => {
    const five = downChanceWithin(5, azula, 5);
    expect(five.p).toBe(1 / 32);
    expect(five.ways * 32n).toBe(five.outcomes);
  });

  it('with one hit point left, one attack downs with the chance to hit, and two with 1 − ½²', () => {
    expect(downChanceWithin(1, azula, 1).p).toBe(0.5);
    expect(downChanceWithin(1, azula, 2)).toMatchObject({ p: 0.75, byAttack: [0.5, 0.75] });
  });

  it('fewer attacks than hit points never down: 4 attacks against 5 HP is 0', () => {
    expect(downChanceWithin(5, { ways: 20, outcomes: 20, p: 1 }, 4).p).toBe(0);
    expect(downChanceWithin(5, { ways: 20, outcomes: 20, p: 1 }, 5).p).toBe(1);
  });

  it('equals the brute force over every throw of every attack (small cases, mixed modes)', () => {
    const cases: [number, RollMode[], number, number][] = [
      [1, ['normal', 'normal', 'normal'], 4, 15],
      [2, ['normal', 'normal', 'normal'], 0, 12],
      [3, ['normal', 'normal', 'normal'], 6, 14],
      [2, ['advantage', 'normal'], 2, 13],
      [1, ['disadvantage', 'advantage'], 3, 16],
      [2, ['disadvantage', 'disadvantage'], 8, 12],
    ];
    for (const [hp, modes, modifier, defence] of cases) {
      const chances = modes.map((mode) => hitChance({ modifier, defence, mode }));
      expect(downChance(hp, chances).p, `${hp} HP, ${modes.join('+')}`).toBeCloseTo(
        bruteDown(hp, modes, modifier, defence),
        14,
      );
    }
  });

  const chance = fc
    .record({ outcomes: fc.constantFrom(20, 400), share: fc.double({ min: 0, max: 1, noNaN: true }) })
    .map(({ outcomes, share }): HitChance => {
      const ways = Math.round(share * outcomes);
      return { ways, outcomes, p: ways / outcomes };
    });

  it('the hit points left sum to 1, and "downed" is the chance of 0 left (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(chance, { maxLength: 12 }), (hp, attacks) => {
        const result = downChance(hp, attacks);
        expect(result.hpLeft.map((h) => h.hp)).toEqual(Array.from({ length: hp + 1 }, (_, i) => hp - i));
        expect(result.hpLeft.reduce((sum, h) => sum + h.p, 0)).toBeCloseTo(1, 12);
        expect(result.hpLeft.at(-1)?.p).toBe(result.p);
        expect(result.ways).toBeLessThanOrEqual(result.outcomes);
      }),
    );
  });

  it('grows with each attack and with the chance to hit, and falls with hit points (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(chance, { minLength: 1, maxLength: 10 }), (hp, attacks) => {
        const { byAttack, p } = downChance(hp, attacks);
        byAttack.slice(1).forEach((q, i) => expect(q).toBeGreaterThanOrEqual(byAttack[i] as number));
        expect(downChance(hp + 1, attacks).p).toBeLessThanOrEqual(p);
        const surer = attacks.map((a) => ({ ...a, ways: Math.min(a.outcomes, a.ways + 1) }));
        expect(downChance(hp, surer).p).toBeGreaterThanOrEqual(p);
      }),
    );
  });

  it('matches the binomial tail for equal attacks: Σ C(n,k) p^k (1−p)^(n−k), k ≥ hp (fast-check)', () => {
    const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), chance, fc.integer({ min: 0, max: 30 }), (hp, hit, n) => {
        let tail = 0;
        for (let k = hp; k <= n; k++) tail += choose(n, k) * hit.p ** k * (1 - hit.p) ** (n - k);
        expect(downChanceWithin(hp, hit, n).p).toBeCloseTo(tail, 10);
      }),
    );
  });

  it('refuses a downed target, more than 100 attacks and a chance that is not one', () => {
    expect(() => downChance(0, [azula])).toThrow('The target is already downed.');
    expect(() => downChanceWithin(5, azula, 101)).toThrow(
      'The number of attacks must be a whole number from 0 to 100, not 101.',
    );
    expect(() => downChance(3, [{ ways: 21, outcomes: 20, p: 1.05 }])).toThrow(
      "Attack 1's ways to hit must be a whole number from 0 to 20, not 21.",
    );
  });

  it('100 attacks at 400 outcomes each stay exact and finite', () => {
    const result = downChanceWithin(5, hitChance({ modifier: 0, defence: 12, mode: 'advantage' }), 100);
    expect(Number.isFinite(result.p)).toBe(true);
    expect(result.outcomes).toBe(400n ** 100n);
    expect(result.p).toBeGreaterThan(0.999999);
  });
});
