import type { CharacterGear, GearItem } from '../character/gear';
import type { CraftedItemId } from '../schemas/crafting';
import { madeWeaponKinds, projectName } from './projects';
import type { FinishedItem } from './types';
import { requireInput, requireOneOf, requireText, requireTier } from '../../../../core/rules';
import { requireGear } from '../character/build-input';
import { SIZE_CATEGORY_IDS } from '../schemas/ids';
import { requireSkillId } from '../skills';

/**
 * Where a finished project's item goes on its owner's sheet ("finishes the item into the owner's inventory"): the gear
 * list it joins and the item, made at the project's tier for the size it was made for, in no carry slot. Null when it is
 * not a gear item (cloth, ingots, repairs, structures go elsewhere) or when the project does not say enough to put it on
 * the sheet (a weapon or crossbow of no stated kind, a toolkit of no stated skill, a second shield, a bedroll): the GM
 * hands those over.
 */
export function finishedGearItem(finished: FinishedItem, gear: CharacterGear): CharacterGear | null {
  requireInput('The finished item', finished);
  requireGear('The gear', gear);
  const id = requireText('The finished project’s id', finished.projectId);
  const spec = requireInput('The finished project', finished.spec);
  if (spec.kind !== 'item') return null;
  const base: GearItem = {
    id,
    name: projectName(spec),
    tier: requireTier(spec.tier),
    fullTier: spec.tier,
    sizeCategory: requireOneOf('The size it was made for', spec.size, SIZE_CATEGORY_IDS),
  };
  if (spec.toolkitSkill !== undefined) requireSkillId(spec.toolkitSkill);
  const item: CraftedItemId = spec.item;
  switch (item) {
    case 'armor':
      return { ...gear, armor: [...gear.armor, base] };
    case 'clothing-set':
      return { ...gear, clothing: [...gear.clothing, base] };
    case 'shield':
    case 'wood-shield':
      return gear.shield === null ? { ...gear, shield: { ...base, slot: null } } : null;
    case 'bow':
      return { ...gear, weapons: [...gear.weapons, { ...base, kind: 'bow', slot: null }] };
    case 'hip-pouch':
    case 'item-pouch':
    case 'backpack':
    case 'item-backpack':
      return { ...gear, containers: [...gear.containers, { ...base, kind: item, slot: null }] };
    case 'weapon':
    case 'crossbow': {
      const kind = spec.weaponKind;
      if (kind === undefined || !madeWeaponKinds(item).includes(kind)) return null;
      return { ...gear, weapons: [...gear.weapons, { ...base, kind, slot: null }] };
    }
    case 'basic-toolkit':
      if (spec.toolkitSkill === undefined) return null;
      return {
        ...gear,
        toolkits: [...gear.toolkits, { ...base, skill: spec.toolkitSkill, level: 'basic', slot: null }],
      };
    case 'bedroll':
    case 'lock':
    case 'tent':
    case 'full-cloth':
    case 'workshop':
    case 'misc-chest':
    case 'food-chest':
    case 'water-barrel':
    case 'blank-book':
    case 'artwork':
    case 'map':
      return null;
  }
}

/** The gear without the item `itemId` (taken apart, or put there by a day that is undone); the same gear when absent. */
export function withoutGearItem(gear: CharacterGear, itemId: string): CharacterGear {
  requireGear('The gear', gear);
  requireText('The item’s id', itemId);
  const keep = <T extends { id: string }>(items: readonly T[]) => items.filter((item) => item.id !== itemId);
  return {
    ...gear,
    weapons: keep(gear.weapons),
    armor: keep(gear.armor),
    clothing: keep(gear.clothing),
    containers: keep(gear.containers),
    toolkits: keep(gear.toolkits),
    shield: gear.shield?.id === itemId ? null : gear.shield,
  };
}
