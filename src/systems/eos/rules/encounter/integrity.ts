import { RulesError } from '../../../../core/rules';
import { requireEncounter } from './inputs';
import { healthState } from '../combat/health';
import type { Encounter } from './types';

/**
 * What makes a stored fight impossible to continue, in a GM's words: the relations between its parts that every
 * transition keeps and a hand-edited file may break. Each fighter has an id of their own and HP the health rules accept
 * (never above their maximum), the turn order and the initiative name fighters of this fight, the current turn is a
 * place in that order, and a pending attack or critical names fighters who are there. An empty list: the fight is whole.
 * @example encounterIntegrityProblems({ ...fight, order: ['ghost'] }) // ['The turn order names “ghost”, who is not in this fight.']
 */
export function encounterIntegrityProblems(encounter: Encounter): string[] {
  requireEncounter('The encounter', encounter);
  const problems: string[] = [];
  const names = new Map<string, string>();
  for (const c of encounter.combatants) {
    const other = names.get(c.id);
    if (other !== undefined)
      problems.push(`${other} and ${c.name} share the id “${c.id}”; each fighter needs their own.`);
    else names.set(c.id, c.name);
    try {
      healthState(c.hp, c.maxHp);
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      problems.push(
        c.hp > c.maxHp
          ? `${c.name} has ${c.hp} HP, more than their maximum of ${c.maxHp}.`
          : `${c.name}: ${error.message}`,
      );
    }
  }
  const unknown = (id: string) => !names.has(id);
  for (const id of new Set(encounter.order.filter(unknown))) {
    problems.push(`The turn order names “${id}”, who is not in this fight.`);
  }
  for (const id of new Set(encounter.initiative.map((e) => e.id).filter(unknown))) {
    problems.push(`The initiative names “${id}”, who is not in this fight.`);
  }
  const { turnIndex, order } = encounter;
  if (turnIndex !== -1 && (turnIndex < 0 || turnIndex >= order.length)) {
    problems.push(
      `The current turn is number ${turnIndex + 1} of a turn order of ${order.length}; it must be one of them.`,
    );
  }
  const pending = encounter.pending;
  if (pending !== null) {
    const ids = [pending.declaration.attackerId, pending.declaration.defenderId, pending.critical.rollerId];
    for (const id of new Set(ids.filter(unknown))) {
      problems.push(`The attack waiting to be settled names “${id}”, who is not in this fight.`);
    }
  }
  return problems;
}
