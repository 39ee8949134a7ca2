import containersData from '../../../../data/eos/containers.json';
import gearData from '../../../../data/eos/gear.json';
import type { ContainersFile, ItemSizeId, TieredContainerId } from './schemas/containers';
import type { GearFile } from './schemas/gear';
import { ITEM_SIZE_IDS, TIERED_CONTAINER_IDS } from './schemas/ids';
import type { SizeCategoryId } from './schemas/sizes';
import { CARRY_SUB_SLOTS, type CharacterGear, type ContainerItem } from './character/gear';
import { raceSpecialQuote } from './character/stats';
import { containerSlots, fixedContainerCapacity, itemSizeSlots, tentNeeds } from './containers';
import { RulesError, requireInput, requireList, requireOneOf, requireWhole } from '../../../core/rules';
import { resolveRace, type RaceRef } from './races';

const CONTAINERS = containersData as unknown as ContainersFile;
const GEAR = gearData as unknown as GearFile;

/**
 * How an inventory entry is counted: an item size category, a torch ("Each torch takes up 5 inventory slots"), a
 * Bushcraft container (12 slots stored), a folded tent (10 per person), or a pouch or backpack packed away.
 */
export const INVENTORY_ITEM_KINDS = [
  ...ITEM_SIZE_IDS,
  'torch',
  'bushcraft-container',
  'tent',
  ...TIERED_CONTAINER_IDS,
] as const;

export type InventoryItemKind = (typeof INVENTORY_ITEM_KINDS)[number];

/** One line of a character's inventory: a stack of like items and where they are. */
export interface InventoryItem {
  id: string;
  name: string;
  kind: InventoryItemKind;
  /** How many (a whole number, 1 or more). */
  count: number;
  /** Tents only: the medium-sized creatures it houses (1–12, the tent table). */
  persons?: number;
  /**
   * M, L and XL only: the spaces one of them takes as the GM sets it ("work with your GM to determine the exact size …
   * or use the highest amount of spaces listed for it's category"); without it, the category's most (R-inventory-2).
   */
  spaces?: number;
  /** What it is, for an [Item] container that "can only hold that item type" ("arrows", "food"). */
  type?: string;
  /** The worn pouch or backpack (its gear id) or carried Bushcraft container (its inventory id) it is in; null: in hand. */
  in: string | null;
}

/** A number with the sum behind it, filled in ("3 × 5 (torch)") and the line of the text it follows. */
export interface Counted {
  slots: number;
  formula: string;
  quote: string;
}

const MOST_ITEMS = 100_000;

function sizeEntry(id: ItemSizeId): ContainersFile['itemSizes'][number] {
  return CONTAINERS.itemSizes.find((size) => size.id === id) as ContainersFile['itemSizes'][number];
}

/** Names, places and types read as text in the messages: a stored item that has them otherwise is refused. */
function checkedItem(item: InventoryItem): InventoryItem {
  if (typeof item.id !== 'string' || typeof item.name !== 'string') {
    throw new RulesError('missing-input', 'An inventory item needs an id and a name.');
  }
  if (item.in !== null && typeof item.in !== 'string') {
    throw new RulesError('missing-input', `${item.name}: say which container it is in, or none.`);
  }
  if (item.type !== undefined && typeof item.type !== 'string') {
    throw new RulesError('missing-input', `${item.name}: what it is must be text.`);
  }
  return item;
}

function tiered(kind: TieredContainerId) {
  return CONTAINERS.tieredContainers.find(
    (container) => container.id === kind,
  ) as ContainersFile['tieredContainers'][number];
}

const BUSHCRAFT_CONTAINER = CONTAINERS.fixedContainers.find(
  (c) => c.id === 'bushcraft-container',
) as ContainersFile['fixedContainers'][number];

/**
 * The inventory slots a stack takes where it is stored. XS: "up to 10 may be stacked in 1 inventory space", counted per
 * stack and rounded up (R-inventory-1: 11 coins take 2 spaces, coins and gems do not share one); S 1 each; M, L and XL
 * the GM's exact size or the category's most (R-inventory-2); torches 5 each; a Bushcraft container 12 "even when
 * empty"; a folded tent the tent table's slots (C-18); a pouch or backpack packed away its size category (R-inventory-3).
 * @example inventorySlots({ kind: 'torch', count: 3 }) // { slots: 15, formula: '3 × 5 (torch)', … }
 */
