import { describe, expect, it } from 'vitest';
import {
  effectiveArmor,
  naturalArmorTier,
  naturalEnvironmentArmor,
  naturalWeaponTier,
} from '../../src/systems/eos/rules/combat/armor';
import { combatMove } from '../../src/systems/eos/rules/combat/combat-move';
import {
  maxCloaks,
  shieldCheck,
  weaponCheck,
  wornBodyRequirement,
  wornGearCheck,
} from '../../src/systems/eos/rules/combat/gear-limits';
import { raceCombatSpecials } from '../../src/systems/eos/rules/combat/race-specials';
import { RulesError } from '../../src/core/rules/errors';
import { getRace } from '../../src/systems/eos/rules/races';

describe('armor and cloaks against Body', () => {
  it('"Body:5 would allow up to a single T5 armor to be worn. But not a T2 & a T3."', () => {
    expect(wornGearCheck({ body: 5, armorTiers: [5], cloaks: 0 })).toEqual({ ok: true });
    expect(wornGearCheck({ body: 5, armorTiers: [2, 3], cloaks: 0 }).ok).toBe(false);
    expect(wornGearCheck({ body: 5, armorTiers: [6], cloaks: 0 }).ok).toBe(false);
  });

  it('"they may wear a T2 armor & three T1 Cloaks with a Body stat value of 5" — but not four', () => {
    expect(wornGearCheck({ body: 5, armorTiers: [2], cloaks: 3 })).toEqual({ ok: true });
    expect(wornGearCheck({ body: 5, armorTiers: [2], cloaks: 4 }).ok).toBe(false);
  });

  it('Bushcraft: "Body:4 with Armor:2 … the armor with 2 additional Cloaks — removing the Armor will allow for 2 more"', () => {
    expect(wornGearCheck({ body: 4, armorTiers: [2], cloaks: 2 }).ok).toBe(true);
    expect(wornGearCheck({ body: 4, armorTiers: [2], cloaks: 3 }).ok).toBe(false);
    expect(wornGearCheck({ body: 4, armorTiers: [], cloaks: 4 }).ok).toBe(true);
  });

  it('Dwarf: "a Dwarf with Body:2 cannot wear Tier:4 Armor – They may wear two Tier:2 Armor"', () => {
    const dwarf = { specials: ['double-armor'] } as const;
    expect(wornGearCheck({ ...dwarf, body: 2, armorTiers: [4], cloaks: 0 }).ok).toBe(false);
    expect(wornGearCheck({ ...dwarf, body: 2, armorTiers: [2, 2], cloaks: 0 }).ok).toBe(true);
    expect(wornGearCheck({ ...dwarf, body: 2, armorTiers: [1, 1, 1], cloaks: 0 }).ok).toBe(false);
  });

  it('Dwarf cloaks (C-11): Body 5 with one T2 armor allows 8 cloaks (shared pool) or 6 (per free Body point); 10 unarmored', () => {
    const dwarf = { specials: ['double-armor'], body: 5 } as const;
    const perPoint = { dwarfCloaks: 'two-per-free-body-point' } as const;
    expect(wornGearCheck({ ...dwarf, armorTiers: [2], cloaks: 8 }).ok).toBe(true);
    expect(wornGearCheck({ ...dwarf, armorTiers: [2], cloaks: 9 }).ok).toBe(false);
    expect(wornGearCheck({ ...dwarf, armorTiers: [2], cloaks: 6, options: perPoint }).ok).toBe(true);
    expect(wornGearCheck({ ...dwarf, armorTiers: [2], cloaks: 7, options: perPoint }).ok).toBe(false);
    expect(wornGearCheck({ ...dwarf, armorTiers: [], cloaks: 10 }).ok).toBe(true);
    expect(wornGearCheck({ ...dwarf, armorTiers: [], cloaks: 10, options: perPoint }).ok).toBe(true);
  });

  it('shields: "a T8 Shield requires Body: 8+"', () => {
    expect(shieldCheck(8, 8)).toEqual({ ok: true });
    expect(shieldCheck(7, 8).ok).toBe(false);
  });

  it('weapons: melee, thrown and bows need Body ≥ tier; crossbows and firearms "require no stats nor skills"', () => {
    expect(weaponCheck({ body: 3, weapon: 'two-handed-melee', tier: 4, sizeCategory: 'medium' }).ok).toBe(false);
    expect(weaponCheck({ body: 3, weapon: 'bow', tier: 3, sizeCategory: 'medium' }).ok).toBe(true);
    expect(weaponCheck({ body: 0, weapon: 'two-handed-crossbow', tier: 12, sizeCategory: 'medium' }).ok).toBe(true);
    expect(weaponCheck({ body: 0, weapon: 'main-hand-firearm', tier: 12, sizeCategory: 'medium' }).ok).toBe(true);
  });

  it('refuses armor tier 16, negative Body and fractional cloaks', () => {
    expect(() => wornGearCheck({ body: 15, armorTiers: [16], cloaks: 0 })).toThrow(RulesError);
    expect(() => wornGearCheck({ body: -1, armorTiers: [], cloaks: 0 })).toThrow(/Body/);
    expect(() => wornGearCheck({ body: 5, armorTiers: [], cloaks: 1.5 })).toThrow(/Cloaks/);
  });
});

