import type { CombatSpecialId } from '../schemas/combat';
import { requireStat, requireList, requireInput } from '../../../../core/rules';
import { requireSizedCreature, type SizedCreature } from '../size';

/** The attacker's side of a damage roll besides the weapon: Body, size and combat specials. */
export interface Attacker {
  readonly body: number;
  readonly size: SizedCreature;
  readonly specials?: readonly CombatSpecialId[];
}

export function hasSpecial(specials: readonly CombatSpecialId[] | undefined, id: CombatSpecialId): boolean {
  if (specials !== undefined) requireList('Has special', specials);
  return specials?.includes(id) ?? false;
}

/** Validates Body and size of an attacker. */
export function requireAttacker(attacker: Attacker): Attacker {
  requireInput('Require attacker', attacker);
  requireStat('Body', attacker.body);
  requireSizedCreature(attacker.size);
  return attacker;
}
