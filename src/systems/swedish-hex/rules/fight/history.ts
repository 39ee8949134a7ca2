import { refuse, type HexMessage } from '../messages';
import type { Fight, FightCore, FightFighter, FightLogEntry, FightLogKind, FightStep } from './types';

export function findFighter(fight: Pick<FightCore, 'fighters'>, id: string): FightFighter {
  const found = fight.fighters.find((f) => f.id === id);
  if (found === undefined) refuse('not-allowed', 'hex.fight.unknownFighter', { id });
  return found;
}

export function coreOf(fight: Fight): FightCore {
  const { rules, teams, fighters, status, round, order, next, winner } = fight;
  return { rules, teams, fighters, status, round, order, next, winner };
}

interface LogInput {
  readonly kind: FightLogKind;
  readonly message: HexMessage;
  readonly actorId?: string | null;
  readonly targetId?: string | null;
  readonly attack?: FightLogEntry['attack'];
  readonly hpAfter?: number | null;
}

/** The working copy of one step: the new state and its log lines, committed with an undo step by `done`. */
export class FightChange {
  private readonly entries: FightLogEntry[] = [];
  state: FightCore;

  constructor(private readonly before: Fight) {
    this.state = coreOf(before);
  }

  fighter(id: string): FightFighter {
    return findFighter(this.state, id);
  }

  set(fields: Partial<FightCore>): void {
    this.state = { ...this.state, ...fields };
  }

  updateFighter(id: string, update: (f: FightFighter) => FightFighter): FightFighter {
    const next = update(this.fighter(id));
    this.state = { ...this.state, fighters: this.state.fighters.map((f) => (f.id === id ? next : f)) };
    return next;
  }

  log(input: LogInput): void {
    this.entries.push({
      id: this.before.log.length + this.entries.length + 1,
      round: this.state.round,
      actorId: null,
      targetId: null,
      attack: null,
      hpAfter: null,
      ...input,
    });
  }

  done(): FightStep {
    const fight: Fight = {
      ...this.state,
      log: [...this.before.log, ...this.entries],
      undo: [...this.before.undo, { before: coreOf(this.before), logLength: this.before.log.length }],
    };
    return { fight, entries: this.entries };
  }
}

/** Takes back the last step: the fight exactly as it was before it, log included. */
export function undoFight(fight: Fight): Fight {
  const step = fight.undo[fight.undo.length - 1];
  if (step === undefined) refuse('not-allowed', 'hex.fight.nothingToUndo');
  return { ...step.before, log: fight.log.slice(0, step.logLength), undo: fight.undo.slice(0, -1) };
}