describe('move in combat', () => {
  it('Neo-Cheetah: "A cheetah with Body:10 wearing Tier 5 Armor will have +5 additional move speed, or 8 tiles"', () => {
    expect(combatMove({ baseMove: 3, body: 10, armorTiers: [5], cloaks: 0, specials: ['sprint'] })).toBe(8);
  });

  it('Neo-Cheetah: "a cheetah with Body:12 & no armor or Cloak … will move 12 additional tiles, which is 15 move!"', () => {
    expect(combatMove({ baseMove: 3, body: 12, armorTiers: [], cloaks: 0, specials: ['sprint'] })).toBe(15);
  });

  it('cloaks count against the cheetah bonus too: Body 10, T5 armor and 2 cloaks gives 6', () => {
    expect(combatMove({ baseMove: 3, body: 10, armorTiers: [5], cloaks: 2, specials: ['sprint'] })).toBe(6);
  });

  it('"If the armor tier is too high, they cannot move in it. Their move becomes 0."', () => {
    expect(combatMove({ baseMove: 5, body: 4, armorTiers: [5], cloaks: 0 })).toBe(0);
    expect(combatMove({ baseMove: 5, body: 4, armorTiers: [3], cloaks: 2 })).toBe(0);
    expect(combatMove({ baseMove: 5, body: 4, armorTiers: [3], cloaks: 1 })).toBe(5);
    expect(combatMove({ baseMove: 3, body: 4, armorTiers: [5], cloaks: 0, specials: ['sprint'] })).toBe(0);
  });
});

describe('effective armor', () => {
  it('"You can have a +20 total front armor from equipping a Tier 10 armor & a Tier 10 shield"', () => {
    expect(effectiveArmor({ wornArmorTiers: [10], naturalArmor: 0, shieldTier: 10, attackFrom: 'front' }).total).toBe(
      20,
    );
  });

  it('shields "only reduces damage when receiving attacks from the front"', () => {
    expect(effectiveArmor({ wornArmorTiers: [10], naturalArmor: 0, shieldTier: 10, attackFrom: 'rear' }).total).toBe(
      10,
    );
  });

  it('natural armor stacks with worn armor (A-02): Rock Troll T5 + worn T3 = 8; Neo-Dragon Body 8 + CL 3 = 11', () => {
    const rockTroll = naturalArmorTier({ specials: ['stone-skin'], body: 4, combatLevel: 1 });
    expect(rockTroll).toBe(5);
    expect(effectiveArmor({ wornArmorTiers: [3], naturalArmor: rockTroll, attackFrom: 'rear' }).total).toBe(8);
    expect(naturalArmorTier({ specials: ['scaled-hide'], body: 8, combatLevel: 3 })).toBe(11);
    expect(naturalArmorTier({ specials: [], body: 8, combatLevel: 3 })).toBe(0);
  });

  it('Rock Troll environment armor 15 stays apart from combat armor', () => {
    expect(naturalEnvironmentArmor(['stone-skin'])).toBe(15);
    expect(naturalEnvironmentArmor(['scaled-hide'])).toBe(0);
  });

  it('Neo-Tiger claws "have a Tier Value equal to their [Body stat value + Combat Level]"', () => {
    expect(naturalWeaponTier({ specials: ['claws'], body: 9, combatLevel: 4 })).toBe(13);
    expect(naturalWeaponTier({ body: 9, combatLevel: 4 })).toBeNull();
    expect(() => naturalWeaponTier({ specials: ['claws'], body: 9, combatLevel: 0 })).toThrow(/Combat level/);
  });
});

