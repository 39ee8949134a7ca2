import weaponsJson from '../../../../../data/eos/weapons.json';
import type { WeaponKind, WeaponKindId, WeaponsFile } from '../schemas/weapons';
import { RulesError, describeValue } from '../../../../core/rules';

const kinds = (weaponsJson as unknown as WeaponsFile).kinds;

/** Every weapon kind of the combat skills, from data/eos/weapons.json. */
export const WEAPON_KINDS: readonly WeaponKind[] = kinds;

/** The data row of one weapon kind. */
export function weaponKind(id: WeaponKindId): WeaponKind {
  const found = kinds.find((k) => k.id === id);
  if (found === undefined) {
    throw new RulesError(
      'unknown-option',
      `There is no weapon kind ${describeValue(id)}. Choose one of: ${kinds.map((k) => k.name).join(', ')}.`,
    );
  }
  return found;
}
