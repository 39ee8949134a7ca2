import { z } from 'zod';
import {
  HOUSE_RULE_KEYS,
  INITIATIVE_REROLL_READINGS,
  NATURAL_1_READINGS,
  NATURAL_20_READINGS,
  type HouseRuleKey,
} from '../ids';
import { ABILITY_NAME_MAX, HOUSE_TEXT_MAX, MAX_ABILITIES, UNARMED_PENALTY_MAX, nameKey } from '../limits';

const common = {
  key: z.enum(HOUSE_RULE_KEYS),
  label: z.string().min(1),
  description: z.string().min(1),
  /** The ruling (data/wasteland-dice/rulings.json) whose reading this setting changes. */
  rulingId: z.string().min(1),
};

/** One entry of data/wasteland-dice/house-rules.json: a Storyteller's setting, how it is set and what it starts at. */
export const HouseRuleSettingSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...common, kind: z.literal('switch'), default: z.boolean() }),
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
  z.strictObject({
    ...common,
    kind: z.literal('list'),
    default: z.array(z.string().min(1)),
    maxItems: z.number().int().positive(),
  }),
  z.strictObject({
    ...common,
    kind: z.literal('text'),
    default: z.string(),
    maxLength: z.number().int().positive(),
  }),
]);

export const HouseRuleSettingsFileSchema = z.array(HouseRuleSettingSchema);
export type HouseRuleSetting = z.infer<typeof HouseRuleSettingSchema>;

const yesNo = z.boolean({ error: 'expected on or off (true or false)' });

const abilityName = z
  .string({ error: 'expected an ability name (text)' })
  .refine((name) => name.trim().length > 0, { error: 'an ability needs a name' })
  .refine((name) => name.length <= ABILITY_NAME_MAX, {
    error: `an ability name can be at most ${ABILITY_NAME_MAX} characters long`,
  });

/**
 * A campaign's Wasteland Dice settings as stored: any subset of the settings (a missing one takes its default). The
 * schema only checks, never changes a value (no defaults, no transforms), as every record schema of the app.
 */
export const StoredHouseRulesSchema = z.strictObject({
  throwing: yesNo.optional(),
  grappling: yesNo.optional(),
  cover: yesNo.optional(),
  unarmedVsMeleePenalty: z
    .number({ error: `expected a whole number from 0 to ${UNARMED_PENALTY_MAX}` })
    .int({ error: `expected a whole number from 0 to ${UNARMED_PENALTY_MAX}` })
    .min(0, { error: `expected a whole number from 0 to ${UNARMED_PENALTY_MAX}` })
    .max(UNARMED_PENALTY_MAX, { error: `expected a whole number from 0 to ${UNARMED_PENALTY_MAX}` })
    .optional(),
  natural20: z.enum(NATURAL_20_READINGS, { error: 'expected “no-effect” or “always-hits”' }).optional(),
  natural1: z.enum(NATURAL_1_READINGS, { error: 'expected “no-effect” or “always-misses”' }).optional(),
  initiativeReroll: z.enum(INITIATIVE_REROLL_READINGS, { error: 'expected “with-modifier” or “bare-d20”' }).optional(),
  uncappedModifiers: yesNo.optional(),
  pvpUsesTheseRules: yesNo.optional(),
  abilities: z
    .array(abilityName, { error: 'expected a list of ability names' })
    .max(MAX_ABILITIES, { error: `expected at most ${MAX_ABILITIES} abilities` })
    .refine((names) => new Set(names.map(nameKey)).size === names.length, {
      error: 'each ability may be listed once',
    })
    .optional(),
  downedConsequences: z
    .string({ error: 'expected text' })
    .max(HOUSE_TEXT_MAX, { error: `expected text of at most ${HOUSE_TEXT_MAX} characters` })
    .optional(),
} satisfies Record<HouseRuleKey, z.ZodType>);

export type StoredHouseRules = z.infer<typeof StoredHouseRulesSchema>;
