import { findHeld, heldChoices, UNARMED, type Combatant, type HeldWeapons } from '../../rules';

/** One weapon as the attack form names it: "Longbow (T3)", "Crossbow (T2, not loaded)", "bare hands". */
function weaponLabel(c: Combatant, ref: string): string {
  if (ref === UNARMED) return 'bare hands';
  const g = c.gear.find((x) => x.id === ref);
  if (g === undefined) return ref;
  const empty = g.slot === 'weapon' && g.reload !== null && !g.reload.loaded ? ', not loaded' : '';
  return `${g.name} (T${g.tier}${empty})`;
}

/** What a fighter holds, in words: "Knife (T1) and Hatchet (T2)", "bare hands". */
export function heldLabel(c: Combatant, held: HeldWeapons): string {
  const [first, ...rest] = held.map((ref) => weaponLabel(c, ref));
  const label = rest.length === 0 ? first! : `${first} and ${rest.join(' and ')}`;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The choice of what `c` holds that matches `chosen`, else the first they can hold (their first weapon). */
export function heldOrFirst(
  c: Combatant,
  chosen: readonly string[] | null,
): { choices: HeldWeapons[]; held: HeldWeapons } {
  const choices = heldChoices(c);
  return { choices, held: (chosen === null ? null : findHeld(choices, chosen)) ?? choices[0]! };
}
