import type { CombatSpecialId } from '../schemas/combat';
import { RulesError, requireStat, requireWhole, requireInput } from '../../../../core/rules';
import { hasSpecial } from './combatant';
import { specialValue } from './race-specials';

const MAX_SKILL = 15;

function lowestSkill(skills: readonly number[], label: string): number {
  if (skills.length === 0) throw new RulesError('invalid-number', `${label} needs at least one skill level.`);
  skills.forEach((s) => requireWhole('Skill level', s, 0, MAX_SKILL));
  return Math.min(...skills);
}

/**
 * To-hit modifier: "Both players involved add 1d20 + reflex + skill". With several weapons (dual/multi-wield) pass every
 * applicable skill: "Any character using multi-wielding mechanics will receive the lowest of the applicable skills".
 * @example attackModifier({ reflex: 4, skills: [6, 3] }) // 7
 */
export function attackModifier(input: { reflex: number; skills: readonly number[] }): number {
  requireInput('Attack modifier', input);
  return requireStat('Reflex', input.reflex) + lowestSkill(input.skills, 'An attack');
}

/**
 * The defender's modifier: Reflex + the skill of their response — "the opponent may technically use any weapon skill in
 * defense – even if it is not equipped"; a dual-wield response uses its lowest skill. Shields add armor, not to this roll.
 * An unconscious defender adds nothing ("may not use any dice, stats or skills in defense").
 */
export function defenceModifier(input: {
  reflex: number;
  response:
    { kind: 'weapon-skill'; skill: number } | { kind: 'multi-wield'; skills: readonly number[] } | { kind: 'none' };
}): number {
  requireInput('Defence modifier', input);
  const reflex = requireStat('Reflex', input.reflex);
  switch (input.response.kind) {
    case 'weapon-skill':
      return reflex + requireWhole('Skill level', input.response.skill, 0, MAX_SKILL);
    case 'multi-wield':
      return reflex + lowestSkill(input.response.skills, 'A multi-wield defence');
    case 'none':
      return 0;
  }
}

/**
 * A Stealth check, rolled by both sides: "[Stealth + Presence + 1d20] vs [Stealth + Presence + 1d20]" — the modifier.
 * Neo-Panther "Blend in Shadow" adds +5 while the GM declares any low light (C-12); a Neo-Tabby's "Vigilance" adds +10
 * when it rolls against someone using Stealth on it.
 * @example stealthCheckModifier({ presence: 3, stealth: 6, specials: ['blend-in-shadow'], lowLight: 2 }) // 14
 */
export function stealthCheckModifier(input: {
  presence: number;
  stealth: number;
  specials?: readonly CombatSpecialId[];
  /** The declared low-light level; 0 in bright light. */
  lowLight?: number;
  role?: 'stealthed' | 'observer';
}): number {
  requireInput('Stealth check modifier', input);
  const base = requireStat('Presence', input.presence) + requireWhole('Stealth skill', input.stealth, 0, MAX_SKILL);
  const lowLight = requireWhole('Low-light level', input.lowLight ?? 0);
  const role = input.role ?? 'stealthed';
  const shadow =
    role === 'stealthed' && lowLight >= 1 && hasSpecial(input.specials, 'blend-in-shadow')
      ? specialValue('blend-in-shadow', (card) => card.traits.lowLightStealthBonus)
      : 0;
  const vigilance =
    role === 'observer' && hasSpecial(input.specials, 'vigilance')
      ? specialValue('vigilance', (card) => card.traits.vigilanceBonus)
      : 0;
  return base + shadow + vigilance;
}

/** Initiative: "1d20 + reflex bonus rolled by each combatant" — the modifier; ties are re-rolled by the dice helper. */
export function initiativeModifier(reflex: number): number {
  return requireStat('Reflex', reflex);
}

/**
 * How many d20 a melee combatant throws (keeping one): 1, or one per melee weapon wielded and in range
 * ("throw an additional 1d20 for each weapon wielded & in range"). A defender only rolls the extra dice against an
 * attack declared from within their melee distance with all those weapons in range.
 * @example d20Count({ meleeWeaponsInRange: 2, attackFromMeleeDistance: true }) // 2
 */
export function d20Count(input: { meleeWeaponsInRange: number; attackFromMeleeDistance: boolean }): number {
  requireInput('D20 count', input);
  const weapons = requireWhole('Melee weapons in range', input.meleeWeaponsInRange, 0, 3);
  return input.attackFromMeleeDistance ? Math.max(1, weapons) : 1;
}
