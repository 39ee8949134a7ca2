import type { CombatSpecialId } from '../schemas/combat';
import { requireInput, requireStat, requireWhole } from '../../../../core/rules';
import { hasSpecial } from './combatant';
import { healthState } from './health';

/** What one successful Exsanguination does: the damage dealt and the Daywalker's HP after healing by it. */
export interface ExsanguinationResult {
  /** [Aura value] less the target's armour, never below 0 (R-combat-10). */
  readonly damage: number;
  /** "it heals the Daywalker by the same amount of damage they dealt", up to their max HP. */
  readonly healed: number;
  readonly daywalkerHpAfter: number;
  /** "They leave this trance state once they have 1+ HP" (Undeath). */
  readonly leavesTrance: boolean;
}

/**
 * Daywalker “Exsanguination”: "will deal [Aura value] damage to the target … it heals the Daywalker by the same amount of
 * damage they dealt with the ability that turn." It "must follow all other rules of an unarmed attack", so the target's
 * armour soaks it (R-combat-10: "lowest armor preferred").
 * @example exsanguinationDamage({ aura: 7, targetArmor: 2, daywalkerHp: -3, daywalkerMaxHp: 30 }) // damage 5, healed 5, hp 2, leavesTrance
 */
export function exsanguinationDamage(input: {
  aura: number;
  targetArmor: number;
  daywalkerHp: number;
  daywalkerMaxHp: number;
}): ExsanguinationResult {
  const { aura, targetArmor, daywalkerHp, daywalkerMaxHp } = requireInput('Exsanguination', input);
  const damage = Math.max(0, requireStat('Aura', aura) - requireWhole('Target armor', targetArmor));
  const maxHp = requireWhole('The Daywalker’s max HP', daywalkerMaxHp, 1);
  const hp = requireWhole('The Daywalker’s HP', daywalkerHp, -maxHp, maxHp);
  const after = Math.min(maxHp, hp + damage);
  return { damage, healed: after - hp, daywalkerHpAfter: after, leavesTrance: hp <= 0 && after > 0 };
}

/**
 * Daywalker “Undeath”: "If a Daywalker's HP drops to 0 or lower (if they're still alive) … The GM takes control of their
 * character … While in a trance state, they will lose their skill bonuses for all actions, they will move, they will
 * defend themselves, & they will attempt to use “Exsanguination” … They leave this trance state once they have 1+ HP, or
 * die." True while a combatant with Undeath is unconscious but alive.
 */
export function inUndeathTrance(input: { specials: readonly CombatSpecialId[]; hp: number; maxHp: number }): boolean {
  const { specials, hp, maxHp } = requireInput('Undeath', input);
  return hasSpecial(specials, 'undeath') && healthState(hp, maxHp) === 'unconscious';
}
