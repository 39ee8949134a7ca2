import type { Ruling } from '../../../core/rules';
import {
  EMPTY_DRAW_READINGS,
  FATIGUE_READINGS,
  FIRST_LEVEL_POINTS_READINGS,
  HOUSE_RULE_KEYS,
  HP_AFTER_FIGHT_READINGS,
  MINIMUM_DAMAGE_READINGS,
  RANGE_DRAW_READINGS,
  SKADEBONUS_READINGS,
  type EmptyDrawReading,
  type FatigueReading,
  type FirstLevelPointsReading,
  type HouseRuleKey,
  type HpAfterFightReading,
  type MinimumDamageReading,
  type RangeDrawReading,
  type SkadebonusReading,
} from './ids';
import { refuse } from './messages';
import type { HouseRuleSetting } from './schemas/house-rules';
import { HOUSE_RULE_SETTINGS, RULINGS } from './tables';

/**
 * A GM's settings for the hex-board RPG: a value for each point the text leaves open. Each is the `houseRule.key` of
 * one ruling in data/swedish-hex/rulings.json; labels and defaults are in data/swedish-hex/house-rules.json. Every rule
 * function that depends on one takes the whole object, so a view never decides a reading itself.
 */
export interface HexHouseRules {
  /** R-level-1 */
  readonly firstLevelPoints: FirstLevelPointsReading;
  /** R-skada-1 */
  readonly skadebonusWithItem: SkadebonusReading;
  /** R-range-1 */
  readonly rangeDraw: RangeDrawReading;
  /** R-fatigue-1 */
  readonly fatigue: FatigueReading;
  /** R-fatigue-3 */
  readonly fatigueLowersTraffsakerhet: boolean;
  /** R-lottery-1 */
  readonly emptyDraw: EmptyDrawReading;
  /** R-damage-1 */
  readonly minimumDamage: MinimumDamageReading;
  /** R-hp-2 */
  readonly hpAfterFight: HpAfterFightReading;
  /** R-weight-1 */
  readonly weightLimit: boolean;
}

const READINGS: { readonly [K in HouseRuleKey]: readonly (string | boolean)[] } = {
  firstLevelPoints: FIRST_LEVEL_POINTS_READINGS,
  skadebonusWithItem: SKADEBONUS_READINGS,
  rangeDraw: RANGE_DRAW_READINGS,
  fatigue: FATIGUE_READINGS,
  fatigueLowersTraffsakerhet: [false, true],
  emptyDraw: EMPTY_DRAW_READINGS,
  minimumDamage: MINIMUM_DAMAGE_READINGS,
  hpAfterFight: HP_AFTER_FIGHT_READINGS,
  weightLimit: [false, true],
};

function settingOf(key: HouseRuleKey): HouseRuleSetting {
  const setting = HOUSE_RULE_SETTINGS.find((s) => s.key === key);
  if (setting === undefined) refuse('unknown-option', 'hex.error.unknownSetting', { key });
  return setting;
}

/** The settings a GM sees, in order: label and description in Swedish and English, kind, default, ruling. */
export function houseRuleSettings(): readonly HouseRuleSetting[] {
  return HOUSE_RULE_SETTINGS;
}

/**
 * A campaign's stored settings with every missing one at its default, each checked: an unknown key or a reading the
 * app does not know is refused in the GM's words.
 * @example hexHouseRules({ fatigue: 'compounding' }).hpAfterFight // 'restored'
 */
export function hexHouseRules(stored: Readonly<Partial<Record<string, unknown>>> = {}): HexHouseRules {
  for (const key of Object.keys(stored)) {
    if (!(HOUSE_RULE_KEYS as readonly string[]).includes(key))
      refuse('unknown-option', 'hex.error.unknownSetting', { key });
  }
  const value = <K extends HouseRuleKey>(key: K): HexHouseRules[K] => {
    const setting = settingOf(key);
    const chosen = Object.hasOwn(stored, key) ? stored[key] : setting.default;
    if (!READINGS[key].includes(chosen as string | boolean)) {
      refuse('unknown-option', 'hex.error.settingValue', { label: setting.label, value: String(chosen) });
    }
    return chosen as HexHouseRules[K];
  };
  return {
    firstLevelPoints: value('firstLevelPoints'),
    skadebonusWithItem: value('skadebonusWithItem'),
    rangeDraw: value('rangeDraw'),
    fatigue: value('fatigue'),
    fatigueLowersTraffsakerhet: value('fatigueLowersTraffsakerhet'),
    emptyDraw: value('emptyDraw'),
    minimumDamage: value('minimumDamage'),
    hpAfterFight: value('hpAfterFight'),
    weightLimit: value('weightLimit'),
  };
}

/** Every setting at the reading the app recommends (each ruling's `reading`). */
export const DEFAULT_HOUSE_RULES: HexHouseRules = hexHouseRules();

/**
 * Every reading the pack chose where the text is silent or marks itself as out of date (data/swedish-hex/rulings.json,
 * in the shape of the app's data/eos/rulings.json; the ids are the pack's own).
 */
export function hexRulings(): readonly Ruling[] {
  return RULINGS;
}
