import combatJson from '../../../../../data/eos/combat.json';
import type { CombatFile } from '../schemas/combat';
import { RulesError, requireTier, requireInput } from '../../../../core/rules';
import type { FirearmAttack } from './attack';
import { add, damageFromTerms, type DamageResult } from './damage-result';

const { firearm } = combatJson as unknown as CombatFile;

/**
 * "Damage = (Firearm Tier x2) + (Bullet Tier x2) (This damage ignores all armor & shield bonuses.)" No roll difference.
 * "Firearms may use any Tier of bullets equal or less than the firearm's Tier value" — measured against the repaired
 * tier; a crit-damaged firearm still fires them but deals less (C-07: a bullet above it is refused).
 * @example firearmDamage({ weapon: 'main-hand-firearm', tier: 10, bulletTier: 10 }).total // 40
 */
export function firearmDamage(attack: Omit<FirearmAttack, 'kind'>): DamageResult {
  requireInput('Firearm damage', attack);
  const { tier, bulletTier } = attack;
  const repairedTier = attack.repairedTier ?? tier;
  requireTier(tier, 'Firearm tier');
  requireTier(repairedTier, 'Repaired firearm tier');
  requireTier(bulletTier, 'Bullet tier');
  if (tier > repairedTier) {
    throw new RulesError(
      'invalid-number',
      `A firearm's current tier (${tier}) cannot exceed its repaired tier (${repairedTier}).`,
    );
  }
  if (bulletTier > repairedTier) {
    throw new RulesError(
      'not-allowed',
      `A Tier ${repairedTier} firearm cannot fire Tier ${bulletTier} bullets: bullets must be of the firearm's tier or lower.`,
    );
  }
  return damageFromTerms(
    [
      add(`firearm T${tier} ×${firearm.weaponTierMultiplier}`, tier * firearm.weaponTierMultiplier),
      add(`bullet T${bulletTier} ×${firearm.bulletTierMultiplier}`, bulletTier * firearm.bulletTierMultiplier),
    ],
    true,
  );
}
