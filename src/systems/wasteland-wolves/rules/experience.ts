import { requireOneOf, requireWhole } from '../../../core/rules';
import { MAX_DAMAGE } from './checks';
import { DEFAULT_HOUSE_RULES, type WwHouseRules } from './house-rules';
import { GAME } from './tables';

/** Experience from a hit, and the odd point of wolf damage still waiting for its pair. */
export interface ExperienceGain {
  readonly experience: number;
  /** Wolf damage not yet turned into experience (0 or 1 when pooled; always 0 per hit). */
  readonly carried: number;
}

/**
 * "Fighting wolves grants one experience point for every two damage points dealt, as opposed to 1:1 when fighting
 * players." `damage` is the health the hit took off (R-xp-1: damage past the target's health is not dealt).
 * @example experienceFromDamage('wolf', 7, 0).experience // 3, with 1 carried
 */
export function experienceFromDamage(
  target: 'wolf' | 'player',
  damage: number,
  carried: number,
  rules: Pick<WwHouseRules, 'experienceRounding'> = DEFAULT_HOUSE_RULES,
): ExperienceGain {
  requireOneOf('The target', target, ['wolf', 'player']);
  requireWhole('Damage dealt', damage, 0, MAX_DAMAGE);
  const per = target === 'wolf' ? GAME.experience.wolfDamagePerPoint : GAME.experience.playerDamagePerPoint;
  requireWhole('Carried wolf damage', carried, 0, per - 1);
  if (target === 'player') return { experience: damage / per, carried };
  const pool = rules.experienceRounding === 'pooled' ? carried + damage : damage;
  return {
    experience: Math.floor(pool / per),
    carried: rules.experienceRounding === 'pooled' ? pool % per : carried,
  };
}

/** The damage a hit deals for experience: what it takes off, at most the health the target had (R-xp-1). */
export function damageDealt(hit: number, targetHealth: number): number {
  requireWhole('Damage', hit, 0, MAX_DAMAGE);
  requireWhole("The target's health", targetHealth, 0, MAX_DAMAGE);
  return Math.min(hit, targetHealth);
}
