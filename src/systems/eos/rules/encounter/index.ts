/**
 * The combat helper's pure engine: an encounter's state and every transition (each returns a new Encounter and the log
 * entries it appended; undo restores the state before the last one).
 */
export * from './types';
export { quickCreatureProfile } from './profile';
export { characterCombatant } from './character-profile';
export { undo } from './history';
export { createEncounter, addCombatant, removeCombatant } from './create';
// startTurn and endTurn stay internal to order.ts: the fight always ends a turn into the next, as nextTurn's one step.
export { rollInitiativeOrder, setInitiative, nextTurn } from './order';
export { addEffect, removeEffect, adjustHp } from './effects';
export {
  actionsLeft,
  armorAgainst,
  combatantHealth,
  combatantInTrance,
  currentCombatant,
  hasStealthFlag,
  isImmobilized,
  type ActionsLeft,
} from './queries';
export { spendAction, type EncounterTask } from './actions';
export { resolveAttack, chooseCriticalTarget, type Readiness } from './attack';
export { attackPreview, type AttackPreview } from './preview';
export { findHeld, heldChoices, type HeldWeapons } from './held';
export type { ContestDice } from './dice-input';
export { stealthCheck, type StealthDice } from './stealth';
export { placeTrap, springTrap, breakFree } from './traps';
export { tradeBlows, tradeBlowsShove, tradeBlowsOpenings, type TradeBlowsOpening } from './trade-blows';
export { exsanguinate } from './exsanguinate';
export { repairAfterBattle } from './repair';
export { encounterIntegrityProblems } from './integrity';
export {
  combatSpecialChoices,
  creatureSizeChoices,
  heldWeaponKinds,
  quickCreatureProblem,
  type CombatSpecialChoice,
  type CreatureSizeChoice,
} from './creature-options';
export { initiativeTieBreaks, type InitiativeTie, type InitiativeTieBreaks } from '../../../../core/rules';
