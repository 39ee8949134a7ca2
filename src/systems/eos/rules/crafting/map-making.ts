import { RulesError, requireTier, requireList } from '../../../../core/rules';
import { CRAFTING, requireCraftingSkillLevel } from './catalog';

/**
 * Copying a map: "Copying maps can be done in a day or two … This may only be done if a character has at least Level 1
 * Map Making." The copy keeps the original's tier.
 */
export function mapCopyDays(mapMakingLevel: number): { minDays: number; maxDays: number } {
  const { minDays, maxDays, minSkillLevel } = CRAFTING.mapCopy;
  if (requireCraftingSkillLevel('Map Making level', mapMakingLevel) < minSkillLevel) {
    throw new RulesError('not-allowed', `Copying a map needs Map Making ${minSkillLevel} or higher.`);
  }
  return { minDays, maxDays };
}

/** Merging maps: "a Tier value equal to the lowest Tier value of each map being assembled this way." */
export function mergedMapTier(tiers: readonly number[]): number {
  requireList('Merged map tier', tiers);
  if (tiers.length === 0) throw new RulesError('invalid-number', 'Merging needs at least one map.');
  return Math.min(...tiers.map((tier) => requireTier(tier, 'Map tier')));
}
