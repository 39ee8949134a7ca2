import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import type { ToolLevel } from '../tools';
import { GATHERING } from './gathering-data';
import { gatheringMultiplier, requireSkillLevel, requireToolsAtLeast } from './inputs';

const MINING = GATHERING.mining;

/**
 * Mining: "the character will receive 1 ore, plus an additional ore for each level in the Mining skill", ×2 with
 * Basic tools, ×4 in a Workshop; needs Crude tools (T-08). "A mine becomes depleted after 1,000 ore are removed", so
 * when `oreLeftInMine` is given the haul is capped by it and an empty mine is refused.
 */
export function miningYield(input: { level: number; tools: ToolLevel; oreLeftInMine?: number }): number {
  const { level, tools, oreLeftInMine } = requireInput('Mining yield', input);
  requireSkillLevel('Mining', level);
  const kit = requireToolsAtLeast('Mining', tools, MINING.requiresTools);
  const ore = (MINING.baseOre + MINING.orePerLevel * level) * gatheringMultiplier(kit);
  if (oreLeftInMine === undefined) return ore;
  requireWhole('Ore left in the mine', oreLeftInMine, 0, MINING.mineCapacityOre);
  if (oreLeftInMine === 0) {
    throw new RulesError('not-allowed', `This mine is depleted: all ${MINING.mineCapacityOre} ore have been removed.`);
  }
  return Math.min(ore, oreLeftInMine);
}

/** Ore a fresh mine still holds after `oreRemoved` ore: "A mine becomes depleted after 1,000 ore are removed." */
export function mineOreLeft(oreRemoved: number): number {
  return MINING.mineCapacityOre - requireWhole('Ore removed', oreRemoved, 0, MINING.mineCapacityOre);
}

/**
 * Mining: "10 Metal Ore = One Tier: 1 Ingot"; smelting takes no extra time "It does, however, require the use of a
 * fire". Returns the T1 ingots made and the ore left over.
 */
export function oreToIngots(input: { ore: number; hasFire: boolean }): {
  ingots: number;
  ingotTier: number;
  oreLeft: number;
} {
  const { ore, hasFire } = requireInput('Ore to ingots', input);
  requireWhole('Ore', ore);
  if (MINING.ingotNeedsFire && !hasFire) {
    throw new RulesError('not-allowed', 'Smelting ore into ingots needs a fire (see Bushcraft).');
  }
  return {
    ingots: Math.floor(ore / MINING.orePerIngot),
    ingotTier: MINING.ingotTier,
    oreLeft: ore % MINING.orePerIngot,
  };
}
