import { z } from 'zod';
import {
  EMPTY_DRAW_READINGS,
  FATIGUE_READINGS,
  FIRST_LEVEL_POINTS_READINGS,
  HOUSE_RULE_KEYS,
  HP_AFTER_FIGHT_READINGS,
  MINIMUM_DAMAGE_READINGS,
  RANGE_DRAW_READINGS,
  SKADEBONUS_READINGS,
  type HouseRuleKey,
} from '../ids';

/** A text a player reads, in both of the pack's languages. */
export const BilingualSchema = z.strictObject({ sv: z.string().min(1), en: z.string().min(1) });

const common = {
  key: z.enum(HOUSE_RULE_KEYS),
  label: BilingualSchema,
  description: BilingualSchema,
  /** The ruling (data/swedish-hex/rulings.json) whose reading this setting changes. */
  rulingId: z.string().regex(/^R-[a-z]+-\d+$/),
};

/** One entry of data/swedish-hex/house-rules.json: a GM's setting, how it is set and what it starts at. */
export const HouseRuleSettingSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...common, kind: z.literal('switch'), default: z.boolean() }),
  z.strictObject({
    ...common,
    kind: z.literal('choice'),
    default: z.string().min(1),
    options: z.array(z.strictObject({ value: z.string().min(1), label: BilingualSchema })).min(2),
  }),
]);

export const HouseRuleSettingsFileSchema = z.array(HouseRuleSettingSchema);
export type HouseRuleSetting = z.infer<typeof HouseRuleSettingSchema>;
export type Bilingual = z.infer<typeof BilingualSchema>;

const yesNo = z.boolean({ error: 'expected on or off (true or false)' });
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `expected one of ${values.join(', ')}` }).optional();

/** A campaign's stored settings: any subset (a missing one takes its default); the schema never changes a value. */
export const StoredHouseRulesSchema = z.strictObject({
  firstLevelPoints: oneOf(FIRST_LEVEL_POINTS_READINGS),
  skadebonusWithItem: oneOf(SKADEBONUS_READINGS),
  rangeDraw: oneOf(RANGE_DRAW_READINGS),
  fatigue: oneOf(FATIGUE_READINGS),
  fatigueLowersTraffsakerhet: yesNo.optional(),
  emptyDraw: oneOf(EMPTY_DRAW_READINGS),
  minimumDamage: oneOf(MINIMUM_DAMAGE_READINGS),
  hpAfterFight: oneOf(HP_AFTER_FIGHT_READINGS),
  weightLimit: yesNo.optional(),
} satisfies Record<HouseRuleKey, z.ZodType>);

export type StoredHouseRules = z.infer<typeof StoredHouseRulesSchema>;
