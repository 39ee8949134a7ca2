import { describe, expect, it } from 'vitest';
import {
  calendarProfile,
  coldNote,
  dayDangers,
  deletePreset,
  eatingOrder,
  eatMeals,
  edibleFood,
  newCharacterDayState,
  nextDayPlan,
  partyDailyMiles,
  presetConditions,
  preserveOldest,
  rationEaten,
  renamePreset,
  renameZone,
  savePreset,
  setZoneTrees,
  spoilOvernight,
  startingCalendarState,
  withPreset,
  type CalendarCharacter,
  type ConditionPreset,
  type DayPlan,
  type DayResult,
  type StockFoodBatch,
} from '../../src/systems/eos/rules';
import { mildDay, party, startState, zone } from './calendar-fixtures';
import { refusal } from './refusal';

/**
 * The calendar's rules refuse a half-filled record in a player's words, naming the field and what was found, before
 * they read it (issue 17 §4): a character without gear, a zone without a name, a preset without its cold, a day result
 * without its log. Each of these calls threw a TypeError (or read undefined as a number) before.
 */

/** Half a record, typed as the whole one: what a damaged import or an old caller hands over. */
function half<T>(value: object | undefined): T {
  return value as T;
}

const [mara] = party() as [CalendarCharacter, ...CalendarCharacter[]];
const calm = mildDay();
const presetOf = (name: string): ConditionPreset => ({
  id: name.toLowerCase(),
  name,
  conditions: presetConditions(calm),
});

describe('a character as the calendar reads them', () => {
  it('refuses a character without gear, or with a weapon of no tier, naming them', () => {
    expect(
      refusal(() => calendarProfile(half<CalendarCharacter>({ id: 'mara', name: 'Mara', build: mara.build }))),
    ).toBe("Mara's gear needs its details, not nothing.");
    const blunt = { ...mara, gear: { ...mara.gear, weapons: [{ name: 'Spear' }] } } as unknown as CalendarCharacter;
    expect(refusal(() => newCharacterDayState(blunt, null))).toBe(
      "The tier of Mara's weapons (item 1) must be a whole number from 0 to 15, not nothing.",
    );
    expect(
      refusal(() => calendarProfile(half<CalendarCharacter>({ id: 'mara', build: mara.build, gear: mara.gear }))),
    ).toBe("The character's name must be text, not nothing.");
  });

  it('refuses a starting party given as something else than a list of characters', () => {
    expect(refusal(() => startingCalendarState(half({ characters: null, zone: zone() })))).toBe(
      'The characters needs a list, not nothing.',
    );
    expect(refusal(() => startingCalendarState(half({ characters: [{ currentHp: 3 }], zone: zone() })))).toBe(
      'Character 1 needs its details, not nothing.',
    );
  });
});

describe('the zones', () => {
  it('refuses a state whose zones are missing or nameless', () => {
    expect(refusal(() => setZoneTrees(half({ day: 1 }), 'pines', 40))).toBe('The zones needs a list, not nothing.');
    const nameless = startState(1, 0, { zones: [half({ id: 'pines', kind: 'wilderness' })] });
    expect(refusal(() => renameZone(nameless, 'pines', 'Dark Pines'))).toBe("Zone 1's name must be text, not nothing.");
  });
});

describe('the conditions and their presets', () => {
  it('refuses conditions without their cold or with a shelter that is not yes or no', () => {
    const noCold = { ...calm, coldDay: undefined };
    expect(refusal(() => coldNote(half(noCold)))).toBe('Cold by day must be a whole number 0 or more, not nothing.');
    expect(refusal(() => presetConditions({ ...calm, shelter: 'yes' as unknown as boolean }))).toBe(
      'Shelter must be yes or no, not "yes".',
    );
    expect(
      refusal(() => withPreset(calm, half({ id: 'storm', name: 'Storm', conditions: { hoursExposedDay: 30 } }))),
    ).toBe('Hours out by day must be a number from 0 to 24, not 30.');
  });

  it('refuses a preset without a name, or a list of presets with a hole in it', () => {
    expect(refusal(() => savePreset([], half({ id: 'storm', conditions: presetConditions(calm) })))).toBe(
      "The preset's name must be text, not nothing.",
    );
    expect(refusal(() => deletePreset([presetOf('Storm'), half({})], 'storm'))).toBe(
      "Preset 2's id must be text, not nothing.",
    );
    expect(refusal(() => renamePreset([presetOf('Storm')], 'storm', half(undefined)))).toBe(
      'The preset’s new name must be text, not nothing.',
    );
  });
});

