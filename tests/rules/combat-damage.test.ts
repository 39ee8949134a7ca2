import { describe, expect, it } from 'vitest';
import { attackDamage, type Attack } from '../../src/systems/eos/rules/combat/attack-damage';
import type { Attacker } from '../../src/systems/eos/rules/combat/combatant';
import { crossbowDamage } from '../../src/systems/eos/rules/combat/crossbow-damage';
import { describeDamage } from '../../src/systems/eos/rules/combat/damage-result';
import { firearmDamage } from '../../src/systems/eos/rules/combat/firearm-damage';
import { meleeDamage } from '../../src/systems/eos/rules/combat/melee-damage';
import { lockAttackDamage, stealthAttackDamage } from '../../src/systems/eos/rules/combat/stealth-attack';
import { thrownDamage } from '../../src/systems/eos/rules/combat/thrown-damage';
import { trapTrigger } from '../../src/systems/eos/rules/combat/trap-trigger';
import { tradeBlowsOneDamage, tradeBlowsTwoShove } from '../../src/systems/eos/rules/combat/trade-blows';
import { RulesError } from '../../src/core/rules/errors';

const medium = (body: number, specials: Attacker['specials'] = []): Attacker => ({
  body,
  size: { sizeCategory: 'medium', tiles: 1 },
  specials,
});

