import { RulesError } from '../../../../core/rules';
import type { Fight, FightFighter, FightLogEntry, FightStep, FightUndoStep } from './types';

type Core = Omit<Fight, 'log' | 'undo'>;
type LogInput = Omit<FightLogEntry, 'id' | 'round' | 'roll' | 'hpAfter' | 'actorId' | 'targetId'> &
  Partial<Pick<FightLogEntry, 'roll' | 'hpAfter' | 'actorId' | 'targetId'>>;

/** Finds a fighter or refuses with the id the player picked. */
export function findFighter(fight: Pick<Fight, 'fighters'>, id: string): FightFighter {
  const found = fight.fighters.find((f) => f.id === id);
  if (found === undefined) throw new RulesError('not-allowed', `There is no fighter “${id}” in this fight.`);
  return found;
}

function withoutHistory(fight: Fight): Core {
  const core: Partial<Record<keyof Fight, unknown>> = { ...fight };
  delete core.log;
  delete core.undo;
  return core as unknown as Core;
}

/**
 * The working copy of one step: it gathers the new state and the log lines, then `done` commits them with the undo
 * step that restores the fight before. Nothing outside the step sees it change.
 */
export class FightChange {
  private readonly entries: FightLogEntry[] = [];
  state: Core;

  constructor(private readonly before: Fight) {
    this.state = withoutHistory(before);
  }

  fighter(id: string): FightFighter {
    return findFighter(this.state, id);
  }

  set(fields: Partial<Core>): void {
    this.state = { ...this.state, ...fields };
  }

  updateFighter(id: string, update: (fighter: FightFighter) => FightFighter): FightFighter {
    const next = update(this.fighter(id));
    this.state = { ...this.state, fighters: this.state.fighters.map((f) => (f.id === id ? next : f)) };
    return next;
  }

  log(input: LogInput): FightLogEntry {
    const entry: FightLogEntry = {
      id: this.before.log.length + this.entries.length + 1,
      round: this.state.round,
      actorId: null,
      targetId: null,
      roll: null,
      hpAfter: null,
      ...input,
    };
    this.entries.push(entry);
    return entry;
  }

  done(): FightStep {
    const fight: Fight = {
      ...this.state,
      log: this.entries.length === 0 ? this.before.log : [...this.before.log, ...this.entries],
      undo: [...this.before.undo, undoStep(this.before, this.state)],
    };
    return { fight, entries: this.entries };
  }
}

function undoStep(before: Fight, after: Core): FightUndoStep {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof Core)[]) {
    if (key !== 'fighters' && before[key] !== after[key]) fields[key] = before[key];
  }
  const sameRoster =
    before.fighters.length === after.fighters.length && before.fighters.every((f, i) => f.id === after.fighters[i]?.id);
  return {
    logLength: before.log.length,
    fields,
    fighters: sameRoster
      ? {
          kind: 'patch',
          before: before.fighters.flatMap((fighter, index) =>
            fighter === after.fighters[index] ? [] : [{ index, fighter }],
          ),
        }
      : { kind: 'all', before: before.fighters },
  };
}

/**
 * Takes back the last step: the fight exactly as it was before it, log and undo history included. Undo again to go
 * further back, one step at a time, to the fight as it was made.
 */
export function undoFight(fight: Fight): Fight {
  const step = fight.undo[fight.undo.length - 1];
  if (step === undefined) throw new RulesError('not-allowed', 'There is nothing to undo: this is how the fight began.');
  const fighters = ((): readonly FightFighter[] => {
    switch (step.fighters.kind) {
      case 'all':
        return step.fighters.before;
      case 'patch': {
        if (step.fighters.before.length === 0) return fight.fighters;
        const restored = [...fight.fighters];
        for (const { index, fighter } of step.fighters.before) restored[index] = fighter;
        return restored;
      }
    }
  })();
  return { ...fight, ...step.fields, fighters, log: fight.log.slice(0, step.logLength), undo: fight.undo.slice(0, -1) };
}
