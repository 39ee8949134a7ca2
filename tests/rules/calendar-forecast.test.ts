import { describe, expect, it } from 'vitest';
import { forecast } from '../../src/systems/eos/rules/calendar/forecast';
import type { CampaignDayState } from '../../src/systems/eos/rules/calendar/types';
import { RulesError } from '../../src/core/rules/errors';
import { party, startState } from './calendar-fixtures';

const PARTY = party();

function withFood(units: number, harvestedDay: number): CampaignDayState {
  const s = startState(10);
  return { ...s, stock: { ...s.stock, food: [{ id: 'b', units, harvestedDay, preserved: false }] } };
}

describe('forecast', () => {
  it('days of food left at 7.5 units a day, the first hungry day and who, and the max-HP trend', () => {
    // 33 units: days 10–13 eat 7.5 each (30); day 14 leaves 3: Mara 1, Bron 2 of 4, the others nothing.
    const f = forecast(withFood(33, 10), PARTY, { days: 6 });
    expect(f.foodDaysLeft).toBe(4.4);
    expect(f.firstStarvation).toEqual({ day: 14, characterIds: ['bron', 'pip', 'tova', 'kel'] });
    expect(f.food.map((p) => p.value)).toEqual([25.5, 18, 10.5, 3, 0, 0]);
    const mara = f.characters.find((c) => c.characterId === 'mara')!;
    const bron = f.characters.find((c) => c.characterId === 'bron')!;
    // Mara fed until day 15: −20 % → 20. Bron: half a day on day 14 (−10 %: 37 × 0.9 = 33.3 → 33), none on 15 (−30 %: 25.9 → 25).
    expect(mara.maxHp.map((p) => p.value)).toEqual([25, 25, 25, 25, 25, 20]);
    expect(bron.maxHp.map((p) => p.value)).toEqual([37, 37, 37, 37, 33, 25]);
    expect(bron.firstHungryDay).toBe(14);
    expect(f.lines[0]).toBe('Food for 4.4 days at 7.5 units a day.');
    expect(f.lines[1]).toBe('Day 14: Bron, Pip, Tova, Kel first go hungry and start losing max HP.');
  });

  it('predicts starvation death: "Without food, your character can starve in 5 days"', () => {
    const f = forecast(startState(10), PARTY, { days: 6 });
    expect(f.foodDaysLeft).toBe(0);
    expect(f.characters.map((c) => c.deathDay)).toEqual([14, 14, 14, 14, 14]);
    expect(f.lines).toContain('Mara starves to death on day 14.');
  });

  it('a daily gain that covers the need: no hungry day within the forecast', () => {
    const f = forecast(startState(10), PARTY, { days: 10, dailyFoodGain: 8 });
    expect(f.foodDaysLeft).toBeNull();
    expect(f.firstStarvation).toBeNull();
    expect(f.lines[0]).toBe('Food for more than 10 days at 7.5 units a day with 8 gained a day.');
  });

  it('what preserving N units today changes: less spoiled food, more days', () => {
    // Without Pip (who would eat spoiled food): 6.5 a day. 40 units harvested on day 5 spoil after day 11:
    // days 10 and 11 eat 13, 27 spoil, food runs out on day 12.
    const four = PARTY.filter((c) => c.id !== 'pip');
    const state = withFood(40, 5);
    const plain = forecast(state, four, { days: 8 });
    expect(plain.foodDaysLeft).toBe(2);
    expect(plain.spoiled.find((p) => p.day === 11)?.value).toBe(27);
    // Preserving 20: the other 20 are eaten first (13), 7 spoil, the 20 preserved last 3 more days and half a unit:
    // day 15 has 0.5 of 6.5 → 5 + 0.5 / 6.5 = 5.08 days.
    const kept = forecast(state, four, { days: 8, preserveUnits: 20 });
    expect(kept.preserving).toMatchObject({ units: 20, foodDaysLeft: 5.08, spoiledSaved: 20 });
    expect(kept.preserving?.lines[0]).toBe(
      'Preserving 20 units today saves 20 units from spoiling; food lasts 5.08 days instead of 2 days.',
    );
  });

  it('refuses more preservation than there is fresh food, and a forecast of 0 days', () => {
    expect(() => forecast(withFood(5, 10), PARTY, { days: 3, preserveUnits: 6 })).toThrow(RulesError);
    expect(() => forecast(withFood(5, 10), PARTY, { days: 0 })).toThrow(/Forecast days/);
  });
});
