import { RulesError, requireOneOf, requireWhole } from '../../../core/rules';
import { requireBoolean, requireTypedName } from './checks';
import {
  HOUSE_RULE_KEYS,
  INITIATIVE_REROLL_READINGS,
  NATURAL_1_READINGS,
  NATURAL_20_READINGS,
  type HouseRuleKey,
  type InitiativeRerollReading,
  type Natural1Reading,
  type Natural20Reading,
} from './ids';
import { ABILITY_NAME_MAX, HOUSE_TEXT_MAX, MAX_ABILITIES, UNARMED_PENALTY_MAX, nameKey } from './limits';
import type { HouseRuleSetting } from './schemas/house-rules';
import { HOUSE_RULE_SETTINGS } from './tables';

/**
 * A Storyteller's settings for Wasteland Dice Combat: the house rules the text invites ("mechanics for throwing,
 * grappling or cover") and a value for each point the text leaves open. Each is the `houseRule.key` of one ruling in
 * data/wasteland-dice/rulings.json; labels and defaults are in data/wasteland-dice/house-rules.json.
 */
export interface WdcHouseRules {
  /** R-house-1 */
  readonly throwing: boolean;
  /** R-house-2 */
  readonly grappling: boolean;
  /** R-house-3 */
  readonly cover: boolean;
  /** armour points lost when unarmed against a melee weapon, 0–3. */
  readonly unarmedVsMeleePenalty: number;
  /** M-03 */
  readonly natural20: Natural20Reading;
  /** M-04 */
  readonly natural1: Natural1Reading;
  /** */
  readonly initiativeReroll: InitiativeRerollReading;
  /** */
  readonly uncappedModifiers: boolean;
  /** C-01 */
  readonly pvpUsesTheseRules: boolean;
  /** M-01: the abilities a Storyteller may ask for. */
  readonly abilities: readonly string[];
  /** M-02: the Storyteller's words for what being downed means beyond the fight ("" for none). */
  readonly downedConsequences: string;
}

function settingOf(key: HouseRuleKey): HouseRuleSetting {
  const setting = HOUSE_RULE_SETTINGS.find((s) => s.key === key);
  if (setting === undefined) throw new RulesError('unknown-option', `The house rule "${key}" has no setting.`);
  return setting;
}

function labelOf(key: HouseRuleKey): string {
  return `The house rule “${settingOf(key).label}”`;
}

/** The settings a Storyteller sees, in order: label, description, kind, default and the ruling each one changes. */
export function houseRuleSettings(): readonly HouseRuleSetting[] {
  return HOUSE_RULE_SETTINGS;
}

function checkAbilities(names: unknown): readonly string[] {
  if (!Array.isArray(names)) throw new RulesError('not-allowed', `${labelOf('abilities')} must be a list of names.`);
  requireWhole('The number of abilities', names.length, 0, MAX_ABILITIES);
  const seen = new Set<string>();
  for (const name of names) {
    requireTypedName('An ability', name, ABILITY_NAME_MAX);
    const key = nameKey(name as string);
    if (seen.has(key)) throw new RulesError('not-allowed', `The ability “${String(name)}” is listed twice.`);
    seen.add(key);
  }
  return names as readonly string[];
}

function checkText(value: unknown): string {
  if (typeof value !== 'string') throw new RulesError('not-allowed', `${labelOf('downedConsequences')} must be text.`);
  requireWhole(`${labelOf('downedConsequences')}'s length`, value.length, 0, HOUSE_TEXT_MAX);
  return value;
}

/**
 * A campaign's stored settings with every missing one at its default, each checked: an unknown key, a penalty of 7 or
 * a reading the app does not know is refused in the Storyteller's words.
 * @example wdcHouseRules({ grappling: true }).unarmedVsMeleePenalty // 1
 */
export function wdcHouseRules(stored: Readonly<Partial<Record<HouseRuleKey, unknown>>> = {}): WdcHouseRules {
  for (const key of Object.keys(stored)) requireOneOf('A Wasteland Dice house rule', key, HOUSE_RULE_KEYS);
  const value = <K extends HouseRuleKey>(key: K): unknown => stored[key] ?? settingOf(key).default;
  return {
    throwing: requireBoolean(labelOf('throwing'), value('throwing')),
    grappling: requireBoolean(labelOf('grappling'), value('grappling')),
    cover: requireBoolean(labelOf('cover'), value('cover')),
    unarmedVsMeleePenalty: requireWhole(
      labelOf('unarmedVsMeleePenalty'),
      value('unarmedVsMeleePenalty') as number,
      0,
      UNARMED_PENALTY_MAX,
    ),
    natural20: requireOneOf(labelOf('natural20'), String(value('natural20')), NATURAL_20_READINGS),
    natural1: requireOneOf(labelOf('natural1'), String(value('natural1')), NATURAL_1_READINGS),
    initiativeReroll: requireOneOf(
      labelOf('initiativeReroll'),
      String(value('initiativeReroll')),
      INITIATIVE_REROLL_READINGS,
    ),
    uncappedModifiers: requireBoolean(labelOf('uncappedModifiers'), value('uncappedModifiers')),
    pvpUsesTheseRules: requireBoolean(labelOf('pvpUsesTheseRules'), value('pvpUsesTheseRules')),
    abilities: checkAbilities(value('abilities')),
    downedConsequences: checkText(value('downedConsequences')),
  };
}

/** Every setting at the reading the app recommends (each ruling's `reading`). */
export const DEFAULT_HOUSE_RULES: WdcHouseRules = wdcHouseRules();
