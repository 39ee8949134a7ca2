import { produce } from 'immer';
import {
  gearViolations,
  type CharacterBuild,
  type CharacterGear,
  type GearItem,
  type SizeCategoryId,
  type Violation,
} from '../../rules';

/** The lists of CharacterGear that hold items with ids. */
export type GearList = 'weapons' | 'armor' | 'clothing' | 'containers' | 'toolkits';

/** The field prefix gearViolations uses for an item: "gear.weapons.<id>", "gear.shield". */
export function itemField(list: GearList | 'shield', id: string): string {
  return list === 'shield' ? 'gear.shield' : `gear.${list}.${id}`;
}

/** Violations about an item: its own fields, and the carry-slot place it sits in when that place is over-full. */
export function itemViolations(violations: readonly Violation[], field: string, slotPlace: string | null): Violation[] {
  return violations.filter(
    (v) => v.field === field || v.field.startsWith(`${field}.`) || (slotPlace !== null && v.field === slotPlace),
  );
}

/** "gear.slots.back.weapon": the place an item in `slot` occupies, as gearViolations names it. */
export function slotPlace(slot: string | null, place: 'weapon' | 'toolkit' | 'misc-or-ammo'): string | null {
  return slot === null ? null : `gear.slots.${slot}.${place}`;
}

/** A new item's common fields: at full tier, made for the character's size (gear of another size is refused). */
export function newItem(name: string, tier: number, sizeCategory: SizeCategoryId): GearItem {
  return { id: crypto.randomUUID(), name, tier, fullTier: tier, sizeCategory };
}

/**
 * The gear rule a change would break at `field` (or one of its sub-fields), asked of gearViolations on the changed
 * gear; null when the change is allowed. Used to disable a + and say why before the player presses it.
 */
export function gearChangeBlocked(
  build: CharacterBuild,
  gear: CharacterGear,
  change: (gear: CharacterGear) => void,
  field: string,
): Violation | null {
  const next = produce(gear, change);
  return gearViolations(build, next).find((v) => v.field === field || v.field.startsWith(`${field}.`)) ?? null;
}
