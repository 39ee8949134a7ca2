import { describe, expect, it } from 'vitest';
import { runDay } from '../../src/systems/eos/rules/calendar/run-day';
import { totalFood } from '../../src/systems/eos/rules/calendar/stock';
import type {
  CampaignDayState,
  DayConditions,
  DayPlan,
  DayResult,
  TaskSlot,
} from '../../src/systems/eos/rules/calendar/types';
import { mildDay, party, startState } from './calendar-fixtures';

const fish = (roll: number): TaskSlot => ({ kind: 'gathering', skill: 'fishing', tools: 'basic', roll });
const hunt = (roll: number): TaskSlot => ({ kind: 'gathering', skill: 'hunting', tools: 'none', roll });
const trap = (roll: number): TaskSlot => ({ kind: 'gathering', skill: 'trapping', tools: 'crude', roll });
const log: TaskSlot = { kind: 'gathering', skill: 'logging', tools: 'crude' };
const rest: TaskSlot = { kind: 'rest' };

/**
 * A scripted week, days 28–34 (month 1 day 28 to month 2 day 4), in the Pine Woods: 12 miles from town, 6 zones from a
 * road. Start: 10 units of food harvested on day 25.
 * Hunting TN: "30 in and around any town. For every 5 miles outside that town, the difficulty will lower by 5" → 30 − 10 = 20.
 * Trapping TN: 20 "For each Zone traveled away from a city or road; the difficulty will lower by 1" → 20 − 6 = 14.
 * Party food/day: Mara 1 + Bron 4 (large, 4 tiles) + Pip 1 + Tova 1 + Kel ½ (small) = 7.5.
 */
