import { healthState, type HealthState } from '../combat/health';
import { RulesError, requireInput, describeValue } from '../../../../core/rules';
import { requireEncounter, requireUndoStep } from './inputs';
import type { Combatant, Encounter, LogEntry, Transition, UndoStep } from './types';

/** A log entry before the encounter numbers and dates it. */
export type LogInput = Omit<
  LogEntry,
  'id' | 'round' | 'turn' | 'dice' | 'result' | 'damage' | 'breakdown' | 'hpChange' | 'hpAfter' | 'healthAfter'
> &
  Partial<Pick<LogEntry, 'dice' | 'result' | 'damage' | 'breakdown' | 'hpChange' | 'hpAfter' | 'healthAfter'>>;

const HEALTH_NEWS: Record<HealthState, string> = {
  conscious: 'is conscious again.',
  unconscious: 'falls unconscious.',
  dead: 'is dead.',
};

type Core = Omit<Encounter, 'log' | 'undo'>;

/** Refuses every transition but a critical choice (and undo) while an attack's damage waits for one. */
export function requireSettled(encounter: Encounter): void {
  // Every step of a fight passes here first, so here the whole record is checked before any step reads it.
  requireEncounter('The encounter', encounter);
  if (encounter.pending !== null) {
    throw new RulesError(
      'not-allowed',
      'Dice are thrown and a critical choice is waiting: "Nothing can interrupt damage." Choose it first.',
    );
  }
}

/**
 * A step of the running turn: the change it makes and whose turn it is. Refuses a fight with a step still pending and
 * one where no turn is running.
 */
export function turnStep(encounter: Encounter): { change: Change; actor: Combatant } {
  requireSettled(encounter);
  const change = new Change(encounter);
  const id = encounter.turnActive ? encounter.order[encounter.turnIndex] : undefined;
  if (id === undefined) throw new RulesError('not-allowed', 'No turn is running: start the next turn first.');
  return { change, actor: change.combatant(id) };
}

/** Finds a combatant or refuses with the id the player picked. */
export function findCombatant(encounter: Pick<Encounter, 'combatants'>, id: string): Combatant {
  requireInput('Find combatant', encounter);
  const found = encounter.combatants.find((c) => c.id === id);
  if (found === undefined)
    throw new RulesError('not-allowed', `There is no combatant ${describeValue(id)} in this encounter.`);
  return found;
}

function withoutHistory(encounter: Encounter): Core {
  const core: Partial<Record<keyof Encounter, unknown>> = { ...encounter };
  delete core.log;
  delete core.undo;
  return core as Core;
}

/**
 * The working copy of one transition: it collects the new state and the log entries, then `done` commits them with
 * the undo step that restores the state before. Nothing outside the transition ever sees it change.
 */
export class Change {
  private readonly entries: LogEntry[] = [];
  state: Core;

  constructor(private readonly before: Encounter) {
    this.state = withoutHistory(before);
  }

  combatant(id: string): Combatant {
    return findCombatant(this.state, id);
  }

  set(fields: Partial<Core>): void {
    this.state = { ...this.state, ...fields };
  }

  updateCombatant(id: string, update: (combatant: Combatant) => Combatant): Combatant {
    const next = update(this.combatant(id));
    this.state = { ...this.state, combatants: this.state.combatants.map((c) => (c.id === id ? next : c)) };
    return next;
  }

  /** A fresh id for an effect or trap: "e7", "t8". */
  newId(prefix: 'e' | 't'): string {
    const id = `${prefix}${this.state.nextId}`;
    this.set({ nextId: this.state.nextId + 1 });
    return id;
  }

  log(input: LogInput): LogEntry {
    const entry: LogEntry = {
      id: this.before.log.length + this.entries.length + 1,
      round: this.state.round,
      turn: this.state.turnIndex + 1,
      dice: null,
      result: null,
      damage: null,
      breakdown: null,
      hpChange: 0,
      hpAfter: null,
      healthAfter: null,
      ...input,
    };
    this.entries.push(entry);
    return entry;
  }

  /**
   * Changes a combatant's HP by `delta` and logs it. Damage is never capped (HP may fall past death); healing stops at
   * max HP. Combat damage feeds regeneration ("for any combat damage they have received"); other damage does not.
   */
  changeHp(
    id: string,
    delta: number,
    entry: Omit<LogInput, 'targetId' | 'hpChange' | 'hpAfter' | 'healthAfter'>,
    combat: boolean,
  ): number {
    const target = this.combatant(id);
    const applied = delta > 0 ? Math.min(delta, target.maxHp - target.hp) : delta;
    const hp = target.hp + applied;
    const combatDamage =
      applied < 0 ? target.combatDamage + (combat ? -applied : 0) : Math.min(target.combatDamage, target.maxHp - hp);
    this.updateCombatant(id, (c) => ({ ...c, hp, combatDamage }));
    const was = healthState(target.hp, target.maxHp);
    const now = healthState(hp, target.maxHp);
    const text = was === now ? entry.text : `${entry.text} ${target.name} ${HEALTH_NEWS[now]}`;
    this.log({ ...entry, text, targetId: id, hpChange: applied, hpAfter: hp, healthAfter: now });
    return applied;
  }

  done(): Transition {
    const encounter: Encounter = {
      ...this.state,
      log: this.entries.length === 0 ? this.before.log : [...this.before.log, ...this.entries],
      undo: [...this.before.undo, undoStep(this.before, this.state)],
    };
    return { encounter, entries: this.entries };
  }
}

function undoStep(before: Encounter, after: Core): UndoStep {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof Core)[]) {
    if (key !== 'combatants' && before[key] !== after[key]) fields[key] = before[key];
  }
  return { logLength: before.log.length, fields, combatants: combatantsPatch(before.combatants, after.combatants) };
}

function combatantsPatch(before: readonly Combatant[], after: readonly Combatant[]): UndoStep['combatants'] {
  if (before === after) return { kind: 'unchanged' };
  const sameRoster = before.length === after.length && before.every((c, i) => c.id === after[i]?.id);
  if (!sameRoster) return { kind: 'all', before };
  return {
    kind: 'patch',
    before: before.flatMap((combatant, index) => (combatant === after[index] ? [] : [{ index, combatant }])),
  };
}

/**
 * Takes back the last transition: the encounter exactly as it was before it (log and undo history included). Undo
 * again to go further back, step by step.
 */
export function undo(encounter: Encounter): Encounter {
  requireEncounter('The encounter', encounter);
  const step = encounter.undo[encounter.undo.length - 1];
  if (step === undefined) throw new RulesError('not-allowed', 'There is nothing to undo: this is how the fight began.');
  requireUndoStep(step, encounter);
  const combatants = ((): readonly Combatant[] => {
    switch (step.combatants.kind) {
      case 'unchanged':
        return encounter.combatants;
      case 'all':
        return step.combatants.before;
      case 'patch': {
        const restored = [...encounter.combatants];
        for (const { index, combatant } of step.combatants.before) restored[index] = combatant;
        return restored;
      }
    }
  })();
  const before: Encounter = {
    ...encounter,
    ...step.fields,
    combatants,
    log: encounter.log.slice(0, step.logLength),
    undo: encounter.undo.slice(0, -1),
  };
  // The step's fields are the old values of what it changed: the fight they restore must be whole too.
  return requireEncounter('The encounter before the step', before);
}
