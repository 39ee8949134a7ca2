import { requireInput, requireOneOf } from '../errors';
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

/**
 * An attack as a damage rule receives it: a record of a known kind, checked before any field is read. Each kind's
 * damage rule then checks the fields it reads (tiers, armor, the attacker's Body and size).
 */
export function requireAttack(label: string, attack: Attack): Attack {
  requireInput(label, attack);
  requireOneOf(`${label}’s kind`, attack.kind, ATTACK_KINDS);
  return attack;
}

/** One weapon of a melee attack: a record of a known kind (its tier is checked where damage reads it). */
export function requireMeleeWeapon(weapon: MeleeWeapon): MeleeWeapon {
  requireInput('A melee weapon', weapon);
  requireOneOf('A melee weapon’s kind', weapon.kind, MELEE_WEAPON_KINDS);
  return weapon;
}