const WEEK: { day: number; plan: DayPlan; conditions?: Partial<DayConditions> }[] = [
  {
    // Fishing "Fishing skill+ Presence + 1d20 vs 15": 14 + 4 + 5 = 23 − 15 = 8 × Basic 2 = 16 food.
    // Hunting 15 + 3 + 5 = 23 − 20 = 3 points: "5 days of food … 1 unit of Animal Fat … 1 Bone Shard … & 4 cloth
    // fragments" each → 15 food, 3 fat, 3 bone shards, 12 fragments. Trapping 10 + 3 + 5 = 18 − 14 = 4 points:
    // "1 unit of food, 5 feathers … & 1 cloth fragment" each → 4 food, 20 feathers, 4 fragments.
    // Logging "(1 + Logging 2)" = 3 beams, twice = 6. Bushcraft 2: two "Gather Food" sub-tasks = 2 food.
    // Gained 16 + 15 + 4 + 2 = 37. Eaten 7.5 from the day-25 batch (10 → 2.5). Food 2.5 + 37 = 39.5.
    day: 28,
    plan: {
      characters: {
        mara: { slots: [fish(14), rest] },
        bron: { slots: [hunt(15)] },
        pip: { slots: [trap(10)] },
        tova: { slots: [log, log] },
        kel: { slots: [{ kind: 'bushcraft', choices: [{ id: 'food' }, { id: 'food' }] }] },
      },
    },
  },
  {
    // Hunting TN "increases by 1" after a successful day: 21. 15 + 8 = 23 − 21 = 2 → 10 food, 2 fat, 2 shards, 8 fragments.
    // Trapping TN 15: 5 + 8 = 13 → 0. Mara cooks first (Cooking 3 × Crude: 3 points, "Preserve 1 unit of food
    // permanently" each): the day-25 batch's 2.5 and 0.5 of Bron's day-28 batch. Then fishes 11 + 9 = 20 − 15 = 5 × 2 = 10.
    // Tova: 4 fragments → "10 feet per 1 cloth fragment" = 40 feet of cordage; logging 3 beams.
    // Food 39.5 + 20 − 7.5 = 52 (3 of it preserved).
    day: 29,
    plan: {
      characters: {
        mara: {
          slots: [
            { kind: 'cooking', tools: 'crude', choreDelegationFor: [], preservations: 3, candleBatches: 0 },
            fish(11),
          ],
        },
        bron: { slots: [hunt(15)] },
        pip: { slots: [trap(5)] },
        tova: { slots: [{ kind: 'processing', task: { process: 'cordage', clothFragments: 4 }, tools: 'crude' }, log] },
        kel: { slots: [rest, rest] },
      },
    },
  },
  {
    // Night cold 6 for 8 hours in a shelter without fire: "If either fire or shelter are used in isolation, the damage
    // from cold is halved (rounded up)", after clothing (A-01). Mara (T3 clothing): ceil((6 − 3)/2) = 2/h → 16.
    // Bron: Overnight Hibernation "Body Heat: They inherently gain the protective effects of a Fire" → shelter + fire → 0.
    // Pip: ceil(6/2) = 3/h → 24. Tova (Dwarf, two T2 sets = 4): ceil(2/2) = 1/h → 8. Kel: 3/h → 24.
    // Then natural healing "[Body stat value] in HP each day" (+5): Mara 25 − 16 + 5 = 14, Pip 25 − 24 + 5 = 6,
    // Tova 25 − 8 + 5 = 22, Kel 20 − 24 + 5 = 1.
    // Fishing 20 + 9 = 29 − 15 = 14 × 2 = 28. Trapping TN 15: 12 + 8 = 20 − 15 = 5 → 5 food, 25 feathers, 5 fragments.
    // Food 52 + 33 − 7.5 = 77.5. Day 31 opens month 2: trapping difficulty −1 ("all Zones will reduce their difficulty
    // by 1 each month") and time skill points: Humans "2 points per month", the others 1.
    day: 30,
    conditions: { coldNight: 6, hoursExposedNight: 8, shelter: true },
    plan: {
      characters: {
        mara: { slots: [fish(20), rest] },
        bron: { slots: [rest, rest] },
        pip: { slots: [trap(12)] },
        tova: { slots: [rest] },
        kel: { slots: [rest] },
      },
    },
  },
  {
    // Tova on half rations working two tasks: "-10% If the character eats half rations & works full production rates"
    // → max HP 25 × 0.9 = 22.5, shown 22; her HP 22 stays 22, healing stops at 22.
    // Kel (HP 1) gives Pip Medicine 2 × Basic 2 = 4 ("For each level in Medicine it will heal them 1HP", "Using a Basic
    // toolkit will double the effects"): Pip 6 + 5 + 4 = 15. Mara 14 + 5 = 19, Kel 1 + 5 = 6.
    // Fishing 1 + 9 = 10 → 0; 16 + 9 = 25 − 15 = 10 × 2 = 20. Hunting TN 22: 12 + 8 = 20 → 0.
    // Food eaten 1 + 4 + 1 + 0.5 + 0.5 = 7: 77.5 + 20 − 7 = 90.5.
    day: 31,
    plan: {
      characters: {
        mara: { slots: [fish(1), fish(16)] },
        bron: { slots: [hunt(12), rest] },
        pip: { slots: [rest, rest] },
        tova: { slots: [log, log], ration: 'half' },
        kel: { slots: [{ kind: 'medicine', patientId: 'pip', tools: 'basic' }, rest] },
      },
    },
  },
  {
    // Bron goes without food and hunts twice: "-20% is with no food & working at full production rates" → max HP
    // 37 × 0.8 = 29.6, shown 29; HP 37 → 29; hibernation healing (Body × 2 = 10) stops at 29.
    // Tova back on full rations resting: "+20% each day if they reduce their production/travel to nothing with proper
    // food intake" → 0 %, max 25, HP 22 + 5 = 25 (capped).
    // Hunting TN 22: 18 + 8 = 26 − 22 = 4 → 20 food, 4 fat, 4 shards, 16 fragments; 9 + 8 = 17 → 0.
    // Trapping TN 15 (2 − 1 at the new month = 1): 17 + 8 = 25 − 15 = 10 → 10 food, 50 feathers, 10 fragments; 2 → 0.
    // Fishing 10 + 9 = 19 − 15 = 4 × 2 = 8. Kel: 2 cordage sub-tasks → 10 feet.
    // Food eaten 1 + 0 + 1 + 1 + 0.5 = 3.5: 90.5 + 38 − 3.5 = 125. Mara 24, Pip 20, Kel 11.
    day: 32,
    plan: {
      characters: {
        mara: { slots: [fish(10), rest] },
        bron: { slots: [hunt(18), hunt(9)], ration: 'none' },
        pip: { slots: [trap(17), trap(2)] },
        tova: { slots: [rest, rest], ration: 'full' },
        kel: { slots: [{ kind: 'bushcraft', choices: [{ id: 'cordage' }, { id: 'cordage' }] }, rest] },
      },
    },
  },
  {
    // Bron fed and resting: +20 % → 0 %, max 37; HP 29 + 10 = 37 (capped). Fishing 3 + 9 = 12 → 0.
    // Food 125 − 7.5 = 117.5. Mara 25, Pip 25, Kel 16.
    day: 33,
    plan: {
      characters: {
        mara: { slots: [fish(3), rest] },
        bron: { slots: [rest, rest], ration: 'full' },
        pip: { slots: [rest] },
        tova: { slots: [rest] },
        kel: { slots: [rest] },
      },
    },
  },
  {
    // Everyone rests: food 117.5 − 7.5 = 110; Kel 16 + 5 = 21, capped at 20.
    day: 34,
    plan: { characters: {} },
  },
];

