import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contestedRoll, type Contest, type ContestSide } from '../../src/core/rules/dice';
import { RulesError } from '../../src/core/rules/errors';
import { contestedOdds } from '../../src/systems/eos/rules/odds/contest';
import { GUARANTEED_HIT, damageDistribution, type ContestOutcome } from '../../src/systems/eos/rules/odds/damage';
import { keepBestDistribution } from '../../src/core/rules/keep-best';
import { createSeededRandom } from '../../src/core/rules/random';
import type { MeleeAttack } from '../../src/systems/eos/rules/combat/attack';
import { stealthAttackDamage } from '../../src/systems/eos/rules/combat/stealth-attack';
import { attackOdds } from '../../src/systems/eos/rules/odds/attack';

const side = (dice: number, modifier = 0): ContestSide => ({ dice, modifier });
const contest = (attacker: ContestSide, defender: ContestSide): Contest => ({ attacker, defender });
const plainD20s = contest(side(1), side(1));

const sideArbitrary = fc.record({ dice: fc.integer({ min: 0, max: 4 }), modifier: fc.integer({ min: -15, max: 15 }) });
const contestArbitrary = fc.record({ attacker: sideArbitrary, defender: sideArbitrary });

describe('keepBestDistribution — the die kept from n d20 (dual wielding 2d20, Neo-Ape 3d20)', () => {
  it('1d20 is uniform: each face 1/20', () => {
    for (const { ways, p } of keepBestDistribution(1)) {
      expect(ways).toBe(1);
      expect(p).toBe(0.05);
    }
  });

  // 2d20 keep best: the kept face is k when the higher die is k, which happens in k² − (k−1)² = 2k − 1 of 400 ways.
  it.each([
    [1, 1],
    [2, 3],
    [10, 19],
    [19, 37],
    [20, 39],
  ])('2d20 keep best: face %i in %i of 400 throws', (faceValue, ways) => {
    const odds = keepBestDistribution(2)[faceValue - 1];
    expect(odds).toEqual({ face: faceValue, ways, p: ways / 400 });
  });

  it('3d20 keep best: P(20) = (20³ − 19³)/20³ = 1141/8000 and P(1) = 1/8000', () => {
    const three = keepBestDistribution(3);
    expect(three[19]?.ways).toBe(1141);
    expect(three[19]?.p).toBeCloseTo(0.142625, 15);
    expect(three[0]?.p).toBe(1 / 8000);
  });

  it.each([1, 2, 3, 4, 5, 6])('%i d20: the 20 faces count every one of the 20^n throws exactly once', (n) => {
    const faces = keepBestDistribution(n);
    expect(faces.map((odds) => odds.face)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(faces.reduce((sum, odds) => sum + odds.ways, 0)).toBe(20 ** n);
    expect(Math.abs(faces.reduce((sum, odds) => sum + odds.p, 0) - 1)).toBeLessThan(1e-12);
  });

  it.each([0, 7, 1.5])('refuses %s dice', (n) => {
    expect(() => keepBestDistribution(n)).toThrow(RulesError);
    expect(() => keepBestDistribution(n)).toThrow(
      `The number of d20 thrown must be a whole number from 1 to 6, not ${n}.`,
    );
  });
});

describe('contestedOdds — exact, by convolution', () => {
  it('1d20+0 vs 1d20+0: ties in 20/400 = 0.05, each side wins in 190/400 = 0.475', () => {
    const odds = contestedOdds(plainD20s);
    expect(odds.outcomes).toBe(400);
    expect(odds.pTie).toBe(20 / 400);
    expect(odds.pAttackerWins).toBe(190 / 400);
    expect(odds.pDefenderWins).toBe(190 / 400);
  });

  it('1d20 vs 1d20: a difference d comes from 20 − |d| of the 400 pairs, from −19 to +19', () => {
    const odds = contestedOdds(plainD20s);
    expect(odds.difference.map((entry) => entry.diff)).toEqual(Array.from({ length: 39 }, (_, i) => i - 19));
    expect(odds.difference.find((entry) => entry.diff === 0)?.ways).toBe(20);
    expect(odds.difference.find((entry) => entry.diff === 19)?.ways).toBe(1); // only 20 against 1
    expect(odds.difference.find((entry) => entry.diff === -7)?.ways).toBe(13);
  });

  it('1d20+5 vs 1d20: tie 15/400 (defender 6…20 against attacker 1…15), defender wins 105/400, attacker 280/400', () => {
    // Defender wins when d > a + 5: for a = 1…14 that is 15 − a faces, 14 + 13 + … + 1 = 105.
    const odds = contestedOdds(contest(side(1, 5), side(1)));
    expect(odds.pTie).toBe(15 / 400);
    expect(odds.pDefenderWins).toBe(105 / 400);
    expect(odds.pAttackerWins).toBe(280 / 400);
  });

  it('2d20 keep best vs 1d20: attacker 5130/8000, tie 400/8000, defender 2470/8000', () => {
    // Σ (2k − 1)(k − 1) = 5130 for k = 1…20; ties Σ (2k − 1) = 400; defender Σ (2k − 1)(20 − k) = 2470.
    const odds = contestedOdds(contest(side(2), side(1)));
    expect(odds.outcomes).toBe(8000);
    expect(odds.pAttackerWins).toBe(5130 / 8000);
    expect(odds.pTie).toBe(400 / 8000);
    expect(odds.pDefenderWins).toBe(2470 / 8000);
  });

  it('criticals use the kept die: 2d20 gives a natural 20 in 39/400 and a natural 1 only on double 1s, 1/400', () => {
    const odds = contestedOdds(contest(side(2, 3), side(3, -2)));
    expect(odds.pAttackerNatural20).toBe(39 / 400);
    expect(odds.pAttackerNatural1).toBe(1 / 400);
    expect(odds.pDefenderNatural20).toBe(1141 / 8000);
    expect(odds.pDefenderNatural1).toBe(1 / 8000);
  });

  it('a Stealth attack ("The defender may not use any stat, skill or dice"): 1d20+3 always wins, by 4 to 23', () => {
    const odds = contestedOdds(contest(side(1, 3), side(0)));
    expect(odds.outcomes).toBe(20);
    expect(odds.pAttackerWins).toBe(1);
    expect(odds.difference.map((entry) => entry.diff)).toEqual(Array.from({ length: 20 }, (_, i) => i + 4));
    expect(odds.pDefenderNatural20).toBe(0);
    expect(odds.pDefenderNatural1).toBe(0);
  });

  it('refuses bad sides with a message naming the side', () => {
    expect(() => contestedOdds(contest(side(7), side(1)))).toThrow(RulesError);
    expect(() => contestedOdds(contest(side(1), side(1, 1001)))).toThrow(
      "The defender's modifier must be a whole number from -1000 to 1000, not 1001.",
    );
  });

  it('property: the differences count every throw once, so the odds sum to 1 within 1e-12', () => {
    fc.assert(
      fc.property(contestArbitrary, (c) => {
        const odds = contestedOdds(c);
        expect(odds.difference.reduce((sum, entry) => sum + entry.ways, 0)).toBe(odds.outcomes);
        expect(Math.abs(odds.difference.reduce((sum, entry) => sum + entry.p, 0) - 1)).toBeLessThan(1e-12);
        expect(Math.abs(odds.pAttackerWins + odds.pTie + odds.pDefenderWins - 1)).toBeLessThan(1e-12);
      }),
    );
  });

  it('property: swapping the sides swaps the winners and mirrors the differences', () => {
    fc.assert(
      fc.property(sideArbitrary, sideArbitrary, (a, b) => {
        const forward = contestedOdds(contest(a, b));
        const swapped = contestedOdds(contest(b, a));
        expect(forward.pAttackerWins).toBe(swapped.pDefenderWins);
        expect(forward.pTie).toBe(swapped.pTie);
        expect(forward.pAttackerNatural20).toBe(swapped.pDefenderNatural20);
        const mirrored = swapped.difference.map(({ diff, ways }) => ({ diff: 0 - diff, ways })).reverse();
        expect(forward.difference.map(({ diff, ways }) => ({ diff, ways }))).toEqual(mirrored);
      }),
    );
  });

  it("property: +1 to the attacker, or one more attacking d20, never lowers the attacker's chance", () => {
    fc.assert(
      fc.property(contestArbitrary, (c) => {
        const base = contestedOdds(c).pAttackerWins;
        const bonus = contestedOdds({ ...c, attacker: { ...c.attacker, modifier: c.attacker.modifier + 1 } });
        expect(bonus.pAttackerWins).toBeGreaterThanOrEqual(base);
        const extraDie = contestedOdds({ ...c, attacker: { ...c.attacker, dice: c.attacker.dice + 1 } });
        if (c.attacker.dice > 0) expect(extraDie.pAttackerWins).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('Monte Carlo: 200,000 seeded throws of 3d20+2 vs 2d20+4 agree with the exact odds within 0.01', () => {
    const mixed = contest(side(3, 2), side(2, 4));
    const exact = contestedOdds(mixed);
    const random = createSeededRandom('monte-carlo');
    const throws = 200_000;
    let attackerWins = 0;
    let ties = 0;
    let attackerNatural20 = 0;
    let defenderNatural1 = 0;
    let differenceSum = 0;
    for (let i = 0; i < throws; i++) {
      const roll = contestedRoll(mixed, random);
      if (roll.winner === 'attacker') attackerWins++;
      if (roll.winner === 'tie') ties++;
      if (roll.attacker.natural20) attackerNatural20++;
      if (roll.defender.natural1) defenderNatural1++;
      differenceSum += roll.difference;
    }
    const exactMean = exact.difference.reduce((sum, entry) => sum + entry.diff * entry.p, 0);
    expect(Math.abs(attackerWins / throws - exact.pAttackerWins)).toBeLessThan(0.01);
    expect(Math.abs(ties / throws - exact.pTie)).toBeLessThan(0.01);
    expect(Math.abs(attackerNatural20 / throws - exact.pAttackerNatural20)).toBeLessThan(0.01);
    expect(Math.abs(defenderNatural1 / throws - exact.pDefenderNatural1)).toBeLessThan(0.01);
    expect(Math.abs(differenceSum / throws - exactMean)).toBeLessThan(0.1);
  });
});

describe('damageDistribution — damage only for the winner of the roll', () => {
  const byDifference = (outcome: ContestOutcome): number => outcome.difference;

  it('damage = roll difference on 1d20 vs 1d20: 0 in 210/400 (ties and losses), k in (20 − k)/400, mean 1330/400', () => {
    // E = Σ k(20 − k)/400 for k = 1…19 = (20·190 − 2470)/400 = 1330/400 = 3.325.
    const odds = damageDistribution(plainD20s, byDifference);
    expect(odds.outcomes).toBe(400);
    expect(odds.pHit).toBe(190 / 400);
    expect(odds.damage[0]).toEqual({ damage: 0, ways: 210, p: 210 / 400 });
    expect(odds.damage.slice(1).map(({ damage, ways }) => [damage, ways])).toEqual(
      Array.from({ length: 19 }, (_, i) => [i + 1, 19 - i]),
    );
    expect(odds.expectedDamage).toBeCloseTo(3.325, 12);
    expect(odds.counter).toBeNull();
  });

  it('melee "(roll difference + body + weapon bonus) – (armor bonus)", Body 5, T3 weapon, T10 armor: 0 below a difference of 3 (A-06)', () => {
    // Damage = max(0, diff − 2): zero in 210 + 19 + 18 = 247 of 400; mean Σ j(18 − j)/400 for j = 1…17 = 969/400.
    const odds = damageDistribution(plainD20s, ({ difference }) => difference + 5 + 3 - 10);
    expect(odds.damage[0]).toEqual({ damage: 0, ways: 247, p: 247 / 400 });
    expect(odds.pHit).toBe(190 / 400);
    expect(odds.expectedDamage).toBeCloseTo(969 / 400, 12);
  });

  it('melee counterattack: "they will counterattack using the roll difference" — the defender\'s side mirrors the attacker\'s', () => {
    const odds = damageDistribution(plainD20s, byDifference, byDifference);
    expect(odds.counter).not.toBeNull();
    expect(odds.counter?.pHit).toBe(190 / 400);
    expect(odds.counter?.expectedDamage).toBeCloseTo(3.325, 12);
    expect(odds.counter?.damage[0]).toEqual({ damage: 0, ways: 210, p: 210 / 400 });
  });

  it('A-05: on a tie nobody deals damage, even when the formula would give some at a difference of 0', () => {
    const flat = (): number => 10;
    const odds = damageDistribution(plainD20s, flat, flat);
    expect(odds.damage).toEqual([
      { damage: 0, ways: 210, p: 210 / 400 },
      { damage: 10, ways: 190, p: 190 / 400 },
    ]);
    expect(odds.counter?.damage).toEqual(odds.damage);
  });

  it('the formula sees both kept dice, so a natural 20 can add damage: +100 when the attacker wins with a 20 (19/400)', () => {
    const seen: ContestOutcome[] = [];
    const odds = damageDistribution(plainD20s, (outcome) => {
      seen.push(outcome);
      return outcome.attackerNatural === 20 ? 100 + outcome.difference : outcome.difference;
    });
    const big = odds.damage.filter((entry) => entry.damage >= 100).reduce((sum, entry) => sum + entry.ways, 0);
    expect(big).toBe(19);
    expect(seen).toHaveLength(190);
    expect(seen).toContainEqual({ difference: 19, attackerNatural: 20, defenderNatural: 1 });
  });

  it('a firearm in its guaranteed hit zone: no roll, probability 1, "(weapon bonus x2) + (ammo bonus x2)" = 8 for T2/T2', () => {
    const seen: ContestOutcome[] = [];
    const odds = damageDistribution(GUARANTEED_HIT, (outcome) => {
      seen.push(outcome);
      return 2 * 2 + 2 * 2;
    });
    expect(odds).toEqual({
      outcomes: 1,
      pHit: 1,
      damage: [{ damage: 8, ways: 1, p: 1 }],
      expectedDamage: 8,
      counter: null,
    });
    expect(seen).toEqual([{ difference: 0, attackerNatural: null, defenderNatural: null }]);
  });

  it('a counter formula against a guaranteed hit never deals damage', () => {
    const odds = damageDistribution(
      GUARANTEED_HIT,
      () => 3,
      () => 50,
    );
    expect(odds.counter).toEqual({ pHit: 0, damage: [{ damage: 0, ways: 1, p: 1 }], expectedDamage: 0 });
  });

  it('refuses a formula that gives NaN, naming the roll difference', () => {
    expect(() => damageDistribution(plainD20s, () => Number.NaN)).toThrow(RulesError);
    expect(() => damageDistribution(plainD20s, () => Number.NaN)).toThrow(
      /damage formula gave NaN for a roll difference of/,
    );
    expect(() => damageDistribution(contest(side(9), side(1)), byDifference)).toThrow(RulesError);
  });

  it('property: damage odds sum to 1, hit odds match contestedOdds, and damage = difference has the mean of the positive differences', () => {
    fc.assert(
      fc.property(contestArbitrary, (c) => {
        const exact = contestedOdds(c);
        const odds = damageDistribution(c, byDifference, byDifference);
        expect(odds.damage.reduce((sum, entry) => sum + entry.ways, 0)).toBe(exact.outcomes);
        expect(Math.abs(odds.damage.reduce((sum, entry) => sum + entry.p, 0) - 1)).toBeLessThan(1e-12);
        expect(odds.pHit).toBe(exact.pAttackerWins);
        expect(odds.counter?.pHit).toBe(exact.pDefenderWins);
        const positiveMean = exact.difference.reduce((sum, { diff, p }) => sum + Math.max(0, diff) * p, 0);
        expect(odds.expectedDamage).toBeCloseTo(positiveMean, 10);
      }),
    );
  });
});

describe('attackOdds — the combat damage formulas over the exact contest odds', () => {
  const sword: MeleeAttack = {
    kind: 'melee',
    attacker: { body: 4, size: { sizeCategory: 'medium', tiles: 1 } },
    weapons: [{ kind: 'main-hand-melee', tier: 3 }],
    targetArmor: 2,
  };

  it('"Melee damage = (roll difference + body + weapon bonus) – (armor bonus)": Body 4, T3, armor 2 gives diff + 5 on a win', () => {
    // Mean = Σ (k + 5)(20 − k)/400 for k = 1…19 = (1330 + 5·190)/400 = 2280/400 = 5.7.
    const odds = attackOdds(sword, plainD20s);
    expect(odds.damage[0]).toEqual({ damage: 0, ways: 210, p: 210 / 400 });
    expect(odds.damage.find((entry) => entry.damage === 6)?.ways).toBe(19); // a difference of 1
    expect(odds.damage.find((entry) => entry.damage === 24)?.ways).toBe(1); // 20 against 1
    expect(odds.expectedDamage).toBeCloseTo(5.7, 12);
    expect(odds.counter).toBeNull();
  });

  it("a melee counterattack: the defender (Body 5, T2) against the attacker's armor 3 deals diff + 4 when it wins", () => {
    const counter: MeleeAttack = {
      kind: 'melee',
      attacker: { body: 5, size: { sizeCategory: 'medium', tiles: 1 } },
      weapons: [{ kind: 'main-hand-melee', tier: 2 }],
      targetArmor: 3,
    };
    // Counter mean = (1330 + 4·190)/400 = 2090/400.
    const odds = attackOdds(sword, plainD20s, counter);
    expect(odds.counter?.pHit).toBe(190 / 400);
    expect(odds.counter?.expectedDamage).toBeCloseTo(2090 / 400, 12);
  });

  it('a loaded firearm in the guaranteed hit zone: "a T10 with T10 bullets will … deliver [(10×2) + (10×2)] = 40" with probability 1', () => {
    const pistol = { kind: 'firearm', weapon: 'main-hand-firearm', tier: 10, bulletTier: 10 } as const;
    const odds = attackOdds(pistol, GUARANTEED_HIT);
    expect(odds.pHit).toBe(1);
    expect(odds.damage).toEqual([{ damage: 40, ways: 1, p: 1 }]);
    // In the contested zone "the shooter applies only the weapon's damage without adding roll difference".
    const contested = attackOdds(pistol, contest(side(1, 3), side(1, 3)));
    expect(contested.damage).toEqual([
      { damage: 0, ways: 210, p: 210 / 400 },
      { damage: 40, ways: 190, p: 190 / 400 },
    ]);
  });

  it('a Stealth attack (defender throws nothing) matches stealthAttackDamage for every d20', () => {
    // Reflex 3 + skill 4 = +7; "you may add the “to hit” to the “bonus damage”".
    const odds = attackOdds(sword, contest(side(1, 7), side(0)));
    const expected = Array.from({ length: 20 }, (_, i) => ({
      damage: stealthAttackDamage(sword, { d20: i + 1, reflex: 3, weaponSkill: 4 }).total,
      ways: 1,
      p: 1 / 20,
    }));
    expect(odds.damage).toEqual(expected);
    expect(odds.pHit).toBe(1);
  });

  it('refuses an impossible attack even when it could never win the roll', () => {
    const tooHeavy: MeleeAttack = { ...sword, weapons: [{ kind: 'main-hand-melee', tier: 9 }] };
    expect(() => attackOdds(tooHeavy, contest(side(1, -100), side(1)))).toThrow(RulesError);
    expect(() => attackOdds(tooHeavy, contest(side(1, -100), side(1)))).toThrow(/needs Body 9 or more/);
  });
});
