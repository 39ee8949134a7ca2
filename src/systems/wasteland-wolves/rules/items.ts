import { RulesError } from '../../../core/rules';
import { requireId } from './checks';
import { ITEM_IDS, MATERIAL_IDS, type ItemId, type StockId } from './ids';
import type { Item, Weapon } from './schemas/items';
import { ITEMS } from './tables';

const STOCK_IDS: readonly StockId[] = [...MATERIAL_IDS, ...ITEM_IDS.filter((id) => id !== 'unarmed')];

/** Every item of "WEAPONS, ARMOR, CRAFTING" with its numbers, in the text's order. */
export function allItems(): readonly Item[] {
  return ITEMS.items;
}

export function itemOf(id: ItemId): Item {
  const item = ITEMS.items.find((i) => i.id === requireId('An item', id, ITEM_IDS));
  if (item === undefined) throw new RulesError('unknown-option', `There is no item "${id}".`);
  return item;
}

/** What a player can hold, materials first: every id an inventory may list. */
export function stockIds(): readonly StockId[] {
  return STOCK_IDS;
}

/** The name of a material or item as the text writes it ("Scraps", "Throwing Knives"). */
export function stockName(id: StockId): string {
  const material = ITEMS.materials.find((m) => m.id === id);
  if (material !== undefined) return material.name;
  return itemOf(id as ItemId).name;
}

/** A weapon's numbers, refused for an item that is not one ("Morphine is not a weapon."). */
export function weaponOf(id: ItemId): Weapon & { readonly id: ItemId; readonly name: string } {
  const item = itemOf(id);
  if (item.weapon === undefined) throw new RulesError('not-allowed', `${item.name} is not a weapon.`);
  return { ...item.weapon, id: item.id, name: item.name };
}

/** An armour's numbers, refused for an item that is not one. */
export function armourOf(id: ItemId): NonNullable<Item['armour']> & { readonly name: string } {
  const item = itemOf(id);
  if (item.armour === undefined) throw new RulesError('not-allowed', `${item.name} is not armour.`);
  return { ...item.armour, name: item.name };
}