describe('a day’s result and the next day’s plan', () => {
  it('refuses a result without its log, and a character state without its HP', () => {
    const before = startState(1);
    const characters = party();
    const result = half<DayResult>({ state: before });
    expect(refusal(() => dayDangers(before, characters, result))).toBe("The result's log needs a list, not nothing.");
    const hurt = { ...before.characters, mara: half({ starvationReductionPercent: 0, ration: 'full', fatStored: 0 }) };
    const next = half<DayResult>({ state: { ...before, characters: hurt }, log: [] });
    expect(refusal(() => dayDangers(before, characters, next))).toBe(
      "Mara's current HP must be a whole number no higher than 25, not nothing.",
    );
  });

  it('refuses a plan whose tasks are missing or of a kind the calendar does not know', () => {
    expect(refusal(() => nextDayPlan(half<DayPlan>({ characters: { mara: { ration: 'half' } } })))).toBe(
      'The tasks for “mara” needs a list, not nothing.',
    );
    expect(refusal(() => nextDayPlan(half<DayPlan>({ characters: { mara: { slots: [{ kind: 'dance' }] } } })))).toBe(
      'A task must be one the calendar knows, not "dance".',
    );
  });
});

describe('food and travel', () => {
  it('refuses a meal that is not a number, and a party that is not a list of members', () => {
    expect(refusal(() => rationEaten(Number.NaN, 1))).toBe('Food eaten must be a number 0 or more, not NaN.');
    expect(refusal(() => partyDailyMiles(half({ road: 'road' })))).toBe('The party needs a list, not nothing.');
    expect(refusal(() => partyDailyMiles(half({ members: [null], road: 'road' })))).toBe(
      'Party member 1 needs its details, not nothing.',
    );
    expect(
      refusal(() => partyDailyMiles(half({ members: [{ body: 5, move: 3 }], road: 'off-road', navigator: null }))),
    ).toBe('The navigator needs its details, not nothing.');
  });
});

describe('the food batches and the eaters', () => {
  const fresh: StockFoodBatch = { id: 'd0-bought', units: 4, harvestedDay: 0, preserved: false };

  it('refuses a half-filled batch in every food rule, naming the batch and the field', () => {
    const noHarvest = half<StockFoodBatch>({ id: 'd2-hunt', units: 3, preserved: false });
    expect(refusal(() => edibleFood([fresh, noHarvest], 3))).toBe(
      'Food batch d2-hunt harvest day must be a whole number 0 or more, not nothing.',
    );
    expect(refusal(() => eatingOrder([fresh, half({ id: 'd1', units: 2, harvestedDay: 1 })]))).toBe(
      'Whether food batch d1 is preserved must be yes or no, not nothing.',
    );
    expect(refusal(() => eatingOrder([half(undefined)]))).toBe('A food batch needs its details, not nothing.');
    expect(refusal(() => spoilOvernight([{ ...fresh }, { ...fresh }], 3, 0))).toBe(
      'Two food batches share the id "d0-bought".',
    );
    expect(
      refusal(() =>
        preserveOldest([half({ id: 'd0', units: 'four', harvestedDay: 0, preserved: false })], 1, 2, 'Cooking'),
      ),
    ).toBe('Food batch d0 units must be a number 0 or more, not "four".');
  });

  it('refuses a day, a party or an eater that is not what the rule reads', () => {
    expect(refusal(() => spoilOvernight([{ ...fresh }], half({}), 0))).toBe(
      'Today must be a whole number 0 or more, not a record.',
    );
    expect(refusal(() => edibleFood([fresh], 1, Number.NaN))).toBe(
      'Extra weeks must be a whole number 0 or more, not NaN.',
    );
    expect(refusal(() => eatMeals([{ ...fresh }], 1, [half({ id: 'mara', extraWeeks: 0 })]))).toBe(
      'Units Eater 1 eats must be a number 0 or more, not nothing.',
    );
    expect(refusal(() => preserveOldest([fresh], 1, 2, half(undefined)))).toBe(
      'Who preserves must be text, not nothing.',
    );
  });

  it('still eats, spoils and preserves well-formed batches as before', () => {
    expect(edibleFood([fresh], 3)).toBe(4);
    expect(eatMeals([{ ...fresh }], 1, [{ id: 'mara', units: 1, extraWeeks: 0 }]).get('mara')).toBe(1);
    expect(preserveOldest([fresh], 1, 1, 'Cooking').map((b) => [b.id, b.units])).toEqual([
      ['d0-bought', 3],
      ['d0-bought-preserved-d1', 1],
    ]);
  });
});
