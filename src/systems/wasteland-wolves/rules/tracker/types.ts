import type { ConditionState } from '../conditions';
import type { Inventory } from '../crafting';
import type { ConditionId, ItemId, WolfKind } from '../ids';
import type { MapSetup } from '../map';
import type { PerkBuild } from '../perks';

/** What can hold a player for some turns: a snare, camouflage, and the two-turn immunities of Bloodletters and Poisoned Arrows. */
export const STATUS_IDS = ['snared', 'camouflaged', 'bleeding-immunity', 'illness-immunity'] as const;
export type StatusId = (typeof STATUS_IDS)[number];

export interface TrackerStatus {
  readonly id: StatusId;
  /** Following turns it still lasts (R-status-1): each new turn it holds through counts one; a new turn at 0 ends it. */
  readonly turnsLeft: number;
}

export interface TrackerPlayer {
  readonly id: string;
  readonly name: string;
  /** 1 to the number of teams. */
  readonly team: number;
  readonly perks: PerkBuild;
  readonly experience: number;
  /** Wolf damage not yet turned into experience. */
  readonly wolfDamageCarried: number;
  readonly health: number;
  readonly energy: number;
  readonly illness: ConditionState;
  readonly bleeding: ConditionState;
  readonly statuses: readonly TrackerStatus[];
  readonly inventory: Inventory;
  readonly weapon: ItemId | null;
  readonly armour: ItemId | null;
  readonly alive: boolean;
}

export interface TrackerWolf {
  readonly id: string;
  readonly kind: WolfKind;
  readonly health: number;
  /** The player it tracks ("Only one wolf can track a player at once"), or null. */
  readonly tracking: string | null;
}

export interface GameState {
  readonly turn: number;
  readonly map: MapSetup;
  readonly players: readonly TrackerPlayer[];
  readonly wolves: readonly TrackerWolf[];
  /** The number the next wolf's id takes. */
  readonly wolvesSpawned: number;
}

/** Everything the tracker records; random outcomes come in already decided (by the rules' rolls or the table's dice). */
export type TrackerEvent =
  | {
      readonly type: 'add-player';
      readonly id: string;
      readonly name: string;
      readonly team: number;
      readonly perks?: PerkBuild;
      readonly experience?: number;
    }
  /** A new turn: income, statuses count down, Iron Wolves regenerate unless tracking or on a player's tile (listed). */
  | { readonly type: 'next-turn'; readonly wolvesOnPlayerTiles?: readonly string[] }
  | { readonly type: 'spend-energy'; readonly playerId: string; readonly amount: number }
  | { readonly type: 'damage'; readonly playerId: string; readonly amount: number }
  | { readonly type: 'heal'; readonly playerId: string; readonly amount: number }
  | {
      readonly type: 'set-condition';
      readonly playerId: string;
      readonly condition: ConditionId;
      readonly state: ConditionState;
    }
  | { readonly type: 'inflict'; readonly playerId: string; readonly condition: ConditionId; readonly times: number }
  | { readonly type: 'add-status'; readonly playerId: string; readonly status: StatusId; readonly turns: number }
  | { readonly type: 'remove-status'; readonly playerId: string; readonly status: StatusId }
  | {
      readonly type: 'gain-experience';
      readonly playerId: string;
      readonly target: 'wolf' | 'player';
      readonly damage: number;
      readonly targetHealth: number;
    }
  | { readonly type: 'set-perks'; readonly playerId: string; readonly perks: PerkBuild }
  | { readonly type: 'change-items'; readonly playerId: string; readonly add?: Inventory; readonly remove?: Inventory }
  | {
      readonly type: 'equip';
      readonly playerId: string;
      readonly weapon: ItemId | null;
      readonly armour: ItemId | null;
    }
  | { readonly type: 'revive'; readonly playerId: string }
  | { readonly type: 'spawn-wolf'; readonly kind: WolfKind }
  | { readonly type: 'wolf-damage'; readonly wolfId: string; readonly amount: number }
  | { readonly type: 'wolf-track'; readonly wolfId: string; readonly playerId: string | null };

/** What an event changed, to put back exactly on undo. */
export interface UndoRecord {
  readonly event: TrackerEvent;
  readonly turn: number;
  /** Each changed player as it was (null: added by the event). */
  readonly players: Readonly<Record<string, TrackerPlayer | null>>;
  readonly wolves: readonly TrackerWolf[] | null;
  readonly wolvesSpawned: number;
}

/** A game as the tracker keeps it: the state and, newest last, what each event changed. Plain data (JSON round-trips). */
export interface Tracker {
  readonly state: GameState;
  readonly history: readonly UndoRecord[];
}

/** The most events an undo reaches back; older ones are dropped from the history (the state keeps them). */
export const UNDO_LIMIT = 200;
