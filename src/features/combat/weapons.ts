import { UNARMED, type Combatant } from '../../rules';

/** Something a combatant can fight or defend with: a weapon they carry, claws, or bare hands. */
export interface WeaponOption {
  ref: string;
  label: string;
}

/** A combatant's weapons as the attack form lists them, bare hands last ("Unarmed may be used to substitute"). */
export function weaponOptions(c: Combatant): WeaponOption[] {
  const carried = c.gear.flatMap((g): WeaponOption[] => {
    switch (g.slot) {
      case 'weapon': {
        const empty = g.reload !== null && !g.reload.loaded ? ', not loaded' : '';
        return [{ ref: g.id, label: `${g.name} (T${g.tier}${empty})` }];
      }
      case 'natural-weapon':
        return [{ ref: g.id, label: `${g.name} (T${g.tier})` }];
      case 'armor':
      case 'shield':
      case 'natural-armor':
        return [];
    }
  });
  return [...carried, { ref: UNARMED, label: 'Bare hands' }];
}

/** The weapon picked when nobody chose yet: the first carried, else bare hands. */
export function defaultWeapon(c: Combatant): string {
  return weaponOptions(c)[0]!.ref;
}

/** The chosen refs that this combatant still has, or the default when none is left. */
export function validWeapons(c: Combatant, chosen: readonly string[] | null): string[] {
  const refs = new Set(weaponOptions(c).map((o) => o.ref));
  const kept = (chosen ?? []).filter((r) => refs.has(r));
  return kept.length > 0 ? kept : [defaultWeapon(c)];
}
