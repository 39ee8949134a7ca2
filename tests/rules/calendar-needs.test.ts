import { describe, expect, it } from 'vitest';
import { runDay } from '../../src/systems/eos/rules/calendar/run-day';
import { totalFood } from '../../src/systems/eos/rules/calendar/stock';
import { validatePlan } from '../../src/systems/eos/rules/calendar/validate';
import type {
  CalendarCharacter,
  CampaignDayState,
  CharacterDayState,
  DayConditions,
  DayPlan,
} from '../../src/systems/eos/rules/calendar/types';
import { buildOf, gearOf } from './character-fixtures';
import { mildDay, party, startState, zone } from './calendar-fixtures';

const PARTY = party();
const who = (...ids: string[]) => PARTY.filter((c) => ids.includes(c.id));
const REST: DayPlan = { characters: {} };

function withCharacter(state: CampaignDayState, id: string, over: Partial<CharacterDayState>): CampaignDayState {
  return { ...state, characters: { ...state.characters, [id]: { ...state.characters[id]!, ...over } } };
}

function withFood(state: CampaignDayState, ...batches: [units: number, harvestedDay: number, preserved?: boolean][]) {
  return {
    ...state,
    stock: {
      ...state.stock,
      food: batches.map(([units, harvestedDay, preserved = false], i) => ({
        id: `b${i}`,
        units,
        harvestedDay,
        preserved,
      })),
    },
  };
}

function days(
  state: CampaignDayState,
  characters: readonly CalendarCharacter[],
  n: number,
  plan: DayPlan = REST,
  conditions: DayConditions = mildDay(),
) {
  const out = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const r = runDay(s, characters, plan, conditions);
    out.push(r);
    s = r.state;
  }
  return out;
}

