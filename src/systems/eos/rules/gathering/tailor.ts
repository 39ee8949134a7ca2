import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import type { ToolLevel } from '../tools';
import { clothFragmentsForCloth } from '../crafting/materials';
import { GATHERING } from './gathering-data';
import { gatheringMultiplier, requireSkillLevel, requireToolsAtLeast } from './inputs';

const TAILOR = GATHERING.tailor;

/**
 * Tailor (C-05): "They may create 1 full cloth for each assigned “Daily Task” with a Tier Value lower or equal to their
 * Tailor level … Basic tools & Workshop multipliers allow for 2x & 4x that baseline output". Needs Crude tools; each
 * cloth costs 5 × tier fragments.
 */
export function tailorClothPerTask(input: { level: number; tier: number; tools: ToolLevel }): {
  cloths: number;
  fragmentsPerCloth: number;
  fragmentsNeeded: number;
} {
  const { level, tier, tools } = requireInput('Tailor cloth per task', input);
  requireSkillLevel('Tailor', level);
  const fragmentsPerCloth = clothFragmentsForCloth(tier);
  const kit = requireToolsAtLeast('Tailor', tools, TAILOR.requiresTools);
  if (tier > level) {
    throw new RulesError('not-allowed', `Tailor ${level} can make cloth up to Tier ${level}, not Tier ${tier}.`);
  }
  const cloths = TAILOR.clothPerTask * gatheringMultiplier(kit);
  return { cloths, fragmentsPerCloth, fragmentsNeeded: cloths * fragmentsPerCloth };
}

/**
 * Tailor cordage: "When assigned as a Daily Task, a Tailor may create up to 100 feet of cordage at a rate of 10 feet
 * per 1 cloth fragment." Uses at most the fragments that 100 feet need; no tool multiplier is stated.
 */
export function tailorCordagePerTask(input: { clothFragments: number; tools: ToolLevel }): {
  feet: number;
  fragmentsUsed: number;
} {
  const { clothFragments, tools } = requireInput('Tailor cordage per task', input);
  requireWhole('Cloth fragments', clothFragments);
  requireToolsAtLeast('Tailor', tools, TAILOR.requiresTools);
  const { maxFeetPerTask, feetPerFragment } = TAILOR.cordage;
  const fragmentsUsed = Math.min(clothFragments, Math.floor(maxFeetPerTask / feetPerFragment));
  return { feet: fragmentsUsed * feetPerFragment, fragmentsUsed };
}
