import { RulesError, requireTier, requireInput } from '../../../../core/rules';

/**
 * A clothing set's tier from the tiers of the cloth it is made of: "A Clothing set requires starting materials of 1 full
 * cloth of the Tier or higher for the desired output … If multiple Tier materials are used: use the lowest Tier among
 * them." With `desiredTier`, refuses cloth below it ("a T8 Clothing set must use T8+ materials").
 * @example clothingSetTier({ materialTiers: [8, 5, 9] }) // 5
 */
export function clothingSetTier(input: { materialTiers: readonly number[]; desiredTier?: number }): number {
  requireInput('Clothing set tier', input);
  if (typeof input !== 'object' || input === null || !Array.isArray(input.materialTiers)) {
    throw new RulesError('missing-input', 'A clothing set needs the tier of each cloth it is made of.');
  }
  if (input.materialTiers.length === 0) {
    throw new RulesError('not-allowed', 'A clothing set needs at least 1 full cloth.');
  }
  const lowest = Math.min(...input.materialTiers.map((t) => requireTier(t, 'Cloth tier')));
  if (input.desiredTier !== undefined && lowest < requireTier(input.desiredTier, 'Clothing set tier')) {
    throw new RulesError(
      'not-allowed',
      `A T${input.desiredTier} clothing set must use T${input.desiredTier}+ cloth; the lowest cloth here is T${lowest}.`,
    );
  }
  return lowest;
}