describe('food and spoilage', () => {
  it('"they spoil at the end of the 7th day from their harvest": food harvested on day 1 is thrown out before day 8', () => {
    const start = withFood(startState(6), [20, 1]);
    const [day6, day7] = days(start, who('mara'), 2);
    expect(totalFood(day6!.state.stock.food)).toBe(19);
    expect(day6!.summary.foodSpoiled).toBe(0);
    // Day 7 is the 7th day: Mara eats 1, the other 18 spoil overnight; day 8 opens with no food.
    expect(day7!.summary.foodEaten).toBe(1);
    expect(day7!.summary.foodSpoiled).toBe(18);
    expect(day7!.state.stock.food).toEqual([]);
    expect(day7!.log.some((l) => l.phase === 'spoilage' && l.text.startsWith('18 units of food spoil tonight'))).toBe(
      true,
    );
  });

  it('preserved food never spoils and is eaten last', () => {
    const start = withFood(startState(7), [5, 1, true], [3, 5]);
    const [r] = days(start, who('mara'), 1);
    expect(r!.state.stock.food.map((b) => [b.id, b.units])).toEqual([
      ['b0', 5],
      ['b1', 2],
    ]);
  });

  it('a Neo-Rat "can survive on food for an additional week after it has spoiled": the batch is kept for Pip only', () => {
    const start = withFood(startState(7), [10, 1]);
    const [day7, day8] = days(start, who('mara', 'pip'), 2);
    // Day 7: both eat from it (still fresh); overnight it goes off but Pip may eat it for another week.
    expect(totalFood(day7!.state.stock.food)).toBe(8);
    expect(day7!.summary.foodSpoiled).toBe(0);
    // Day 8: Pip eats 1 of the spoiled batch; Mara may not, so she goes hungry (−20 % with full... rest: −20 %).
    expect(totalFood(day8!.state.stock.food)).toBe(7);
    expect(day8!.summary.hungry).toEqual(['mara']);
    expect(day8!.state.characters.mara?.starvationReductionPercent).toBe(20);
    expect(day8!.state.characters.pip?.starvationReductionPercent).toBe(0);
  });

  it('the spoiled week ends too: the batch is thrown out after day 14', () => {
    const start = withFood(startState(14), [10, 1]);
    const [r] = days(start, who('pip'), 1);
    expect(r!.summary.foodEaten).toBe(1);
    expect(r!.summary.foodSpoiled).toBe(9);
  });

  it('half rations: "-10% If the character eats half rations & works full production rates", -5% at half work', () => {
    const start = withCharacter(withFood(startState(10), [10, 10]), 'mara', { ration: 'half' });
    const log = { kind: 'free', text: 'chops wood' } as const;
    const [full] = days(start, who('mara'), 1, { characters: { mara: { slots: [log, log] } } });
    const [half] = days(start, who('mara'), 1, { characters: { mara: { slots: [log] } } });
    expect(full!.summary.foodEaten).toBe(0.5);
    expect(full!.state.characters.mara?.starvationReductionPercent).toBe(10);
    expect(half!.state.characters.mara?.starvationReductionPercent).toBe(5);
    // Max HP 25 × 0.9 = 22.5, shown 22: a character at full HP drops to 22 (R-calendar-3).
    expect(full!.state.characters.mara?.currentHp).toBe(22);
  });

  it('running out counts as what was eaten (R-calendar-8): 0.4 of a day is no food', () => {
    const start = withFood(startState(10), [0.4, 10]);
    const [r] = days(start, who('mara'), 1);
    expect(r!.summary.foodEaten).toBe(0.4);
    expect(r!.state.characters.mara?.starvationReductionPercent).toBe(20);
  });

  it('a Neo-Bear stores up to 12 extra units a day as fat, and lives off it later', () => {
    const start = withFood(startState(10), [30, 10]);
    const [stored] = days(start, who('bron'), 1, { characters: { bron: { slots: [], fatToStore: 12 } } });
    // "The extra units of food are in addition to the normal amount of food they need daily": 4 + 12 = 16.
    expect(stored!.summary.foodEaten).toBe(16);
    expect(stored!.state.characters.bron?.fatStored).toBe(12);
    const [fasting] = days(stored!.state, who('bron'), 1, { characters: { bron: { slots: [], eatFromFat: true } } });
    // "subtract 1 day worth of units of food from fat storage at anytime instead of eating": 12 − 4 = 8, fed.
    expect(fasting!.summary.foodEaten).toBe(0);
    expect(fasting!.state.characters.bron).toMatchObject({ fatStored: 8, starvationReductionPercent: 0 });
  });

  it('refuses more fat than the daily limit, and fat storage for a race without it', () => {
    const start = withFood(startState(10), [30, 10]);
    const plan: DayPlan = { characters: { bron: { slots: [], fatToStore: 13 }, mara: { slots: [], fatToStore: 1 } } };
    const v = validatePlan(start, who('bron', 'mara'), plan, mildDay());
    expect(v.ok).toBe(false);
    expect(v.characters.find((c) => c.characterId === 'bron')?.reasons).toEqual([
      'At most 12 extra units of food can be eaten a day to build fat, not 13.',
    ]);
    expect(v.characters.find((c) => c.characterId === 'mara')?.reasons[0]).toMatch(/Mara has no Fat Storage/);
  });

  it('a Neo-Ape in a wilderness zone "automatically feeds themselves"; on a road it eats from the stock', () => {
    const ape: CalendarCharacter = { id: 'ape', name: 'Ook', build: buildOf('neo-ape'), gear: gearOf({}) };
    const base = withFood(startState(10), [5, 10]);
    const state = {
      ...base,
      characters: { ape: { currentHp: 25, starvationReductionPercent: 0, ration: 'full' as const, fatStored: 0 } },
      zones: [zone(), zone({ id: 'road', name: 'King’s Road', kind: 'road' })],
    };
    expect(runDay(state, [ape], REST, mildDay()).summary.foodEaten).toBe(0);
    expect(runDay(state, [ape], REST, mildDay({ zoneId: 'road' })).summary.foodEaten).toBe(1);
  });
});

