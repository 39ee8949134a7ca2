import { describe, expect, it } from 'vitest';
import {
  attackLock,
  clothingSetTier,
  farmingNetOutput,
  lockCombatStats,
  lockTargetNumber,
  RulesError,
  siegeTransport,
  totalStatPoints,
  wallConstruction,
  type Attack,
} from '../../src/systems/eos/rules';

// Rules of the book that no view computed before issue 17; each expected value is quoted from eos-rules.txt.

describe('a clothing set’s tier (eos-rules.txt 2435)', () => {
  it('"If multiple Tier materials are used: use the lowest Tier among them."', () => {
    expect(clothingSetTier({ materialTiers: [8] })).toBe(8);
    expect(clothingSetTier({ materialTiers: [8, 5, 9] })).toBe(5);
  });

  it('"a T8 Clothing set must use T8+ materials"', () => {
    expect(clothingSetTier({ materialTiers: [9, 8], desiredTier: 8 })).toBe(8);
    expect(() => clothingSetTier({ materialTiers: [9, 7], desiredTier: 8 })).toThrow(
      'A T8 clothing set must use T8+ cloth; the lowest cloth here is T7.',
    );
    expect(() => clothingSetTier({ materialTiers: [] })).toThrow('A clothing set needs at least 1 full cloth.');
    expect(() => clothingSetTier({ materialTiers: [16] })).toThrow(RulesError);
  });
});

describe('total stat points (eos-rules.txt 42, 369)', () => {
  it('"assign 25 points to their Stats" at creation, "1 bonus Stat point" for each Combat Level gained', () => {
    expect(totalStatPoints({ level: 1 })).toEqual({ atCreation: 25, fromLevels: 0, total: 25 });
    expect(totalStatPoints({ level: 4 })).toEqual({ atCreation: 25, fromLevels: 3, total: 28 });
    expect(() => totalStatPoints({ level: 0 })).toThrow('Combat level must be a whole number 1 or more, not 0.');
  });
});

describe('siege transport (eos-rules.txt 1556)', () => {
  it('"Total Body Stat Value to Transport a Siege Weapon is: Tier x4": which carriers suffice', () => {
    const party = [
      { name: 'Ayla', body: 4 },
      { name: 'Grok', body: 12 },
      { name: 'Pip', body: 3 },
    ];
    // T4 needs 16 Body: Grok and Ayla carry it.
    expect(siegeTransport({ tier: 4, carriers: party })).toEqual({
      bodyNeeded: 16,
      bodyAvailable: 19,
      enough: true,
      fewestCarriers: ['Grok', 'Ayla'],
      shortBy: 0,
    });
    // T5 needs 20: the three together fall 1 short.
    expect(siegeTransport({ tier: 5, carriers: party })).toMatchObject({
      enough: false,
      fewestCarriers: [],
      shortBy: 1,
    });
    expect(() => siegeTransport({ tier: 2, carriers: [{ name: 'Ayla', body: -1 }] })).toThrow(RulesError);
  });
});

describe('walls (eos-rules.txt 1780)', () => {
  it('"a T10 wall 10 feet long require 100 square feet of material (360 stones) & a T1 wall 100 feet long also"', () => {
    expect(wallConstruction({ tier: 10, lengthFeet: 10, architectLevel: 10, tools: 'crude' })).toEqual({
      squareFeet: 100,
      stones: 360,
      // "Tier 10 100 days" with Crude tools, for one block of 100 square feet.
      days: 100,
    });
    expect(wallConstruction({ tier: 1, lengthFeet: 100, architectLevel: 3, tools: 'basic' })).toEqual({
      squareFeet: 100,
      stones: 360,
      days: 0.5,
    });
  });

  it('"For every additional 100 square feet, the time to build the structure is extended"; recruits cancel it', () => {
    expect(wallConstruction({ tier: 2, lengthFeet: 100, architectLevel: 5, tools: 'crude' })).toEqual({
      squareFeet: 200,
      stones: 720,
      days: 8,
    });
    expect(wallConstruction({ tier: 2, lengthFeet: 100, architectLevel: 5, tools: 'crude', helpers: 1 }).days).toBe(4);
  });

  it('"a wall with an assigned Tier of their skill level in Architect or lower"', () => {
    expect(() => wallConstruction({ tier: 6, lengthFeet: 10, architectLevel: 5, tools: 'crude' })).toThrow(
      'Architect 5 builds walls up to Tier 5, not Tier 6.',
    );
    expect(() => wallConstruction({ tier: 2, lengthFeet: 0, architectLevel: 5, tools: 'crude' })).toThrow(RulesError);
  });
});

