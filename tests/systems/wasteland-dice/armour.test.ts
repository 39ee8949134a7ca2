import { describe, expect, it } from 'vitest';
import armour from '../../../data/wasteland-dice/armour.json';
import { RulesError } from '../../../src/systems/eos/rules';
import {
  armourClassLabel,
  armourOf,
  biteScratchResistance,
  helmetArmour,
  resistanceBand,
  torsoArmour,
  type Resistances,
} from '../../../src/systems/wasteland-dice/rules';
import { ARMOUR_EXAMPLES } from './fixtures';

const piece = (scratch: number, bite: number, bullet: number): Resistances => ({ name: 'Test', scratch, bite, bullet });
const torsoNumbers = (p: Resistances) => {
  const t = torsoArmour(p);
  return [t.melee, t.ranged, t.movement, t.stealth];
};

describe('the four armour examples of the text', () => {
  it('Examples 1: "A leather jacket has 40% scratch resistance and 20% bite resistance … +1 to melee defense, 0 to ranged defense, and counts as light armor, with no penalty to movement or stealth."', () => {
    const jacket = torsoArmour(ARMOUR_EXAMPLES.leatherJacket);
    expect(jacket).toMatchObject({ melee: 1, ranged: 0, movement: 0, stealth: 0, armourClass: 'light' });
    expect(jacket.row?.printed).toBe('| 30 - 69% | < 30% | +1 | +0 | No Change | No Change |');
  });

  it('Example 2: "A bulletproof vest has 100% bullet resistance and 55% scratch resistance … +2 to ranged defense and +1 to melee defense … counts as medium armor, imposing a penalty to movement and stealth."', () => {
    const vest = torsoArmour(ARMOUR_EXAMPLES.bulletproofVest);
    expect(vest).toMatchObject({ melee: 1, ranged: 2, movement: -1, stealth: -1, armourClass: 'medium' });
    expect(vest.row?.printed).toBe('| 30 - 69% | ≥ 70% | +1 | +2 | -1 Movement | -1 Stealth |');
  });

  it('Helmet Example 1: "A football helmet has 80% scratch resistance and no bullet resistance. This translates into +1 melee defense and 0 ranged defense."', () => {
    expect(helmetArmour(ARMOUR_EXAMPLES.footballHelmet)).toMatchObject({ melee: 1, ranged: 0 });
  });

  it('Helmet Example 2: "A military helmet has 100% scratch resistance, 100% bite resistance and 10% bullet resistance … becomes a +1 ranged defense helmet, and therefore loses it\'s melee defense bonus"', () => {
    const helmet = helmetArmour(ARMOUR_EXAMPLES.militaryHelmet);
    expect(helmet).toMatchObject({ melee: 0, ranged: 1 });
    expect(helmet.row?.printed).toBe('| Any | > 0 | +0 | +1 |');
  });

  it('"Armor comes from both your torso area and helmet": vest + football helmet is +2 melee, +2 ranged; "Armor can add up to 3 points"', () => {
    const both = armourOf({ torso: ARMOUR_EXAMPLES.bulletproofVest, helmet: ARMOUR_EXAMPLES.footballHelmet });
    expect([both.melee, both.ranged, both.movement, both.stealth, both.armourClass]).toEqual([2, 2, -1, -1, 'medium']);
    const most = armourOf({ torso: piece(100, 100, 100), helmet: ARMOUR_EXAMPLES.militaryHelmet });
    expect([most.melee, most.ranged]).toEqual([2, 3]);
  });
});

describe('A-02: the Bite/Scratch column reads the higher of the two', () => {
  it('the jacket reads 40 %, not its 20 % bite (the lower would give +0, the text says +1)', () => {
    expect(biteScratchResistance(ARMOUR_EXAMPLES.leatherJacket)).toBe(40);
    expect(torsoArmour(piece(20, 20, 0)).melee).toBe(0);
  });

  it('bite counts as much as scratch: 75 % bite and 0 % scratch is ≥ 70 %', () => {
    expect(torsoArmour(piece(0, 75, 0)).melee).toBe(2);
    expect(helmetArmour(piece(0, 75, 0)).melee).toBe(1);
  });
});

