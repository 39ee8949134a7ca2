import containersData from '../../../../data/eos/containers.json';
import type { ContainersFile, TieredContainer, TieredContainerId } from './schemas/containers';
import type { SizeCategoryId } from './schemas/sizes';
import { RulesError, requireOneOf, requireTier, requireWhole, requireInput } from '../../../core/rules';
import { sizeScaledSlots as slotsForSize } from './size';

const CONTAINERS = containersData as unknown as ContainersFile;

function tieredContainer(kind: string): TieredContainer {
  const id: TieredContainerId = requireOneOf(
    'Container',
    kind,
    CONTAINERS.tieredContainers.map((container) => container.id),
  );
  return CONTAINERS.tieredContainers.find((container) => container.id === id) as TieredContainer;
}

function requireContainerTier(tier: number, label: string): number {
  requireTier(tier, label);
  if (tier < 1) throw new RulesError('tier-out-of-range', `${label} must be at least 1.`);
  return tier;
}

/**
 * The four pouches and backpacks a character wears ("Hip Pouch", "[Item] Pouch", "Backpack", "[Item] Backpack"), in the
 * text's order, and whether each holds one item type only ([Item]): what a gear picker lists.
 */
export function listTieredContainers(): readonly { id: TieredContainerId; name: string; itemSpecific: boolean }[] {
  return CONTAINERS.tieredContainers.map(({ id, name, itemSpecific }) => ({ id, name, itemSpecific }));
}

export interface ContainerSlotsInput {
  /** 'hip-pouch' | 'item-pouch' | 'backpack' | 'item-backpack' */
  kind: string;
  tier: number;
  /** The size category of the creature it is made for: 'small' | 'medium' | 'large' | 'xl'. */
  size: string;
}

/**
 * Carry slots of a pouch or backpack: 2×, 3×, 4× or 5× its tier for a medium creature ("All listed examples are for
 * medium sized creatures"), times the size container multiplier. Small: [Item] pouches "round up after halving the
 * capacity", [Item] backpacks follow them; hip pouches and backpacks keep the half (ruling A-07).
 */
export function containerSlots(input: ContainerSlotsInput): number {
  const { kind, tier, size } = requireInput('Container slots', input);
  const container = tieredContainer(kind);
  requireContainerTier(tier, `${container.name} tier`);
  const roundUp = container.smallCreatureRounding === 'up';
  return slotsForSize(container.slotsPerTier * tier, size as SizeCategoryId, { roundUp });
}

/** "It requires a Body stat of its tier value or higher to wear" (pouches; backpacks "follow the same rules"). */
export function containerBodyRequirement(input: { kind: string; tier: number }): number {
  const { kind, tier } = requireInput('Container body requirement', input);
  const container = tieredContainer(kind);
  return requireContainerTier(tier, `${container.name} tier`);
}

/** Bedroll cold armor: "T1 Bedroll +2 … T12 Bedroll +24" — "the same effect against cold as … two sets of clothing". */
export function bedrollColdArmor(tier: number): number {
  return CONTAINERS.bedroll.coldArmorPerTier * requireContainerTier(tier, 'Bedroll tier');
}

export interface TentNeeds {
  /** Full cloth to make it: 2 per medium-sized creature housed. */
  cloth: number;
  /** The cloth's lowest tier: "of Tier 2 or higher". */
  minClothTier: number;
  /** "# of Slots in Inventory when Folded": 10 per person, also above the (L) 100-space mark (ruling C-18). */
  foldedSlots: number;
}

/** The tent table: "# of Med-Sized Creatures Housed / # of Cloth to Create / # of Slots in Inventory when Folded". */
export function tentNeeds(persons: number): TentNeeds {
  const { clothPerPerson, minClothTier, foldedSlotsPerPerson } = CONTAINERS.tent;
  requireWhole('Persons housed', persons, 1);
  return { cloth: clothPerPerson * persons, minClothTier, foldedSlots: foldedSlotsPerPerson * persons };
}

/** What a chest, barrel, Bushcraft container or skid holds: "Misc Chest – Has 200 carry slots." etc. */
export function fixedContainerCapacity(id: string): { holds: number; unit: 'slots' | 'food units' | 'gallons' } {
  const known = requireOneOf(
    'Container',
    id,
    CONTAINERS.fixedContainers.map((container) => container.id),
  );
  const container = CONTAINERS.fixedContainers.find(
    (entry) => entry.id === known,
  ) as ContainersFile['fixedContainers'][number];
  return { holds: container.holds, unit: container.unit };
}

/** Inventory spaces an item of a size category takes at most: XS 1/10 ("up to 10 … in 1 inventory space"), S 1, M 10, L 100, XL 1,000. */
export function itemSizeSlots(sizeId: string): number {
  const known = requireOneOf(
    'Item size',
    sizeId,
    CONTAINERS.itemSizes.map((size) => size.id),
  );
  const size = CONTAINERS.itemSizes.find((entry) => entry.id === known) as ContainersFile['itemSizes'][number];
  return size.slots;
}
