import { describe, expect, it } from 'vitest';
import {
  Fraction,
  conditionChances,
  conditionDamage,
  conditionOutlook,
  inflictCondition,
  rollConditionTurn,
  treatCondition,
  wwHouseRules,
  type ConditionState,
  type PerkBuild,
  type WwHouseRules,
} from '../../../src/systems/wasteland-wolves/rules';

describe('severities and damage', () => {
  it('"Light illness: 3 … Moderate illness: 4 … Severe illness: 5 damage per turn"', () => {
    expect((['light', 'moderate', 'severe'] as const).map((s) => conditionDamage('illness', s))).toEqual([3, 4, 5]);
  });

  it('"Light bleeding: 4 … Moderate bleeding: 6 … Severe bleeding: 8 damage per turn"', () => {
    expect((['light', 'moderate', 'severe'] as const).map((s) => conditionDamage('bleeding', s))).toEqual([4, 6, 8]);
    expect(conditionDamage('bleeding', null)).toBe(0);
  });

  it('"35% chance of improving … 25% chance of worsening" (illness), "50% … 25%" (bleeding); Resilient 15 %, 45 %, 65 %', () => {
    expect(conditionChances('illness', {})).toEqual({ improvePercent: 35, worsenPercent: 25, stayPercent: 40 });
    expect(conditionChances('bleeding', {})).toEqual({ improvePercent: 50, worsenPercent: 25, stayPercent: 25 });
    expect(conditionChances('bleeding', { resilient: 2 })).toEqual({
      improvePercent: 65,
      worsenPercent: 15,
      stayPercent: 20,
    });
  });
});

describe('treatments and infliction', () => {
  it('Tourniquet / Penicillin: "Reduces … severity by two" (R-cond-1)', () => {
    expect(treatCondition('severe', 2)).toBe('light');
    expect(treatCondition('moderate', 2)).toBeNull();
    expect(treatCondition('light', 2)).toBeNull();
    expect(() => treatCondition(null, 2)).toThrow('There is nothing to treat: the player has none.');
  });

  it('"Causes or worsens bleeding twice" (M-03: a new one starts light)', () => {
    expect(inflictCondition(null, 2)).toBe('moderate');
    expect(inflictCondition('light', 2)).toBe('severe');
    expect(inflictCondition('severe', 2)).toBe('severe');
    expect(inflictCondition(null, 1)).toBe('light');
    expect(inflictCondition(null, 1, wwHouseRules({ startingSeverity: 'moderate' }))).toBe('moderate');
    expect(inflictCondition(null, 2, wwHouseRules({ startingSeverity: 'severe' }))).toBe('severe');
  });
});

const LEVELS: ConditionState[] = [null, 'light', 'moderate', 'severe'];
const DAMAGE = { illness: [0, 3, 4, 5], bleeding: [0, 4, 6, 8] };
const CHANCES = { illness: [35, 25], bleeding: [50, 25] };

interface Tally {
  dead: Fraction;
  damage: Map<number, Fraction>;
  ill: Map<number, Fraction>;
  bleed: Map<number, Fraction>;
}

/**
 * Every path of `turns` turns, one by one, from the text alone: each turn each condition improves, worsens or stays on
 * its own chance, and deals its severity's damage before (or after) the change.
 */
