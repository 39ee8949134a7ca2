import combatJson from '../../../../../data/eos/combat.json';
import type { CombatFile } from '../schemas/combat';
import { requireTier, requireInput } from '../../../../core/rules';
import type { SiegeAttack } from './attack';
import { add, damageFromTerms, subtract, type DamageResult } from './damage-result';
import { requireArmor, requireRollDifference } from './damage-inputs';

const { siege } = combatJson as unknown as CombatFile;

/**
 * "The Damage calculation is: (Tier value of the weapon x10) +Roll Difference", minus the target's armor, floored at 0.
 * Against walls and other stationary objects the difference is the attacker's bare d20 and the armor is the
 * fortification's 10 × tier.
 * @example siegeDamage({ tier: 5, targetArmor: 40 }, 12).total // 22
 */
export function siegeDamage(
  attack: Omit<SiegeAttack, 'kind'>,
  rollDifference: number,
  rollLabel = 'diff',
): DamageResult {
  requireInput('Siege damage', attack);
  const { tier, targetArmor } = attack;
  requireTier(tier, 'Siege weapon tier');
  requireRollDifference(rollDifference, rollLabel === 'diff' ? 'Roll difference' : 'Stealth roll');
  requireArmor(targetArmor);
  return damageFromTerms(
    [
      add(`T${tier} ×${siege.tierDamageMultiplier}`, tier * siege.tierDamageMultiplier),
      add(rollLabel, rollDifference),
      subtract('armor', targetArmor),
    ],
    false,
  );
}
