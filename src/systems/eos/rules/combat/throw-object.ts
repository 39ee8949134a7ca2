import containersJson from '../../../../../data/eos/containers.json';
import type { ContainersFile, ItemSizeId } from '../schemas/containers';
import { SIZE_CATEGORY_IDS } from '../schemas/ids';
import { requireInput, requireOneOf, requireStat, requireWhole } from '../../../../core/rules';
import { requireSizedCreature, weaponRangeBonus, type SizedCreature } from '../size';
import { getRace } from '../races';
import type { RaceId } from '../schemas/races';

/** The item size categories, smallest first (XS, S, M, L, XL), as containers.json lists them. */
const ITEM_SIZE_IDS: readonly ItemSizeId[] = (containersJson as unknown as ContainersFile).itemSizes.map((s) => s.id);

/** How far a creature may throw an object, and which item sizes it may throw at all. */
export interface ThrowLimits {
  /** "any distance up to the character's Body stat value", plus the race's +1 / +2 to all weapon range. */
  readonly maxTiles: number;
  /** Body and the range bonus behind maxTiles. */
  readonly body: number;
  readonly rangeBonus: number;
  /** "an item size category that matches their creature size category, or lower": Sm XS–S, Med up to M, Lg L, XL XL. */
  readonly itemSizes: readonly ItemSizeId[];
}

function creatureOf(creature: SizedCreature | RaceId): SizedCreature {
  return typeof creature === 'string' ? getRace(creature) : requireSizedCreature(requireInput('The thrower', creature));
}

/**
 * Throwing an object, not as an attack: "Objects may be thrown any distance up to the character's Body stat value. If
 * the creature's race has a +1 or +2 to all weapon range, they also can throw an object that much further … The object
 * must be in an item size category that matches their creature size category, or lower."
 * @example throwLimits({ body: 6, creature: 'orc' }) // { maxTiles: 8, itemSizes: ['xs', 's', 'm', 'l', 'xl'], … }
 */
export function throwLimits(input: { body: number; creature: SizedCreature | RaceId }): ThrowLimits {
  const { body: rawBody, creature } = requireInput('A throw', input);
  const body = requireStat('Body', rawBody);
  const sized = creatureOf(creature);
  const rangeBonus = weaponRangeBonus(sized);
  // Item sizes run XS, S, M, L, XL; creature sizes Sm, Med, Lg, XL: a creature throws its own letter and below.
  const largest = SIZE_CATEGORY_IDS.indexOf(sized.sizeCategory) + 1;
  return { maxTiles: body + rangeBonus, body, rangeBonus, itemSizes: ITEM_SIZE_IDS.slice(0, largest + 1) };
}

/**
 * Why this throw is not allowed ("a Gratchen is a (Sm) race & can throw (XS) & (S) sized items"), or null when it is:
 * the object's item size and the distance in tiles (1 or more) against throwLimits.
 */
export function throwObjectProblem(input: {
  body: number;
  creature: SizedCreature | RaceId;
  itemSize: string;
  distance: number;
}): string | null {
  const limits = throwLimits(requireInput('A throw', input));
  const itemSize = requireOneOf('Item size', input.itemSize, ITEM_SIZE_IDS);
  const distance = requireWhole('Distance in tiles', input.distance, 1);
  const largest = limits.itemSizes[limits.itemSizes.length - 1]!.toUpperCase();
  if (!limits.itemSizes.includes(itemSize)) {
    return `An ${itemSize.toUpperCase()} object is too big to throw: this creature throws objects up to ${largest}.`;
  }
  if (distance > limits.maxTiles) {
    return `An object can be thrown at most ${limits.maxTiles} tiles (Body ${limits.body}${limits.rangeBonus > 0 ? ` + ${limits.rangeBonus} range` : ''}), not ${distance}.`;
  }
  return null;
}
