import type { CombatActionType } from '../combat/actions';
import type { HealthState } from '../combat/health';
import type { CombatSpecialId } from '../schemas/combat';
import type { SkillId } from '../schemas/skills';
import type { WeaponKindId } from '../schemas/weapons';
import type { ContestWinner, InitiativeEntry } from '../../../../core/rules';
import type { RandomSource } from '../../../../core/rules';
import type { SizedCreature } from '../size';
import type { ToolLevel } from '../tools';

/** Who a combatant fights for: the players' party or their opponents. */
export type CombatSide = 'party' | 'foe';

/**
 * Turn Order & Initiative: "go around the room clockwise … starting with players going first, then the enemy NPCs", or
 * "1d20 + reflex bonus rolled by each combatant" when the GM wants initiative.
 */
export type OrderMode = 'clockwise' | 'initiative';

/** Weapons a combatant holds as items. Bare hands are the UNARMED reference; claws are 'natural-weapon' gear. */
export type HeldWeaponKindId = Exclude<WeaponKindId, 'unarmed-melee' | 'natural-weapon' | 'siege-weapon'>;

/** The reference to bare hands in a list of weapons ("Unarmed may be used to substitute main-hand, off-hand, or both"). */
export const UNARMED = 'unarmed';

/** The critical choice that strikes a body instead of gear: an unarmed hand, or T0 natural weapons (10 damage). */
export const BODY_TARGET = 'body';

/** A crossbow's or firearm's load: the non-contested actions spent on the current reload, and whether it is loaded. */
export interface ReloadState {
  readonly loaded: boolean;
  readonly actionsDone: number;
}

interface GearBase {
  readonly id: string;
  readonly name: string;
  /** The tier now: criticals lower it for the rest of the fight. */
  readonly tier: number;
  /** The tier repairs restore (≥ tier). */
  readonly fullTier: number;
}

/** One piece of combat gear in an encounter, with its worn (current) and full tier. */
export type EncounterGear =
  | (GearBase & {
      readonly slot: 'weapon';
      readonly kind: HeldWeaponKindId;
      /** Firearms: the tier of the bullets loaded; null for every other weapon. */
      readonly bulletTier: number | null;
      /** Crossbows and firearms; null for weapons that need no reload (melee, thrown, bows). */
      readonly reload: ReloadState | null;
    })
  | (GearBase & { readonly slot: 'armor' })
  | (GearBase & { readonly slot: 'shield'; readonly equipped: boolean })
  | (GearBase & { readonly slot: 'natural-armor' })
  | (GearBase & { readonly slot: 'natural-weapon' });

export type GearSlot = EncounterGear['slot'];

/** Gear as it enters a fight; `fullTier` defaults to `tier`, weapons start loaded and shields in hand. */
export type EncounterGearInput =
  | {
      readonly slot: 'weapon';
      readonly id: string;
      readonly name: string;
      readonly kind: HeldWeaponKindId;
      readonly tier: number;
      readonly fullTier?: number;
      readonly bulletTier?: number;
      readonly loaded?: boolean;
    }
  | {
      readonly slot: 'armor' | 'natural-armor' | 'natural-weapon';
      readonly id: string;
      readonly name: string;
      readonly tier: number;
      readonly fullTier?: number;
    }
  | {
      readonly slot: 'shield';
      readonly id: string;
      readonly name: string;
      readonly tier: number;
      readonly fullTier?: number;
      readonly equipped?: boolean;
    };

/**
 * Every number the engine needs to fight with a combatant. For a character the app builds it from the sheet (final
 * stats, skill levels, max HP, combat move, gear, raceCombatSpecials); a quick creature builds it with quickCreatureProfile.
 */
export interface CombatProfile {
  readonly size: SizedCreature;
  readonly maxHp: number;
  readonly body: number;
  readonly reflex: number;
  readonly presence: number;
  /** Only needed to break out of a trap with Mind. */
  readonly mind?: number;
  /** Only needed for the Daywalker's “Exsanguination” ("[Aura value] damage"). */
  readonly aura?: number;
  /** Scales Forest Troll regeneration and Neo-Dragon natural armor ("[Body value + Combat Level]"). */
  readonly combatLevel: number;
  /** Tiles per move action (see combatMove). */
  readonly move: number;
  /** Skill levels by skill id; a missing skill is level 0. */
  readonly skills: Readonly<Partial<Record<SkillId, number>>>;
  readonly gear: readonly EncounterGearInput[];
  readonly specials: readonly CombatSpecialId[];
}

/** The GM's quick opponent: "name, size, HP, Reflex, Body, the skill values they fight with, weapon and armor tiers". */
export interface QuickCreature {
  readonly name: string;
  readonly size: SizedCreature;
  readonly maxHp: number;
  readonly body: number;
  readonly reflex: number;
  readonly presence: number;
  readonly mind?: number;
  /** Defaults to 1. */
  readonly combatLevel?: number;
  readonly move: number;
  readonly skills: Readonly<Partial<Record<SkillId, number>>>;
  readonly weapons: readonly {
    readonly kind: HeldWeaponKindId;
    readonly tier: number;
    readonly name?: string;
    readonly bulletTier?: number;
  }[];
  /** 0 for none. */
  readonly armorTier: number;
  /** null for none. */
  readonly shieldTier: number | null;
  /** 0 for none. */
  readonly naturalArmor: number;
  /** Claws and the like: their tier, or null for none. */
  readonly naturalWeapon: number | null;
  readonly specials: readonly CombatSpecialId[];
}

