import type { CombatSpecialId } from '../schemas/combat';
import { requireWhole, requireInput } from '../../../../core/rules';
import type { SizedCreature } from '../size';
import { weaponRange, type RangedWeaponKindId } from './ranges';
import { weaponKind } from './weapon-kinds';

export type CounterDamage = { readonly dealsDamage: true } | { readonly dealsDamage: false; readonly reason: string };

/**
 * Whether a defender who wins the contested roll deals damage back. "If they are in melee range & wielding a melee
 * weapon, they will counterattack using the roll difference in their damage calculation. If they are outside melee
 * range, they will simply dodge the attack instead." Projectile weapons never damage on another's turn ("Bows cannot
 * counterattack even if within their range"), so a 2H melee attacker at range 2 is safe from a defender whose reach
 * is 1. A guaranteed hit or a stealth attack gives the defender no roll to win.
 * @example counterDamage({ defenderWeapon: 'main-hand-melee', defenderSize: { sizeCategory: 'medium', tiles: 1 }, distanceTiles: 2, attack: 'contested' }) // { dealsDamage: false, … }
 */
export function counterDamage(input: {
  attack: 'contested' | 'guaranteed-hit' | 'stealth';
  /** The weapon (or unarmed) the defender answers with; they may switch freely before the dice are thrown. */
  defenderWeapon: RangedWeaponKindId;
  defenderSize: SizedCreature;
  defenderSpecials?: readonly CombatSpecialId[];
  distanceTiles: number;
}): CounterDamage {
  requireInput('Counter damage', input);
  const distance = requireWhole('Distance in tiles', input.distanceTiles);
  switch (input.attack) {
    case 'guaranteed-hit':
      return { dealsDamage: false, reason: 'A guaranteed hit is not contested: the defender rolls nothing.' };
    case 'stealth':
      return { dealsDamage: false, reason: 'A stealth attack cannot be contested: the defender rolls nothing.' };
    case 'contested':
      break;
  }
  const kind = weaponKind(input.defenderWeapon);
  if (kind.family !== 'melee') {
    return {
      dealsDamage: false,
      reason: `A ${kind.name} only dodges in defence: projectile damage happens only on the shooter's turn.`,
    };
  }
  const reach = weaponRange({
    weapon: input.defenderWeapon,
    size: input.defenderSize,
    specials: input.defenderSpecials,
  }).maxTiles;
  if (distance > reach) {
    return {
      dealsDamage: false,
      reason: `The attacker is ${distance} tiles away, beyond the defender's reach of ${reach}: they dodge.`,
    };
  }
  return { dealsDamage: true };
}
