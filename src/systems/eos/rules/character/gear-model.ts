import gearData from '../../../../../data/eos/gear.json';
import type { TieredContainerId } from '../schemas/containers';
import type { GearFile } from '../schemas/gear';
import type { SizeCategoryId } from '../schemas/sizes';
import type { SkillId } from '../schemas/skills';
import type { WeaponKindId } from '../schemas/weapons';
import type { InventoryItem } from '../inventory';

/* A character's gear as the sheet stores it: the items, the carry slots, the empty gear. The rules' checks of it
   (gearViolations) are in gear-checks.ts. */

/** "Each character has several available slots for carrying items": Right hip, Left hip and Back. */
export type CarrySlot = 'right-hip' | 'left-hip' | 'back';

/**
 * The three places within each carry slot: "[1h-weapon]" (back: "[2h-weapon -or- 1h-weapon x2 -or- shield]"),
 * "[Toolkit]" and "[misc or ammo]".
 */
export type CarrySubSlot = 'weapon' | 'toolkit' | 'misc-or-ammo';

/** What every piece of gear has. */
export interface GearItem {
  id: string;
  name: string;
  /** The tier it has now: criticals lower it, repairs raise it back (0–15). */
  tier: number;
  /** The tier it was made at, the most a repair restores (≥ tier). */
  fullTier: number;
  /** "A creature may not use the gear from another size category": the creature size it was made for. */
  sizeCategory: SizeCategoryId;
}

/**
 * A weapon. `slot` is the quick-draw carry slot it sits in ("Only items listed in weapon slots may be drawn in
 * combat"), or null when it is held in hand by the GM's leave or stowed loose in a pack. Unarmed and natural weapons
 * are not gear items (see naturalWeaponTier).
 */
export interface WeaponItem extends GearItem {
  kind: WeaponKindId;
  slot: CarrySlot | null;
}

/** A suit of armor (one worn; a Dwarf two). */
export type ArmorItem = GearItem;

/** A shield: in hand (slot null) or carried on the back ("Back [… -or- shield]"). */
export interface ShieldItem extends GearItem {
  slot: 'back' | null;
}

/** A set of clothing (Tailor); one worn, a Dwarf two ("wear 2 sets of clothing"). */
export type ClothingItem = GearItem;

/** A pouch or backpack worn in a carry slot's "[misc or ammo]" place (null: packed away, not worn). */
export interface ContainerItem extends GearItem {
  kind: TieredContainerId;
  slot: CarrySlot | null;
  /** For [Item] containers: the one item type it holds ("arrows", "food" …). */
  holds?: string;
}

/** A toolkit for one skill, worn in a carry slot's "[Toolkit]" place (null: packed away). */
export interface ToolkitItem extends GearItem {
  skill: SkillId;
  level: 'crude' | 'basic';
  slot: CarrySlot | null;
}

/** Everything a character wears and carries. */
export interface CharacterGear {
  weapons: WeaponItem[];
  /** The armor suits worn: at most one (a Dwarf two). */
  armor: ArmorItem[];
  shield: ShieldItem | null;
  /** Clothing sets worn: at most one (a Dwarf two). */
  clothing: ClothingItem[];
  /** Bushcrafter's Cloaks worn: Tier 1, "+1 Environment Armor" and one Body point each. */
  cloaks: number;
  containers: ContainerItem[];
  toolkits: ToolkitItem[];
  /** Tier of the bedroll carried, or null. */
  bedrollTier: number | null;
  /** What is carried in the worn containers (src/systems/eos/rules/inventory.ts counts it); absent on records made before it. */
  inventory?: InventoryItem[];
}

/** A character who owns nothing yet. */
export const EMPTY_GEAR: CharacterGear = Object.freeze({
  weapons: Object.freeze([]) as unknown as WeaponItem[],
  armor: Object.freeze([]) as unknown as ArmorItem[],
  shield: null,
  clothing: Object.freeze([]) as unknown as ClothingItem[],
  cloaks: 0,
  containers: Object.freeze([]) as unknown as ContainerItem[],
  toolkits: Object.freeze([]) as unknown as ToolkitItem[],
  bedrollTier: null,
});

const GEAR = gearData as unknown as GearFile;

/** The carry slots as data/eos/gear.json lists them: name, what the weapon place takes, and the quote. */
export const CARRY_SLOTS: readonly { id: CarrySlot; name: string; weaponUnits: number; quote: string }[] =
  GEAR.carrySlots;

/** The places inside each carry slot, in the order the text lists them. */
export const CARRY_SUB_SLOTS: readonly CarrySubSlot[] = ['weapon', 'toolkit', 'misc-or-ammo'];
