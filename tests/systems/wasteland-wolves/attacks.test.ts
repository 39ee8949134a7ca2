import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/systems/eos/rules';
import {
  Fraction,
  attackOdds,
  damageAfter,
  killChance,
  rollSpawn,
  rollWolfLoot,
  spawnOdds,
  wolfAttackOdds,
  wolfHealthAfterTurn,
  wolfKillChances,
  wolfLoot,
  wolfStats,
  wolfStopsTracking,
  wwHouseRules,
  type AttackInput,
  type AttackOdds,
} from '../../../src/systems/wasteland-wolves/rules';

const atWolf = (weapon: AttackInput['weapon'], extra: Partial<AttackInput> = {}): AttackInput => ({
  weapon,
  distance: 0,
  perks: {},
  target: { kind: 'wolf', wolf: 'wolf' },
  ...extra,
});

/** The damage values a hit deals, value → count among the range's equally likely rolls. */
const onHitCounts = (odds: AttackOdds) => {
  const n = odds.damage.max - odds.damage.min + 1;
  return Object.fromEntries(odds.onHit.map((o) => [o.value, o.chance.mul(Fraction.of(n)).toNumber()]));
};

describe('chance to hit by distance: "Accuracy 0/85 1/70"', () => {
  it.each([
    ['rocks', 0, 0.85],
    ['rocks', 1, 0.7],
    ['slingshot', 0, 0.95],
    ['slingshot', 1, 0.8],
    ['self-propelled-javelins', 3, 0.75],
    ['longbow', 2, 0.8],
    ['machine-gun', 1, 0.65],
  ] as const)('%s at %i tiles hits %f', (weapon, distance, p) => {
    expect(attackOdds(atWolf(weapon, { distance })).hit.p).toBe(p);
  });

  it('out of range is refused: "Range 1"', () => {
    expect(() => attackOdds(atWolf('bow', { distance: 2 }))).toThrow('Bow reaches 1 tile; the target is 2 away.');
    expect(() => attackOdds(atWolf('unarmed', { distance: 1 }))).toThrow(
      'Unarmed strikes only on the same tile; the target is 1 away.',
    );
  });

  it('M-05: a weapon without Accuracy hits 100 % on the same tile, or the table’s chance', () => {
    expect(attackOdds(atWolf('chainsaw')).hit.p).toBe(1);
    expect(attackOdds(atWolf('chainsaw'), wwHouseRules({ meleeHitPercent: 80 })).hit.p).toBe(0.8);
  });

  it('A-11: Eagle Eye: "10% more accurate with all bows": 85 → 95 points, or 93.5 relative; never past 100', () => {
    const eagle = { bowmaster: 2, 'eagle-eye': 1 };
    expect(attackOdds(atWolf('bow', { perks: eagle })).hit.p).toBe(0.95);
    expect(attackOdds(atWolf('bow', { perks: eagle }), wwHouseRules({ eagleEye: 'relative' })).hit.chance).toEqual(
      Fraction.of(935, 1000),
    );
    expect(attackOdds(atWolf('composite-shortbow', { perks: eagle })).hit.p).toBe(1);
    expect(attackOdds(atWolf('pistol', { perks: eagle })).hit.p).toBe(0.8);
  });
});

