import { RulesError, requireOneOf, requireStat, requireWhole, requireInput } from '../../../../core/rules';
import { TOOL_LEVELS, type ToolLevel } from '../tools';
import { ENVIRONMENT } from './data';

const HEALING = ENVIRONMENT.healing;
const MAX_SKILL_LEVEL = 15;

/**
 * Body: "HP recovery as: [Body stat value] in HP each day". Overnight Hibernation (Neo-Bear, Neo-Blackbear) doubles it:
 * "Recovering [Body Stat x 2] in HP".
 */
export function naturalHealing(body: number, options: { hibernating?: boolean } = {}): number {
  const { hibernating = false } = requireInput('Natural healing options', options);
  return requireStat('Body', body) * (hibernating ? HEALING.hibernationMultiplier : 1);
}

/**
 * Medicine: "For each level in Medicine it will heal them 1HP"; "Using a Basic toolkit will double the effects".
 * Crude tools are required and there is no Workshop (C-02).
 */
export function medicineHealing(input: { level: number; tools: ToolLevel }): number {
  const { level, tools } = requireInput('Medicine healing', input);
  const skill = requireWhole('Medicine level', level, 0, MAX_SKILL_LEVEL);
  const t = requireOneOf('Tools', tools, TOOL_LEVELS);
  switch (t) {
    case 'none':
      throw new RulesError('not-allowed', 'Medicine requires at least a Crude toolkit.');
    case 'workshop':
      throw new RulesError('not-allowed', 'Medicine has no Workshop; use a Basic toolkit for double healing.');
    case 'crude':
    case 'basic':
      return skill * HEALING.medicineHpPerLevel[t];
  }
}

export interface DailyHealing {
  natural: number;
  medicine: readonly number[];
  total: number;
}

/**
 * Medicine: a day's healing — natural Body HP plus every healer's Medicine ("Any number of people may apply this buff on
 * a single person"). Medicine needs "rest": no Daily Tasks, travel only if carried. Overnight Hibernation works during
 * any night's sleep.
 */
export function dailyHealing(input: {
  body: number;
  resting: boolean;
  hibernating?: boolean;
  healers?: readonly { level: number; tools: ToolLevel }[];
}): DailyHealing {
  const { body, resting, hibernating = false, healers = [] } = requireInput('Daily healing', input);
  if (!resting && healers.length > 0) {
    throw new RulesError('not-allowed', 'Medicine needs the patient to rest: no Daily Tasks that day.');
  }
  const natural = naturalHealing(body, { hibernating });
  const medicine = healers.map(medicineHealing);
  return { natural, medicine, total: medicine.reduce((sum, hp) => sum + hp, natural) };
}