export function inventorySlots(item: Pick<InventoryItem, 'kind' | 'count' | 'persons' | 'spaces'>): Counted {
  requireInput('An inventory item', item);
  const kind = requireOneOf('What the item is', item.kind, INVENTORY_ITEM_KINDS);
  const count = requireWhole('How many', item.count, 1, MOST_ITEMS);
  const times = (each: number, what: string) => (count === 1 ? `${each} (${what})` : `${count} × ${each} (${what})`);
  if (kind !== 'tent' && item.persons !== undefined) {
    throw new RulesError('not-allowed', 'Only a tent houses persons.');
  }
  if (kind !== 'm' && kind !== 'l' && kind !== 'xl' && item.spaces !== undefined) {
    throw new RulesError('not-allowed', 'Only medium, large and extra-large items take a size the GM sets.');
  }
  switch (kind) {
    case 'xs': {
      const size = sizeEntry('xs');
      const perSlot = size.perSlot as number;
      const slots = Math.ceil(count / perSlot);
      return { slots, formula: `${count} XS, ${perSlot} to a space, rounded up`, quote: size.quote };
    }
    case 's': {
      const size = sizeEntry('s');
      return { slots: count * size.slots, formula: times(size.slots, 'S'), quote: size.quote };
    }
    case 'm':
    case 'l':
    case 'xl': {
      const size = sizeEntry(kind);
      const each =
        item.spaces === undefined
          ? size.slots
          : requireWhole(`Spaces one ${size.name} item takes`, item.spaces, 1, size.slots);
      const what =
        item.spaces === undefined ? `${size.abbreviation}, the most` : `${size.abbreviation}, as the GM sets it`;
      return { slots: count * each, formula: times(each, what), quote: size.quote };
    }
    case 'torch':
      return {
        slots: count * CONTAINERS.torch.slots,
        formula: times(CONTAINERS.torch.slots, 'torch'),
        quote: CONTAINERS.torch.quote,
      };
    case 'bushcraft-container': {
      const each = BUSHCRAFT_CONTAINER.occupiesSlots as number;
      return {
        slots: count * each,
        formula: times(each, 'Bushcraft container, even empty'),
        quote: BUSHCRAFT_CONTAINER.quote,
      };
    }
    case 'tent': {
      if (item.persons === undefined)
        throw new RulesError('invalid-number', 'Say how many persons the tent houses (1 to 12).');
      const persons = requireWhole('Persons the tent houses', item.persons, 1, CONTAINERS.tent.rows.length);
      const each = tentNeeds(persons).foldedSlots;
      return {
        slots: count * each,
        formula: times(each, `${persons}-person tent folded, ${CONTAINERS.tent.foldedSlotsPerPerson} per person`),
        quote: '“slots” is the number of inventory slots required to store the folded tent inside a container.',
      };
    }
    case 'hip-pouch':
    case 'item-pouch':
    case 'backpack':
    case 'item-backpack':
      return storedContainer(kind, count);
  }
}

function storedContainer(kind: TieredContainerId, count: number): Counted {
  const container = tiered(kind);
  const size = sizeEntry(container.storedSize);
  const each = itemSizeSlots(container.storedSize);
  return {
    slots: count * each,
    formula: `${count === 1 ? '' : `${count} × `}${each} (${container.name} packed: ${size.abbreviation})`,
    quote:
      container.storedSize === 'm'
        ? '(M) items include books, some pouches designed for carrying on a hip'
        : '(L) items include most backpacks',
  };
}

/**
 * What a pouch, backpack or Bushcraft container takes up when stored: hip and [Item] pouches (M) 10, backpacks and
 * [Item] backpacks (L) 100 (R-inventory-3), a Bushcraft container "12 slots in overall size when stored (even when
 * empty)".
 */
export function storedContainerSlots(kind: string): Counted {
  const known = requireOneOf('Container', kind, [...TIERED_CONTAINER_IDS, 'bushcraft-container'] as const);
  return known === 'bushcraft-container' ? inventorySlots({ kind: known, count: 1 }) : storedContainer(known, 1);
}

