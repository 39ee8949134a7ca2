import { z } from 'zod';

/** A number from the rules with the sentence it comes from (shown beside the formula on the sheet). */
export const QuotedNumberSchema = z.strictObject({ value: z.number().int().nonnegative(), quote: z.string().min(1) });

const NUMBER_KEYS = [
  'startingCombatLevel',
  'startingExp',
  'expPerLevel',
  'statPointsPerLevel',
  'creationStatPoints',
  'creationMaxPerStat',
  'minStat',
  'statCap',
  'minSkill',
  'skillCap',
  'timeSkillPointsAtCreation',
  'passivePointsPerMonth',
  'combatSkillPointsPerMindPerLevel',
  'minMindForSkills',
  'unconsciousAtHp',
] as const;

const RULE_KEYS = [
  'advancedSkillPrerequisites',
  'advancedSkillUse',
  'skillRejuggle',
  'timePointsAboveMind',
  'combatPointsAboveMind',
  'bankedTimePoints',
  'maxHp',
  'death',
] as const;

/** Character creation and progression: every number of "Character Creation", "Skills & Progression", "Stats & Progression". */
export const ProgressionSchema = z.strictObject({
  numbers: z.strictObject(
    Object.fromEntries(NUMBER_KEYS.map((key) => [key, QuotedNumberSchema])) as Record<
      (typeof NUMBER_KEYS)[number],
      typeof QuotedNumberSchema
    >,
  ),
  /** Rules without a number of their own, quoted for violations and the sheet. */
  rules: z.strictObject(
    Object.fromEntries(RULE_KEYS.map((key) => [key, z.string().min(1)])) as Record<
      (typeof RULE_KEYS)[number],
      z.ZodString
    >,
  ),
});

export type Progression = z.infer<typeof ProgressionSchema>;
export type ProgressionNumber = keyof Progression['numbers'];
