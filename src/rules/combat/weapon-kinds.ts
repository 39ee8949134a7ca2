import weaponsJson from '../../../data/weapons.json';
import type { WeaponKind, WeaponKindId, WeaponsFile } from '../data/weapons';

const kinds = (weaponsJson as unknown as WeaponsFile).kinds;

/** Every weapon kind of the combat skills, from data/weapons.json. */
export const WEAPON_KINDS: readonly WeaponKind[] = kinds;

/** The data row of one weapon kind. */
export function weaponKind(id: WeaponKindId): WeaponKind {
  const found = kinds.find((k) => k.id === id);
  if (found === undefined) throw new Error(`data/weapons.json has no weapon kind ${id}`);
  return found;
}
