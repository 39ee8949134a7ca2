import { RulesError, requireInput, requireOneOf, requireWhole } from '../../../../core/rules';
import type { ToolLevel } from '../tools';
import { GATHERING } from './gathering-data';
import { requireD20, requireSkillLevel, requireTargetNumber } from './inputs';

const FARMING = GATHERING.farming;
type FarmTools = keyof typeof FARMING.toolMultiplier;
const FARM_TOOLS: readonly FarmTools[] = ['none', 'crude', 'basic'];

/**
 * Farming: "(Farming level x10) x tool multiplier = total units of food and/or cloth fragments" per month, with
 * "No tools = x1 / Crude tools = x2 / Basic tools = x4". There is no Workshop multiplier, and "you cannot farm in
 * snow". The output is gross, before the wildlife check.
 */
export function farmingMonthlyOutput(input: { level: number; tools: ToolLevel; snow?: boolean }): number {
  const { level, tools, snow = false } = requireInput('Farming monthly output', input);
  requireSkillLevel('Farming', level);
  const kit = requireFarmTools(tools);
  if (snow) throw new RulesError('not-allowed', 'You cannot farm in snow.');
  return FARMING.outputPerLevel * level * FARMING.toolMultiplier[kit];
}

export interface AnimalLosses {
  /** Large animals: "For each number rolled over the Hunting target number … lose that many Fragments of cloth." */
  clothLost: number;
  /** Small animals: "For each number rolled over the Trapping target number … lose that many days of food." */
  foodLost: number;
  /** "Ready Your Bow": after a loss, one Hunt (cloth lost) and/or one Trap (food lost) against TN 0 within 2 days. */
  readyYourBow: { hunt: boolean; trap: boolean; targetNumber: number; days: number };
}

/**
 * Farming losses from animals (T-06): two unmodified d20 rolls, `max(0, d20 − Hunting TN)` cloth fragments and
 * `max(0, d20 − Trapping TN)` food lost — "Ignore any negative numbers when rolling under these target numbers".
 */
export function farmingAnimalLosses(input: {
  largeAnimalRoll: number;
  smallAnimalRoll: number;
  huntingTargetNumber: number;
  trappingTargetNumber: number;
}): AnimalLosses {
  const { largeAnimalRoll, smallAnimalRoll, huntingTargetNumber, trappingTargetNumber } = requireInput(
    'Farming animal losses',
    input,
  );
  requireD20('Large-animal roll', largeAnimalRoll);
  requireD20('Small-animal roll', smallAnimalRoll);
  requireTargetNumber('Hunting target number', huntingTargetNumber);
  requireTargetNumber('Trapping target number', trappingTargetNumber);
  const clothLost = Math.max(0, largeAnimalRoll - huntingTargetNumber);
  const foodLost = Math.max(0, smallAnimalRoll - trappingTargetNumber);
  return {
    clothLost,
    foodLost,
    readyYourBow: {
      hunt: clothLost > 0,
      trap: foodLost > 0,
      targetNumber: FARMING.readyYourBow.targetNumber,
      days: FARMING.readyYourBow.days,
    },
  };
}

/** A farm's month after the wildlife check: what is left of each share, and the losses behind it. */
export interface FarmNetOutput {
  netFood: number;
  netCloth: number;
  losses: AnimalLosses;
}

/**
 * Farming's net output for any gross food and cloth: "Gross Cloth frags – [(1d20 – Hunting Target number) = Net Cloth
 * frags / Gross days of food – (1d20 – Trapping Target number)] = Net Food", where "Ignore any negative numbers" floors
 * each loss at 0 and a loss larger than the share leaves 0.
 * @example farmingNetOutput({ grossFood: 30, grossCloth: 10, largeAnimalRoll: 15, smallAnimalRoll: 12, huntingTargetNumber: 10, trappingTargetNumber: 14 }) // netFood 30, netCloth 5
 */
export function farmingNetOutput(input: {
  grossFood: number;
  grossCloth: number;
  largeAnimalRoll: number;
  smallAnimalRoll: number;
  huntingTargetNumber: number;
  trappingTargetNumber: number;
}): FarmNetOutput {
  const { grossFood, grossCloth, ...rolls } = requireInput('A farm harvest', input);
  requireWhole('Gross food', grossFood);
  requireWhole('Gross cloth fragments', grossCloth);
  const losses = farmingAnimalLosses(rolls);
  return {
    netFood: Math.max(0, grossFood - losses.foodLost),
    netCloth: Math.max(0, grossCloth - losses.clothLost),
    losses,
  };
}

export interface FarmHarvest {
  grossFood: number;
  grossCloth: number;
  netFood: number;
  netCloth: number;
  losses: AnimalLosses;
  /** one Daily Task on every day of the month. */
  taskDays: number;
}

/**
 * A month of a food and/or cloth farm: the gross output split by the player ("The player may divide the output in any
 * way they wish"), then the animal losses; a loss larger than the share leaves 0.
 */
export function farmingHarvest(input: {
  level: number;
  tools: ToolLevel;
  /** How much of the gross output is grown as cloth fragments; the rest is food. */
  clothShare: number;
  largeAnimalRoll: number;
  smallAnimalRoll: number;
  huntingTargetNumber: number;
  trappingTargetNumber: number;
  snow?: boolean;
}): FarmHarvest {
  const {
    level,
    tools,
    clothShare,
    largeAnimalRoll,
    smallAnimalRoll,
    huntingTargetNumber,
    trappingTargetNumber,
    snow = false,
  } = requireInput('Farming harvest', input);
  const gross = farmingMonthlyOutput({ level, tools, snow });
  const grossCloth = requireWhole('Cloth share', clothShare, 0, gross);
  const grossFood = gross - grossCloth;
  const net = farmingNetOutput({
    grossFood,
    grossCloth,
    largeAnimalRoll,
    smallAnimalRoll,
    huntingTargetNumber,
    trappingTargetNumber,
  });
  return { grossFood, grossCloth, ...net, taskDays: FARMING.monthDays };
}

/**
 * A Cloth Fragment (seed) farm: "requires no roll against animals, & only requires 5 days to plant & 5 days to
 * harvest, leaving the middle 20 days open" and yields only cloth fragments, the full gross output.
 */
export function clothSeedHarvest(input: { level: number; tools: ToolLevel; snow?: boolean }): {
  clothFragments: number;
  plantingDays: number;
  harvestDays: number;
  taskDays: number;
  freeDays: number;
} {
  const { level, tools, snow = false } = requireInput('Cloth seed harvest', input);
  const clothFragments = farmingMonthlyOutput({ level, tools, snow });
  const { plantingDays, harvestDays } = FARMING.clothSeed;
  const taskDays = plantingDays + harvestDays;
  return { clothFragments, plantingDays, harvestDays, taskDays, freeDays: FARMING.monthDays - taskDays };
}

function requireFarmTools(tools: string): FarmTools {
  if (tools === 'workshop') {
    throw new RulesError('not-allowed', 'Farming has no Workshop bonus: use no tools, Crude tools or Basic tools.');
  }
  return requireOneOf('Farming tools', tools, FARM_TOOLS);
}
