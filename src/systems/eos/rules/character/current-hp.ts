import { RulesError, describeValue, requireWhole, requireInput } from '../../../../core/rules';

/**
 * Current HP between fights: damage taken and healed, and what a new maximum does to it. Damage is tracked as
 * "temporarily removed from the total HP of the receiver", so the damage taken is what a character carries: healing
 * gives it back up to the maximum, and a higher maximum (a combat level, a point of Body) leaves it as it was (R-sheet-1).
 */

function requireMaxHp(maxHp: number): number {
  return requireWhole('Maximum HP', maxHp);
}

/**
 * Why `hp` cannot be a character's current HP, or null when it can: a whole number no higher than the maximum. Below
 * zero is allowed (unconscious), and so is at or below −max (dead: "dead at -20HP").
 * @example currentHpProblem(39, 38) // 'Current HP can be at most the maximum of 38.'
 */
export function currentHpProblem(hp: number, maxHp: number): string | null {
  const max = requireMaxHp(maxHp);
  if (!Number.isSafeInteger(hp)) return `Current HP must be a whole number, not ${describeValue(hp)}.`;
  if (hp > max) return `Current HP can be at most the maximum of ${max}.`;
  return null;
}

/**
 * Current HP after `change` (negative: damage, positive: healing). "The calculated damage is temporarily removed from
 * the total HP of the receiver"; healing gives it back, never above the maximum. Damage has no floor: at −max or less the
 * character is dead (healthState).
 * @example hpAfterChange({ currentHp: 30, maxHp: 38, change: 20 }) // 38
 */
export function hpAfterChange(input: { currentHp: number; maxHp: number; change: number }): number {
  requireInput('Hp after change', input);
  const max = requireMaxHp(input.maxHp);
  const problem = currentHpProblem(input.currentHp, max);
  if (problem !== null) throw new RulesError('invalid-number', problem);
  const change = requireWhole('HP change', input.change, Number.MIN_SAFE_INTEGER);
  return Math.min(max, input.currentHp + change);
}

/**
 * Current HP when the maximum changes (a level-up: "at each Combat Level, a character will have their HP updated to
 * reflect [(Body x Combat Level)+ 20HP]"): the damage taken stays, so current HP moves with the maximum. A character
 * at full HP stays at full HP.
 * @example hpAfterMaxChange({ currentHp: 30, maxHpBefore: 38, maxHpAfter: 44 }) // 36
 */
export function hpAfterMaxChange(input: { currentHp: number; maxHpBefore: number; maxHpAfter: number }): number {
  requireInput('Hp after max change', input);
  const before = requireMaxHp(input.maxHpBefore);
  const after = requireMaxHp(input.maxHpAfter);
  const problem = currentHpProblem(input.currentHp, before);
  if (problem !== null) throw new RulesError('invalid-number', problem);
  const damage = before - input.currentHp;
  return after - damage;
}