/** Where a combatant comes from: a campaign character, or a quick creature (optionally from a saved template). */
export type CombatantSource =
  | { readonly kind: 'character'; readonly characterId: string }
  | { readonly kind: 'creature'; readonly templateId: string | null };

export interface CombatantInput {
  readonly id: string;
  readonly name: string;
  readonly side: CombatSide;
  readonly source: CombatantSource;
  readonly profile: CombatProfile;
  /** HP when the fight starts; defaults to max HP. */
  readonly hp?: number;
}

/** Something attached to a combatant that is applied or counted down at the start of their turn. */
export type TimedEffect =
  | {
      readonly id: string;
      readonly kind: 'immobilized';
      /** Turns of the bearer that still start immobilized, counting the next one; it ends when this reaches 0. */
      readonly rounds: number;
      /** The trap's difficulty to break out against, or null when the GM immobilized them by other means. */
      readonly trapDifficulty: number | null;
    }
  | { readonly id: string; readonly kind: 'bleeding'; readonly perRound: number; readonly rounds: number }
  | { readonly id: string; readonly kind: 'custom'; readonly label: string; readonly rounds: number }
  | {
      readonly id: string;
      /** "Each character that rolls under the total rolled by the initiator will have a stealth flag attached". */
      readonly kind: 'stealth-flag';
      readonly ownerId: string;
    };

/** An effect as the GM adds it (the engine gives it its id). */
export type TimedEffectInput =
  | { readonly kind: 'immobilized'; readonly rounds: number }
  | { readonly kind: 'bleeding'; readonly perRound: number; readonly rounds: number }
  | { readonly kind: 'custom'; readonly label: string; readonly rounds: number }
  | { readonly kind: 'stealth-flag'; readonly ownerId: string };

/** A trap being set in combat: "Each trap set up in combat requires 3 (three) actions", possibly over two turns. */
export interface TrapSetting {
  readonly stepsDone: number;
  readonly tools: ToolLevel;
  readonly name: string;
  /** [Traps + Presence + 1d20], rolled on the contested "setting & hiding the trap" step. */
  readonly difficulty: number | null;
}

/** A fighter in an encounter: the profile numbers plus the live state of the fight. */
export interface Combatant extends Omit<CombatProfile, 'gear' | 'mind'> {
  readonly id: string;
  readonly name: string;
  readonly side: CombatSide;
  readonly source: CombatantSource;
  readonly mind: number | null;
  readonly hp: number;
  readonly gear: readonly EncounterGear[];
  readonly effects: readonly TimedEffect[];
  /** Combat damage not regenerated yet: "regenerate … for any combat damage they have received". */
  readonly combatDamage: number;
  readonly trapSetting: TrapSetting | null;
}

export type TrapStatus = 'armed' | 'discovered' | 'sprung' | 'disarmed';

/** A trap on the battlefield, set in the fight or noted before it ("They must note difficulty value & location"). */
export interface EncounterTrap {
  readonly id: string;
  readonly name: string;
  /** The trapper, or null for a trap whose maker is not in the fight. */
  readonly ownerId: string | null;
  readonly difficulty: number;
  readonly trapsLevel: number;
  readonly tools: ToolLevel;
  /** "unless the trapper set it to not deal damage – yes! That is an option." */
  readonly dealsDamage: boolean;
  readonly status: TrapStatus;
}

/** One side's dice in a log entry. */
export interface LogDiceSide {
  readonly rolls: readonly number[];
  /** The kept die; null when the side threw nothing. */
  readonly natural: number | null;
  readonly modifier: number;
  readonly total: number;
}

export interface LogDice {
  readonly actor: LogDiceSide;
  /** The other side of a contested roll (defender, trap, observer), or null for a lone roll. */
  readonly opponent: LogDiceSide | null;
}

export type LogKind =
  | 'setup'
  | 'initiative'
  | 'turn'
  | 'effect'
  | 'action'
  | 'attack'
  | 'critical'
  | 'damage'
  | 'stealth'
  | 'trap'
  | 'gm'
  | 'repair';

/** The result of a roll in the log: who won a contested roll, a hit that needed no contest, or nothing rolled. */
export type LogResult = ContestWinner | 'guaranteed-hit' | 'free-hit';