describe('melee damage', () => {
  it('"Melee damage = (roll difference + body + weapon bonus) – (armor bonus)": diff 5, Body 4, T3, armor 0 → 12', () => {
    const result = meleeDamage(
      { attacker: medium(4), weapons: [{ kind: 'main-hand-melee', tier: 3 }], targetArmor: 0 },
      5,
    );
    expect(result.total).toBe(12);
    expect(describeDamage(result)).toBe('12 = diff 5 + Body 4 + T3 − armor 0');
  });

  it('"Damage with Unarmed Melee is: [roll difference] + Body Stat." (no tier term)', () => {
    const result = meleeDamage({ attacker: medium(6), weapons: [{ kind: 'unarmed-melee' }], targetArmor: 2 }, 3);
    expect(result.total).toBe(7);
    expect(result.terms.map((t) => t.label)).toEqual(['diff', 'Body', 'armor']);
  });

  it('dual wield: "Damage = [Roll Difference] + Body Stat + Tier value (of the lowest weapon equipped)", unarmed = T0', () => {
    const swords = [
      { kind: 'main-hand-melee', tier: 5 },
      { kind: 'off-hand-melee', tier: 2 },
    ] as const;
    expect(meleeDamage({ attacker: medium(5), weapons: swords, targetArmor: 1 }, 4).total).toBe(4 + 5 + 2 - 1);
    const swordAndFist = [{ kind: 'main-hand-melee', tier: 5 }, { kind: 'unarmed-melee' }] as const;
    expect(meleeDamage({ attacker: medium(5), weapons: swordAndFist, targetArmor: 1 }, 4).total).toBe(4 + 5 + 0 - 1);
  });

  it('2H melee "[roll difference] + Body Stat + Tier value of weapon"; needs both hands unless Orc', () => {
    const attack = { attacker: medium(8), weapons: [{ kind: 'two-handed-melee', tier: 8 }], targetArmor: 5 } as const;
    expect(meleeDamage(attack, 2).total).toBe(13);
    const withOffHand = [
      { kind: 'two-handed-melee', tier: 8 },
      { kind: 'off-hand-melee', tier: 3 },
    ] as const;
    expect(() => meleeDamage({ ...attack, weapons: withOffHand }, 2)).toThrow(/hands/);
    // Orc: "Orcs can wield a 2-handed melee weapon in their main hand." (XL 4×4: +48 melee)
    const orc: Attacker = { body: 10, size: { sizeCategory: 'xl', tiles: 16 }, specials: ['two-hander-in-main-hand'] };
    expect(meleeDamage({ attacker: orc, weapons: withOffHand, targetArmor: 5 }, 2).total).toBe(2 + 10 + 3 + 48 - 5);
  });

  it('Neo-Ape tail holds a third weapon; without it three weapons do not fit', () => {
    const three = [
      { kind: 'main-hand-melee', tier: 2 },
      { kind: 'off-hand-melee', tier: 2 },
      { kind: 'off-hand-melee', tier: 1 },
    ] as const;
    expect(meleeDamage({ attacker: medium(3, ['prehensile-tail']), weapons: three, targetArmor: 0 }, 1).total).toBe(5);
    expect(() => meleeDamage({ attacker: medium(3), weapons: three, targetArmor: 0 }, 1)).toThrow(RulesError);
  });

  it('Neo-Tiger claws: "[roll difference] + Body Stat + (natural weapon bonus)", claw tier Body + CL may exceed 15', () => {
    const tiger = medium(12, ['claws']);
    expect(
      meleeDamage({ attacker: tiger, weapons: [{ kind: 'natural-weapon', tier: 17 }], targetArmor: 4 }, 3).total,
    ).toBe(3 + 12 + 17 - 4);
  });

  it('small −5 applies after the hit and before armor (A-04), then floors at 0', () => {
    const gratchen: Attacker = { body: 2, size: { sizeCategory: 'small', tiles: 0.5 } };
    const result = meleeDamage(
      { attacker: gratchen, weapons: [{ kind: 'main-hand-melee', tier: 1 }], targetArmor: 0 },
      4,
    );
    expect(result.total).toBe(2);
    expect(describeDamage(result)).toBe('2 = diff 4 + Body 2 + T1 − size 5 − armor 0');
    expect(meleeDamage({ attacker: gratchen, weapons: [{ kind: 'unarmed-melee' }], targetArmor: 3 }, 1)).toMatchObject({
      total: 0,
      floored: true,
    });
  });

  it('refuses a weapon heavier than Body, a tier of 16, negative Body and a negative roll difference', () => {
    const sword = (tier: number) => [{ kind: 'main-hand-melee', tier }] as const;
    expect(() => meleeDamage({ attacker: medium(4), weapons: sword(5), targetArmor: 0 }, 1)).toThrow(/needs Body 5/);
    expect(() => meleeDamage({ attacker: medium(15), weapons: sword(16), targetArmor: 0 }, 1)).toThrow(RulesError);
    expect(() => meleeDamage({ attacker: medium(-1), weapons: sword(0), targetArmor: 0 }, 1)).toThrow(/Body/);
    expect(() => meleeDamage({ attacker: medium(4), weapons: sword(1), targetArmor: 0 }, -2)).toThrow(
      /Roll difference/,
    );
    expect(() => meleeDamage({ attacker: medium(4), weapons: [], targetArmor: 0 }, 1)).toThrow(RulesError);
    expect(() =>
      meleeDamage(
        { attacker: { body: 4, size: { sizeCategory: 'large', tiles: 1 } }, weapons: sword(1), targetArmor: 0 },
        1,
      ),
    ).toThrow(/creature's footprint in tiles/);
  });
});

describe('thrown and bow damage', () => {
  it('"Thrown damage = (roll difference + weapon bonus + body) – (armor bonus)", with the large bonus', () => {
    expect(thrownDamage({ weapon: 'main-hand-thrown', attacker: medium(3), tier: 2, targetArmor: 1 }, 4).total).toBe(8);
    const warhog: Attacker = { body: 10, size: { sizeCategory: 'large', tiles: 4 } };
    expect(thrownDamage({ weapon: 'off-hand-thrown', attacker: warhog, tier: 2, targetArmor: 1 }, 4).total).toBe(27);
  });

  it('"Bow damage = (roll difference + weapon bonus) – (armor bonus)" — no Body, no size bonus', () => {
    const bow = (attacker: Attacker): Attack => ({ kind: 'bow', attacker, tier: 3, targetArmor: 2 });
    expect(attackDamage(bow(medium(3)), 5).total).toBe(6);
    expect(attackDamage(bow({ body: 3, size: { sizeCategory: 'xl', tiles: 9 } }), 5).total).toBe(6);
  });

  it('Neo-Wolf "Heavy Shooter: Neo-Wolves may add their Body stat to damage dealt with Bows"', () => {
    const result = attackDamage({ kind: 'bow', attacker: medium(7, ['heavy-shooter']), tier: 3, targetArmor: 2 }, 5);
    expect(result.total).toBe(5 + 7 + 3 - 2);
    expect(describeDamage(result)).toBe('13 = diff 5 + Body 7 + T3 − armor 2');
  });

  it('"It requires a Body Stat value equal or greater than the Tier value of the bow"', () => {
    expect(() => attackDamage({ kind: 'bow', attacker: medium(2), tier: 3, targetArmor: 0 }, 1)).toThrow(
      /needs Body 3/,
    );
  });
});

describe('crossbow damage', () => {
  it.each([
    // "a T1 will reduce armor by 1 & deliver 1 point of damage — a T10 will reduce armor by 10 & deliver 10 points"
    ['main-hand-crossbow', 1, 1, 1],
    ['main-hand-crossbow', 10, 10, 10],
    ['off-hand-crossbow', 3, 5, 1],
    ['main-hand-crossbow', 3, 9, 0],
    // "(a T1 will reduce their armor by 2 — a T10 will reduce their armor by 20!)"
    ['two-handed-crossbow', 1, 2, 1],
    ['two-handed-crossbow', 10, 20, 10],
    ['two-handed-crossbow', 10, 23, 7],
    ['two-handed-crossbow', 3, 5, 3],
  ] as const)('%s T%i against armor %i deals %i', (weapon, tier, targetArmor, expected) => {
    expect(crossbowDamage({ weapon, tier, targetArmor }).total).toBe(expected);
  });

  it('shows the armor left after piercing: "1 = T3 − armor left 2"', () => {
    expect(describeDamage(crossbowDamage({ weapon: 'main-hand-crossbow', tier: 3, targetArmor: 5 }))).toBe(
      '1 = T3 − armor left 2',
    );
  });

  it('ignores the roll difference ("the crossbow gains no additional damage for the roll difference")', () => {
    const attack: Attack = { kind: 'crossbow', weapon: 'main-hand-crossbow', tier: 4, targetArmor: 2 };
    expect(attackDamage(attack, 0).total).toBe(attackDamage(attack, 17).total);
  });
});

describe('firearm damage', () => {
  it('"a T1 … with T1 bullets will … deliver [(1×2) + (1×2)] = 4 points of damage — a T10 with T10 bullets … 40"', () => {
    expect(firearmDamage({ weapon: 'main-hand-firearm', tier: 1, bulletTier: 1 }).total).toBe(4);
    expect(firearmDamage({ weapon: 'two-handed-firearm', tier: 10, bulletTier: 10 }).total).toBe(40);
  });

  it('a crit-lowered firearm still fires bullets up to its repaired tier, for less damage', () => {
    expect(firearmDamage({ weapon: 'main-hand-firearm', tier: 4, repairedTier: 5, bulletTier: 5 }).total).toBe(18);
  });

  it('refuses a bullet above the firearm tier (C-07) with not-allowed', () => {
    try {
      firearmDamage({ weapon: 'main-hand-firearm', tier: 3, bulletTier: 4 });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RulesError);
      expect((e as RulesError).code).toBe('not-allowed');
      expect((e as RulesError).message).toMatch(/Tier 3 firearm cannot fire Tier 4 bullets/);
    }
    expect(() => firearmDamage({ weapon: 'main-hand-firearm', tier: 6, repairedTier: 5, bulletTier: 1 })).toThrow(
      RulesError,
    );
  });
});