describe('damage', () => {
  it('"Damage 5-10s": each of 5…10 one time in six on a hit', () => {
    const odds = attackOdds(atWolf('rocks'));
    expect(odds.damage).toEqual({ min: 5, max: 10, type: 'shock' });
    expect(onHitCounts(odds)).toEqual({ 5: 1, 6: 1, 7: 1, 8: 1, 9: 1, 10: 1 });
    expect(odds.damageDealt[0]).toEqual({ value: 0, chance: Fraction.of(15, 100), p: 0.15 });
  });

  it('Torch: "+100% damage vs wolves": 8-16 doubled; against a player it is 8-16', () => {
    expect(Object.keys(onHitCounts(attackOdds(atWolf('torch')))).map(Number)).toEqual([
      16, 18, 20, 22, 24, 26, 28, 30, 32,
    ]);
    const player = attackOdds({ ...atWolf('torch'), target: { kind: 'player', armour: null } });
    expect(Object.keys(onHitCounts(player)).map(Number)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('A-06: "Stacks with torches": a Torch with Apex Predator deals ×3 (added) or ×4 (multiplied)', () => {
    const both = atWolf('torch', { perks: { 'apex-predator': 1 } });
    expect(attackOdds(both).onHit.map((o) => o.value)).toEqual([24, 27, 30, 33, 36, 39, 42, 45, 48]);
    expect(attackOdds(both, wwHouseRules({ damageBonusStacking: 'multiply' })).onHit.map((o) => o.value)).toEqual([
      32, 36, 40, 44, 48, 52, 56, 60, 64,
    ]);
  });

  it('Bowmaster: "15% more damage with all bows", rounded once to the nearest (A-04): 8 → 9.2 → 9, 16 → 18.4 → 18', () => {
    const odds = attackOdds(atWolf('bow', { perks: { bowmaster: 1 } }));
    expect(odds.onHit.map((o) => o.value)).toEqual([9, 10, 12, 13, 14, 15, 16, 17, 18]);
    // "The third rank increases the bonus to 50%": 8 … 16 × 1.5 = 12, 13.5 → 14, 15, 16.5 → 17 … 24
    expect(attackOdds(atWolf('bow', { perks: { bowmaster: 3 } })).onHit.map((o) => o.value)).toEqual([
      12, 14, 15, 17, 18, 20, 21, 23, 24,
    ]);
  });

  it('Limes: "increases damage by 50%" in place of Ammo; the wrong ammunition is refused', () => {
    const limes = attackOdds(atWolf('pistol', { ammo: 'limes' }));
    expect(limes.bonuses).toEqual([{ source: 'Limes', percent: 50 }]);
    expect(limes.onHit.at(0)?.value).toBe(17); // 11 × 1.5 = 16.5 → 17
    expect(limes.onHit.at(-1)?.value).toBe(33);
    expect(limes.uses).toEqual([{ item: 'limes', count: 2 }]);
    expect(attackOdds(atWolf('pistol-plus', { ammo: 'limes' })).uses).toEqual([{ item: 'limes', count: 2 }]);
    expect(() => attackOdds(atWolf('pistol', { ammo: 'arrows' }))).toThrow('Pistol fires Ammo, not Arrows.');
    expect(() => attackOdds(atWolf('chainsaw', { ammo: 'ammo' }))).toThrow('Chainsaw takes no ammunition.');
  });

  it('ammunition and thrown weapons used (R-craft-3): "4 Ammo", "Arrows", a javelin itself', () => {
    expect(attackOdds(atWolf('machine-gun')).uses).toEqual([{ item: 'ammo', count: 4 }]);
    expect(attackOdds(atWolf('longbow')).uses).toEqual([{ item: 'arrows', count: 1 }]);
    expect(attackOdds(atWolf('javelins')).uses).toEqual([{ item: 'javelins', count: 1 }]);
  });

  it('Bloodletters "Causes or worsens bleeding twice"; Poisoned Arrows "causes or worsens illness twice"', () => {
    expect(attackOdds(atWolf('bloodletters')).inflicts).toEqual({ condition: 'bleeding', times: 2, immunityTurns: 2 });
    expect(attackOdds(atWolf('bow', { ammo: 'poisoned-arrows' })).inflicts).toEqual({
      condition: 'illness',
      times: 2,
      immunityTurns: 2,
    });
  });
});

describe('resistances by the letter after the damage', () => {
  const atPlayer = (weapon: AttackInput['weapon'], armour: AttackInput['weapon'] | null) =>
    attackOdds({ weapon, distance: 0, perks: {}, target: { kind: 'player', armour } });

  it('The Bulldozer: "25% shock resistance / 45% ballistic resistance"', () => {
    expect(atPlayer('chainsaw', 'the-bulldozer').resistances).toEqual([
      { source: 'The Bulldozer, shock', percent: 25 },
    ]);
    expect(atPlayer('pistol', 'the-bulldozer').resistances).toEqual([
      { source: 'The Bulldozer, ballistic', percent: 45 },
    ]);
    // 16 × 0.75 = 12; 17 × 0.75 = 12.75 → 13; 18 × 0.75 = 13.5 → 14 (A-04: nearest, halves up)
    expect(
      atPlayer('chainsaw', 'the-bulldozer')
        .onHit.slice(0, 3)
        .map((o) => o.value),
    ).toEqual([12, 13, 14]);
  });

  it('A-04: rounding down or up instead', () => {
    expect(damageAfter(18, [], [{ source: 'x', percent: 25 }], 0, wwHouseRules({ resistanceRounding: 'down' }))).toBe(
      13,
    );
    expect(damageAfter(17, [], [{ source: 'x', percent: 25 }], 0, wwHouseRules({ resistanceRounding: 'up' }))).toBe(13);
    expect(damageAfter(16, [], [{ source: 'x', percent: 25 }], 0, wwHouseRules({ resistanceRounding: 'up' }))).toBe(12);
  });
});

describe('Iron Wolves: "60 health and 6 damage reduction against all ballistic and energy weapons"', () => {
  it('T-04: 6 off a ballistic hit, none off a shock hit; every weapon by house rule', () => {
    const iron = { kind: 'wolf', wolf: 'iron' } as const;
    expect(attackOdds(atWolf('pistol', { target: iron })).reduction).toBe(6);
    expect(attackOdds(atWolf('pistol', { target: iron })).onHit.at(0)?.value).toBe(5);
    expect(attackOdds(atWolf('chainsaw', { target: iron })).reduction).toBe(0);
    expect(
      attackOdds(atWolf('chainsaw', { target: iron }), wwHouseRules({ ironReduction: 'all-weapons' })).reduction,
    ).toBe(6);
  });

  it('R-damage-3: the reduction comes after the bonuses and never below 0', () => {
    expect(damageAfter(9, [{ source: 'Apex', percent: 100 }], [], 6)).toBe(12);
    expect(damageAfter(4, [], [], 6)).toBe(0);
  });

  it('"regenerate 10 health per turn when not occupying the same tile as a player or tracking", up to 60 (R-wolf-2)', () => {
    expect(wolfHealthAfterTurn('iron', 35, false)).toBe(45);
    expect(wolfHealthAfterTurn('iron', 55, false)).toBe(60);
    expect(wolfHealthAfterTurn('iron', 35, true)).toBe(35);
    expect(wolfHealthAfterTurn('dire', 20, false)).toBe(20);
  });

  it('"They will stop tracking players when their health drops below 30"', () => {
    expect([wolfStopsTracking('iron', 29), wolfStopsTracking('iron', 30), wolfStopsTracking('dire', 5)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('wolves attacking players', () => {
  it('"Wolves have 25 health and deal 5-10 damage"; Dire 40 and 7-14; Iron 60 and 10-20', () => {
    expect((['wolf', 'dire', 'iron'] as const).map((k) => [wolfStats(k).health, wolfStats(k).damage])).toEqual([
      [25, { min: 5, max: 10 }],
      [40, { min: 7, max: 14 }],
      [60, { min: 10, max: 20 }],
    ]);
  });

  it('M-04: a bite is shock; The Civilian (20 %), a Torch ("+20% damage resistance vs wolf attacks") and Apex Predator add (A-05)', () => {
    const odds = wolfAttackOdds('iron', { armour: 'the-civilian', weapon: 'torch', perks: { 'apex-predator': 1 } });
    expect(odds.resistances.map((r) => r.percent)).toEqual([20, 20, 20]);
    // 10 … 20 × 40 % through: 4, 4.4 → 4, 4.8 → 5 … 8
    expect(odds.onHit.map((o) => o.value)).toEqual([4, 5, 6, 7, 8]);
    expect(odds.onHit.map((o) => o.chance.toString())).toEqual(['2/11', '2/11', '3/11', '2/11', '2/11']);
    const multiplied = wolfAttackOdds(
      'iron',
      { armour: 'the-civilian', weapon: 'torch', perks: { 'apex-predator': 1 } },
      wwHouseRules({ resistanceStacking: 'multiply' }),
    );
    expect(multiplied.onHit.at(-1)?.value).toBe(10); // 20 × 0.512 = 10.24
    expect(
      wolfAttackOdds(
        'wolf',
        { armour: 'the-civilian', weapon: null, perks: {} },
        wwHouseRules({ wolfDamageType: 'untyped' }),
      ).resistances,
    ).toEqual([]);
  });

  it('M-06: wolves hit 100 % unless the table sets a chance', () => {
    expect(wolfAttackOdds('wolf', { armour: null, weapon: null, perks: {} }).hit.p).toBe(1);
    expect(
      wolfAttackOdds('wolf', { armour: null, weapon: null, perks: {} }, wwHouseRules({ wolfHitPercent: 70 })).hit.p,
    ).toBe(0.7);
  });
});

/** Brute force: every hit-or-miss (out of 100) and every damage roll of each attack, one by one. */
function bruteKill(odds: readonly AttackOdds[], health: number): Fraction {
  let kill = Fraction.ZERO;
  const go = (i: number, total: number, p: Fraction) => {
    if (i === odds.length) {
      if (total >= health) kill = kill.add(p);
      return;
    }
    const a = odds[i]!;
    const n = a.damage.max - a.damage.min + 1;
    go(i + 1, total, p.mul(Fraction.ONE.sub(a.hit.chance)));
    for (let raw = a.damage.min; raw <= a.damage.max; raw++) {
      go(
        i + 1,
        total + damageAfter(raw, a.bonuses, a.resistances, a.reduction),
        p.mul(a.hit.chance).mul(Fraction.of(1, n)),
      );
    }
  };
  go(0, 0, Fraction.ONE);
  return kill;
}

describe('the chance to kill a wolf this turn, against brute force', () => {
  it.each([
    ['torch', {}, 'wolf', 25],
    ['bow', { bowmaster: 3 }, 'dire', 40],
    ['pistol', {}, 'iron', 60],
    ['chainsaw', { 'apex-predator': 1 }, 'iron', 60],
    ['mechanical-torch', { 'all-in': 1 }, 'dire', 40],
    ['javelins', { 'all-in': 2, 'apex-predator': 1 }, 'iron', 37],
  ] as const)('%s with %o against a %s at %i health', (weapon, perks, wolf, health) => {
    const odds = attackOdds(atWolf(weapon, { perks, target: { kind: 'wolf', wolf } }));
    const attacks = 'all-in' in perks ? 2 : 1;
    const run = Array.from({ length: attacks }, () => odds);
    expect(killChance(run, health).kill.chance).toEqual(bruteKill(run, health));
    const kinds = wolfKillChances({ weapon, distance: 0, perks }, wwHouseRules(), { [wolf]: health });
    expect(kinds.find((k) => k.wolf === wolf)?.kill.chance).toEqual(bruteKill(run, health));
    expect(kinds.find((k) => k.wolf === wolf)?.attacks).toBe(attacks);
  });

  it('a Torch kills a 25-health wolf on a hit of 13 or more raw (×2): 4 of 9 rolls, with the 100 % melee hit', () => {
    const [wolf] = wolfKillChances({ weapon: 'torch', distance: 0, perks: {} });
    expect(wolf?.kill.chance).toEqual(Fraction.of(4, 9));
  });

  it('the total damage of the attacks sums to 1', () => {
    const odds = attackOdds(atWolf('bow'));
    const total = killChance([odds, odds], 25).total.reduce((s, o) => s.add(o.chance), Fraction.ZERO);
    expect(total).toEqual(Fraction.ONE);
  });
});

describe('spawning: "Wolves will attempt to spawn once per turn up to a maximum of three active wolves"', () => {
  it.each([
    [1, [100, 0, 0]],
    [8, [100, 0, 0]],
    [9, [70, 30, 0]],
    [16, [70, 30, 0]],
    [17, [45, 40, 15]],
    [40, [45, 40, 15]],
  ])('turn %i: wolf, Dire, Iron %o percent (R-wolf-1)', (turn, percents) => {
    expect(spawnOdds(turn, 0).kinds.map((k) => k.chance.chance.toString())).toEqual(
      percents.map((p) => Fraction.of(p, 100).toString()),
    );
  });

  it('three active: nothing spawns, and says why', () => {
    const odds = spawnOdds(10, 3);
    expect(odds.none.p).toBe(1);
    expect(odds.blocked).toMatch(/maximum of three active wolves/);
    expect(rollSpawn(10, 3, () => 0)).toBeNull();
  });

  it('M-07: a spawn chance of 50 % halves every kind', () => {
    const odds = spawnOdds(17, 0, wwHouseRules({ wolfSpawnPercent: 50 }));
    expect(odds.none.p).toBe(0.5);
    expect(odds.kinds.map((k) => k.chance.chance.toString())).toEqual(['9/40', '1/5', '3/40']);
  });

  it('a roll of the spawn follows the stage: d100 of 71–100 at turn 9 is a Dire Wolf', () => {
    const faces = (...f: number[]) => {
      let i = 0;
      return () => ((f[i++] ?? 1) - 0.5) / 100;
    };
    expect(rollSpawn(9, 0, faces(1, 70))).toBe('wolf');
    expect(rollSpawn(9, 0, faces(1, 71))).toBe('dire');
    expect(rollSpawn(17, 0, faces(1, 86))).toBe('iron');
    expect(rollSpawn(17, 0, faces(51, 1), wwHouseRules({ wolfSpawnPercent: 50 }))).toBeNull();
  });

  it('loot: "Killing one yields one scraps" and Iron "50% chance of yielding one anomalous material"', () => {
    expect(wolfLoot('iron').map((l) => [l.item, l.count, l.chance.p])).toEqual([
      ['scraps', 1, 1],
      ['anomalous-material', 1, 0.5],
    ]);
    expect(rollWolfLoot('iron', () => 0.1)).toEqual({ scraps: 1, 'anomalous-material': 1 });
    expect(rollWolfLoot('iron', () => 0.9)).toEqual({ scraps: 1 });
    const random = createSeededRandom(5);
    expect(rollWolfLoot('wolf', random)).toEqual({ scraps: 1 });
  });
});
