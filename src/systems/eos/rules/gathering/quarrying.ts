import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import type { ToolLevel } from '../tools';
import { GATHERING } from './gathering-data';
import { gatheringMultiplier, requireSkillLevel, requireToolsAtLeast } from './inputs';

const QUARRYING = GATHERING.quarrying;

/**
 * Quarrying (C-15): "If stone is being mined for building materials, multiply Mining Level by 2." and "The
 * multipliers for Basic tools(2x) or Workshop(4x) function normally" — 2 × Mining level × tool stones (level 0
 * gives 0), with Mining's Crude-tools requirement. A quarry "become[s] depleted after 10,000 stones are removed";
 * when `stonesLeftInQuarry` is given the haul is capped by it and an empty quarry is refused.
 */
export function quarryingYield(input: { miningLevel: number; tools: ToolLevel; stonesLeftInQuarry?: number }): number {
  const { miningLevel, tools, stonesLeftInQuarry } = requireInput('Quarrying yield', input);
  requireSkillLevel('Mining', miningLevel);
  const kit = requireToolsAtLeast('Quarrying', tools, QUARRYING.requiresTools);
  const stones = QUARRYING.stonesPerMiningLevel * miningLevel * gatheringMultiplier(kit);
  if (stonesLeftInQuarry === undefined) return stones;
  requireWhole('Stones left in the quarry', stonesLeftInQuarry, 0, QUARRYING.quarryCapacityStones);
  if (stonesLeftInQuarry === 0) {
    throw new RulesError(
      'not-allowed',
      `This quarry is depleted: all ${QUARRYING.quarryCapacityStones} stones have been removed.`,
    );
  }
  return Math.min(stones, stonesLeftInQuarry);
}

/** Stones a fresh quarry still holds after `stonesRemoved`: "depleted after 10,000 stones are removed". */
export function quarryStonesLeft(stonesRemoved: number): number {
  return (
    QUARRYING.quarryCapacityStones - requireWhole('Stones removed', stonesRemoved, 0, QUARRYING.quarryCapacityStones)
  );
}
