import type { Combatant } from './types';
import { UNARMED } from './types';
import { requireInput, requireList, requireText } from '../../../../core/rules';

/**
 * What a combatant can hold for one exchange: the weapon references (gear ids or UNARMED) the attack or the defence is
 * made with. The attack form offers these instead of a free choice of weapons, so no combination the rules refuse can
 * be picked.
 */
export type HeldWeapons = readonly string[];

/** Melee weapons held in one hand: a second one beside them is dual wielding. */
function oneHanded(gear: Combatant['gear'][number]): boolean {
  switch (gear.slot) {
    case 'weapon':
      return gear.kind === 'main-hand-melee' || gear.kind === 'off-hand-melee';
    case 'natural-weapon':
      return true;
    case 'armor':
    case 'shield':
    case 'natural-armor':
      return false;
  }
}

/**
 * Every way `combatant` can hold their weapons, in the order a table reads them: each weapon alone (claws included),
 * bare hands, then each pair of one-handed melee weapons (dual wielding: "When 2 Melee weapons are used, the character
 * may throw 2d20"), and each carried one-handed melee weapon with a bare hand ("Unarmed may be used to substitute
 * main-hand, off-hand, or both"). A two-handed weapon, a bow, a crossbow or a firearm is held alone (R-encounter-14).
 * @example heldChoices(knifeAndHatchetFighter) // [['knife'], ['hatchet'], ['unarmed'], ['knife', 'hatchet'], ['knife', 'unarmed'], ['hatchet', 'unarmed']]
 */
export function heldChoices(combatant: Combatant): HeldWeapons[] {
  requireInput('Held choices', combatant);
  const weapons = requireList('The combatant’s gear', combatant.gear).filter(
    (g) => requireInput('Each piece of gear', g).slot === 'weapon' || g.slot === 'natural-weapon',
  );
  for (const g of weapons) requireText('A weapon’s id', g.id);
  const singles = [...weapons.map((g) => [g.id]), [UNARMED]];
  const hands = weapons.filter(oneHanded);
  const pairs: string[][] = [];
  for (let i = 0; i < hands.length; i++) {
    for (let j = i + 1; j < hands.length; j++) pairs.push([hands[i]!.id, hands[j]!.id]);
  }
  const withHand = hands.filter((g) => g.slot === 'weapon').map((g) => [g.id, UNARMED]);
  return [...singles, ...pairs, ...withHand];
}

/** The choice among heldChoices that holds exactly `refs` (in any order), or null when none does. */
export function findHeld(choices: readonly HeldWeapons[], refs: readonly string[]): HeldWeapons | null {
  requireList('The choices', choices);
  requireList('The refs', refs);
  const key = heldKey('The weapons held', refs);
  return choices.find((c) => heldKey('A way to hold weapons', c) === key) ?? null;
}

/** The weapon references of one way of holding, in one order (refused when one is not a reference). */
function heldKey(label: string, refs: readonly string[]): string {
  return requireList(label, refs)
    .map((ref) => requireText(`${label}: each weapon`, ref))
    .sort()
    .join('\u0000');
}
