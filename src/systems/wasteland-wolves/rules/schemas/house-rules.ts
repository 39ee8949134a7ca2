import { z } from 'zod';
import {
  CONDITION_ORDER_READINGS,
  EAGLE_EYE_READINGS,
  EVENT_ROLL_READINGS,
  EXPERIENCE_READINGS,
  HALF_CHANCE_READINGS,
  HOUSE_RULE_KEYS,
  IMPROVE_FROM_LIGHT_READINGS,
  IRON_REDUCTION_READINGS,
  MODIFIED_KNIVES_READINGS,
  RESILIENT_READINGS,
  ROLL_DICE,
  ROUNDINGS,
  ROW_5X5X5_READINGS,
  SEVERITIES,
  STACKINGS,
  WOLF_DAMAGE_TYPES,
  WORSEN_FROM_SEVERE_READINGS,
  type HouseRuleKey,
} from '../ids';

const common = {
  key: z.enum(HOUSE_RULE_KEYS),
  label: z.string().min(1),
  description: z.string().min(1),
  /** The ruling (data/wasteland-wolves/rulings.json) whose reading this setting changes. */
  rulingId: z.string().min(1),
};

/** One entry of data/wasteland-wolves/house-rules.json: a table's setting, how it is set and what it starts at. */
export const HouseRuleSettingSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...common,
    kind: z.literal('number'),
    default: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
  }),
  z.strictObject({
    ...common,
    kind: z.literal('choice'),
    default: z.string().min(1),
    options: z.array(z.strictObject({ value: z.string().min(1), label: z.string().min(1) })).min(2),
  }),
]);

export const HouseRuleSettingsFileSchema = z.array(HouseRuleSettingSchema);
export type HouseRuleSetting = z.infer<typeof HouseRuleSettingSchema>;

const wholeFrom = (min: number, max: number) => {
  const error = `expected a whole number from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).optional();
};
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `expected one of ${values.join(', ')}` }).optional();

/**
 * A game's Wasteland Wolves settings as stored: any subset (a missing one takes its default). The schema only checks,
 * never changes a value, as every record schema of the app.
 */
export const StoredHouseRulesSchema = z.strictObject({
  baseHealth: wholeFrom(1, 1000),
  startingEnergy: wholeFrom(0, 1000),
  rollDice: oneOf(ROLL_DICE),
  startingSeverity: oneOf(SEVERITIES),
  improveFromLight: oneOf(IMPROVE_FROM_LIGHT_READINGS),
  worsenFromSevere: oneOf(WORSEN_FROM_SEVERE_READINGS),
  conditionOrder: oneOf(CONDITION_ORDER_READINGS),
  wolfDamageType: oneOf(WOLF_DAMAGE_TYPES),
  resistanceRounding: oneOf(ROUNDINGS),
  resistanceStacking: oneOf(STACKINGS),
  damageBonusStacking: oneOf(STACKINGS),
  energyCostStacking: oneOf(STACKINGS),
  meleeHitPercent: wholeFrom(0, 100),
  wolfHitPercent: wholeFrom(0, 100),
  wolfSpawnPercent: wholeFrom(0, 100),
  eventRoll: oneOf(EVENT_ROLL_READINGS),
  halfChance: oneOf(HALF_CHANCE_READINGS),
  experienceRounding: oneOf(EXPERIENCE_READINGS),
  eagleEye: oneOf(EAGLE_EYE_READINGS),
  resilientRanks: oneOf(RESILIENT_READINGS),
  row5x5x5: oneOf(ROW_5X5X5_READINGS),
  modifiedKnives: oneOf(MODIFIED_KNIVES_READINGS),
  ironReduction: oneOf(IRON_REDUCTION_READINGS),
} satisfies Record<HouseRuleKey, z.ZodType>);

export type StoredHouseRules = z.infer<typeof StoredHouseRulesSchema>;
