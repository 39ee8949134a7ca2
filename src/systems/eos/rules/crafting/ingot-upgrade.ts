import { RulesError, requireInput } from '../../../../core/rules';
import { CRAFTING, craftingTimeFor, requireCraftTier, requireToolLevel } from './catalog';
import { craftingDivisor } from './tool-rules';

export interface IngotUpgradeInput {
  fromTier: number;
  toTier: number;
  tools: string;
}

/**
 * Metalworks: days to upgrade an ingot, "(to² − from²) ÷ tool divisor". "upgrading a T9 ingot to a T10 ingot with
 * Basic tools only requires (50 days- 40.5 days) 9.5 days."
 */
export function ingotUpgradeDays(input: IngotUpgradeInput): number {
  const { fromTier, toTier, tools } = requireInput('Ingot upgrade days', input);
  const { skill, minFromTier } = CRAFTING.ingotUpgrade;
  requireCraftTier(fromTier, 'Ingot tier');
  requireCraftTier(toTier, 'Target ingot tier');
  if (fromTier < minFromTier) {
    throw new RulesError('tier-out-of-range', `Ingots start at Tier ${minFromTier}, not Tier ${fromTier}.`);
  }
  if (toTier <= fromTier) {
    throw new RulesError(
      'not-allowed',
      `An upgrade must raise the ingot's tier: Tier ${fromTier} to Tier ${toTier} is not an upgrade.`,
    );
  }
  const divisor = craftingDivisor(craftingTimeFor(skill), requireToolLevel(tools));
  return (toTier * toTier - fromTier * fromTier) / divisor;
}
