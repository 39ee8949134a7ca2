import combatJson from '../../../../../data/eos/combat.json';
import type { CombatFile, CombatSpecialId } from '../schemas/combat';
import type { WeaponKindId } from '../schemas/weapons';
import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import { weaponRangeBonus, type SizedCreature } from '../size';
import { hasSpecial } from './combatant';
import { specialValue } from './race-specials';
import { weaponKind } from './weapon-kinds';

const combat = combatJson as unknown as CombatFile;

/** Weapon kinds with a fixed range; siege range is (T + Scholar) × 10 (see siegeRange). */
export type RangedWeaponKindId = Exclude<WeaponKindId, 'siege-weapon'>;

export interface WeaponRange {
  /** Farthest tile the weapon can attack. */
  readonly maxTiles: number;
  /** Up to this distance a loaded crossbow or firearm hits without a roll (0: every attack is contested). */
  readonly guaranteedHitTiles: number;
}

/**
 * A weapon's reach in tiles: melee 1, 2H melee 2, thrown 5 (Neo-Hyena 10: "can throw melee weapons 5 tiles further"),
 * bow 15; crossbows guarantee a hit within their skill level, 1H firearms within their skill, 2H firearms within
 * 2 × skill (C-03), and shoot contested to 15 beyond. Large +1, XL +2 on every figure, guaranteed zones included.
 * @example weaponRange({ weapon: 'two-handed-firearm', size: { sizeCategory: 'medium', tiles: 1 }, skill: 5 }) // { maxTiles: 15, guaranteedHitTiles: 10 }
 */
export function weaponRange(input: {
  weapon: RangedWeaponKindId;
  size: SizedCreature;
  specials?: readonly CombatSpecialId[];
  /** The skill level of the weapon used; needed for crossbows and firearms. */
  skill?: number;
}): WeaponRange {
  requireInput('Weapon range', input);
  const kind = weaponKind(input.weapon);
  const bonus = weaponRangeBonus(input.size);
  // Neo-Hyena: "Thrown range is 5 tiles. This effect doubles it to 10 tiles."
  const farThrow = kind.family === 'thrown' && hasSpecial(input.specials, 'far-thrower');
  const baseRange = farThrow
    ? specialValue('far-thrower', (card) => card.traits.thrownRange)
    : (kind.rangeTiles ?? combat.contestedMaxRangeTiles);
  const contestedMax = baseRange + bonus;
  const guaranteedBase = (): number => {
    if (input.skill === undefined) {
      throw new RulesError('invalid-number', `The range of a ${kind.name} depends on its skill level; give the skill.`);
    }
    return requireWhole('Skill level', input.skill, 0, 15);
  };
  switch (kind.guaranteedHit) {
    case 'none':
      return { maxTiles: contestedMax, guaranteedHitTiles: 0 };
    case 'skill':
    case 'double-skill': {
      const skill = guaranteedBase();
      // Skill 0 gives no guaranteed zone for the size bonus to extend.
      const guaranteed = skill === 0 ? 0 : skill * (kind.guaranteedHit === 'double-skill' ? 2 : 1) + bonus;
      return { maxTiles: Math.max(contestedMax, guaranteed), guaranteedHitTiles: guaranteed };
    }
  }
}

/** How an attack at a distance resolves: a guaranteed hit needs no roll (a non-contested action). */
export type AttackMode = 'guaranteed-hit' | 'contested' | 'out-of-range';

/**
 * "Attacking with any crossbow within the character's skill level in tiles is a guaranteed hit. It requires no roll."
 * Beyond that zone and up to the maximum range the attack is a contested action; beyond the maximum it cannot be made.
 */
export function attackMode(range: WeaponRange, distanceTiles: number): AttackMode {
  requireInput('Attack mode', range);
  const distance = requireWhole('Distance in tiles', distanceTiles);
  if (range.guaranteedHitTiles > 0 && distance <= range.guaranteedHitTiles) return 'guaranteed-hit';
  return distance <= range.maxTiles ? 'contested' : 'out-of-range';
}
