import type { ToolLevel } from '../tools';
import type { Attacker } from './combatant';

/**
 * The weapons a melee attack can use. A natural weapon (Neo-Tiger claws) has tier Body + Combat Level
 * (see naturalWeaponTier) and rolls the Unarmed Melee skill.
 */
export type MeleeWeapon =
  | { readonly kind: 'main-hand-melee' | 'off-hand-melee' | 'two-handed-melee'; readonly tier: number }
  | { readonly kind: 'unarmed-melee' }
  | { readonly kind: 'natural-weapon'; readonly tier: number };

/**
 * A melee hit: one weapon, or several in range (dual/multi-wield: damage uses "the lowest Tier of the weapons used
 * (unarmed is equal to T0)"). `targetArmor` is the armor that applies to this hit (see effectiveArmor).
 */
export interface MeleeAttack {
  readonly kind: 'melee';
  readonly attacker: Attacker;
  readonly weapons: readonly MeleeWeapon[];
  readonly targetArmor: number;
}

/** "Damage with the thrown weapon is: [roll difference]+ Body Stat + Tier value of the thrown weapon." */
export interface ThrownAttack {
  readonly kind: 'thrown';
  readonly attacker: Attacker;
  readonly weapon: 'main-hand-thrown' | 'off-hand-thrown';
  readonly tier: number;
  readonly targetArmor: number;
}

/** "Damage with the bow is: [roll difference] + Tier value of the bow." (Neo-Wolf Heavy Shooter adds Body.) */
export interface BowAttack {
  readonly kind: 'bow';
  readonly attacker: Attacker;
  readonly tier: number;
  readonly targetArmor: number;
}

/** Crossbows ignore the roll difference and pierce armor by T (1H) or 2T (2H). */
export interface CrossbowAttack {
  readonly kind: 'crossbow';
  readonly weapon: 'main-hand-crossbow' | 'off-hand-crossbow' | 'two-handed-crossbow';
  readonly tier: number;
  readonly targetArmor: number;
}

/**
 * "Damage = (Firearm Tier x2) + (Bullet Tier x2)", ignoring armor. `tier` is the current tier (after crits),
 * `repairedTier` the full one that limits the bullets (defaults to `tier`).
 */
export interface FirearmAttack {
  readonly kind: 'firearm';
  readonly weapon: 'main-hand-firearm' | 'off-hand-firearm' | 'two-handed-firearm';
  readonly tier: number;
  readonly repairedTier?: number;
  readonly bulletTier: number;
}

/** "(Tier value of the weapon x10) +Roll Difference"; against a wall the armor is 10 × wall tier. */
export interface SiegeAttack {
  readonly kind: 'siege';
  readonly tier: number;
  readonly targetArmor: number;
}

/** A trap triggered on an opponent: damage = roll difference, ignoring armor; doubled with Basic tools. */
export interface TrapAttack {
  readonly kind: 'trap';
  readonly tools: ToolLevel;
}

/** Every kind of damaging attack; `attackDamage` switches over `kind` exhaustively. */
export type Attack = MeleeAttack | ThrownAttack | BowAttack | CrossbowAttack | FirearmAttack | SiegeAttack | TrapAttack;

export type AttackKind = Attack['kind'];
