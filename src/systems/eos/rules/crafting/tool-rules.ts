import type { CraftingTime } from '../schemas/crafting';
import { TOOL_LABEL, type ToolLevel } from '../tools';
import { RulesError, requireInput } from '../../../../core/rules';
import { craftingSkillName } from './catalog';

const CRAFT_TOOLS = ['crude', 'basic', 'workshop'] as const;

function allowedTools(time: CraftingTime): string {
  const labels = CRAFT_TOOLS.filter((level) => time.divisors[level] !== null).map((level) => TOOL_LABEL[level].phrase);
  return labels.length === 1 ? (labels[0] as string) : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** Why this tool level cannot be used for the skill (Art in a Workshop, Locksmith with Crude tools …), or null. */
export function craftingToolProblem(time: CraftingTime, tools: ToolLevel): string | null {
  requireInput('Crafting tool problem', time);
  const name = craftingSkillName(time.skill);
  if (tools === 'none') return `${name} needs tools: ${allowedTools(time)}.`;
  if (time.divisors[tools] === null) {
    return `${name} cannot be done with ${TOOL_LABEL[tools].phrase}; it works only with ${allowedTools(time)}.`;
  }
  return null;
}

/**
 * The tool divisor of the base time; throws RulesError('not-allowed') for a tool level the skill refuses. Internal on
 * purpose (not in index.ts): craftingDays and itemCraftingDays apply it, and a view asks those for the days.
 */
export function craftingDivisor(time: CraftingTime, tools: ToolLevel): number {
  requireInput('Crafting divisor', time);
  const problem = craftingToolProblem(time, tools);
  if (problem !== null || tools === 'none') throw new RulesError('not-allowed', problem ?? '');
  return time.divisors[tools] as number;
}