describe('stealth attacks', () => {
  const roll = { d20: 14, reflex: 3, weaponSkill: 4 };

  it('"Stealth damage with melee = (1d20 + reflex + skill + body + weapon) – (armor)"', () => {
    const attack: Attack = {
      kind: 'melee',
      attacker: medium(4),
      weapons: [{ kind: 'main-hand-melee', tier: 3 }],
      targetArmor: 5,
    };
    const result = stealthAttackDamage(attack, roll);
    expect(result.total).toBe(14 + 3 + 4 + 4 + 3 - 5);
    expect(describeDamage(result)).toBe('23 = d20 14 + Reflex 3 + skill 4 + Body 4 + T3 − armor 5');
  });

  it('"Stealth damage with thrown = (1d20 + reflex + skill + body + weapon) – (armor)"', () => {
    const attack: Attack = { kind: 'thrown', weapon: 'main-hand-thrown', attacker: medium(4), tier: 2, targetArmor: 0 };
    expect(stealthAttackDamage(attack, roll).total).toBe(14 + 3 + 4 + 4 + 2);
  });

  it('"Stealth damage with bow = (1d20 + reflex + skill + weapon) – (armor)"', () => {
    expect(stealthAttackDamage({ kind: 'bow', attacker: medium(4), tier: 2, targetArmor: 1 }, roll).total).toBe(22);
  });

  it('"Note that crossbows do not gain extra damage from Stealth": 2H T3 vs armor 8 deals 3 − (8 − 6) = 1', () => {
    const attack: Attack = { kind: 'crossbow', weapon: 'two-handed-crossbow', tier: 3, targetArmor: 8 };
    expect(stealthAttackDamage(attack, roll).total).toBe(1);
  });

  it('a trap cannot make a stealth attack; a natural 21 is refused', () => {
    expect(() => stealthAttackDamage({ kind: 'trap', tools: 'crude' }, roll)).toThrow(RulesError);
    const bow: Attack = { kind: 'bow', attacker: medium(4), tier: 2, targetArmor: 1 };
    expect(() => stealthAttackDamage(bow, { ...roll, d20: 21 })).toThrow(/d20/);
  });

  it('breaking a lock: "a lock with target number of 44 would soak the first 44 points of damage" (A-15)', () => {
    const maul: Attack = {
      kind: 'melee',
      attacker: medium(10),
      weapons: [{ kind: 'two-handed-melee', tier: 10 }],
      targetArmor: 0,
    };
    expect(lockAttackDamage(maul, { d20: 20, reflex: 10, weaponSkill: 10 }, 44).total).toBe(
      20 + 10 + 10 + 10 + 10 - 44,
    );
    expect(lockAttackDamage(maul, { d20: 1, reflex: 5, weaponSkill: 5 }, 44).total).toBe(0);
  });
});

