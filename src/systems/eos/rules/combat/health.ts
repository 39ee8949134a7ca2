import type { CombatSpecialId } from '../schemas/combat';
import { deathHp } from '../character/hp';
import { RulesError, requireStat, requireWhole, requireInput } from '../../../../core/rules';
import { hasSpecial } from './combatant';
import { bodyScaled, specialValue } from './race-specials';

export type HealthState = 'conscious' | 'unconscious' | 'dead';

/** The specials that regenerate: Cave Troll "[Body value]", Forest Troll "[Body value + Combat Level]". */
const REGENERATION = ['regenerates-body', 'regenerates-body-plus-level'] as const satisfies readonly CombatSpecialId[];

/** "unconscious as soon as their HP becomes 0 (zero) or less" — true for the unconscious and the dead. */
export function isKnockedOut(hp: number): boolean {
  return requireWhole('HP', hp, Number.MIN_SAFE_INTEGER) <= 0;
}

/**
 * Unconsciousness & Death: unconscious when knocked out (isKnockedOut); dead at deathHp (C-09: HP ≤
 * −maxHP), which also covers "If for any reason a character has a total maximum HP of 0, they die".
 * @example healthState(-20, 20) // 'dead'
 */
export function healthState(hp: number, maxHp: number): HealthState {
  const dead = deathHp(maxHp);
  const current = requireWhole('HP', hp, Number.MIN_SAFE_INTEGER);
  if (current > maxHp) {
    throw new RulesError('invalid-number', `HP cannot exceed max HP: ${current} is above ${maxHp}.`);
  }
  if (current <= dead) return 'dead';
  return isKnockedOut(current) ? 'unconscious' : 'conscious';
}

/**
 * HP regenerated each round for combat damage, as the race card prints it: Cave Troll "[Body value]", Forest Troll
 * "[Body value + Combat Level]"; 0 without regeneration.
 * @example regenerationPerRound({ specials: ['regenerates-body-plus-level'], body: 6, combatLevel: 2 }) // 8
 */
export function regenerationPerRound(input: {
  specials?: readonly CombatSpecialId[];
  body: number;
  combatLevel: number;
}): number {
  requireInput('Regeneration per round', input);
  const body = requireStat('Body', input.body);
  const level = requireWhole('Combat level', input.combatLevel, 1);
  const rates = REGENERATION.filter((id) => hasSpecial(input.specials, id)).map((id) =>
    bodyScaled(
      specialValue(id, (card) => card.traits.regeneration),
      body,
      level,
    ),
  );
  return Math.max(0, ...rates);
}

/**
 * One round of regeneration: "Regeneration does not effect damage received from non-physical sources" (environment,
 * magic), so it heals at most the combat damage not yet regenerated. The dead do not regenerate.
 * @example regenerate({ hp: 10, maxHp: 40, combatDamage: 5, perRound: 8 }) // { hp: 15, combatDamage: 0 }
 */
export function regenerate(input: { hp: number; maxHp: number; combatDamage: number; perRound: number }): {
  hp: number;
  combatDamage: number;
} {
  requireInput('Regenerate', input);
  const perRound = requireWhole('Regeneration per round', input.perRound);
  const combatDamage = requireWhole('Unhealed combat damage', input.combatDamage);
  if (healthState(input.hp, input.maxHp) === 'dead') return { hp: input.hp, combatDamage };
  const healed = Math.min(perRound, combatDamage, input.maxHp - input.hp);
  return { hp: input.hp + healed, combatDamage: combatDamage - healed };
}