describe('A-03: the bands meet exactly at 30 and 70 %', () => {
  it.each([
    [0, 'under-30'],
    [29, 'under-30'],
    [29.99, 'under-30'],
    [30, '30-69'],
    [69, '30-69'],
    [69.99, '30-69'],
    [70, '70-plus'],
    [100, '70-plus'],
  ] as const)('%s %% is %s', (percent, band) => {
    expect(resistanceBand(percent)).toBe(band);
  });

  it.each([
    ['scratch 29 / 30', piece(29, 0, 0), piece(30, 0, 0), 'melee', 0, 1],
    ['scratch 69 / 70', piece(69, 0, 0), piece(70, 0, 0), 'melee', 1, 2],
    ['bullet 29 / 30', piece(0, 0, 29), piece(0, 0, 30), 'ranged', 0, 1],
    ['bullet 69 / 70', piece(0, 0, 69), piece(0, 0, 70), 'ranged', 1, 2],
  ] as const)('torso %s: %s +%i then +%i', (_name, below, at, column, before, after) => {
    expect(torsoArmour(below)[column]).toBe(before);
    expect(torsoArmour(at)[column]).toBe(after);
  });

  it('helmet: 69 % scratch is +0, 70 % is +1 melee ("< 70%" / "≥ 70%")', () => {
    expect(helmetArmour(piece(69, 0, 0)).melee).toBe(0);
    expect(helmetArmour(piece(69.9, 0, 0)).melee).toBe(0);
    expect(helmetArmour(piece(70, 0, 0)).melee).toBe(1);
  });

  it('helmet: bullet "0" is exactly 0; any bullet resistance above it, even 0.5 %, is "> 0" and +1 ranged only', () => {
    expect(helmetArmour(piece(100, 0, 0))).toMatchObject({ melee: 1, ranged: 0 });
    expect(helmetArmour(piece(100, 0, 0.5))).toMatchObject({ melee: 0, ranged: 1 });
    expect(helmetArmour(piece(0, 0, 1))).toMatchObject({ melee: 0, ranged: 1 });
  });
});

describe('the torso table, row by row', () => {
  // One armour in the middle of each band: under 30 → 10 %, 30-69 → 50 %, ≥ 70 → 90 %.
  const middle = { 'under-30': 10, '30-69': 50, '70-plus': 90 } as const;
  it.each(armour.torso.rows.map((row) => [row.printed, row] as const))('%s', (_printed, row) => {
    const p = piece(middle[row.biteScratch as keyof typeof middle], 0, middle[row.bullet as keyof typeof middle]);
    expect(torsoNumbers(p)).toEqual([row.melee, row.ranged, row.movement, row.stealth]);
  });

  it('"| ≥ 70% | ≥ 70% | +2 | +2 | -2 Movement | -2 Stealth |" is heavy armour (M-05: the text names no class for it)', () => {
    const heavy = torsoArmour(piece(90, 90, 90));
    expect([heavy.movement, heavy.stealth, heavy.armourClass]).toEqual([-2, -2, 'heavy']);
    expect(armourClassLabel('heavy')).toBe('Heavy armour');
  });

  it('"| ≥ 70% | < 30% | +2 | +0 | -1 Movement | -1 Stealth |": one +2 is medium whichever column it is in (T-01)', () => {
    expect(torsoArmour(piece(90, 0, 0)).armourClass).toBe('medium');
    expect(torsoArmour(piece(0, 0, 90)).armourClass).toBe('medium');
  });

  it('no torso armour and no helmet add nothing and count as light', () => {
    expect(armourOf({ torso: null, helmet: null })).toMatchObject({
      melee: 0,
      ranged: 0,
      movement: 0,
      armourClass: 'light',
    });
  });
});

describe('bad armour is refused in a player’s words', () => {
  it.each([
    [piece(101, 0, 0), "Test's scratch resistance (a resistance in percent) must be a number from 0 to 100, not 101."],
    [piece(0, -1, 0), "Test's bite resistance (a resistance in percent) must be a number from 0 to 100, not -1."],
    [
      piece(0, 0, Number.NaN),
      "Test's bullet resistance (a resistance in percent) must be a number from 0 to 100, not NaN.",
    ],
  ])('%o', (bad, message) => {
    expect(() => torsoArmour(bad)).toThrow(RulesError);
    expect(() => torsoArmour(bad)).toThrow(message);
    expect(() => helmetArmour(bad)).toThrow(RulesError);
  });

  it('a band of 150 % does not exist', () => {
    expect(() => resistanceBand(150)).toThrow(
      'A resistance (a resistance in percent) must be a number from 0 to 100, not 150.',
    );
  });
});
