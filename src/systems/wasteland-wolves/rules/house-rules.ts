import { RulesError, requireOneOf, requireWhole } from '../../../core/rules';
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
  type ConditionOrderReading,
  type EagleEyeReading,
  type EventRollReading,
  type ExperienceReading,
  type HalfChanceReading,
  type HouseRuleKey,
  type ImproveFromLightReading,
  type IronReductionReading,
  type ModifiedKnivesReading,
  type ResilientReading,
  type RollDice,
  type Rounding,
  type Row5x5x5Reading,
  type Severity,
  type Stacking,
  type WolfDamageType,
  type WorsenFromSevereReading,
} from './ids';
import type { HouseRuleSetting } from './schemas/house-rules';
import { HOUSE_RULE_SETTINGS } from './tables';

/**
 * A table's settings for Wasteland Wolves: a value for every point the text leaves open or misprints. Each is the
 * `houseRule.key` of one ruling in data/wasteland-wolves/rulings.json; labels and defaults are in house-rules.json.
 * Every rule function that depends on one takes these settings as a parameter (defaulting to the recommended ones).
 */
export interface WwHouseRules {
  /** M-01 */
  readonly baseHealth: number;
  /** M-08 */
  readonly startingEnergy: number;
  /** M-02 */
  readonly rollDice: RollDice;
  /** M-03 */
  readonly startingSeverity: Severity;
  /** */
  readonly improveFromLight: ImproveFromLightReading;
  /** */
  readonly worsenFromSevere: WorsenFromSevereReading;
  /** */
  readonly conditionOrder: ConditionOrderReading;
  /** M-04 */
  readonly wolfDamageType: WolfDamageType;
  /** */
  readonly resistanceRounding: Rounding;
  /** */
  readonly resistanceStacking: Stacking;
  /** */
  readonly damageBonusStacking: Stacking;
  /** */
  readonly energyCostStacking: Stacking;
  /** M-05 */
  readonly meleeHitPercent: number;
  /** M-06 */
  readonly wolfHitPercent: number;
  /** M-07 */
  readonly wolfSpawnPercent: number;
  /** */
  readonly eventRoll: EventRollReading;
  /** */
  readonly halfChance: HalfChanceReading;
  /** */
  readonly experienceRounding: ExperienceReading;
  /** */
  readonly eagleEye: EagleEyeReading;
  /** T-01 */
  readonly resilientRanks: ResilientReading;
  /** T-02 */
  readonly row5x5x5: Row5x5x5Reading;
  /** T-03 */
  readonly modifiedKnives: ModifiedKnivesReading;
  /** T-04 */
  readonly ironReduction: IronReductionReading;
}

function settingOf(key: HouseRuleKey): HouseRuleSetting {
  const setting = HOUSE_RULE_SETTINGS.find((s) => s.key === key);
  if (setting === undefined) throw new RulesError('unknown-option', `The house rule "${key}" has no setting.`);
  return setting;
}

/** The settings a table sees, in order: label, description, kind, default and the ruling each one changes. */
export function houseRuleSettings(): readonly HouseRuleSetting[] {
  return HOUSE_RULE_SETTINGS;
}

/**
 * A game's stored settings with every missing one at its default, each checked: an unknown key, a base health of 0 or
 * a reading the app does not know is refused in the table's words.
 * @example wwHouseRules({ baseHealth: 80 }).rollDice // 'd20'
 */
export function wwHouseRules(stored: Readonly<Partial<Record<HouseRuleKey, unknown>>> = {}): WwHouseRules {
  for (const key of Object.keys(stored)) requireOneOf('A Wasteland Wolves house rule', key, HOUSE_RULE_KEYS);
  const value = (key: HouseRuleKey): unknown => (stored[key] === undefined ? settingOf(key).default : stored[key]);
  const label = (key: HouseRuleKey): string => `The house rule “${settingOf(key).label}”`;
  const whole = (key: HouseRuleKey): number => {
    const setting = settingOf(key);
    const min = setting.kind === 'number' ? setting.min : 0;
    const max = setting.kind === 'number' ? setting.max : 0;
    return requireWhole(label(key), value(key) as number, min, max);
  };
  const pick = <T extends string>(key: HouseRuleKey, allowed: readonly T[]): T =>
    requireOneOf(label(key), String(value(key)), allowed);
  return {
    baseHealth: whole('baseHealth'),
    startingEnergy: whole('startingEnergy'),
    rollDice: pick('rollDice', ROLL_DICE),
    startingSeverity: pick('startingSeverity', SEVERITIES),
    improveFromLight: pick('improveFromLight', IMPROVE_FROM_LIGHT_READINGS),
    worsenFromSevere: pick('worsenFromSevere', WORSEN_FROM_SEVERE_READINGS),
    conditionOrder: pick('conditionOrder', CONDITION_ORDER_READINGS),
    wolfDamageType: pick('wolfDamageType', WOLF_DAMAGE_TYPES),
    resistanceRounding: pick('resistanceRounding', ROUNDINGS),
    resistanceStacking: pick('resistanceStacking', STACKINGS),
    damageBonusStacking: pick('damageBonusStacking', STACKINGS),
    energyCostStacking: pick('energyCostStacking', STACKINGS),
    meleeHitPercent: whole('meleeHitPercent'),
    wolfHitPercent: whole('wolfHitPercent'),
    wolfSpawnPercent: whole('wolfSpawnPercent'),
    eventRoll: pick('eventRoll', EVENT_ROLL_READINGS),
    halfChance: pick('halfChance', HALF_CHANCE_READINGS),
    experienceRounding: pick('experienceRounding', EXPERIENCE_READINGS),
    eagleEye: pick('eagleEye', EAGLE_EYE_READINGS),
    resilientRanks: pick('resilientRanks', RESILIENT_READINGS),
    row5x5x5: pick('row5x5x5', ROW_5X5X5_READINGS),
    modifiedKnives: pick('modifiedKnives', MODIFIED_KNIVES_READINGS),
    ironReduction: pick('ironReduction', IRON_REDUCTION_READINGS),
  };
}

/** Every setting at the reading the app recommends (each ruling's `reading`). */
export const DEFAULT_HOUSE_RULES: WwHouseRules = wwHouseRules();