describe('traps', () => {
  it('"damage to the opponent equal to the roll difference … ignores armor", doubled with Basic tools', () => {
    expect(attackDamage({ kind: 'trap', tools: 'crude' }, 6)).toMatchObject({ total: 6, ignoresArmor: true });
    expect(attackDamage({ kind: 'trap', tools: 'basic' }, 6).total).toBe(12);
    expect(attackDamage({ kind: 'trap', tools: 'workshop' }, 6).total).toBe(12);
    expect(() => attackDamage({ kind: 'trap', tools: 'none' }, 6)).toThrow(/Crude/);
  });

  it('immobilizes for the Traps level in rounds (doubled with Basic tools)', () => {
    expect(trapTrigger({ rollDifference: 6, trapsLevel: 4, tools: 'basic', targetHp: 10 })).toMatchObject({
      hpAfter: -2,
      immobilizedRounds: 8,
    });
  });

  it('Warhog: "Uncatchable" 1 round; "Trap Survivor" drops their HP to 1 instead of 0 or lower', () => {
    const hog = trapTrigger({
      rollDifference: 6,
      trapsLevel: 4,
      tools: 'basic',
      targetHp: 10,
      targetSpecials: ['uncatchable', 'trap-survivor'],
    });
    expect(hog).toMatchObject({ hpAfter: 1, immobilizedRounds: 1 });
    expect(
      trapTrigger({ rollDifference: 3, trapsLevel: 2, tools: 'crude', targetHp: 10, targetSpecials: ['trap-survivor'] })
        .hpAfter,
    ).toBe(7);
  });
});

describe('trade blows', () => {
  it('Trade Blows 1: a free unarmed T0 strike with the roll folded in; the target keeps its shield (in armor)', () => {
    const result = tradeBlowsOneDamage({
      bear: medium(6),
      roll: { d20: 10, reflex: 2, weaponSkill: 3 },
      targetArmor: 4,
    });
    expect(result.total).toBe(10 + 2 + 3 + 6 - 4);
  });

  it("Trade Blows 2 shoves up to the bear's Body; an XL target shoves the bear instead", () => {
    expect(tradeBlowsTwoShove({ bearBody: 8, targetSize: 'large' })).toEqual({
      moved: 'target',
      maxTiles: 8,
      obstacleDamage: 8,
    });
    expect(tradeBlowsTwoShove({ bearBody: 8, targetSize: 'xl' }).moved).toBe('bear');
  });
});
