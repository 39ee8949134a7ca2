import { ENVIRONMENT } from '../environment/data';
import { RulesError, requireInput, requireText } from '../../../../core/rules';
import { requirePreset, requirePresetConditions, requirePresets } from './calendar-input';
import type { DayConditions } from './types';

/**
 * The GM's named conditions ("Midwinter storm"). The text leaves the cold to the GM — "a scale that usually sits
 * between 0 & 12 – to be assigned by GM. This value may change from season to season, or day to day, or zone to zone,
 * or even day to night" — so the app offers no presets of its own: each is the GM's numbers, saved from a day.
 * A preset holds the weather and the camp (cold, hours out, shelter, fire, light, snow); not the zone, which is where the
 * party is, nor one character's exceptions.
 */
export type PresetConditions = Pick<
  DayConditions,
  'coldDay' | 'coldNight' | 'hoursExposedDay' | 'hoursExposedNight' | 'shelter' | 'fire' | 'hoursOfLight' | 'snow'
>;

export interface ConditionPreset {
  id: string;
  name: string;
  conditions: PresetConditions;
}

/** How many presets a calendar keeps: a season or two of named days is plenty at a table. */
export const MAX_CONDITION_PRESETS = 50;

/** The part of a day's conditions a preset keeps. */
export function presetConditions(conditions: DayConditions): PresetConditions {
  requirePresetConditions('Preset conditions', conditions);
  const { coldDay, coldNight, hoursExposedDay, hoursExposedNight, shelter, fire, hoursOfLight, snow } = conditions;
  return { coldDay, coldNight, hoursExposedDay, hoursExposedNight, shelter, fire, hoursOfLight, snow };
}

/** The day's conditions with a preset applied: the zone and each character's exceptions stay. */
export function withPreset(conditions: DayConditions, preset: ConditionPreset): DayConditions {
  requireInput('The conditions', conditions);
  requireInput('The preset', preset);
  requireInput('The preset’s conditions', preset.conditions);
  return { ...conditions, ...presetConditions({ ...conditions, ...preset.conditions }) };
}

/** The presets with `preset` added, or replacing the one of the same name (names compared without case). */
export function savePreset(presets: readonly ConditionPreset[], preset: ConditionPreset): ConditionPreset[] {
  requirePresets('The presets', presets);
  requirePreset('The preset', preset, true);
  const same = (p: ConditionPreset) => p.name.toLocaleLowerCase() === preset.name.toLocaleLowerCase();
  const existing = presets.find(same);
  if (existing !== undefined) return presets.map((p) => (p === existing ? { ...preset, id: existing.id } : p));
  if (presets.length >= MAX_CONDITION_PRESETS) {
    throw new RulesError(
      'not-allowed',
      `A calendar keeps at most ${MAX_CONDITION_PRESETS} presets: delete one before saving another.`,
    );
  }
  return [...presets, preset];
}

/** The presets with one renamed; another preset of that name is refused. */
export function renamePreset(presets: readonly ConditionPreset[], id: string, name: string): ConditionPreset[] {
  requirePresets('Rename preset', presets);
  requireText('The preset’s new name', name);
  if (!presets.some((p) => p.id === id)) throw new RulesError('unknown-option', 'That preset no longer exists.');
  if (presets.some((p) => p.id !== id && p.name.toLocaleLowerCase() === name.toLocaleLowerCase())) {
    throw new RulesError('not-allowed', `There is already a preset named "${name}".`);
  }
  return presets.map((p) => (p.id === id ? { ...p, name } : p));
}

export function deletePreset(presets: readonly ConditionPreset[], id: string): ConditionPreset[] {
  requirePresets('Delete preset', presets);
  return presets.filter((p) => p.id !== id);
}

const SHELTER_AND_FIRE =
  'Shelter & Fire used in conjunction will also reduce that damage to 0 as long as the character remains indoors.';
const IN_ISOLATION = 'If either fire or shelter are used in isolation, the damage from cold is halved (rounded up).';
const PER_HOUR =
  'For each Level of environmental damage GM decides to declare, each character will lose 1hp each hour while exposed.';

/** Why the party's cold costs what it does, as the conditions panel shows it next to the numbers. */
export interface ColdNote {
  /** "cold 6 × 8 h with shelter + fire = 0 HP". */
  formula: string;
  /** The rule's own words. */
  quote: string;
}

/**
 * The cold of the day and of the night as the rules take it, for the party as a whole (each character's clothing,
 * cloaks, bedroll and natural armor then subtract, A-01): null when nobody is out in any cold. With shelter and fire
 * together the hours out cost nothing, whatever the cold; with one of them the cold is halved after the armor.
 */
export function coldNote(conditions: DayConditions): ColdNote | null {
  requirePresetConditions('Cold note', conditions);
  const stretches = [
    { label: 'by day', cold: conditions.coldDay, hours: conditions.hoursExposedDay },
    { label: 'at night', cold: conditions.coldNight, hours: conditions.hoursExposedNight },
  ].filter((s) => s.cold > 0 && s.hours > 0);
  if (stretches.length === 0) return null;
  const { damagePerLevelPerHour: per, shelterOrFireDivisor: divisor } = ENVIRONMENT.cold;
  const cold = stretches.map((s) => `cold ${s.cold} ${s.label} × ${s.hours} h`).join(', ');
  if (conditions.shelter && conditions.fire) {
    return { formula: `${cold}, with shelter + fire: 0 HP an hour = 0 damage.`, quote: SHELTER_AND_FIRE };
  }
  if (conditions.shelter || conditions.fire) {
    const by = conditions.shelter ? 'shelter' : 'fire';
    const parts = stretches.map((s) => `⌈(${s.cold * per} − armor) ÷ ${divisor}⌉ HP an hour × ${s.hours} h ${s.label}`);
    return { formula: `${cold}, with ${by} alone: ${parts.join('; ')}.`, quote: IN_ISOLATION };
  }
  const parts = stretches.map((s) => `(${s.cold * per} − armor) HP an hour × ${s.hours} h ${s.label}`);
  return { formula: `${cold}, no shelter or fire: ${parts.join('; ')}.`, quote: PER_HOUR };
}