describe('cloaks and armor for race cards (Bushcraft cloak text, Dwarf footnotes, C-11)', () => {
  const dwarf = raceCombatSpecials('dwarf');

  it('"Body:4 with Armor:2 will result in the ability to wear the armor with 2 additional Cloaks — removing the Armor will allow for 2 more"', () => {
    expect(maxCloaks({ body: 4, armorTiers: [2] })).toBe(2);
    expect(maxCloaks({ body: 4, armorTiers: [] })).toBe(4);
  });

  it('"they may wear a T2 armor & three T1 Cloaks with a Body stat value of 5"', () => {
    expect(maxCloaks({ body: 5, armorTiers: [2] })).toBe(3);
  });

  it('C-11: a Body-5 Dwarf in T2 armor may add 8 cloaks (shared pool), or 6 with the per-Body-point reading', () => {
    expect(maxCloaks({ specials: dwarf, body: 5, armorTiers: [2] })).toBe(8);
    const perPoint = { dwarfCloaks: 'two-per-free-body-point' } as const;
    expect(maxCloaks({ specials: dwarf, body: 5, armorTiers: [2], options: perPoint })).toBe(6);
  });

  it('C-11: with no armor both readings give a Dwarf 2 cloaks per Body point', () => {
    expect(maxCloaks({ specials: dwarf, body: 5, armorTiers: [] })).toBe(10);
    const perPoint = { dwarfCloaks: 'two-per-free-body-point' } as const;
    expect(maxCloaks({ specials: dwarf, body: 5, armorTiers: [], options: perPoint })).toBe(10);
  });

  it('"a Dwarf with Body:2 cannot wear Tier:4 Armor – They may wear two Tier:2 Armor"', () => {
    expect(maxCloaks({ specials: dwarf, body: 2, armorTiers: [2, 2] })).toBe(0);
    expect(() => maxCloaks({ specials: dwarf, body: 2, armorTiers: [4] })).toThrow(/Tier 4 armor needs Body 4/);
  });

  it('"A character may not stack armor": a second suit is only for Dwarves', () => {
    expect(() => maxCloaks({ body: 5, armorTiers: [2, 3] })).toThrow(/1 suit of armor at most/);
    expect(() => maxCloaks({ specials: dwarf, body: 9, armorTiers: [1, 1, 1] })).toThrow(/2 suits of armor at most/);
  });

  it('armor and cloaks need their tiers plus 1 Body per cloak', () => {
    expect(wornBodyRequirement({ armorTiers: [5], cloaks: 2 })).toBe(7);
    expect(() => wornBodyRequirement({ armorTiers: [16], cloaks: 0 })).toThrow(RulesError);
  });
});

describe('move for race cards — Neo-Cheetah bonus', () => {
  const raceMove = (race: 'neo-cheetah' | 'dwarf' | 'human') => ({
    baseMove: getRace(race).move,
    specials: raceCombatSpecials(race),
  });
  const cheetah = raceMove('neo-cheetah');

  it('"A cheetah with Body:10 wearing Tier 5 Armor will have +5 additional move speed, or 8 tiles of move in combat"', () => {
    const move = combatMove({ ...cheetah, body: 10, armorTiers: [5], cloaks: 0 });
    expect(move - cheetah.baseMove).toBe(5);
    expect(move).toBe(8);
  });

  it('"a cheetah with Body:12 & no armor or Cloak … will move 12 additional tiles, which is 15 move!"', () => {
    const move = combatMove({ ...cheetah, body: 12, armorTiers: [], cloaks: 0 });
    expect(move - cheetah.baseMove).toBe(12);
    expect(move).toBe(15);
  });

  it('cloaks count against the cheetah bonus like armor: Body 10, T5 armor and 3 cloaks gives +2', () => {
    expect(combatMove({ ...cheetah, body: 10, armorTiers: [5], cloaks: 3 }) - cheetah.baseMove).toBe(2);
  });

  it('other races move at their printed Move', () => {
    expect(combatMove({ ...raceMove('dwarf'), body: 12, armorTiers: [], cloaks: 0 })).toBe(3);
    expect(combatMove({ ...raceMove('human'), body: 12, armorTiers: [], cloaks: 0 })).toBe(5);
  });

  it('"If the armor tier is too high, they cannot move in it. Their move becomes 0."', () => {
    expect(combatMove({ ...raceMove('human'), body: 4, armorTiers: [4], cloaks: 1 })).toBe(0);
    expect(combatMove({ ...cheetah, body: 4, armorTiers: [4], cloaks: 1 })).toBe(0);
    // A Dwarf's allowance is 2 × Body, so 4 armor + 3 cloaks is light enough at Body 4.
    expect(combatMove({ ...raceMove('dwarf'), body: 4, armorTiers: [4], cloaks: 3 })).toBe(3);
  });
});
