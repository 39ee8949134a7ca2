import combatJson from '../../../../../data/eos/combat.json';
import type { CombatFile } from '../schemas/combat';
import { requireTier, requireWhole, requireInput } from '../../../../core/rules';
import { specialValue } from './race-specials';

const { criticals } = combatJson as unknown as CombatFile;

export type CritGearSlot = 'weapon' | 'shield' | 'armor' | 'natural-armor' | 'natural-weapon';

/** One consequence a player may choose after a natural 20 or 1. */
export type CriticalOption =
  | {
      readonly kind: 'lower-tier';
      readonly whose: 'opponent' | 'own';
      readonly gear: CritGearSlot;
      readonly fromTier: number;
      readonly toTier: number;
    }
  | {
      readonly kind: 'direct-damage';
      readonly whose: 'opponent' | 'own';
      readonly damage: number;
      readonly ignoresArmor: true;
      readonly reason: string;
    };

export interface CriticalOutcome {
  readonly kind: 'critical-hit' | 'critical-failure' | 'none';
  /** The choices open to the player; the chosen one happens before normal damage. Empty when nothing can be lowered. */
  readonly options: readonly CriticalOption[];
}

/** A combatant's gear in the roll, current tiers. */
export interface CritGear {
  /** How this side fights in the roll: a made weapon, bare hands (Unarmed skill), or natural weapons (claws). */
  readonly fighting: 'weapon' | 'unarmed' | 'natural';
  /** Tier of the made weapon in hand; absent when none. */
  readonly weapon?: number;
  readonly shield?: number;
  /** Worn armor tier (a Dwarf's suits added). */
  readonly armor: number;
  /** Current natural armor tier, for races that have it. */
  readonly naturalArmor?: number;
  /** Current natural weapon tier, for races that have it. */
  readonly naturalWeapon?: number;
}

function validate(g: CritGear): void {
  if (g.weapon !== undefined) requireTier(g.weapon, 'Weapon tier');
  if (g.shield !== undefined) requireTier(g.shield, 'Shield tier');
  requireWhole('Armor tier', g.armor);
  if (g.naturalArmor !== undefined) requireWhole('Natural armor tier', g.naturalArmor);
  if (g.naturalWeapon !== undefined) requireWhole('Natural weapon tier', g.naturalWeapon);
}

const lower = (whose: 'opponent' | 'own', gear: CritGearSlot, tier: number): CriticalOption => ({
  kind: 'lower-tier',
  whose,
  gear,
  fromTier: tier,
  toTier: tier - criticals.gearTierLoss,
});

const body = (whose: 'opponent' | 'own', reason: string): CriticalOption => ({
  kind: 'direct-damage',
  whose,
  damage: criticals.bodyAsWeaponDamage,
  ignoresArmor: true,
  reason,
});

/** What a natural 20 may strike on the opponent (Critical Hits; Crits with Natural Armor & Natural Weapons). */
function hitOptions(own: CritGear, opp: CritGear): CriticalOption[] {
  const options: CriticalOption[] = [];
  if (opp.armor >= 1) options.push(lower('opponent', 'armor', opp.armor));
  if ((opp.shield ?? 0) >= 1) options.push(lower('opponent', 'shield', opp.shield ?? 0));
  // "Natural armor may not be the target of a Critical hit if they have worn armor covering it until … T0."
  if (opp.armor === 0 && (opp.naturalArmor ?? 0) >= 1)
    options.push(lower('opponent', 'natural-armor', opp.naturalArmor ?? 0));
  // Unarmed: "Rolling a critical (natural 20) will not allow damage to opponents weapon with this skill."
  if (own.fighting === 'unarmed') return options;
  if ((opp.weapon ?? 0) >= 1) options.push(lower('opponent', 'weapon', opp.weapon ?? 0));
  // "damage to natural weapons may only be chosen if all equipped weapons or shields are at T0, absent, or destroyed."
  const handsBare = (opp.weapon ?? 0) === 0 && (opp.shield ?? 0) === 0;
  if (handsBare && opp.naturalWeapon !== undefined) {
    options.push(
      opp.naturalWeapon >= 1
        ? lower('opponent', 'natural-weapon', opp.naturalWeapon)
        : body('opponent', 'A crit on T0 natural weapons deals 10 damage to the character, ignoring armor.'),
    );
  } else if (opp.fighting === 'unarmed') {
    options.push(body('opponent', 'Declaring the unarmed opponent’s body as the weapon: 10 damage, ignoring armor.'));
  }
  return options;
}

