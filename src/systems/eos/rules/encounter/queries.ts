import combatJson from '../../../../../data/eos/combat.json';
import { turnCheck, type CombatActionType } from '../combat/actions';
import { effectiveArmor, type ArmorTotal } from '../combat/armor';
import { inUndeathTrance } from '../combat/exsanguination';
import { healthState, type HealthState } from '../combat/health';
import type { CombatFile } from '../schemas/combat';
import type { SkillId } from '../schemas/skills';
import type { Combatant, Encounter, EncounterGear } from './types';
import { requireInput, requireList } from '../../../../core/rules';
import { requireCombatant } from './inputs';

const { actions } = combatJson as unknown as CombatFile;

/** The combatant whose turn it is, or null before the first turn and between turns. */
export function currentCombatant(encounter: Encounter): Combatant | null {
  requireInput('Current combatant', encounter);
  if (!encounter.turnActive) return null;
  const id = encounter.order[encounter.turnIndex];
  return encounter.combatants.find((c) => c.id === id) ?? null;
}

/** Conscious, unconscious (HP ≤ 0) or dead (HP ≤ −max HP), as the HP bar shows it. */
export function combatantHealth(combatant: Combatant): HealthState {
  requireInput('Combatant health', combatant);
  return healthState(combatant.hp, combatant.maxHp);
}

/** A skill level, 0 when the combatant has no points in it. */
export function skillLevel(combatant: Combatant, skill: SkillId): number {
  requireInput('Skill level', combatant);
  return combatant.skills[skill] ?? 0;
}

/** "Immobilizing a character only keeps them from moving off of the tile they currently occupy." */
export function isImmobilized(combatant: Combatant): boolean {
  requireList('The combatant’s effects', requireInput('Is immobilized', combatant).effects);
  return combatant.effects.some((e) => e.kind === 'immobilized');
}

/** Whether `ownerId` holds a stealth flag on `combatant` (and so a free stealth attack against them). */
export function hasStealthFlag(combatant: Combatant, ownerId: string): boolean {
  requireList('The combatant’s effects', requireInput('Has stealth flag', combatant).effects);
  return combatant.effects.some((e) => e.kind === 'stealth-flag' && e.ownerId === ownerId);
}

export function gearOf<S extends EncounterGear['slot']>(
  combatant: Combatant,
  slot: S,
): Extract<EncounterGear, { slot: S }>[] {
  requireInput('Gear of', combatant);
  return combatant.gear.filter((g): g is Extract<EncounterGear, { slot: S }> => g.slot === slot);
}

/** The shield in hand, at its current tier, or undefined: "The Shield does not work unless equipped in hand." */
export function equippedShieldTier(combatant: Combatant): number | undefined {
  requireInput('Equipped shield tier', combatant);
  const tiers = gearOf(combatant, 'shield')
    .filter((s) => s.equipped)
    .map((s) => s.tier);
  return tiers.length === 0 ? undefined : Math.max(...tiers);
}

/** The armor an attack from `from` must get through, at the gear's current tiers: worn + natural + shield from the front. */
export function armorAgainst(combatant: Combatant, from: 'front' | 'rear'): ArmorTotal {
  requireCombatant(combatant);
  const shieldTier = equippedShieldTier(combatant);
  return effectiveArmor({
    wornArmorTiers: gearOf(combatant, 'armor').map((a) => a.tier),
    naturalArmor: gearOf(combatant, 'natural-armor').reduce((sum, a) => sum + a.tier, 0),
    ...(shieldTier === undefined ? {} : { shieldTier }),
    attackFrom: from,
  });
}

/** What is left of the current turn's actions. */
export interface ActionsLeft {
  readonly used: readonly CombatActionType[];
  /** Whether the one contested action of the turn is still free. */
  readonly contested: boolean;
  /** How many non-contested actions still fit (trading the contested one away included). */
  readonly nonContested: number;
}

/** How many of `type` still fit after `used` ("1 contested action & 1 non-contested action -or- … 2 non-contested"). */
export function actionsThatFit(used: readonly CombatActionType[], type: CombatActionType): number {
  requireList('Actions that fit', used);
  let count = 0;
  while (count < actions.perTurn && turnCheck([...used, ...Array<CombatActionType>(count + 1).fill(type)]).ok) count++;
  return count;
}

/**
 * Turns & Actions: "They may use either 1 contested action & 1 non-contested action -or- they may use 2 non-contested
 * actions each round." Nothing is left between turns.
 */
export function actionsLeft(encounter: Encounter): ActionsLeft {
  requireInput('Actions left', encounter);
  if (!encounter.turnActive) return { used: encounter.actionsUsed, contested: false, nonContested: 0 };
  const used = encounter.actionsUsed;
  return {
    used,
    contested: actionsThatFit(used, 'contested') > 0,
    nonContested: actionsThatFit(used, 'non-contested'),
  };
}

/**
 * Daywalker “Undeath”: unconscious but alive, the GM controls them in a trance — "they will lose their skill bonuses for
 * all actions, they will move, they will defend themselves, & they will attempt to use “Exsanguination”".
 */
export function combatantInTrance(c: Combatant): boolean {
  requireInput('Combatant in trance', c);
  return inUndeathTrance({ specials: c.specials, hp: c.hp, maxHp: c.maxHp });
}
