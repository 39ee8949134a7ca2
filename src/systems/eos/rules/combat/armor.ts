import type { CombatSpecialId } from '../schemas/combat';
import type { Race } from '../schemas/races';
import { requireStat, requireTier, requireWhole, requireInput, requireList } from '../../../../core/rules';
import { hasSpecial } from './combatant';
import { add, type DamageTerm } from './damage-result';
import { bodyScaled, specialValue } from './race-specials';

/** The specials that are natural armor: Rock Troll "Tier 5", Neo-Dragon "[Body stat value + Combat Level]". */
const NATURAL_ARMOR = ['stone-skin', 'scaled-hide'] as const satisfies readonly CombatSpecialId[];

function naturalArmorCards(specials: readonly CombatSpecialId[] | undefined): Race['naturalArmor'][] {
  return NATURAL_ARMOR.filter((id) => hasSpecial(specials, id)).map((id) =>
    specialValue(id, (card) => card.naturalArmor),
  );
}

/**
 * Natural combat armor at full strength, as the race card prints it: Neo-Dragon "[Body stat value + Combat Level]",
 * Rock Troll "Tier 5"; 0 without natural armor.
 * @example naturalArmorTier({ specials: ['scaled-hide'], body: 8, combatLevel: 3 }) // 11
 */
export function naturalArmorTier(input: {
  specials?: readonly CombatSpecialId[];
  body: number;
  combatLevel: number;
}): number {
  requireInput('Natural armor tier', input);
  const body = requireStat('Body', input.body);
  const level = requireWhole('Combat level', input.combatLevel, 1);
  return naturalArmorCards(input.specials).reduce((sum, { combat }) => {
    switch (combat.kind) {
      case 'tier':
        return sum + combat.tier;
      case 'body-plus-level':
        return sum + bodyScaled(combat.kind, body, level);
    }
  }, 0);
}

/**
 * Natural weapons at full strength: Neo-Tiger claws "have a Tier Value equal to their [Body stat value + Combat Level]";
 * null without natural weapons.
 * @example naturalWeaponTier({ specials: ['claws'], body: 9, combatLevel: 4 }) // 13
 */
export function naturalWeaponTier(input: {
  specials?: readonly CombatSpecialId[];
  body: number;
  combatLevel: number;
}): number | null {
  requireInput('Natural weapon tier', input);
  const body = requireStat('Body', input.body);
  const level = requireWhole('Combat level', input.combatLevel, 1);
  if (!hasSpecial(input.specials, 'claws')) return null;
  return bodyScaled(
    specialValue('claws', (card) => card.traits.naturalWeapons?.tier),
    body,
    level,
  );
}

/** Rock Troll: "Tier 15 Natural Armor vs Environment" — kept apart from combat armor and never crit-able; else 0. */
export function naturalEnvironmentArmor(specials?: readonly CombatSpecialId[]): number {
  if (specials !== undefined) requireList('Natural environment armor', specials);
  return naturalArmorCards(specials).reduce((sum, armor) => sum + armor.environmentTier, 0);
}

export interface ArmorTotal {
  readonly total: number;
  readonly terms: readonly DamageTerm[];
}

/**
 * The armor a hit must get through: worn armor (a Dwarf's two suits add) + natural armor (A-02: they stack) + the
 * shield, which "only reduces damage when receiving attacks from the front" and not against a rear stealth attack.
 * @example effectiveArmor({ wornArmorTiers: [10], naturalArmor: 0, shieldTier: 10, attackFrom: 'front' }).total // 20
 */
export function effectiveArmor(input: {
  wornArmorTiers: readonly number[];
  naturalArmor: number;
  shieldTier?: number;
  attackFrom: 'front' | 'rear';
}): ArmorTotal {
  requireInput('Effective armor', input);
  const worn = requireList('The worn armor tiers', input.wornArmorTiers).reduce(
    (a, t) => a + requireTier(t, 'Armor tier'),
    0,
  );
  const natural = requireWhole('Natural armor', input.naturalArmor);
  const shield = input.shieldTier === undefined ? 0 : requireTier(input.shieldTier, 'Shield tier');
  const shieldCounts = input.attackFrom === 'front' ? shield : 0;
  const terms: DamageTerm[] = [add('armor', worn)];
  if (natural > 0) terms.push(add('natural armor', natural));
  if (shield > 0) terms.push(add(input.attackFrom === 'front' ? 'shield' : 'shield (rear: none)', shieldCounts));
  return { total: worn + natural + shieldCounts, terms };
}