describe('cold', () => {
  const night = (over: Partial<DayConditions> = {}) =>
    mildDay({ coldDay: 6, coldNight: 6, hoursExposedDay: 4, hoursExposedNight: 8, ...over });
  // Mara starts at 10 HP (so healing is not capped): damage = 10 + natural healing (Body 5) − HP at the end of the day.
  const damage = (conditions: DayConditions, houseRules = {}) =>
    15 -
    runDay(
      withCharacter(withFood(startState(10), [10, 10]), 'mara', { currentHp: 10 }),
      who('mara'),
      REST,
      conditions,
      {},
      houseRules,
    ).state.characters.mara!.currentHp;

  it('exposed: "each character will lose 1hp each hour", less the T3 clothing: (6 − 3) × 12 h = 36', () => {
    // 36 damage: 25 → −11, then +5 healing.
    const r = runDay(withFood(startState(10), [10, 10]), who('mara'), REST, night());
    expect(r.state.characters.mara?.currentHp).toBe(25 - 36 + 5);
  });

  it('"Shelter & Fire used in conjunction will also reduce that damage to 0"', () => {
    expect(damage(night({ shelter: true, fire: true }))).toBe(0);
  });

  it('fire alone halves, rounded up, after the clothing (A-01): ceil(3 / 2) = 2 × 12 h = 24', () => {
    expect(damage(night({ fire: true }))).toBe(24);
  });

  it('the house rule halves first: cold 7 with fire, ceil(7 / 2) − 3 = 1/h instead of ceil(4 / 2) = 2/h', () => {
    const c = night({ coldDay: 7, coldNight: 7, hoursExposedDay: 0, fire: true });
    expect(damage(c)).toBe(16);
    expect(damage(c, { coldOrder: true })).toBe(8);
  });

  it('a bedroll counts only at night (R-calendar-11): T1 bedroll +2 armor', () => {
    const mara = { ...who('mara')[0]!, gear: { ...who('mara')[0]!.gear, bedrollTier: 1 } };
    const r = runDay(withFood(startState(10), [10, 10]), [mara], REST, night());
    // Day 3/h × 4 = 12, night (6 − 3 − 2) × 8 = 8: 20 damage.
    expect(r.state.characters.mara?.currentHp).toBe(25 - 20 + 5);
  });

  it('one character can stay inside while the others are exposed', () => {
    const c = night({ coldDay: 2, coldNight: 2, perCharacter: { pip: { hoursExposedDay: 0, hoursExposedNight: 0 } } });
    const r = runDay(
      withCharacter(withFood(startState(10), [10, 10]), 'pip', { currentHp: 10 }),
      who('mara', 'pip'),
      REST,
      c,
    );
    // Mara's T3 clothing stops cold 2; Pip (no clothing) stays inside and just heals.
    expect(r.state.characters.mara?.currentHp).toBe(25);
    expect(r.state.characters.pip?.currentHp).toBe(15);
    const out = runDay(
      withCharacter(withFood(startState(10), [10, 10]), 'pip', { currentHp: 10 }),
      who('pip'),
      REST,
      night({ coldDay: 2, coldNight: 2 }),
    );
    expect(out.state.characters.pip?.currentHp).toBe(10 - 2 * 12 + 5);
  });

  it('a blizzard kills: dead at −max HP (C-09), and the dead neither heal nor eat the next day', () => {
    const blizzard = mildDay({
      coldDay: 30,
      coldNight: 30,
      hoursExposedDay: 12,
      hoursExposedNight: 12,
      perCharacter: { mara: { hoursExposedDay: 0, hoursExposedNight: 0 } },
    });
    const r = runDay(withFood(startState(10), [10, 10]), who('kel', 'mara'), REST, blizzard);
    expect(r.summary.dead).toContain('kel');
    expect(r.state.characters.kel?.currentHp).toBe(20 - 30 * 12 - 30 * 12);
    expect(r.log.some((l) => l.characterId === 'kel' && l.text === 'Kel dies.')).toBe(true);
    const next = runDay(r.state, who('kel', 'mara'), REST, mildDay());
    expect(next.summary.foodEaten).toBe(1);
    const v = validatePlan(r.state, who('kel'), { characters: { kel: { slots: [{ kind: 'rest' }] } } }, mildDay());
    // Out of the plan by themselves (issue 16): not a refusal, a line saying why.
    expect(v.ok).toBe(true);
    expect(v.characters[0]?.sidelined).toMatch(/^Kel is dead/u);
  });
});

describe('starvation and recovery', () => {
  it('"-20% is with no food & working at full production rates", additive; then "+20% each day" resting fed', () => {
    const work = {
      characters: {
        mara: {
          slots: [
            { kind: 'free', text: 'scouts' },
            { kind: 'free', text: 'scouts' },
          ],
        },
      },
    } as DayPlan;
    const hungry = days(startState(10), who('mara'), 3, work);
    expect(hungry.map((r) => r.state.characters.mara?.starvationReductionPercent)).toEqual([20, 40, 60]);
    // Max HP 25 × 0.4 = 10: current HP follows it down.
    expect(hungry[2]?.state.characters.mara?.currentHp).toBe(10);
    const fed = days(withFood(hungry[2]!.state, [10, 13]), who('mara'), 3, REST);
    expect(fed.map((r) => r.state.characters.mara?.starvationReductionPercent)).toEqual([40, 20, 0]);
    // Healing (Body 5 a day) is capped by the rising max: 15 (of 15), 20 (of 20), 25.
    expect(fed.map((r) => r.state.characters.mara?.currentHp)).toEqual([15, 20, 25]);
  });

  it('"Without food, your character can starve in 5 days": "If their adjusted total HP value becomes 0; immediate death"', () => {
    const r = days(startState(10), who('mara'), 5, REST);
    expect(r.map((d) => d.summary.dead.includes('mara'))).toEqual([false, false, false, false, true]);
    expect(r[4]?.log.some((l) => l.text.includes('starves to death'))).toBe(true);
  });
});