/** The places a character carries things in: "Right hip […], Left hip […], & Back […]", each with its three places. */
export interface CarryPlaces {
  /** Right hip, Left hip, Back. */
  slots: number;
  /** [weapon], [Toolkit], [misc or ammo] in each. */
  placesPerSlot: number;
  /** "Each character may have 1 item assigned to each slot listed"; a Dwarf 2 ("an additional item in each worn slot"). */
  itemsPerPlace: number;
  /** Items carried in all places together. */
  items: number;
  formula: string;
  quote: string;
}

/** The carried slots and sub-slots, and what fits in them: 3 × 3 × 1 = 9 items, a Dwarf's doubled 18. */
export function carryPlaces(race: RaceRef): CarryPlaces {
  const known = resolveRace(race);
  const multiplier = known.traits.wornSlotMultiplier ?? 1;
  const slots = GEAR.carrySlots.length;
  const placesPerSlot = CARRY_SUB_SLOTS.length;
  const itemsPerPlace = GEAR.itemsPerPlace * multiplier;
  const dwarf = multiplier === 1 ? '' : ` (${known.name}: ×${multiplier})`;
  return {
    slots,
    placesPerSlot,
    itemsPerPlace,
    items: slots * placesPerSlot * itemsPerPlace,
    formula: `${slots} slots × ${placesPerSlot} places × ${itemsPerPlace} item${itemsPerPlace === 1 ? '' : 's'}${dwarf}`,
    quote: multiplier === 1 ? GEAR.itemsPerPlaceQuote : raceSpecialQuote(known, 'wornSlotMultiplier'),
  };
}

/** One stack as counted in the inventory. */
export interface InventoryLine {
  item: InventoryItem;
  counted: Counted;
}

/** A worn pouch or backpack, or a carried Bushcraft container, with what is in it. */
export interface InventoryContainer {
  id: string;
  name: string;
  /** Its carry slots, after the creature size multiplier (or the Bushcraft container's 10 slots each). */
  capacity: Counted;
  used: number;
  lines: InventoryLine[];
  /** [Item] containers: the one item type it holds ('' when not said yet). */
  holdsOnly: string | null;
}

export interface InventoryProblem {
  /** 'does-not-fit': the rules refuse it as it is; 'note': allowed, with the GM's leave or a word of warning. */
  severity: 'does-not-fit' | 'note';
  itemId: string | null;
  containerId: string | null;
  message: string;
  quote: string;
}

export interface InventoryReport {
  containers: InventoryContainer[];
  /** Items in no container: "carried (or equipped) in their hands … if allowed by GM". */
  inHand: InventoryLine[];
  problems: InventoryProblem[];
  carry: CarryPlaces;
}

const IN_HAND_QUOTE =
  '*Characters may also be allowed to travel with items carried (or equipped) in their hands in addition to their carry slots if allowed by GM, on a case by case basis.';

function wornCapacity(container: ContainerItem, size: SizeCategoryId): Counted {
  const data = tiered(container.kind);
  requireWhole(`${container.name} tier`, container.tier, 0, 15);
  if (container.tier === 0) return { slots: 0, formula: 'T0: holds nothing until repaired', quote: data.quote };
  const slots = containerSlots({ kind: container.kind, tier: container.tier, size });
  const scaled = slots === data.slotsPerTier * container.tier ? '' : ` scaled for a ${size} creature`;
  return { slots, formula: `${data.slotsPerTier} × T${container.tier}${scaled}`, quote: data.quote };
}

const sameType = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A character's inventory as the rules count it: each stack in a worn pouch or backpack (or a carried Bushcraft
 * container) with the slots it takes, each container's slots used against what it holds, and what does not fit: too
 * much in a container, the wrong item in an [Item] container, a container packed away or gone.
 */
