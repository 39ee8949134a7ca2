import { requireTier, requireInput } from '../../../../core/rules';
import type { CrossbowAttack } from './attack';
import { add, damageFromTerms, subtract, type DamageResult } from './damage-result';
import { requireArmor } from './damage-inputs';
import { weaponKind } from './weapon-kinds';

/**
 * "1H crossbow damage = (weapon bonus) – (armor bonus – weapon bonus)"; "2H Crossbow damage = (weapon bonus) – (armor
 * bonus – weapon bonus x2)"; "*Armor bonus cannot be reduced below 0". No roll difference and no Body: a T3 1H bolt
 * against armor 5 deals 3 − max(0, 5 − 3) = 1, shown as "1 = T3 − armor left 2". Floored at 0.
 * @example crossbowDamage({ weapon: 'two-handed-crossbow', tier: 3, targetArmor: 5 }).total // 3
 */
export function crossbowDamage(attack: Omit<CrossbowAttack, 'kind'>): DamageResult {
  requireInput('Crossbow damage', attack);
  const { weapon, tier, targetArmor } = attack;
  requireTier(tier, 'Crossbow tier');
  requireArmor(targetArmor);
  const piercing = (weaponKind(weapon).armorPiercingPerTier ?? 0) * tier;
  const remaining = Math.max(0, targetArmor - piercing);
  return damageFromTerms([add('T', tier), subtract('armor left', remaining)], false);
}
