import { describe, expect, it } from 'vitest';
import { naturalArmorTier, naturalEnvironmentArmor, naturalWeaponTier } from '../../src/systems/eos/rules/combat/armor';
import { regenerationPerRound } from '../../src/systems/eos/rules/combat/health';
import { raceCombatSpecials, specialValue } from '../../src/systems/eos/rules/combat/race-specials';
import { COMBAT_SPECIAL_IDS, type CombatSpecialId } from '../../src/systems/eos/rules/schemas/combat';
import type { RaceId } from '../../src/systems/eos/rules/schemas/races';
import { RulesError } from '../../src/core/rules/errors';
import { getRace, listRaces } from '../../src/systems/eos/rules/races';

/** Each race card's specials that change a combat number, read from the printed card. */
const CARD_SPECIALS: readonly (readonly [RaceId, readonly CombatSpecialId[], string])[] = [
  ['cave-troll', ['regenerates-body'], 'regenerate Hit Points (HP) at a rate of [Body value] each round'],
  [
    'daywalker',
    ['exsanguination', 'undeath'],
    '“Exsanguination” and “Undeath” (Perfect Guise changes no combat number)',
  ],
  ['dwarf', ['double-armor'], 'Dwarves can wear an additional suit of armor'],
  ['forest-troll', ['regenerates-body-plus-level'], 'at a rate of [Body value + Combat Level] each round'],
  ['gratchen', [], 'Dark Vision, Infrared Vision, Tiny Perspective'],
  ['human', [], 'Fast Learner'],
  ['neo-ape', ['prehensile-tail'], 'They my equip 1-handed melee weapons with their tail'],
  ['neo-bear', ['trade-blows-2'], 'Trade Blows 2'],
  ['neo-blackbear', ['trade-blows-1'], 'Trade Blows 1'],
  ['neo-cheetah', ['sprint'], 'bonus Move Speed equal to their Body stat minus the Body stat requirement'],
  ['neo-daemon', [], 'Daemonic Mind, Boundless Learning'],
  ['neo-dragon', ['scaled-hide'], 'Natural Armor has a Tier Value equal to their [Body stat value + Combat Level]'],
  ['neo-hyena', ['far-thrower'], 'Neo-Hyenas can throw melee weapons 5 tiles further'],
  ['neo-panther', ['blend-in-shadow'], 'Supernatural, Blend in Shadow, Pounce'],
  ['neo-rat', [], 'Quick Reflexes, Poison Immunity, Iron Stomach'],
  ['neo-tabby', ['vigilance'], 'Uncanny Presence, Trap Sense, Vigilance'],
  ['neo-tiger', ['claws'], 'Neo-Tigers gain “Natural Weapons” as claws'],
  ['neo-wolf', ['heavy-shooter'], 'Neo-Wolves may add their Body stat to damage dealt with Bows'],
  ['orc', ['two-hander-in-main-hand'], 'Orcs can wield a 2-handed melee weapon in their main hand'],
  ['rock-troll', ['stone-skin'], 'Rock trolls have Tier 5 Natural Armor'],
  ['shore-troll', [], 'Born Fisher'],
  ['warhog', ['uncatchable', 'trap-survivor'], '“Uncatchable” and “Trap Survivor”'],
];

describe('raceCombatSpecials — the combat specials each race card grants', () => {
  it('covers all 22 races', () => {
    expect(CARD_SPECIALS.map(([id]) => id)).toEqual(listRaces().map((race) => race.id));
  });

  it.each(CARD_SPECIALS)('%s: %j (%s)', (race, specials) => {
    expect(raceCombatSpecials(race)).toEqual(specials);
    expect(raceCombatSpecials(getRace(race))).toEqual(specials);
  });

  it('every combat special is granted by exactly one race card, which holds its numbers', () => {
    for (const id of COMBAT_SPECIAL_IDS) {
      const granting = listRaces().filter((race) => raceCombatSpecials(race).includes(id));
      expect(granting, id).toHaveLength(1);
    }
  });

  it('reads the numbers of a special from the card that grants it', () => {
    expect(specialValue('far-thrower', (card) => card.traits.thrownRange)).toBe(10); // "doubles it to 10 tiles"
    expect(specialValue('double-armor', (card) => card.traits.armorSuits)).toBe(2); // "2 pieces of armor"
    expect(specialValue('stone-skin', (card) => card.naturalArmor.environmentTier)).toBe(15);
    expect(() => specialValue('sprint', (card) => card.traits.thrownRange)).toThrow(
      'No race card grants the combat special "sprint" with that value.',
    );
  });

  it('refuses an unknown race', () => {
    expect(() => raceCombatSpecials('elf' as RaceId)).toThrow(/There is no race "elf"/);
  });
});

describe('natural armor, regeneration and claws from the race cards', () => {
  it('Neo-Dragon natural armor "equal to their [Body stat value + Combat Level]"', () => {
    expect(naturalArmorTier({ specials: raceCombatSpecials('neo-dragon'), body: 5, combatLevel: 3 })).toBe(8);
  });

  it('"Rock trolls have Tier 5 Natural Armor" and "Tier 15 Natural Armor vs Environment"', () => {
    expect(naturalArmorTier({ specials: raceCombatSpecials('rock-troll'), body: 9, combatLevel: 4 })).toBe(5);
    expect(naturalEnvironmentArmor(raceCombatSpecials('rock-troll'))).toBe(15);
  });

  it('every other race has no natural armor', () => {
    for (const race of listRaces().filter((r) => r.id !== 'neo-dragon' && r.id !== 'rock-troll')) {
      const specials = raceCombatSpecials(race);
      expect(naturalArmorTier({ specials, body: 9, combatLevel: 4 }), race.id).toBe(0);
      expect(naturalEnvironmentArmor(specials), race.id).toBe(0);
    }
  });

  it('Cave trolls regenerate "[Body value] each round"; Forest Trolls "[Body value + Combat Level]"', () => {
    expect(regenerationPerRound({ specials: raceCombatSpecials('cave-troll'), body: 4, combatLevel: 3 })).toBe(4);
    expect(regenerationPerRound({ specials: raceCombatSpecials('forest-troll'), body: 4, combatLevel: 3 })).toBe(7);
    expect(regenerationPerRound({ specials: raceCombatSpecials('human'), body: 4, combatLevel: 3 })).toBe(0);
  });

  it('Neo-Tiger claws have "a Tier Value equal to their [Body stat value + Combat Level]"', () => {
    expect(naturalWeaponTier({ specials: raceCombatSpecials('neo-tiger'), body: 6, combatLevel: 2 })).toBe(8);
    expect(naturalWeaponTier({ specials: raceCombatSpecials('human'), body: 6, combatLevel: 2 })).toBeNull();
    expect(getRace('neo-tiger').traits.naturalWeapons?.skill).toBe('unarmed-melee');
  });

  it('refuses a negative Body or a level below 1', () => {
    const dragon = raceCombatSpecials('neo-dragon');
    expect(() => naturalArmorTier({ specials: dragon, body: -1, combatLevel: 1 })).toThrow(RulesError);
    const caveTroll = raceCombatSpecials('cave-troll');
    expect(() => regenerationPerRound({ specials: caveTroll, body: 3, combatLevel: 0 })).toThrow(/Combat level/);
  });
});