export function inventoryReport(
  race: RaceRef,
  gear: Pick<CharacterGear, 'containers'> & { inventory?: readonly InventoryItem[] },
): InventoryReport {
  const known = resolveRace(race);
  requireInput('The gear', gear);
  const items = requireList('The inventory', gear.inventory ?? []).map((item) =>
    checkedItem(requireInput('An inventory item', item)),
  );
  const problems: InventoryProblem[] = [];
  const containers = new Map<string, InventoryContainer>();
  for (const container of requireList('The containers', gear.containers)) {
    requireInput('A container', container);
    requireOneOf('Container', container.kind, TIERED_CONTAINER_IDS);
    if (container.slot === null) continue;
    const data = tiered(container.kind);
    containers.set(container.id, {
      id: container.id,
      name: container.name,
      capacity: wornCapacity(container, known.sizeCategory),
      used: 0,
      lines: [],
      holdsOnly: data.itemSpecific ? (container.holds ?? '') : null,
    });
  }
  const bushcraft = fixedContainerCapacity('bushcraft-container');
  const carried = new Set<string>();
  for (const item of items) {
    if (item.kind !== 'bushcraft-container') continue;
    const count = requireWhole('How many', item.count, 1, MOST_ITEMS);
    carried.add(item.id);
    containers.set(item.id, {
      id: item.id,
      name: item.name,
      capacity: {
        slots: bushcraft.holds * count,
        formula: count === 1 ? `${bushcraft.holds} slots` : `${count} × ${bushcraft.holds} slots`,
        quote: BUSHCRAFT_CONTAINER.quote,
      },
      used: 0,
      lines: [],
      holdsOnly: null,
    });
  }
  const inHand: InventoryLine[] = [];
  for (const item of items) {
    const line = { item, counted: inventorySlots(item) };
    const target = item.in === null ? undefined : containers.get(item.in);
    const packed = item.in === null ? undefined : gear.containers.find((c) => c.id === item.in);
    if (item.in !== null && target === undefined) {
      problems.push({
        severity: 'does-not-fit',
        itemId: item.id,
        containerId: item.in,
        message: packed
          ? `${item.name} is in the ${packed.name}, which is packed away in no carry slot: wear it to carry what is in it. Until then it counts as in hand.`
          : `${item.name} is in a container this character no longer has. It counts as in hand until you put it somewhere.`,
        quote: GEAR.containerQuote,
      });
    }
    // A Bushcraft container inside another never fits (12 slots stored, 10 held), and refusing it keeps out loops.
    if (target === undefined || (item.kind === 'bushcraft-container' && carried.has(target.id))) {
      if (target !== undefined) {
        problems.push({
          severity: 'does-not-fit',
          itemId: item.id,
          containerId: target.id,
          message: `${item.name} cannot go in ${target.name}: a Bushcraft container is 12 slots stored and holds 10. It counts as in hand.`,
          quote: BUSHCRAFT_CONTAINER.quote,
        });
      }
      inHand.push(line);
      continue;
    }
    target.lines.push(line);
    target.used += line.counted.slots;
    if (target.holdsOnly !== null && (target.holdsOnly === '' || !sameType(item.type ?? '', target.holdsOnly))) {
      problems.push({
        severity: 'does-not-fit',
        itemId: item.id,
        containerId: target.id,
        message:
          target.holdsOnly === ''
            ? `${target.name} is an [Item] container: say what it holds before putting ${item.name} in it.`
            : `${target.name} holds only ${target.holdsOnly}; ${item.name} is ${item.type ? item.type : 'not said to be ' + target.holdsOnly}.`,
        quote: 'It can only hold that item type.',
      });
    }
  }
  for (const container of containers.values()) {
    if (container.used <= container.capacity.slots) continue;
    problems.push({
      severity: 'does-not-fit',
      itemId: null,
      containerId: container.id,
      message: `${container.name} holds ${container.capacity.slots} slots; what is in it takes ${container.used} (${container.used - container.capacity.slots} too many): ${container.lines.map((l) => l.item.name).join(', ')}.`,
      quote: container.capacity.quote,
    });
  }
  if (inHand.length > 0) {
    problems.push({
      severity: 'note',
      itemId: null,
      containerId: null,
      message: `In hand, with the GM's leave: ${inHand.map((l) => l.item.name).join(', ')}.`,
      quote: IN_HAND_QUOTE,
    });
  }
  return { containers: [...containers.values()], inHand, problems, carry: carryPlaces(known) };
}
