import { PLATSER, RUSTNINGAR, type FixedBonus, type Foremalstyp, type Plats } from './ids';
import { USED_ARMOUR_WEIGHT_SHARE, WEIGHT_LIMIT_KG } from './limits';
import { hexMessage, refuse, term, type HexMessage } from './messages';
import { parseRange, type HexRange } from './ranges';
import type { HexCharacter } from './schemas/character';
import type { Item, ItemBonuses, ItemCatalogue } from './schemas/items';

/** What an item's requirements are checked against (R-item-1: the character's own values, without items). */
export interface RequirementBasis {
  readonly level: number;
  readonly armstyrka: number;
  readonly vapenskicklighet: number;
}

/** An item that can be put in use: every type but övrigt ("Kan inte användas av rollpersoner"). */
export type UsableItem = Exclude<Item, { type: 'övrigt' }>;

/** Finds an item of the campaign's catalogue by id, or refuses with the id. */
export function findItem(catalogue: ItemCatalogue, id: string): Item {
  const item = catalogue.items.find((i) => i.id === id);
  if (item === undefined) refuse('not-allowed', 'hex.item.unknown', { id });
  return item;
}

/** The slot an item goes in: its type ("ett föremål av varje typ åt gången"), or null for övrigt, which has none. */
export function slotOf(type: Foremalstyp): Plats | null {
  return type === 'övrigt' ? null : type;
}

export function isTwoHanded(item: Item): boolean {
  return item.type === 'vapen' && item.tvåhandsvapen === true;
}

/**
 * Why the character cannot use this item on its own terms: övrigt never; "Föremål kan ha nivåkrav och kan då inte
 * användas av rollpersoner under angiven nivå"; armstyrkekrav and skicklighetskrav "minst lika hög som kravet". Empty
 * when it can be used. Each reason is a message naming the item, the requirement and the character's value.
 */
export function itemProblems(item: Item, basis: RequirementBasis): readonly HexMessage[] {
  if (item.type === 'övrigt') return [hexMessage('hex.item.ovrigt', { item: item.name })];
  const problems: HexMessage[] = [];
  if (item.nivåkrav !== undefined && basis.level < item.nivåkrav) {
    problems.push(hexMessage('hex.item.needsLevel', { item: item.name, required: item.nivåkrav, has: basis.level }));
  }
  if (item.armstyrkekrav !== undefined && basis.armstyrka < item.armstyrkekrav) {
    problems.push(
      hexMessage('hex.item.needsArmstyrka', { item: item.name, required: item.armstyrkekrav, has: basis.armstyrka }),
    );
  }
  if (item.skicklighetskrav !== undefined && basis.vapenskicklighet < item.skicklighetskrav) {
    problems.push(
      hexMessage('hex.item.needsVapenskicklighet', {
        item: item.name,
        required: item.skicklighetskrav,
        has: basis.vapenskicklighet,
      }),
    );
  }
  return problems;
}

/**
 * The item in use in each slot as stored, checked: every item exists, sits in its own type's slot and meets its
 * requirements; a two-handed weapon and a shield are never both counted ("tvåhandsvapen, vilka inte kan användas
 * samtidigt som sköldar": the weapon is counted, the shield reported). Reports instead of throwing, so a sheet with a
 * bad stored loadout still draws.
 */
export function usedItems(
  equipped: HexCharacter['equipped'],
  catalogue: ItemCatalogue,
  basis: RequirementBasis,
): { readonly items: readonly UsableItem[]; readonly problems: readonly HexMessage[] } {
  const items: UsableItem[] = [];
  const problems: HexMessage[] = [];
  for (const slot of PLATSER) {
    const id = equipped[slot];
    if (id === undefined) continue;
    const item = catalogue.items.find((i) => i.id === id);
    if (item === undefined) {
      problems.push(hexMessage('hex.item.unknown', { id }));
      continue;
    }
    if (item.type !== slot) {
      problems.push(hexMessage('hex.item.wrongSlot', { item: item.name, type: term(item.type), slot: term(slot) }));
      continue;
    }
    const own = itemProblems(item, basis);
    if (own.length > 0) {
      problems.push(...own);
      continue;
    }
    const weapon = items.find(isTwoHanded);
    if (item.type === 'sköld' && weapon !== undefined) {
      problems.push(hexMessage('hex.item.shieldWithTwoHanded', { item: item.name, weapon: weapon.name }));
      continue;
    }
    items.push(item);
  }
  return { items, problems };
}

