import { maxHp } from '../../src/systems/eos/rules/character/hp';
import { raceCombatSpecials } from '../../src/systems/eos/rules/combat/race-specials';
import { quickCreatureProfile } from '../../src/systems/eos/rules/encounter/profile';
import type { CombatantInput, QuickCreature } from '../../src/systems/eos/rules/encounter/types';
import type { RandomSource } from '../../src/core/rules/random';

/** The draw that makes a d20 show `face`. */
export const face = (value: number): number => (value - 0.5) / 20;

/** A random source that throws these d20 faces in order and refuses to run dry. */
export function scriptedD20(...faces: number[]): RandomSource {
  let next = 0;
  return () => {
    const value = faces[next];
    if (value === undefined) throw new Error(`The script ran out after ${next} draws.`);
    next++;
    return face(value);
  };
}

/** Typed dice: every die each side threw. */
export const typed = (attacker: number[], defender: number[] = []) => ({ attacker, defender });

/** A human fighter: Body 4, Reflex 3, sword T3, 2H crossbow T2, armor T2, shield T2 in hand. */
export const ayla: CombatantInput = {
  id: 'ayla',
  name: 'Ayla',
  side: 'party',
  source: { kind: 'character', characterId: 'char-ayla' },
  profile: {
    size: { sizeCategory: 'medium', tiles: 1 },
    maxHp: maxHp({ body: 4, level: 1, race: 'human' }),
    body: 4,
    reflex: 3,
    presence: 2,
    mind: 3,
    combatLevel: 1,
    move: 5,
    skills: { 'main-hand-melee': 4, 'unarmed-melee': 2, 'two-handed-crossbow': 3, stealth: 3, traps: 2 },
    gear: [
      { slot: 'weapon', id: 'sword', name: 'Sword', kind: 'main-hand-melee', tier: 3 },
      { slot: 'weapon', id: 'xbow', name: 'Crossbow', kind: 'two-handed-crossbow', tier: 2 },
      { slot: 'armor', id: 'mail', name: 'Mail', tier: 2 },
      { slot: 'shield', id: 'buckler', name: 'Buckler', tier: 2 },
    ],
    specials: raceCombatSpecials('human'),
  },
};

/** A Cave Troll (large, 1×2): Body 6, Reflex 2, 2H maul T4, hide armor T1, regenerates [Body value] per round. */
export const grok: CombatantInput = {
  id: 'grok',
  name: 'Grok',
  side: 'party',
  source: { kind: 'character', characterId: 'char-grok' },
  profile: {
    size: { sizeCategory: 'large', tiles: 2 },
    maxHp: maxHp({ body: 6, level: 1, race: 'cave-troll' }),
    body: 6,
    reflex: 2,
    presence: 1,
    combatLevel: 1,
    move: 6,
    skills: { 'two-handed-melee': 3, 'unarmed-melee': 1 },
    gear: [
      { slot: 'weapon', id: 'maul', name: 'Maul', kind: 'two-handed-melee', tier: 4 },
      { slot: 'armor', id: 'hide', name: 'Hide armor', tier: 1 },
    ],
    specials: raceCombatSpecials('cave-troll'),
  },
};

export const wolfCreature: QuickCreature = {
  name: 'Wolf',
  size: { sizeCategory: 'medium', tiles: 1 },
  maxHp: 20,
  body: 3,
  reflex: 4,
  presence: 2,
  move: 6,
  skills: { 'unarmed-melee': 3, stealth: 2, traps: 1 },
  weapons: [],
  armorTier: 0,
  shieldTier: null,
  naturalArmor: 1,
  naturalWeapon: 2,
  specials: [],
};

export const wolf = (n: number): CombatantInput => ({
  id: `wolf-${n}`,
  name: `Wolf ${n}`,
  side: 'foe',
  source: { kind: 'creature', templateId: 'wolf' },
  profile: quickCreatureProfile(wolfCreature),
});
