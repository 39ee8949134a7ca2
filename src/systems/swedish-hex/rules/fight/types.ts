import type { HexHouseRules } from '../house-rules';
import type { HexMessage } from '../messages';
import type { FighterStats } from '../stats';

/** A participant as they enter a fight: the core's id and name, their numbers, and a chosen opponent if any. */
export interface FighterEntry {
  readonly id: string;
  readonly name: string;
  readonly stats: FighterStats;
  /** HP at the start when below full (R-hp-2's other reading keeps losses); full by default. */
  readonly hp?: number;
  /** "Innan vissa strider finns möjlighet för spelare att välja en motståndare deras rollpersoner ska anfalla." */
  readonly targetId?: string;
}

/** "där de grupperas i lag" */
export interface TeamEntry {
  readonly name: string;
  readonly fighters: readonly FighterEntry[];
}

export interface FightFighter {
  readonly id: string;
  readonly name: string;
  /** The index of their team in `Fight.teams`. */
  readonly team: number;
  readonly stats: FighterStats;
  readonly hp: number;
  /** The opponent they keep attacking until it falls, or null until one is chosen or drawn. */
  readonly targetId: string | null;
  readonly defeated: boolean;
}

/** Between rounds the next step draws the order; in a round the next step is an attack. */
export type FightStatus = 'between-rounds' | 'in-round' | 'over';

/** One drawing as the log keeps it. */
export interface LoggedDrawing {
  readonly attackerTickets: number;
  readonly defenderTickets: number;
  readonly attackerWon: boolean;
}

/** One attack as the log keeps it: the drawings made and, on a hit, the numbers drawn. */
export interface LoggedAttack {
  /** Whose draws: the app's random source, or what the table drew and typed in. */
  readonly by: 'app' | 'table';
  readonly undvika: LoggedDrawing;
  readonly parera: LoggedDrawing | null;
  readonly skadebonus: number | null;
  readonly absorbering: number | null;
  readonly damage: number;
}

export type FightLogKind = 'start' | 'order' | 'tired' | 'target' | 'attack' | 'defeated' | 'end';

export interface FightLogEntry {
  /** 1, 2, 3 … in log order. */
  readonly id: number;
  readonly round: number;
  readonly kind: FightLogKind;
  readonly actorId: string | null;
  readonly targetId: string | null;
  /** The sentence a player reads, as a catalogue key and its values. */
  readonly message: HexMessage;
  readonly attack: LoggedAttack | null;
  /** The target's HP after the entry, when it changed them. */
  readonly hpAfter: number | null;
}

/** The fight as one step leaves it, without its history. */
export interface FightCore {
  /** The GM's settings, fixed when the fight was made so every step reads them the same. */
  readonly rules: HexHouseRules;
  readonly teams: readonly string[];
  readonly fighters: readonly FightFighter[];
  readonly status: FightStatus;
  /** 0 before the first round. */
  readonly round: number;
  /** The round's order, drawn by lottery. */
  readonly order: readonly string[];
  /** The place in `order` of the next attacker. */
  readonly next: number;
  /** The winning team's index once the fight is over. */
  readonly winner: number | null;
}

export interface FightUndoStep {
  readonly before: FightCore;
  readonly logLength: number;
}

/**
 * A whole fight: plain data (JSON round-trips), so the data layer can store it as it is. Every step returns a new Fight
 * and leaves its input as it was; undoFight takes the last step back.
 */
export interface Fight extends FightCore {
  readonly log: readonly FightLogEntry[];
  readonly undo: readonly FightUndoStep[];
}

export interface FightStep {
  readonly fight: Fight;
  readonly entries: readonly FightLogEntry[];
}

/** An order drawn at the table: the fighters' ids as the tickets came out. */
export interface TableOrder {
  readonly order: readonly string[];
}

/**
 * An attack drawn at the table. Each part is needed only when the attack gets that far: the opponent when the attacker
 * has none, the second drawing when the first was won, the numbers when both were.
 */
export interface TableAttack {
  readonly targetId?: string;
  readonly undvika?: 'attacker' | 'defender';
  readonly parera?: 'attacker' | 'defender';
  readonly skadebonus?: number;
  readonly absorbering?: number;
}