function runWeek(): DayResult[] {
  const results: DayResult[] = [];
  let state: CampaignDayState = {
    ...startState(28),
    stock: { ...startState(28).stock, food: [{ id: 'start', units: 10, harvestedDay: 25, preserved: false }] },
  };
  for (const step of WEEK) {
    expect(state.day).toBe(step.day);
    const result = runDay(state, party(), step.plan, mildDay(step.conditions));
    results.push(result);
    state = result.state;
  }
  return results;
}

const results = runWeek();
const after = (day: number) => results[day - 28]!.state;

describe('a scripted week for a party of five (days 28–34)', () => {
  it.each([
    [28, 39.5],
    [29, 52],
    [30, 77.5],
    [31, 90.5],
    [32, 125],
    [33, 117.5],
    [34, 110],
  ])('food in stock at the end of day %i is %f units', (day, food) => {
    expect(totalFood(after(day).stock.food)).toBe(food);
  });

  it.each([
    // day, Mara, Bron, Pip, Tova, Kel
    [28, 25, 37, 25, 25, 20],
    [29, 25, 37, 25, 25, 20],
    [30, 14, 37, 6, 22, 1],
    [31, 19, 37, 15, 22, 6],
    [32, 24, 29, 20, 25, 11],
    [33, 25, 37, 25, 25, 16],
    [34, 25, 37, 25, 25, 20],
  ])('HP at the end of day %i: Mara %i, Bron %i, Pip %i, Tova %i, Kel %i', (day, mara, bron, pip, tova, kel) => {
    const c = after(day).characters;
    expect([c.mara?.currentHp, c.bron?.currentHp, c.pip?.currentHp, c.tova?.currentHp, c.kel?.currentHp]).toEqual([
      mara,
      bron,
      pip,
      tova,
      kel,
    ]);
  });

  it('starvation: Tova −10 % on day 31 and back to 0 on day 32; Bron −20 % on day 32 and back to 0 on day 33', () => {
    expect(after(31).characters.tova?.starvationReductionPercent).toBe(10);
    expect(after(32).characters.tova?.starvationReductionPercent).toBe(0);
    expect(after(32).characters.bron?.starvationReductionPercent).toBe(20);
    expect(after(33).characters.bron?.starvationReductionPercent).toBe(0);
  });

  it('ends the week with exactly the expected food batches', () => {
    const batches = Object.fromEntries(after(34).stock.food.map((b) => [b.id, [b.units, b.harvestedDay, b.preserved]]));
    expect(batches).toEqual({
      'start-preserved-d29': [2.5, 25, true],
      'd28-bron-0-hunting-preserved-d29': [0.5, 28, true],
      'd29-bron-0-hunting': [6, 29, false],
      'd29-mara-1-fishing': [10, 29, false],
      'd30-mara-0-fishing': [28, 30, false],
      'd30-pip-0-trapping': [5, 30, false],
      'd31-mara-1-fishing': [20, 31, false],
      'd32-bron-0-hunting': [20, 32, false],
      'd32-mara-0-fishing': [8, 32, false],
      'd32-pip-0-trapping': [10, 32, false],
    });
  });

  it('ends the week with the expected materials', () => {
    const counts = after(34).stock.counts;
    // Fat 3 + 2 + 4; shards 3 + 2 + 4; fragments 12 + 4 + 8 − 4 (cordage) + 5 + 16 + 10; feathers 20 + 25 + 50;
    // beams 6 + 3 + 6; cordage 40 + 10.
    expect(counts).toMatchObject({
      animalFat: 9,
      boneShards: 9,
      clothFragments: 51,
      feathers: 95,
      beams: 15,
      cordageFeet: 50,
      ore: 0,
    });
  });

  it('zone difficulty: hunting rose on days 28, 29 and 32; trapping on 28, 30 and 32, less 1 at the month (day 31)', () => {
    const pines = after(34).zones[0]!;
    expect(pines).toMatchObject({ huntingSuccessDays: 3, trappingSuccessDays: 2, lastTrappingReset: 31 });
    expect(pines.lastHuntingReset).toBeNull();
    expect(after(30).zones[0]?.trappingSuccessDays).toBe(1);
    expect(after(29).zones[0]?.trappingSuccessDays).toBe(1);
  });

  it('grants passive skill points when month 2 begins (Humans 2, the others 1), and only then', () => {
    expect(results[2]?.summary.pendingSkillGrants).toEqual([
      { characterId: 'mara', months: 1, points: 2 },
      { characterId: 'bron', months: 1, points: 1 },
      { characterId: 'pip', months: 1, points: 1 },
      { characterId: 'tova', months: 1, points: 1 },
      { characterId: 'kel', months: 1, points: 1 },
    ]);
    expect(results.filter((r) => r.summary.pendingSkillGrants.length > 0)).toHaveLength(1);
    expect(results[2]?.summary.nextDate).toMatchObject({ month: 2, dayOfMonth: 1 });
  });

  it('logs each yield with its numbers', () => {
    const text = results[0]!.log.map((l) => l.text);
    expect(text).toContain(
      'Mara — Fishing: 1d20 14 + Fishing 4 + Presence 5 = 23 − 15 = 8 points × Basic tools ×2 = 16 food.',
    );
    expect(
      text.some((t) => t.startsWith('Bron — Hunting in Pine Woods (TN 20') && t.includes('= 3 points: 15 food')),
    ).toBe(true);
    expect(results[2]!.log.find((l) => l.characterId === 'mara' && l.phase === 'cold')?.text).toContain(
      'cold 6 − armor 3, halved (rounded up) by shelter = 2/h × 8 h = 16',
    );
  });

  it('records every typed roll, none drawn at random', () => {
    const rolls = results.flatMap((r) => r.rolls);
    expect(rolls.every((r) => r.source === 'typed')).toBe(true);
    expect(rolls.filter((r) => r.label === 'Hunting').map((r) => r.roll)).toEqual([15, 15, 12, 18, 9]);
  });

  it('summarises the food of each day: gained, eaten, preserved', () => {
    expect(results.map((r) => r.summary.foodGained)).toEqual([37, 20, 33, 20, 38, 0, 0]);
    expect(results.map((r) => r.summary.foodEaten)).toEqual([7.5, 7.5, 7.5, 7, 3.5, 7.5, 7.5]);
    expect(results[1]?.summary.foodPreserved).toBe(3);
  });
});