/**
 * Puts an item in use, in its type's slot, replacing what was there (`replaced`); refuses with the first reason it
 * cannot be used, including a shield with a two-handed weapon in use or the other way round. Never changes its input.
 */
export function equipItem(
  character: HexCharacter,
  item: Item,
  catalogue: ItemCatalogue,
  basis: RequirementBasis,
): { readonly character: HexCharacter; readonly replaced: string | null } {
  const [problem] = itemProblems(item, basis);
  if (problem !== undefined) refuse('not-allowed', problem.key, problem.values);
  if (item.type === 'övrigt') refuse('not-allowed', 'hex.item.ovrigt', { item: item.name });
  const other = (slot: Plats): Item | undefined => {
    const id = character.equipped[slot];
    return id === undefined ? undefined : catalogue.items.find((i) => i.id === id);
  };
  const weapon = other('vapen');
  const shield = other('sköld');
  if (item.type === 'sköld' && weapon !== undefined && isTwoHanded(weapon)) {
    refuse('not-allowed', 'hex.item.shieldWithTwoHanded', { item: item.name, weapon: weapon.name });
  }
  if (isTwoHanded(item) && shield !== undefined) {
    refuse('not-allowed', 'hex.item.twoHandedWithShield', { item: item.name, shield: shield.name });
  }
  const replaced = character.equipped[item.type] ?? null;
  return { character: { ...character, equipped: { ...character.equipped, [item.type]: item.id } }, replaced };
}

/** Takes the item out of use in one slot. */
export function unequipSlot(character: HexCharacter, slot: Plats): HexCharacter {
  const equipped = { ...character.equipped };
  delete equipped[slot];
  return { ...character, equipped };
}

/** One item's whole-number bonus to a sub-attribute (0 when it gives none). */
export function fixedBonus(bonuses: ItemBonuses, key: FixedBonus): number {
  return bonuses[key] ?? 0;
}

/** One item's range of skadebonus or absorbering, or null when it gives none. */
export function rangeBonus(item: UsableItem, key: 'skadebonus' | 'absorbering'): HexRange | null {
  const text = item.bonuses[key];
  return text === undefined ? null : parseRange(text, term(key));
}

/** The weight the not-current paragraph would count, and whether it is past the limit (R-weight-1). */
export interface CarriedWeight {
  readonly kg: number;
  readonly limitKg: number;
  readonly over: boolean;
  readonly problem: HexMessage | null;
}

/**
 * Only under the house rule R-weight-1, off by default (the text: "Detta stycke är inte aktuellt"): "Använda rustningars
 * vikt räknas som hälften mot begränsningen att varje rollperson bara kan bära 20 kg på spelbrädet." Carried items and
 * used weapons and shields count in full, used rustningar half; an item with no weight counts 0. Null when off.
 */
export function carriedWeight(
  character: HexCharacter,
  catalogue: ItemCatalogue,
  weightLimit: boolean,
): CarriedWeight | null {
  if (!weightLimit) return null;
  const weightOf = (id: string): number => catalogue.items.find((i) => i.id === id)?.weightKg ?? 0;
  let kg = 0;
  for (const slot of PLATSER) {
    const id = character.equipped[slot];
    if (id === undefined) continue;
    const share = (RUSTNINGAR as readonly string[]).includes(slot) ? USED_ARMOUR_WEIGHT_SHARE : 1;
    kg += weightOf(id) * share;
  }
  for (const id of character.carried ?? []) kg += weightOf(id);
  kg = Math.round(kg * 1000) / 1000; // kg with grams: sums of decimals such as 0.1 + 0.2 stay readable
  const over = kg > WEIGHT_LIMIT_KG;
  return {
    kg,
    limitKg: WEIGHT_LIMIT_KG,
    over,
    problem: over ? hexMessage('hex.item.overWeight', { carried: kg, limit: WEIGHT_LIMIT_KG }) : null,
  };
}
