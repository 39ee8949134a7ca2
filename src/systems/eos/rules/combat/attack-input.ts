import { requireInput, requireOneOf } from '../../../../core/rules';
import type { Attack, AttackKind, MeleeWeapon } from './attack';

/** Every kind of damaging attack (a record, so that TypeScript refuses a kind left out). */
const ATTACK_KIND_SET: Readonly<Record<AttackKind, true>> = {
  melee: true,
  thrown: true,
  bow: true,
  crossbow: true,
  firearm: true,
  siege: true,
  trap: true,
};
const ATTACK_KINDS = Object.keys(ATTACK_KIND_SET) as AttackKind[];

/** The weapons a melee attack can swing (see MeleeWeapon). */
const MELEE_WEAPON_KIND_SET: Readonly<Record<MeleeWeapon['kind'], true>> = {
  'main-hand-melee': true,
  'off-hand-melee': true,
  'two-handed-melee': true,
  'unarmed-melee': true,
  'natural-weapon': true,
};
const MELEE_WEAPON_KINDS = Object.keys(MELEE_WEAPON_KIND_SET) as MeleeWeapon['kind'][];

/** Whether `kind` is a key of `set` (its own, so "toString" is not a kind). */
function known(set: Readonly<Record<string, true>>, kind: unknown): boolean {
  return typeof kind === 'string' && Object.hasOwn(set, kind);
}

/**
 * An attack as a damage rule receives it: a record of a known kind, checked before any field is read. Each kind's
 * damage rule then checks the fields it reads (tiers, armor, the attacker's Body and size).
 */
export function requireAttack(label: string, attack: Attack): Attack {
  // The fast path first: damage distributions call the damage rules once per roll difference.
  if (typeof attack === 'object' && attack !== null && known(ATTACK_KIND_SET, attack.kind)) return attack;
  requireInput(label, attack);
  requireOneOf(`${label}’s kind`, attack.kind, ATTACK_KINDS);
  return attack;
}

/** One weapon of a melee attack: a record of a known kind (its tier is checked where damage reads it). */
export function requireMeleeWeapon(weapon: MeleeWeapon): MeleeWeapon {
  if (typeof weapon === 'object' && weapon !== null && known(MELEE_WEAPON_KIND_SET, weapon.kind)) return weapon;
  requireInput('A melee weapon', weapon);
  requireOneOf('A melee weapon’s kind', weapon.kind, MELEE_WEAPON_KINDS);
  return weapon;
}
