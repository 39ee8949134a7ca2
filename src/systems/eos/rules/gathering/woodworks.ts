import { RulesError, requireInput } from '../../../../core/rules';
import type { ToolLevel } from '../tools';
import { GATHERING } from './gathering-data';
import { gatheringMultiplier, requireSkillLevel, requireToolsAtLeast } from './inputs';

const WOODWORKS = GATHERING.woodworks;

/**
 * Woodworks: "Splitting Beams into Lumber requires 1 day for each beam. Only Crude tools and 1 rank in the woodworks
 * skill is required … Basic tool & Workshop bonuses can be applied … For each beam processed this way, create 10
 * Lumber." Read per Daily Task, so 1 × tool beams become 10 lumber each; higher levels do not change it.
 */
export function woodworksLumber(input: { level: number; tools: ToolLevel }): {
  beamsSplit: number;
  lumber: number;
} {
  const { level, tools } = requireInput('Woodworks lumber', input);
  requireSkillLevel('Woodworks', level);
  if (level < WOODWORKS.minimumLevel) {
    throw new RulesError('not-allowed', `Splitting beams needs Woodworks ${WOODWORKS.minimumLevel} or more.`);
  }
  const kit = requireToolsAtLeast('Woodworks', tools, WOODWORKS.requiresTools);
  const beamsSplit = WOODWORKS.beamsPerTask * gatheringMultiplier(kit);
  return { beamsSplit, lumber: beamsSplit * WOODWORKS.lumberPerBeam };
}
