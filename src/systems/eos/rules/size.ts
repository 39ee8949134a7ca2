import sizesData from '../../../../data/eos/sizes.json';
import {
  RulesError,
  describeValue,
  requireInput,
  requireNumber,
  requireOneOf,
  requireWhole,
} from '../../../core/rules';
import { SIZE_CATEGORY_IDS } from './schemas/ids';
import type { SizeCategory, SizeCategoryId, SizesFile } from './schemas/sizes';
import type { RaceId } from './schemas/races';
import { getRace } from './races';

const SIZES = sizesData as unknown as SizesFile;

/**
 * A creature's size: its category and the tiles it occupies — small ½, medium 1, large and XL their footprint, since
 * they get "three (3) extra damage … for each tile they occupy". A race card is one (Forest Troll: large, 4 tiles).
 */
export interface SizedCreature {
  readonly sizeCategory: SizeCategoryId;
  readonly tiles: number;
}

function category(id: string): SizeCategory {
  const checked = requireOneOf('Size category', id, SIZE_CATEGORY_IDS);
  const found = SIZES.categories.find((c) => c.id === checked);
  if (!found) throw new RulesError('unknown-option', `Size category "${id}" is missing from the size table.`);
  return found;
}

/**
 * Refuses an unknown category or tiles that do not fit it: small exactly ½ ("approx: 0.5 tile"), medium exactly 1,
 * large 2–6 and XL 7–25 whole tiles (data/eos/sizes.json).
 */
export function requireSizedCreature(creature: SizedCreature): SizedCreature {
  const size = category(requireInput('The creature’s size', creature).sizeCategory);
  switch (size.id) {
    case 'small':
    case 'medium':
      if (creature.tiles !== size.generalTiles) {
        throw new RulesError(
          'invalid-number',
          `A ${size.name.toLowerCase()} creature occupies ${size.generalTiles} tile${size.generalTiles === 1 ? '' : 's'}, not ${describeValue(creature.tiles)}.`,
        );
      }
      return creature;
    case 'large':
    case 'xl': {
      requireWhole(
        `${size.id === 'xl' ? 'An extra-large' : 'A large'} creature's footprint in tiles`,
        creature.tiles,
        size.minTiles,
        size.maxTiles,
      );
      return creature;
    }
  }
}

function sized(creature: SizedCreature | RaceId): { size: SizeCategory; tiles: number } {
  const { sizeCategory, tiles } = requireSizedCreature(typeof creature === 'string' ? getRace(creature) : creature);
  return { size: category(sizeCategory), tiles };
}

/** "The daily food needed for a creature will be their size in total tiles" (small: 0.5). */
export function foodPerDay(creature: SizedCreature | RaceId): number {
  return sized(creature).tiles;
}

/**
 * Base HP before Body × level (C-10): 20, small "15 instead of the normal 20", large/XL "three (3) more base Hit Points
 * for each tile they occupy" (2×2: 32, 3×3: 47, 3×4: 56).
 */
export function baseHp(creature: SizedCreature | RaceId): number {
  const { size, tiles } = sized(creature);
  return SIZES.baseHp + size.flatHpModifier + size.hpPerTile * tiles;
}

/**
 * Melee and thrown damage modifier: small "five (5) less damage", large/XL "three (3) extra damage … for each tile"
 * every melee or thrown hit, "calculated after hit checks & before armor reductions"; never bows, crossbows,
 * firearms or siege weapons).
 * @example meleeDamageModifier({ sizeCategory: 'large', tiles: 4 }) // 12
 */
export function meleeDamageModifier(creature: SizedCreature | RaceId): number {
  const { size, tiles } = sized(creature);
  return size.flatMeleeDamageModifier + size.meleeDamagePerTile * tiles;
}

/** "Large races have a normal range with all weapons plus 1" (XL plus 2); small and medium 0. */
export function weaponRangeBonus(creature: SizedCreature | RaceId): number {
  return sized(creature).size.weaponRangeBonus;
}

/** Gear material cost for a size category: ×0.5 / ×1 / ×4 / ×9. Halves are kept (A-07: a small T5 weapon needs ½ ingot). */
export function materialCost(amount: number, size: SizeCategoryId): number {
  return requireNumber('Material amount', amount) * category(size).materialMultiplier;
}

/**
 * A container's slots scaled for a size category: ×0.5 / ×1 / ×4 / ×9. Small [item] pouches and backpacks "round up
 * after halving the capacity" (`roundUp: true`); hip pouches and backpacks halve exactly.
 */
export function sizeScaledSlots(baseSlots: number, size: SizeCategoryId, options: { roundUp?: boolean } = {}): number {
  requireInput('Size scaled slots', options);
  const slots = requireWhole('Container slots', baseSlots) * category(size).containerMultiplier;
  return options.roundUp ? Math.ceil(slots) : slots;
}

/** Cooking preservation output: "Small races will half-production (0.5x)", large ×4, XL ×9. Halves are kept. */
export function cookingOutput(amount: number, size: SizeCategoryId): number {
  return requireNumber('Cooking output', amount) * category(size).cookingMultiplier;
}

/**
 * "Small races may occupy the same tile as 1 other creature, friend or foe … Medium and larger creatures may not share
 * tiles with each other." True when one of the two is small.
 */
export function canShareTile(a: SizeCategoryId, b: SizeCategoryId): boolean {
  return category(a).canShareTile || category(b).canShareTile;
}