/** One line of the combat log. An entry changes the HP of at most one combatant (its target). */
export interface LogEntry {
  /** 1, 2, 3 … in log order. */
  readonly id: number;
  readonly round: number;
  /** The position in the turn order of whose turn it was (1 = first), 0 before the first turn. */
  readonly turn: number;
  readonly actorId: string | null;
  readonly targetId: string | null;
  readonly kind: LogKind;
  readonly dice: LogDice | null;
  readonly result: LogResult | null;
  /** Damage dealt (after armor), or null when the entry deals none. */
  readonly damage: number | null;
  /** The damage breakdown, e.g. "12 = diff 5 + Body 4 + T3 − armor 0". */
  readonly breakdown: string | null;
  /** The signed change to the target's HP (0 when none): the log's HP bookkeeping. */
  readonly hpChange: number;
  readonly hpAfter: number | null;
  readonly healthAfter: HealthState | null;
  /** One readable sentence. */
  readonly text: string;
}

/** A defender's answer to an attack. */
export type DefenceResponse =
  /** Weapons in hand (gear ids or UNARMED): their skill rolls; several melee weapons are dual wielding; melee ones in reach counterattack. */
  | { readonly kind: 'weapons'; readonly weapons: readonly string[] }
  /** "the opponent may technically use any weapon skill in defense – even if it is not equipped": dodge only. */
  | { readonly kind: 'skill'; readonly skill: SkillId };

/** An attack as declared, before any dice. */
export interface AttackDeclaration {
  readonly attackerId: string;
  readonly defenderId: string;
  /** The attacker's weapons: gear ids or UNARMED. Several melee weapons in range are dual (multi-) wielding. */
  readonly weapons: readonly string[];
  /** How the defender answers; not needed when the defender rolls nothing (guaranteed hit, stealth, unconscious). */
  readonly response?: DefenceResponse;
  /** Tiles between the two (1 = adjacent). */
  readonly distance: number;
  /** Where the attack comes from, seen from the defender: a shield "only reduces damage when receiving attacks from the front". */
  readonly from: 'front' | 'rear';
  /** A stealth attack, using the stealth flag the attacker holds on the defender. */
  readonly stealth?: boolean;
}

/** One consequence a critical roller may choose, by gear id (or BODY_TARGET). */
export type CriticalChoice =
  | {
      readonly gearItemId: string;
      readonly ownerId: string;
      readonly kind: 'lower-tier';
      readonly label: string;
      readonly fromTier: number;
      readonly toTier: number;
    }
  | {
      readonly gearItemId: string;
      readonly ownerId: string;
      readonly kind: 'direct-damage';
      readonly label: string;
      readonly damage: number;
    };

/** A critical roll waiting for its roller's choice. */
export interface PendingCritical {
  readonly rollerId: string;
  readonly kind: 'critical-hit' | 'critical-failure';
  /** A critical hit "may" strike gear (it can be declined); a critical failure "must" be taken. */
  readonly optional: boolean;
  readonly options: readonly CriticalChoice[];
}

/** A thrown attack whose damage waits for critical choices: "The damage to the gear happens before the damage to the player". */
export interface PendingAttack {
  readonly declaration: AttackDeclaration;
  /** Attacker total − defender total (0 for a hit without a contest). */
  readonly difference: number;
  readonly result: LogResult;
  /** The attacker's kept die (stealth attacks fold it into damage), or null. */
  readonly attackerNatural: number | null;
  readonly defenderNatural: number | null;
  /** Whether the defender threw dice (false: unconscious, stealth attack, guaranteed hit). */
  readonly defenderRolled: boolean;
  readonly critical: PendingCritical;
  /** Sides with a critical still to choose after this one. */
  readonly queue: readonly ('attacker' | 'defender')[];
}

/** The previous values of what one transition changed, so undo can restore the state before it exactly. */
export interface UndoStep {
  readonly logLength: number;
  readonly fields: Partial<Omit<Encounter, 'log' | 'undo' | 'combatants'>>;
  readonly combatants:
    | { readonly kind: 'unchanged' }
    | { readonly kind: 'patch'; readonly before: readonly { readonly index: number; readonly combatant: Combatant }[] }
    | { readonly kind: 'all'; readonly before: readonly Combatant[] };
}

/** The whole state of a fight. Every transition returns a new Encounter; none changes its input. */
export interface Encounter {
  readonly combatants: readonly Combatant[];
  readonly orderMode: OrderMode;
  /** Combatant ids in turn order (empty in initiative mode until initiative is rolled or typed). */
  readonly order: readonly string[];
  /** The initiative rolls behind the order (totals[0] the roll, later totals tie-breakers); empty in clockwise mode. */
  readonly initiative: readonly InitiativeEntry[];
  /** 0 before the first turn. */
  readonly round: number;
  /** Index in `order` of the current (or last) turn; −1 before the first turn. */
  readonly turnIndex: number;
  /** True from startTurn to endTurn. */
  readonly turnActive: boolean;
  readonly actionsUsed: readonly CombatActionType[];
  readonly pending: PendingAttack | null;
  readonly traps: readonly EncounterTrap[];
  /** Serial for effect and trap ids. */
  readonly nextId: number;
  readonly log: readonly LogEntry[];
  readonly undo: readonly UndoStep[];
}

/** What every transition returns: the new encounter and the log entries it appended. */
export interface Transition {
  readonly encounter: Encounter;
  readonly entries: readonly LogEntry[];
}

/** A thrown d20 for a lone roll: typed by the table, or rolled by the app. */
export type D20Input = number | RandomSource;