/** What a natural 1 costs its roller: "reduce their equipped Shield or weapon's Tier by 1". */
function failureOptions(own: CritGear): CriticalOption[] {
  const options: CriticalOption[] = [];
  switch (own.fighting) {
    case 'weapon':
      if ((own.weapon ?? 0) >= 1) options.push(lower('own', 'weapon', own.weapon ?? 0));
      break;
    case 'unarmed':
      options.push(body('own', 'Unarmed natural 1: "It does 10 damage to you … This damage ignores armor."'));
      break;
    case 'natural':
      options.push(
        (own.naturalWeapon ?? 0) >= 1
          ? lower('own', 'natural-weapon', own.naturalWeapon ?? 0)
          : body('own', 'A natural 1 with T0 natural weapons deals 10 damage to the character, ignoring armor.'),
      );
      break;
  }
  if ((own.shield ?? 0) >= 1) options.push(lower('own', 'shield', own.shield ?? 0));
  return options;
}

/**
 * Critical Rolls: a natural 20 "may choose to deal damage to their choice of their opponents equipped gear before doing
 * normal damage" (even if the roller loses the contest); a natural 1 lowers the roller's own weapon or shield, and
 * with bare hands or T0 natural weapons deals 10 damage to the roller ignoring armor. No gear goes below T0.
 * With 2d20 the natural roll is the die the player kept.
 * @example criticalOutcome({ naturalRoll: 1, own: { fighting: 'unarmed', armor: 0 }, opponent: { fighting: 'weapon', weapon: 3, armor: 2 } })
 */
export function criticalOutcome(input: { naturalRoll: number; own: CritGear; opponent: CritGear }): CriticalOutcome {
  requireInput('Critical outcome', input);
  const roll = requireWhole('The natural d20', input.naturalRoll, 1, 20);
  validate(input.own);
  validate(input.opponent);
  if (roll === criticals.hitRoll) return { kind: 'critical-hit', options: hitOptions(input.own, input.opponent) };
  if (roll === criticals.failureRoll) return { kind: 'critical-failure', options: failureOptions(input.own) };
  return { kind: 'none', options: [] };
}

/** The specials with natural gear a crit can lower: Rock Troll and Neo-Dragon armor, Neo-Tiger claws. */
export type NaturalGearSpecial = 'stone-skin' | 'scaled-hide' | 'claws';

function healTiersPerWeek(special: NaturalGearSpecial): number {
  switch (special) {
    case 'stone-skin':
    case 'scaled-hide':
      return specialValue(special, (card) => card.traits.naturalArmorCrits?.recoveryTiersPerWeek);
    case 'claws':
      return specialValue(special, (card) => card.traits.naturalWeapons?.recoveryTiersPerWeek);
  }
}

/**
 * Natural armor or weapons lowered by crits heal as the race card prints: "restore Natural Armor by 1 Tier value per
 * week until it is fully restored", claws "restore both hands by 1 Tier value per week" (magic restores them at once:
 * pass the full tier).
 * @example healedNaturalTier({ special: 'stone-skin', current: 2, full: 5, weeks: 2 }) // 4
 */
export function healedNaturalTier(input: {
  special: NaturalGearSpecial;
  current: number;
  full: number;
  weeks: number;
}): number {
  requireInput('Healed natural tier', input);
  const full = requireWhole('Full natural tier', input.full);
  const current = requireWhole('Current natural tier', input.current, 0, full);
  const weeks = requireWhole('Weeks', input.weeks);
  return Math.min(full, current + weeks * healTiersPerWeek(input.special));
}
