import { RulesError, requireInput } from '../../../../core/rules';
import type { ToolLevel } from '../tools';
import { GATHERING } from './gathering-data';
import { requireSkillLevel, requireToolsAtLeast } from './inputs';

const SCHOLAR = GATHERING.scholar;

/**
 * Scholar writing: "The rate to write a book would be 1 page per Scholar level, per day. This would require a minimum
 * of Crude tools for writing utensils." Better tools only change the kit's size, not the rate.
 */
export function pagesWrittenPerDay(input: { level: number; tools: ToolLevel }): number {
  const { level, tools } = requireInput('Pages written per day', input);
  requireSkillLevel('Scholar', level);
  requireToolsAtLeast('Writing', tools, SCHOLAR.writingRequiresTools);
  return level * SCHOLAR.pagesWrittenPerLevel;
}

/**
 * Scholar reading: "[25 pages x Scholar level] each time it is assigned" (Scholar 12 reads 300 pages); "With no
 * Scholar skill, a character cannot read."
 */
export function pagesReadPerTask(level: number): number {
  requireSkillLevel('Scholar', level);
  if (level === 0) throw new RulesError('not-allowed', 'With no Scholar skill, a character cannot read.');
  return level * SCHOLAR.pagesReadPerLevel;
}
