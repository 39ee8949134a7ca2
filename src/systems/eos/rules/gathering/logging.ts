import { requireWhole, requireInput } from '../../../../core/rules';
import type { ToolLevel } from '../tools';
import { GATHERING } from './gathering-data';
import { gatheringMultiplier, requireSkillLevel, requireToolsAtLeast } from './inputs';

const LOGGING = GATHERING.logging;

/**
 * Logging: "the character will receive 1 beam, plus an additional beam for each level in the Logging skill" and
 * "Basic tools double output & a Workshop quadruples output" — (1 + L) × tool beams of 1'×1'×8'. Needs Crude tools.
 */
export function loggingYield(input: { level: number; tools: ToolLevel }): number {
  const { level, tools } = requireInput('Logging yield', input);
  requireSkillLevel('Logging', level);
  const kit = requireToolsAtLeast('Logging', tools, LOGGING.requiresTools);
  return (LOGGING.baseBeams + LOGGING.beamsPerLevel * level) * gatheringMultiplier(kit);
}

/** Logging: "If the character wishes to use a beam for firewood, each beam will last 7 days." */
export function firewoodDays(beams: number): number {
  return requireWhole('Beams', beams) * LOGGING.firewoodDaysPerBeam;
}