function brute(
  health: number,
  ill0: number,
  bleed0: number,
  turns: number,
  rules: WwHouseRules,
  improve = CHANCES,
): Tally {
  const tally: Tally = { dead: Fraction.ZERO, damage: new Map(), ill: new Map(), bleed: new Map() };
  const add = (map: Map<number, Fraction>, k: number, p: Fraction) => map.set(k, (map.get(k) ?? Fraction.ZERO).add(p));
  const moves = (level: number, [up, down]: number[]): [number, number][] => {
    if (level === 0) return [[0, 100]];
    const better = level === 1 && rules.improveFromLight === 'stays-light' ? 1 : level - 1;
    const worse = level === 3 ? (rules.worsenFromSevere === 'fatal' ? -1 : 3) : level + 1;
    return [
      [better, up ?? 0],
      [worse, down ?? 0],
      [level, 100 - (up ?? 0) - (down ?? 0)],
    ];
  };
  const walk = (t: number, ill: number, bleed: number, damage: number, p: Fraction) => {
    if (t === turns) {
      add(tally.damage, damage, p);
      add(tally.ill, ill, p);
      add(tally.bleed, bleed, p);
      return;
    }
    const hurt = (i: number, b: number) => damage + (DAMAGE.illness[i] ?? 0) + (DAMAGE.bleeding[b] ?? 0);
    for (const [i, wi] of moves(ill, improve.illness)) {
      for (const [b, wb] of moves(bleed, improve.bleeding)) {
        const q = p.mul(Fraction.of(wi * wb, 10_000));
        if (q.isZero()) continue;
        const before = rules.conditionOrder === 'damage-first' ? hurt(ill, bleed) : null;
        if (before !== null && before >= health) {
          tally.dead = tally.dead.add(q);
          add(tally.damage, before, q);
          continue;
        }
        if (i < 0 || b < 0) {
          tally.dead = tally.dead.add(q);
          add(tally.damage, before ?? damage, q);
          continue;
        }
        const after = before ?? hurt(i, b);
        if (after >= health) {
          tally.dead = tally.dead.add(q);
          add(tally.damage, after, q);
          continue;
        }
        walk(t + 1, i, b, after, q);
      }
    }
  };
  walk(0, ill0, bleed0, 0, Fraction.ONE);
  return tally;
}

/** The brute force's tally merged so dead paths that stopped early count once at their damage. */
function compare(
  health: number,
  ill: number,
  bleed: number,
  turns: number,
  rules: WwHouseRules,
  perks: PerkBuild = {},
) {
  const improve = {
    illness: [conditionChances('illness', perks).improvePercent, conditionChances('illness', perks).worsenPercent],
    bleeding: [conditionChances('bleeding', perks).improvePercent, conditionChances('bleeding', perks).worsenPercent],
  };
  const outlook = conditionOutlook(
    { health, illness: LEVELS[ill] ?? null, bleeding: LEVELS[bleed] ?? null, perks, turns },
    rules,
  );
  const last = outlook.at(-1);
  const b = brute(health, ill, bleed, turns, rules, improve);
  expect(last?.dead.chance, 'dead').toEqual(b.dead);
  expect(new Map(last?.damage.map((o) => [o.value, o.chance])), 'damage').toEqual(b.damage);
  const alive = (map: Map<number, Fraction>) => new Map([...map].filter(([k, p]) => k >= 0 && !p.isZero()));
  expect(new Map(last?.illness.map((o) => [LEVELS.indexOf(o.value), o.chance])), 'illness').toEqual(alive(b.ill));
  expect(new Map(last?.bleeding.map((o) => [LEVELS.indexOf(o.value), o.chance])), 'bleeding').toEqual(alive(b.bleed));
  const total = (last?.illness ?? []).reduce((s, o) => s.add(o.chance), last?.dead.chance ?? Fraction.ZERO);
  expect(total, 'alive and dead sum to 1').toEqual(Fraction.ONE);
}

