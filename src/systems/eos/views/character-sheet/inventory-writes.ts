import { modifyCharacter, type CharacterRecord } from '../../../../db';
import { RulesError, inventorySlots, type CharacterGear, type InventoryItem } from '../../rules';

/** A stack to add, before it has an id: what the inventory form asks. */
export type NewInventoryItem = Omit<InventoryItem, 'id'>;

function withInventory(gear: CharacterGear, inventory: InventoryItem[]): { gear: CharacterGear } {
  return { gear: { ...gear, inventory } };
}

/** The rules' check of one stack (kind, count, tent persons, GM size) and a name, before anything is written. */
function checked(item: InventoryItem): InventoryItem {
  if (item.name.trim() === '') throw new RulesError('invalid-number', 'Give the item a name.');
  inventorySlots(item);
  return { ...item, name: item.name.trim() };
}

/**
 * Adds a stack to the inventory, in a worn container or in hand. A stack that does not fit is still stored (the sheet
 * warns, as the GM may allow it); one the rules cannot count (0 torches, a tent of 13) is refused with nothing written.
 */
export function addInventoryItem(id: string, item: NewInventoryItem): Promise<CharacterRecord> {
  return modifyCharacter(id, (record) =>
    withInventory(record.gear, [...(record.gear.inventory ?? []), checked({ ...item, id: crypto.randomUUID() })]),
  );
}

/** Changes how many of a stack there are, or where it is. */
export function changeInventoryItem(
  id: string,
  itemId: string,
  changes: Partial<Pick<InventoryItem, 'count' | 'in'>>,
): Promise<CharacterRecord> {
  return modifyCharacter(id, (record) => {
    const inventory = record.gear.inventory ?? [];
    if (!inventory.some((item) => item.id === itemId)) {
      throw new RulesError('not-allowed', 'That item is no longer in the inventory.');
    }
    return withInventory(
      record.gear,
      inventory.map((item) => (item.id === itemId ? checked({ ...item, ...changes }) : item)),
    );
  });
}

/** Takes a stack out of the inventory; what was in it (a Bushcraft container's contents) goes into the hands. */
export function removeInventoryItem(id: string, itemId: string): Promise<CharacterRecord> {
  return modifyCharacter(id, (record) =>
    withInventory(
      record.gear,
      (record.gear.inventory ?? [])
        .filter((item) => item.id !== itemId)
        .map((item) => (item.in === itemId ? { ...item, in: null } : item)),
    ),
  );
}
