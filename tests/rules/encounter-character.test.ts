import { describe, expect, it } from 'vitest';
import { characterSheet } from '../../src/systems/eos/rules/character/sheet';
import {
  armorAgainst,
  characterCombatant,
  createEncounter,
  type Combatant,
} from '../../src/systems/eos/rules/encounter';
import { RulesError } from '../../src/core/rules/errors';
import { armor, buildOf, gearOf, shield, skillsOf, weapon } from './character-fixtures';

const only = (input: Parameters<typeof characterCombatant>[0]): Combatant =>
  createEncounter({ combatants: [characterCombatant(input)], orderMode: 'clockwise' }).encounter.combatants[0]!;

describe('a campaign character enters the fight with the numbers of their sheet', () => {
  const build = buildOf(
    'human',
    { body: 6, mind: 5, reflex: 5, presence: 4 },
    { exp: 4000, skills: skillsOf({ 'main-hand-melee': [4, 2], 'two-handed-firearm': [5, 0] }) },
  );
  const sword = weapon('main-hand-melee', 3, 'right-hip', { name: 'Sword' });
  const rifle = weapon('two-handed-firearm', 4, null, { name: 'Rifle' });
  const gear = gearOf({ armor: [armor(2, { fullTier: 4 })], shield: shield(3, 'back'), weapons: [sword, rifle] });

  it('stats, skills, HP, level and gear tiers (a damaged suit stays damaged; a shield on the back starts put away)', () => {
    const c = only({
      id: 'bran',
      name: 'Bran',
      characterId: 'c-1',
      build,
      gear,
      currentHp: 12,
      bulletTiers: { [rifle.id]: 3 },
    });
    const sheet = characterSheet({ build, gear, currentHp: 12 });
    expect(c).toMatchObject({ hp: 12, maxHp: 38, body: 6, reflex: 5, presence: 4, mind: 5, combatLevel: 3 });
    expect(c.skills).toEqual({ 'main-hand-melee': 6, 'two-handed-firearm': 5 });
    expect(c.move).toBe(sheet.combatMove.value);
    expect(c.gear.find((g) => g.slot === 'armor')).toMatchObject({ tier: 2, fullTier: 4 });
    expect(c.gear.find((g) => g.slot === 'shield')).toMatchObject({ equipped: false });
    expect(c.gear.find((g) => g.id === rifle.id)).toMatchObject({ bulletTier: 3, reload: { loaded: true } });
    // The engine's armor agrees with the sheet's: "armor … (& shield if applicable)".
    expect(armorAgainst(c, 'front').total).toBe(sheet.armor.front.value);
    expect(armorAgainst(c, 'rear').total).toBe(sheet.armor.rear.value);
  });

  it('a firearm needs the tier of its bullets', () => {
    expect(() =>
      characterCombatant({ id: 'bran', name: 'Bran', characterId: 'c-1', build, gear, currentHp: 12 }),
    ).toThrow(RulesError);
  });

  it('race specials: Neo-Tiger claws "[Body stat value + Combat Level]", Rock Troll natural armor "Tier 5"', () => {
    const tiger = only({
      id: 'tiger',
      name: 'Stripes',
      characterId: 'c-2',
      build: buildOf('neo-tiger', { body: 6 }),
      gear: gearOf({}),
      currentHp: 26,
    });
    expect(tiger.gear).toEqual([
      expect.objectContaining({ slot: 'natural-weapon', id: 'natural-weapon', tier: 7, fullTier: 7 }),
    ]);
    expect(tiger.specials).toContain('claws');
    const troll = only({
      id: 'rock',
      name: 'Slate',
      characterId: 'c-3',
      build: buildOf('rock-troll', { body: 6 }),
      gear: gearOf({}),
      currentHp: 20,
    });
    expect(troll.gear).toEqual([expect.objectContaining({ slot: 'natural-armor', tier: 5 })]);
    expect(troll.size).toEqual({ sizeCategory: 'medium', tiles: 1 });
  });
});