describe('locks attacked in combat (eos-rules.txt 2144)', () => {
  const maul: Attack = {
    kind: 'melee',
    attacker: { body: 10, size: { sizeCategory: 'medium', tiles: 1 }, specials: [] },
    weapons: [{ kind: 'two-handed-melee', tier: 10 }],
    targetArmor: 0,
  };

  it('"The Lock will have an Armor rating & HP equal to it\'s target number"', () => {
    const targetNumber = lockTargetNumber({ tier: 7 });
    expect(targetNumber).toBe(27);
    expect(lockCombatStats({ tier: 7, targetNumber, damageTaken: 0 })).toEqual({
      armor: 27,
      maxHp: 27,
      hp: 27,
      broken: false,
    });
  });

  it('"a lock with target number of 44 would soak the first 44 points of damage dealt to it on each attack"', () => {
    const hit = attackLock({
      lock: { tier: 15, targetNumber: 44, damageTaken: 0 },
      attack: maul,
      roll: { d20: 19, reflex: 10, weaponSkill: 10 },
    });
    // 19 + 10 + 10 + Body 10 + T10 − 44 = 15
    expect(hit.damage.total).toBe(15);
    expect(hit.stats).toEqual({ armor: 44, maxHp: 44, hp: 29, broken: false });
    expect(hit.tierLost).toBe(false);
  });

  it('"Rolling a 20 will reduce it\'s Tier value … If the lock has it\'s Tier value reduced & has already lost HP. That HP is deducted from the new HP value."', () => {
    const hit = attackLock({
      lock: { tier: 7, targetNumber: 27, damageTaken: 10 },
      attack: maul,
      roll: { d20: 20, reflex: 0, weaponSkill: 0 },
    });
    expect(hit.tierLost).toBe(true);
    // T6: target number, armour and HP 26; this blow 20 + 10 + 10 − 26 = 14, and the 10 already lost stay lost.
    expect(hit.lock).toEqual({ tier: 6, targetNumber: 26, damageTaken: 24 });
    expect(hit.stats).toEqual({ armor: 26, maxHp: 26, hp: 2, broken: false });
  });

  it('"Rolling a 1 will damage your weapon"; a broken lock is not attacked again', () => {
    const miss = attackLock({
      lock: { tier: 7, targetNumber: 27, damageTaken: 0 },
      attack: maul,
      roll: { d20: 1, reflex: 0, weaponSkill: 0 },
    });
    expect(miss.weaponDamaged).toBe(true);
    expect(miss.damage.total).toBe(0);
    expect(() =>
      attackLock({
        lock: { tier: 7, targetNumber: 27, damageTaken: 27 },
        attack: maul,
        roll: { d20: 5, reflex: 0, weaponSkill: 0 },
      }),
    ).toThrow('The lock is already broken.');
  });
});

describe('farming’s net output (eos-rules.txt 2023–2025)', () => {
  it('"Gross days of food – (1d20 – Trapping Target number)] = Net Food", for any gross output', () => {
    expect(
      farmingNetOutput({
        grossFood: 30,
        grossCloth: 10,
        largeAnimalRoll: 15,
        smallAnimalRoll: 12,
        huntingTargetNumber: 10,
        trappingTargetNumber: 14,
      }),
    ).toMatchObject({ netFood: 30, netCloth: 5, losses: { clothLost: 5, foodLost: 0 } });
  });

  it('"Ignore any negative numbers": a loss above the share leaves 0, never less', () => {
    expect(
      farmingNetOutput({
        grossFood: 3,
        grossCloth: 0,
        largeAnimalRoll: 20,
        smallAnimalRoll: 20,
        huntingTargetNumber: 0,
        trappingTargetNumber: 5,
      }),
    ).toMatchObject({ netFood: 0, netCloth: 0 });
    expect(() =>
      farmingNetOutput({
        grossFood: 2.5,
        grossCloth: 0,
        largeAnimalRoll: 1,
        smallAnimalRoll: 1,
        huntingTargetNumber: 0,
        trappingTargetNumber: 0,
      }),
    ).toThrow('Gross food must be a whole number 0 or more, not 2.5.');
  });
});
