import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attackDamage, type Attack } from '../../src/systems/eos/rules/combat/attack-damage';
import type { SizedCreature } from '../../src/systems/eos/rules/size';
import { fallingDamage } from '../../src/systems/eos/rules/combat/falling';
import { healthState } from '../../src/systems/eos/rules/combat/health';

const size: fc.Arbitrary<SizedCreature> = fc.oneof(
  fc.constant({ sizeCategory: 'small', tiles: 0.5 } as const),
  fc.constant({ sizeCategory: 'medium', tiles: 1 } as const),
  fc.integer({ min: 2, max: 6 }).map((tiles) => ({ sizeCategory: 'large', tiles }) as const),
  fc.integer({ min: 7, max: 25 }).map((tiles) => ({ sizeCategory: 'xl', tiles }) as const),
);
const specials = fc.subarray(['heavy-shooter', 'two-hander-in-main-hand', 'prehensile-tail', 'claws'] as const);

/** Attacks with a tier (≤ Body where Body limits it), an armor and a difference; tier is the field the laws vary. */
const attack: fc.Arbitrary<{ make: (tier: number, armor: number) => Attack; body: number }> = fc
  .record({
    body: fc.integer({ min: 12, max: 15 }),
    size,
    specials,
    kind: fc.constantFrom(
      'melee-1h',
      'melee-2h',
      'dual',
      'claws',
      'thrown',
      'bow',
      'crossbow-1h',
      'crossbow-2h',
      'firearm',
      'siege',
    ),
    offHandTier: fc.integer({ min: 0, max: 12 }),
  })
  .map(({ body, size, specials, kind, offHandTier }) => {
    const attacker = { body, size, specials };
    const make = (tier: number, targetArmor: number): Attack => {
      switch (kind) {
        case 'melee-1h':
          return { kind: 'melee', attacker, weapons: [{ kind: 'main-hand-melee', tier }], targetArmor };
        case 'melee-2h':
          return { kind: 'melee', attacker, weapons: [{ kind: 'two-handed-melee', tier }], targetArmor };
        case 'dual':
          return {
            kind: 'melee',
            attacker,
            weapons: [
              { kind: 'main-hand-melee', tier },
              { kind: 'off-hand-melee', tier: offHandTier },
            ],
            targetArmor,
          };
        case 'claws':
          return { kind: 'melee', attacker, weapons: [{ kind: 'natural-weapon', tier }], targetArmor };
        case 'thrown':
          return { kind: 'thrown', weapon: 'main-hand-thrown', attacker, tier, targetArmor };
        case 'bow':
          return { kind: 'bow', attacker, tier, targetArmor };
        case 'crossbow-1h':
          return { kind: 'crossbow', weapon: 'main-hand-crossbow', tier, targetArmor };
        case 'crossbow-2h':
          return { kind: 'crossbow', weapon: 'two-handed-crossbow', tier, targetArmor };
        case 'firearm':
          return { kind: 'firearm', weapon: 'main-hand-firearm', tier, bulletTier: Math.min(tier, 3) };
        case 'siege':
          return { kind: 'siege', tier: Math.max(1, tier), targetArmor };
      }
    };
    return { make, body };
  });

const tier = fc.integer({ min: 0, max: 12 });
const armor = fc.integer({ min: 0, max: 150 });
const diff = fc.integer({ min: 0, max: 60 });

describe('damage laws over every attack kind', () => {
  it('damage is a whole number and never negative (A-06); the terms sum to it unless floored', () => {
    fc.assert(
      fc.property(attack, tier, armor, diff, (a, t, ar, d) => {
        const result = attackDamage(a.make(t, ar), d);
        expect(Number.isInteger(result.total)).toBe(true);
        expect(result.total).toBeGreaterThanOrEqual(0);
        const sum = result.terms.reduce((s, term) => s + term.value, 0);
        expect(result.total).toBe(result.floored ? 0 : sum);
      }),
    );
  });

  it('more armor never means more damage', () => {
    fc.assert(
      fc.property(attack, tier, armor, armor, diff, (a, t, ar1, ar2, d) => {
        const [low, high] = ar1 <= ar2 ? [ar1, ar2] : [ar2, ar1];
        expect(attackDamage(a.make(t, high), d).total).toBeLessThanOrEqual(attackDamage(a.make(t, low), d).total);
      }),
    );
  });

  it('a higher weapon tier never means less damage', () => {
    fc.assert(
      fc.property(attack, tier, tier, armor, diff, (a, t1, t2, ar, d) => {
        const [low, high] = t1 <= t2 ? [t1, t2] : [t2, t1];
        expect(attackDamage(a.make(high, ar), d).total).toBeGreaterThanOrEqual(attackDamage(a.make(low, ar), d).total);
      }),
    );
  });

  it('a larger roll difference never means less damage', () => {
    fc.assert(
      fc.property(attack, tier, armor, diff, diff, (a, t, ar, d1, d2) => {
        const [low, high] = d1 <= d2 ? [d1, d2] : [d2, d1];
        expect(attackDamage(a.make(t, ar), high).total).toBeGreaterThanOrEqual(attackDamage(a.make(t, ar), low).total);
      }),
    );
  });

  it('a crossbow never deals more than its tier', () => {
    fc.assert(
      fc.property(tier, armor, fc.constantFrom('main-hand-crossbow', 'two-handed-crossbow'), (t, ar, weapon) => {
        expect(attackDamage({ kind: 'crossbow', weapon, tier: t, targetArmor: ar }, 0).total).toBeLessThanOrEqual(t);
      }),
    );
  });
});

describe('other laws', () => {
  it('falling damage doubles with each tile from 2 tiles on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 49 }), (tiles) => {
        expect(fallingDamage(tiles + 1)).toBe(2 * fallingDamage(tiles));
      }),
    );
  });

  it('losing HP never improves the health state', () => {
    const rank = { conscious: 2, unconscious: 1, dead: 0 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: -400, max: 300 }),
        fc.nat(200),
        (max, hp, loss) => {
          fc.pre(hp <= max);
          expect(rank[healthState(hp - loss, max)]).toBeLessThanOrEqual(rank[healthState(hp, max)]);
        },
      ),
    );
  });
});
