import { RulesError, requireTier, requireWhole, requireInput, requireList } from '../../../../core/rules';
import { meleeDamageModifier } from '../size';
import type { MeleeAttack, MeleeWeapon } from './attack';
import { requireMeleeWeapon } from './attack-input';
import { hasSpecial, requireAttacker, type Attacker } from './combatant';
import { add, damageFromTerms, subtract, type DamageResult, type DamageTerm } from './damage-result';
import { requireArmor, requireRollDifference } from './damage-inputs';
import { requireBodyForTier } from './gear-limits';
import { specialValue } from './race-specials';

function handsUsed(weapon: MeleeWeapon, attacker: Attacker): number {
  switch (weapon.kind) {
    case 'main-hand-melee':
    case 'off-hand-melee':
    case 'unarmed-melee':
    case 'natural-weapon':
      return 1;
    case 'two-handed-melee':
      // Orc: "can wield a 2-handed melee weapon in their main hand".
      return hasSpecial(attacker.specials, 'two-hander-in-main-hand') ? 1 : 2;
  }
}

/** The tier a weapon adds to damage; unarmed is T0 ("unarmed is equal to T0"). Validates tier and Body. */
function weaponTier(weapon: MeleeWeapon, body: number): number {
  switch (weapon.kind) {
    case 'main-hand-melee':
    case 'off-hand-melee':
    case 'two-handed-melee':
      requireTier(weapon.tier, 'Weapon tier');
      requireBodyForTier(body, weapon.tier, 'melee weapon');
      return weapon.tier;
    case 'unarmed-melee':
      return 0;
    case 'natural-weapon':
      // Natural weapons are Body + Combat Level, so they may exceed 15 and need no Body.
      return requireWhole('Natural weapon tier', weapon.tier);
  }
}

/** The melee weapons a creature can hold: two hands, plus the Neo-Ape tail's "1-handed melee weapons" slot. */
function handsAvailable(attacker: Attacker): number {
  if (!hasSpecial(attacker.specials, 'prehensile-tail')) return 2;
  return 2 + specialValue('prehensile-tail', (card) => card.traits.prehensileTail?.extraOneHandedSlots);
}

/** Checks that the wielded weapons fit the creature's hands. */
function requireWeaponsFit(weapons: readonly MeleeWeapon[], attacker: Attacker): void {
  requireList('The melee weapons', weapons);
  for (const weapon of weapons) requireMeleeWeapon(weapon);
  const hands = handsAvailable(attacker);
  if (weapons.length === 0) throw new RulesError('not-allowed', 'A melee attack needs a weapon or an unarmed hand.');
  const used = weapons.reduce((n, w) => n + handsUsed(w, attacker), 0);
  if (used > hands) {
    throw new RulesError('not-allowed', `These weapons need ${used} hands; this character has ${hands}.`);
  }
}

/**
 * Melee damage = (roll difference + Body + weapon tier + size modifier) − armor, floored at 0. With several weapons
 * in range (dual wield) the lowest tier counts, unarmed being T0; a single unarmed hit adds no tier term. The size
 * modifier (small −5, large/XL +3 per tile) applies "after hit checks & before armor reductions".
 * @example meleeDamage({ attacker: { body: 4, size: { sizeCategory: 'medium', tiles: 1 } }, weapons: [{ kind: 'main-hand-melee', tier: 3 }], targetArmor: 0 }, 5).total // 12
 */
export function meleeDamage(
  attack: Omit<MeleeAttack, 'kind'>,
  rollDifference: number,
  rollLabel = 'diff',
): DamageResult {
  requireInput('Melee damage', attack);
  const { attacker, weapons, targetArmor } = attack;
  requireAttacker(attacker);
  requireRollDifference(rollDifference, rollLabel === 'diff' ? 'Roll difference' : 'Stealth roll');
  requireArmor(targetArmor);
  requireWeaponsFit(weapons, attacker);
  const tiers = weapons.map((w) => weaponTier(w, attacker.body));
  const onlyUnarmed = weapons.every((w) => w.kind === 'unarmed-melee');
  const size = meleeDamageModifier(attacker.size);
  const terms: DamageTerm[] = [add(rollLabel, rollDifference), add('Body', attacker.body)];
  if (!onlyUnarmed) terms.push(add('T', Math.min(...tiers)));
  if (size !== 0) terms.push(add('size', size));
  terms.push(subtract('armor', targetArmor));
  return damageFromTerms(terms, false);
}
