import { requireWhole, requireInput } from '../../../../core/rules';
import { hasSpecial } from './combatant';
import { wornBodyRequirement, wornGearCheck, type WornGearInput } from './gear-limits';

/**
 * Move in combat, in tiles. "If the armor tier is too high, they cannot move in it. Their move becomes 0." (so does gear
 * that cannot be worn at all). A Neo-Cheetah gains "bonus Move Speed equal to their Body stat minus the Body stat
 * requirement of their equipped armor and cloaks": "Body:10 wearing Tier 5 Armor will have … 8 tiles of move in
 * combat"; "Body:12 & no armor or Cloak … 15 move!".
 * @example combatMove({ baseMove: 3, body: 10, armorTiers: [5], cloaks: 0, specials: ['sprint'] }) // 8
 */
export function combatMove(input: WornGearInput & { baseMove: number }): number {
  requireInput('Combat move', input);
  const baseMove = requireWhole('Move', input.baseMove);
  if (!wornGearCheck(input).ok) return 0;
  if (!hasSpecial(input.specials, 'sprint')) return baseMove;
  return baseMove + Math.max(0, input.body - wornBodyRequirement(input));
}
