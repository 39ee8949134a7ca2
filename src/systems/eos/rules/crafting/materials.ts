import type { CraftedItem, MaterialId, RecipeMaterial } from '../schemas/crafting';
import { RulesError, requireOneOf, requireWhole, requireInput } from '../../../../core/rules';
import { CRAFTING, craftedItem, requireCraftTier } from './catalog';
import { SIZE_CATEGORY_IDS } from '../schemas/ids';
import { materialCost } from '../size';
import { requireItemTier } from './crafting-days';

export interface MaterialNeed {
  material: MaterialId;
  /** May be a half for small creatures ("keep halves", ruling A-07). */
  quantity: number;
  /** The lowest tier the material may have, or null for untiered materials (wood, cordage, fragments, stone). */
  minTier: number | null;
}

export interface MaterialsForInput {
  item: string;
  tier: number;
  /** The size category the item is made for: 'small' | 'medium' | 'large' | 'xl'. */
  size: string;
  /** Tents only: how many medium-sized creatures it houses. */
  persons?: number;
  /** Blank books only: pages, a multiple of 100 (default 100). */
  pages?: number;
}

function countFor(recipe: CraftedItem, line: RecipeMaterial, tier: number, persons?: number, pages?: number): number {
  switch (line.per) {
    case 'item':
      return 1;
    case 'tier':
      return tier;
    case 'person':
      if (persons === undefined) {
        throw new RulesError('invalid-number', `A ${recipe.name} needs the number of persons it houses.`);
      }
      return requireWhole('Persons housed', persons, 1);
    case 'hundred-pages': {
      const wanted = requireWhole('Pages', pages ?? 100, 100);
      if (wanted % 100 !== 0) {
        throw new RulesError(
          'invalid-number',
          `A ${recipe.name} has 100 pages per 10 lumber, so ${wanted} pages is not possible.`,
        );
      }
      return wanted / 100;
    }
  }
}

/**
 * The materials one item needs, scaled by the size material multiplier for gear (small ×0.5, large ×4, XL ×9):
 * weapon 1 ingot of tier ≥ T; armor 1 full cloth + 1 ingot; shield 1 ingot; bow 1 beam or lumber + 5 ft cordage;
 * crossbow 1 ingot + 1 beam or lumber + 5 ft cordage; lock 1 ingot; clothing, pouches and backpacks 1 cloth (M-09);
 * bedroll 2 cloth; tent 2 cloth of T2+ per person; full cloth 5 × T fragments; Basic toolkit 2 T2 ingots;
 * Workshop 20 T6 ingots; Woodworks common items 10 lumber.
 */
export function materialsFor(input: MaterialsForInput): MaterialNeed[] {
  const { item, tier, size, persons, pages } = requireInput('Materials for', input);
  const recipe = craftedItem(item);
  requireItemTier(recipe, tier);
  const sized = requireOneOf('Size', size, SIZE_CATEGORY_IDS);
  return recipe.materials.map((line) => {
    const amount = line.quantity * countFor(recipe, line, tier, persons, pages);
    return {
      material: line.material,
      quantity: recipe.scalesWithCreatureSize ? materialCost(amount, sized) : amount,
      minTier: line.minTier === 'item' ? tier : line.minTier,
    };
  });
}

/** Tailor: "The number of Cloth Fragments needed to create a cloth of any tier is: [Tier Value x 5]." */
export function clothFragmentsForCloth(tier: number): number {
  requireCraftTier(tier, 'Cloth tier');
  return CRAFTING.clothFragments.perTier * tier;
}
