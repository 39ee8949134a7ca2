import combatJson from '../../../../../data/eos/combat.json';
import type { CombatFile } from '../schemas/combat';
import type { WeaponKindId } from '../schemas/weapons';
import { RulesError, requireInput, requireList, requireOneOf } from '../../../../core/rules';
import { weaponKind } from './weapon-kinds';

const { actions } = combatJson as unknown as CombatFile;

export type CombatActionType = 'contested' | 'non-contested';

/** Things a character spends actions on, with their cost in the rules. */
export type CombatTask =
  | { readonly task: 'contested-attack' }
  | { readonly task: 'guaranteed-shot' }
  | { readonly task: 'move' }
  | { readonly task: 'reload'; readonly weapon: WeaponKindId }
  | { readonly task: 'equip-shield' }
  | { readonly task: 'unequip-shield' }
  | { readonly task: 'set-trap' };

const COMBAT_TASKS = [
  'contested-attack',
  'guaranteed-shot',
  'move',
  'reload',
  'equip-shield',
  'unequip-shield',
  'set-trap',
] as const satisfies readonly CombatTask['task'][];

/**
 * The actions a task costs, in order. "The 1-handed crossbow requires 1 non-contested action to reload", 2H crossbows
 * and firearms 2; a bow loads within its contested action (0); "Equipping a shield takes 1 round to complete
 * (2 consecutive non-contested actions)"; "Each trap set up in combat requires 3 (three) actions" (ready, set & hide —
 * contested, put away). A siege weapon reloads over turns, not actions (siegeReloadTurns).
 * @example taskActions({ task: 'reload', weapon: 'two-handed-crossbow' }) // ['non-contested', 'non-contested']
 */
export function taskActions(task: CombatTask): readonly CombatActionType[] {
  requireInput('Task actions', task);
  requireOneOf('The task', task.task, COMBAT_TASKS);
  switch (task.task) {
    case 'contested-attack':
      return ['contested'];
    case 'guaranteed-shot':
    case 'move':
    case 'unequip-shield':
      return ['non-contested'];
    case 'reload': {
      const kind = weaponKind(task.weapon);
      if (kind.reloadActions === null) {
        throw new RulesError('not-allowed', 'A siege weapon reloads over several turns, not with actions.');
      }
      return Array.from({ length: kind.reloadActions }, () => 'non-contested' as const);
    }
    case 'equip-shield':
      return Array.from({ length: actions.equipShield }, () => 'non-contested' as const);
    case 'set-trap':
      return actions.setTrapInCombat;
  }
}

/**
 * "Each turn a character may perform 2 actions … only declare 1 contested action": 1 contested + 1 non-contested, or
 * 2 non-contested; a non-contested action can never be traded for a second contested one.
 * @example turnCheck(['contested', 'contested']) // { ok: false, … }
 */
export function turnCheck(turn: readonly CombatActionType[]): { ok: true } | { ok: false; reason: string } {
  requireList('Turn check', turn);
  if (turn.length > actions.perTurn)
    return { ok: false, reason: `A turn has ${actions.perTurn} actions, not ${turn.length}.` };
  const contested = turn.filter((a) => a === 'contested').length;
  if (contested > actions.contestedPerTurn) {
    return { ok: false, reason: `Only ${actions.contestedPerTurn} contested action may be declared each turn.` };
  }
  return { ok: true };
}
