import type { AttackWith } from '../attack';
import type { WdcHouseRules } from '../house-rules';
import type { FightPurpose, RollMode } from '../ids';
import type { InitiativeRoll } from '../initiative';
import type { ModifierPart } from '../modifiers';
import type { WdcFighter } from '../schemas/fighter';

/** A fighter as they enter a fight: the core's id and name, the pack's payload, and who they fight with. */
export interface FighterEntry {
  readonly id: string;
  readonly name: string;
  /** Who they fight with ("Raiders", "Party"); by default their own side, every fighter for themselves. */
  readonly side?: string;
  readonly fighter: WdcFighter;
  /** False when they hold no weapon (A-01: "being unarmed when attacked with a melee weapon"); true by default. */
  readonly armed?: boolean;
}

/** A fighter in a fight: the payload as it came in, and the live state of the fight. */
export interface FightFighter {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  /** The payload as it entered; its `hp` is the hit points at the start (the live ones are `hp` below). */
  readonly fighter: WdcFighter;
  readonly hp: number;
  readonly armed: boolean;
  /** R-house-3: marked in cover. */
  readonly inCover: boolean;
  /** R-house-2: the id of the fighter holding them, or null. */
  readonly heldBy: string | null;
  /** M-02: the Storyteller's note of what became of them once downed, or null. */
  readonly outcome: string | null;
}

/** The current turn: what the fighter has done with it. */
export interface TurnState {
  readonly fighterId: string;
  readonly tilesMoved: number;
  /** The turn's attack is used (an attack, a grab or breaking free). */
  readonly attacked: boolean;
  /** The attack was given up to run: "+5 (No attack)". */
  readonly ran: boolean;
}

export type FightStatus = 'setup' | 'running' | 'over';

/** One attack roll as the log keeps it. */
export interface LoggedRoll {
  readonly mode: RollMode;
  readonly dice: readonly number[];
  readonly kept: number;
  readonly modifier: number;
  readonly total: number;
  readonly defence: number;
  readonly hit: boolean;
}

export type FightLogKind =
  'setup' | 'initiative' | 'turn' | 'move' | 'run' | 'attack' | 'hold' | 'downed' | 'storyteller' | 'end';

/** One line of the fight's log. */
export interface FightLogEntry {
  /** 1, 2, 3 … in log order. */
  readonly id: number;
  readonly round: number;
  readonly kind: FightLogKind;
  readonly actorId: string | null;
  readonly targetId: string | null;
  readonly roll: LoggedRoll | null;
  /** The target's hit points after the entry, when it changed them. */
  readonly hpAfter: number | null;
  /** One sentence a player reads. */
  readonly text: string;
}

/** What one step changed, so undo restores the fight before it exactly. */
export interface FightUndoStep {
  readonly logLength: number;
  /** The previous values of the top-level fields the step changed (fighters apart). */
  readonly fields: Partial<Omit<Fight, 'fighters' | 'log' | 'undo'>>;
  /** The fighters the step changed, by their place, as they were; or the whole list when it was added to. */
  readonly fighters:
    | { readonly kind: 'patch'; readonly before: readonly { readonly index: number; readonly fighter: FightFighter }[] }
    | { readonly kind: 'all'; readonly before: readonly FightFighter[] };
}

/**
 * A whole fight. Every step returns a new Fight and leaves its input as it was; undoFight takes the last step back.
 * Plain data (no functions, no classes): it can be stored as it is.
 */
export interface Fight {
  readonly purpose: FightPurpose;
  /** The Storyteller's settings, fixed when the fight was made so every step reads them the same. */
  readonly rules: WdcHouseRules;
  readonly status: FightStatus;
  readonly fighters: readonly FightFighter[];
  /** "Initiative is rolled at the start of combat … It is not rerolled for the following rounds." */
  readonly initiative: readonly InitiativeRoll[];
  /** Fighter ids in turn order. */
  readonly order: readonly string[];
  /** 0 before the fight starts. */
  readonly round: number;
  /** The place in `order` whose turn it is; −1 before the start. */
  readonly turnIndex: number;
  /** The current turn, or null before the start and after the end. */
  readonly turn: TurnState | null;
  readonly log: readonly FightLogEntry[];
  readonly undo: readonly FightUndoStep[];
}

/** What a step returns: the fight after it, and the log lines it wrote. */
export interface FightStep {
  readonly fight: Fight;
  readonly entries: readonly FightLogEntry[];
}

/** An attack as the player declares it, before any dice. */
export interface AttackDeclaration {
  readonly targetId: string;
  readonly with: AttackWith;
  /** The Storyteller calls for advantage or disadvantage ("the rules or a storyteller may instruct you"). */
  readonly advantage?: boolean;
  readonly disadvantage?: boolean;
  /** The Storyteller's situational modifiers for this roll (environment), each −8…+8. */
  readonly situational?: readonly ModifierPart[];
}
