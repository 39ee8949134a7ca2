import { deathHp } from '../character/hp';
import { adjustedMaxHp, type AdjustedMaxHp } from '../environment/starvation';
import { RulesError, describeValue, requireNumber, requireInput } from '../../../../core/rules';
import type { CalendarProfile } from './party';
import type { CharacterDayState } from './types';

export type CalendarHealth = 'conscious' | 'unconscious' | 'dead';

/** The character's max HP today: the sheet's max lowered by the starvation reduction. */
export function starvedMaxHp(profile: CalendarProfile, state: CharacterDayState): AdjustedMaxHp {
  requireInput('The profile', profile);
  requireInput('The state', state);
  return adjustedMaxHp({ originalMaxHp: profile.maxHp, reductionPercent: state.starvationReductionPercent });
}

/** Refuses a character state that cannot be: HP above the sheet's max, a fractional HP, negative fat or starvation. */
export function requireCharacterState(profile: CalendarProfile, state: CharacterDayState): CharacterDayState {
  requireInput('The profile', profile);
  requireInput('The state', state);
  if (!Number.isSafeInteger(state.currentHp) || state.currentHp > profile.maxHp) {
    throw new RulesError(
      'invalid-number',
      `${profile.name}'s current HP must be a whole number no higher than ${profile.maxHp}, not ${describeValue(state.currentHp)}.`,
    );
  }
  requireNumber(`${profile.name}'s starvation reduction (%)`, state.starvationReductionPercent);
  requireNumber(`${profile.name}'s stored fat`, state.fatStored, 0, profile.fatStorage?.capacity ?? 0);
  return state;
}

/**
 * Conscious, unconscious (HP ≤ 0) or dead: HP at or below −(adjusted max HP) (C-09, "if a character's current HP ever
 * reaches a negative value equal to their adjusted total HP they will die"), or an adjusted max HP of 0 ("immediate
 * death").
 */
export function calendarHealth(profile: CalendarProfile, state: CharacterDayState): CalendarHealth {
  requireInput('The profile', profile);
  requireInput('The state', state);
  const max = starvedMaxHp(profile, state);
  if (max.dead || state.currentHp <= deathHp(max.display)) return 'dead';
  return state.currentHp <= 0 ? 'unconscious' : 'conscious';
}

/**
 * Why a character is out of today's plan, or null when they can act: the dead do nothing, the unconscious rest ("no
 * Daily Tasks until healed above 0"). Their tasks stay in the plan and count again when they can act.
 */
export function sidelinedReason(profile: CalendarProfile, state: CharacterDayState): string | null {
  requireInput('The profile', profile);
  requireInput('The state', state);
  switch (calendarHealth(profile, state)) {
    case 'conscious':
      return null;
    case 'unconscious':
      return `${profile.name} is unconscious (HP ${state.currentHp}): out of the plan, resting, until healed above 0; their tasks come back then.`;
    case 'dead':
      return `${profile.name} is dead (HP ${state.currentHp}): out of the plan; their tasks come back only if the sheet gives them HP again.`;
  }
}
