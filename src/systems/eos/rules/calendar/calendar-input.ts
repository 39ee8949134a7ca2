/**
 * The checks of the calendar's own records, each written once and called at the entry of every rule that takes the
 * record, before any field is read: a character as the calendar reads their sheet (calendarProfile and the rules built on
 * it), the campaign's zones (setZoneTrees, renameZone), the GM's conditions and presets (presetConditions, withPreset,
 * coldNote, savePreset, renamePreset, deletePreset) and a day's result as dayDangers reads it.
 *
 * They check what a rule reads, with the messages a player understands; fields a rule does not read pass unchecked
 * (ids, names of things it hands back as they are). Each check is a few field reads: no copies.
 */
import {
  RulesError,
  describeValue,
  requireInput,
  requireList,
  requireNumber,
  requireText,
  requireTier,
  requireWhole,
} from '../../../../core/rules';
import type { ConditionPreset, PresetConditions } from './condition-presets';
import type { CalendarCharacter, CampaignZone, DayResult } from './types';

/** A yes-or-no field ("Shelter", "Snow"). */
function requireFlag(label: string, value: boolean): boolean {
  if (typeof value !== 'boolean') {
    throw new RulesError('missing-input', `${label} must be yes or no, not ${describeValue(value)}.`);
  }
  return value;
}

/** Items of the gear whose tier the calendar reads (weapons for hunting, clothing for the cold): a list of tiered items. */
function requireTieredItems(whose: string, what: string, items: readonly { tier: number }[]): void {
  requireList(`${whose} ${what}`, items);
  for (const [index, item] of items.entries()) {
    requireInput(`${whose} ${what} (item ${index + 1})`, item);
    requireTier(item.tier, `The tier of ${whose} ${what} (item ${index + 1})`);
  }
}

/**
 * A character as the calendar reads them (calendarProfile): an id and a name, a build (characterStats checks it), and the
 * gear the calendar counts: the weapons' and clothing's tiers, the Bushcrafter's Cloaks and the bedroll.
 */
export function requireCalendarCharacter(label: string, character: CalendarCharacter): CalendarCharacter {
  requireInput(label, character);
  requireText(`${label}'s id`, character.id);
  const name = requireText(`${label}'s name`, character.name);
  const whose = `${name.trim() === '' ? label : name}'s`;
  requireInput(`${whose} build`, character.build);
  const gear = requireInput(`${whose} gear`, character.gear);
  requireTieredItems(whose, 'weapons', gear.weapons);
  requireTieredItems(whose, 'clothing', gear.clothing);
  requireWhole(`${whose} Bushcrafter's Cloaks`, gear.cloaks);
  if (gear.bedrollTier !== null) requireTier(gear.bedrollTier, `The tier of ${whose} bedroll`);
  return character;
}

/** The campaign's zones as the zone rules read them: each a record with an id and a name. */
export function requireZones(label: string, zones: readonly CampaignZone[]): readonly CampaignZone[] {
  requireList(label, zones);
  for (const [index, zone] of zones.entries()) {
    requireInput(`Zone ${index + 1}`, zone);
    requireText(`Zone ${index + 1}'s id`, zone.id);
    requireText(`Zone ${index + 1}'s name`, zone.name);
  }
  return zones;
}

/**
 * The weather and the camp of a day (what a preset keeps), named as the conditions panel names them: cold levels are
 * whole numbers from 0 (0 a warm day, 12 a winter night, 20–30 or more a blizzard), hours from 0 to 24, and shelter,
 * fire and snow yes or no.
 */
export function requirePresetConditions<T extends PresetConditions>(label: string, conditions: T): T {
  requireInput(label, conditions);
  requireWhole('Cold by day', conditions.coldDay);
  requireWhole('Cold at night', conditions.coldNight);
  requireNumber('Hours out by day', conditions.hoursExposedDay, 0, 24);
  requireNumber('Hours out at night', conditions.hoursExposedNight, 0, 24);
  requireFlag('Shelter', conditions.shelter);
  requireFlag('Fire', conditions.fire);
  requireNumber('Hours of light', conditions.hoursOfLight, 0, 24);
  requireFlag('Snow', conditions.snow);
  return conditions;
}

/** One of the GM's presets, as the preset rules read it: an id, a name, and (when `withConditions`) its conditions. */
export function requirePreset(label: string, preset: ConditionPreset, withConditions: boolean): ConditionPreset {
  requireInput(label, preset);
  requireText(`${label}'s id`, preset.id);
  requireText(`${label}'s name`, preset.name);
  if (withConditions) requirePresetConditions(`${label}'s conditions`, preset.conditions);
  return preset;
}

/** The GM's saved presets: a list of presets with an id and a name each (their conditions are handed back unread). */
export function requirePresets(label: string, presets: readonly ConditionPreset[]): readonly ConditionPreset[] {
  requireList(label, presets);
  for (const [index, preset] of presets.entries()) requirePreset(`Preset ${index + 1}`, preset, false);
  return presets;
}

/** A day's result as dayDangers reads it: the next day's character states and the log lines that say why. */
export function requireDayResult(label: string, result: DayResult): DayResult {
  requireInput(label, result);
  const state = requireInput(`${label}'s next day`, result.state);
  requireInput(`${label}'s characters`, state.characters);
  requireList(`${label}'s log`, result.log);
  for (const [index, line] of result.log.entries()) {
    requireInput(`Log line ${index + 1}`, line);
    requireText(`Log line ${index + 1}'s text`, line.text);
  }
  return result;
}
