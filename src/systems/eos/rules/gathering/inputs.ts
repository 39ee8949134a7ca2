import { RulesError, requireOneOf, requireWhole } from '../../../../core/rules';
import { GATHERING_MULTIPLIER, TOOL_LABEL, TOOL_LEVELS, type ToolLevel } from '../tools';
import { GATHERING } from './gathering-data';

/** A skill level: a whole number from 0 to the highest any race reaches (15; Neo-Wolf Hunting 22). */
export function requireSkillLevel(skill: string, value: number, max = GATHERING.inputLimits.maxSkillLevel): number {
  return requireWhole(`${skill} level`, value, 0, max);
}

/** The number shown on one d20. */
export function requireD20(label: string, value: number): number {
  return requireWhole(label, value, 1, 20);
}

/** A target number set by the rules or the GM (0 is allowed: "Ready Your Bow" hunts against 0). */
export function requireTargetNumber(label: string, value: number): number {
  return requireWhole(label, value, 0);
}

function requireToolLevel(value: string): ToolLevel {
  return requireOneOf('Tools', value, TOOL_LEVELS);
}

/** Refuses a task whose tools are below what the rules require ("requires a minimum of Crude tools"). */
export function requireToolsAtLeast(
  skill: string,
  tools: string,
  minimum: 'crude' | 'basic',
): Exclude<ToolLevel, 'none'> {
  const level = requireToolLevel(tools);
  if (level === 'none' || TOOL_LEVELS.indexOf(level) < TOOL_LEVELS.indexOf(minimum)) {
    throw new RulesError(
      'not-allowed',
      `${skill} needs at least ${TOOL_LABEL[minimum].phrase}; with ${TOOL_LABEL[level].phrase} it cannot be done.`,
    );
  }
  return level;
}

/**
 * "Basic tools double output & a Workshop quadruples output" (Crude ×1). Internal on purpose (not in index.ts): each
 * gathering rule applies it to its own yield; views read the GATHERING_MULTIPLIER table or ask the yield.
 */
export function gatheringMultiplier(tools: Exclude<ToolLevel, 'none'>): number {
  return GATHERING_MULTIPLIER[tools];
}