describe('conditionOutlook: the exact distribution over the next turns, against brute force', () => {
  const defaults = wwHouseRules();

  it.each([
    [100, 1, 0, 4],
    [10, 0, 3, 3],
    [12, 2, 2, 4],
    [20, 3, 1, 4],
    [7, 1, 1, 3],
  ])('health %i, illness level %i, bleeding level %i, %i turns', (health, ill, bleed, turns) => {
    compare(health, ill, bleed, turns, defaults);
  });

  it.each([
    ['stays-light', wwHouseRules({ improveFromLight: 'stays-light' })],
    ['fatal', wwHouseRules({ worsenFromSevere: 'fatal' })],
    ['change-first', wwHouseRules({ conditionOrder: 'change-first' })],
  ])('with the house rule %s', (_name, rules) => {
    compare(15, 3, 2, 3, rules);
    compare(30, 1, 1, 3, rules);
  });

  it('with Resilient Rank 2', () => {
    compare(25, 2, 3, 3, defaults, { resilient: 2 });
  });

  it('one turn of light bleeding at 4 health: dead for certain (4 damage, damage first)', () => {
    const [turn] = conditionOutlook({ health: 4, illness: null, bleeding: 'light', perks: {}, turns: 1 });
    expect(turn?.dead.p).toBe(1);
  });

  it('one turn of light bleeding: 4 damage, then 50 % cured, 25 % moderate, 25 % still light', () => {
    const [turn] = conditionOutlook({ health: 50, illness: null, bleeding: 'light', perks: {}, turns: 1 });
    expect(turn?.damage.map((o) => [o.value, o.p])).toEqual([[4, 1]]);
    expect(turn?.bleeding.map((o) => [o.value, o.p])).toEqual([
      [null, 0.5],
      ['light', 0.25],
      ['moderate', 0.25],
    ]);
  });

  it('treating a severe bleed with a Tourniquet before the outlook lowers the chance of death', () => {
    const input = { health: 20, illness: null, perks: {}, turns: 5 } as const;
    const untreated = conditionOutlook({ ...input, bleeding: 'severe' }).at(-1)?.dead.p ?? 0;
    const treated = conditionOutlook({ ...input, bleeding: treatCondition('severe', 2) }).at(-1)?.dead.p ?? 1;
    expect(treated).toBeLessThan(untreated);
    expect(untreated).toBeGreaterThan(0.5);
  });

  it('looks up to 30 turns ahead and refuses more or a dead player', () => {
    const long = conditionOutlook({ health: 100, illness: 'severe', bleeding: 'severe', perks: {}, turns: 30 });
    expect(long).toHaveLength(30);
    expect(long.map((t) => t.dead.p)).toEqual([...long.map((t) => t.dead.p)].sort((a, b) => a - b));
    expect(() => conditionOutlook({ health: 100, illness: null, bleeding: null, perks: {}, turns: 31 })).toThrow(
      'The number of turns must be a whole number from 1 to 30, not 31.',
    );
    expect(() => conditionOutlook({ health: 0, illness: null, bleeding: null, perks: {}, turns: 1 })).toThrow(
      'Health must be a whole number from 1 to 1000, not 0.',
    );
  });
});

describe('rollConditionTurn: a turn on the app’s dice', () => {
  const face = (...faces: number[]) => {
    let i = 0;
    return () => ((faces[i++] ?? 1) - 0.5) / 100;
  };

  it('damage first; a d100 of 1-35 improves an illness, 36-60 worsens it, 61-100 leaves it', () => {
    expect(rollConditionTurn(face(35), { illness: 'moderate', bleeding: null, perks: {} })).toEqual({
      damage: 4,
      illness: 'light',
      bleeding: null,
      fatal: false,
    });
    expect(rollConditionTurn(face(36), { illness: 'moderate', bleeding: null, perks: {} }).illness).toBe('severe');
    expect(rollConditionTurn(face(60), { illness: 'moderate', bleeding: null, perks: {} }).illness).toBe('severe');
    expect(rollConditionTurn(face(61), { illness: 'moderate', bleeding: null, perks: {} }).illness).toBe('moderate');
  });

  it('bleeding rolls on its own die: 1-50 improves, 51-75 worsens; both deal their damage (3 + 8)', () => {
    const turn = rollConditionTurn(face(90, 50), { illness: 'light', bleeding: 'severe', perks: {} });
    expect(turn).toEqual({ damage: 11, illness: 'light', bleeding: 'moderate', fatal: false });
  });

  it('change first deals the new severity; A-02 fatal ends the player', () => {
    const changeFirst = wwHouseRules({ conditionOrder: 'change-first' });
    expect(rollConditionTurn(face(1), { illness: 'light', bleeding: null, perks: {} }, changeFirst).damage).toBe(0);
    const fatal = wwHouseRules({ worsenFromSevere: 'fatal' });
    expect(rollConditionTurn(face(40), { illness: 'severe', bleeding: null, perks: {} }, fatal).fatal).toBe(true);
  });

  it('Resilient: worsening only on 36-50 (15 %)', () => {
    expect(rollConditionTurn(face(51), { illness: 'light', bleeding: null, perks: { resilient: 1 } }).illness).toBe(
      'light',
    );
    expect(rollConditionTurn(face(50), { illness: 'light', bleeding: null, perks: { resilient: 1 } }).illness).toBe(
      'moderate',
    );
  });
});
