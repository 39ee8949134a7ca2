import type { SizeCategoryId } from '../schemas/sizes';
import { requireStat, requireInput } from '../../../../core/rules';
import type { Attacker } from './combatant';
import type { DamageResult } from './damage-result';
import { stealthAttackDamage, type FreeHitRoll } from './stealth-attack';

/**
 * Neo-Blackbear "Trade Blows 1": when damaged from within unarmed reach, a free non-contested unarmed strike. "damage
 * mechanics function the similar to the stealth attack's free action … uses the [Weapon]Unarmed Melee skill and the
 * weapon tier is 0 … The target … still gets to apply their shield bonus" (include it in `targetArmor`). No dual wield.
 */
export function tradeBlowsOneDamage(input: { bear: Attacker; roll: FreeHitRoll; targetArmor: number }): DamageResult {
  requireInput('Trade blows one damage', input);
  return stealthAttackDamage(
    { kind: 'melee', attacker: input.bear, weapons: [{ kind: 'unarmed-melee' }], targetArmor: input.targetArmor },
    input.roll,
  );
}

/**
 * Neo-Bear "Trade Blows 2" (if the bear wins the unarmed contest; the contest itself deals no damage): a small, medium
 * or large target is shoved up to the bear's Body in tiles; an XL target shoves the bear instead. Hitting an obstacle
 * deals the bear's Body in damage, ignoring armor and shields (also to a character that was the obstacle).
 * @example tradeBlowsTwoShove({ bearBody: 8, targetSize: 'medium' }) // { moved: 'target', maxTiles: 8, obstacleDamage: 8 }
 */
export function tradeBlowsTwoShove(input: { bearBody: number; targetSize: SizeCategoryId }): {
  moved: 'target' | 'bear';
  maxTiles: number;
  obstacleDamage: number;
} {
  requireInput('Trade blows two shove', input);
  const body = requireStat('Body', input.bearBody);
  return { moved: input.targetSize === 'xl' ? 'bear' : 'target', maxTiles: body, obstacleDamage: body };
}
