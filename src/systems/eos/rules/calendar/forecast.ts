import { dailyFoodNeed, drawFat } from '../environment/food';
import { nextStarvationReduction } from '../environment/starvation';
import { RulesError, requireNumber, requireWhole, requireInput, requireList } from '../../../../core/rules';
import { ruleOptions, type HouseRules } from '../house-rules';
import { eatMeals, preserveOldest, rationEaten, spoilOvernight } from './eating';
import { calendarHealth, requireCharacterState, starvedMaxHp } from './health';
import { calendarProfiles, type CalendarProfile } from './party';
import { edibleFood } from './stock';
import type {
  CalendarCharacter,
  CampaignDayState,
  CharacterDayState,
  CharacterForecast,
  Forecast,
  ForecastAssumptions,
  ForecastPoint,
  StockFoodBatch,
} from './types';
import { entryOf } from '../../../../core/rules';

const MAX_FORECAST_DAYS = 365;

interface Run {
  foodDaysLeft: number | null;
  firstStarvation: { day: number; characterIds: string[] } | null;
  food: ForecastPoint[];
  spoiled: ForecastPoint[];
  totalSpoiled: number;
  dailyNeed: number;
  characters: CharacterForecast[];
}

function r2(n: number): number {
  return Math.round(n * 100) / 100;
}

function simulate(
  state: CampaignDayState,
  profiles: readonly CalendarProfile[],
  assumptions: ForecastAssumptions,
  startFood: readonly StockFoodBatch[],
  wilderness: boolean,
): Run {
  let food = startFood.map((b) => ({ ...b }));
  const states: Record<string, CharacterDayState> = { ...state.characters };
  const gain = requireNumber('Daily food gain', assumptions.dailyFoodGain ?? 0);
  const series = new Map(profiles.map((p) => [p.id, [] as ForecastPoint[]]));
  const hungry = new Map<string, number | null>(profiles.map((p) => [p.id, null]));
  const death = new Map<string, number | null>(profiles.map((p) => [p.id, null]));
  const foodSeries: ForecastPoint[] = [];
  const spoiledSeries: ForecastPoint[] = [];
  let foodDaysLeft: number | null = null;
  let firstStarvation: Run['firstStarvation'] = null;
  let totalSpoiled = 0;
  let dailyNeed = 0;

  for (let i = 0; i < assumptions.days; i++) {
    const day = state.day + i;
    if (gain > 0) food.push({ id: `forecast-d${day}`, units: gain, harvestedDay: day, preserved: false });
    const living = profiles.filter((p) => calendarHealth(p, states[p.id]!) !== 'dead');
    const needs = new Map(
      living.map((p) => [
        p.id,
        dailyFoodNeed({
          foodPerDay: p.foodPerDay,
          ration: entryOf(assumptions.rations, p.id) ?? states[p.id]!.ration,
          feedsItself: wilderness && p.selfFeedsInWilderness,
        }),
      ]),
    );
    const need = [...needs.values()].reduce((a, b) => a + b, 0);
    if (i === 0) dailyNeed = need;
    const eaten = eatMeals(
      food,
      day,
      living.map((p) => ({ id: p.id, units: needs.get(p.id) ?? 0, extraWeeks: p.spoiledExtraWeeks })),
    );
    const got = [...eaten.values()].reduce((a, b) => a + b, 0);
    if (foodDaysLeft === null && need > 0 && got < need) foodDaysLeft = r2(i + got / need);
    const hungryToday: string[] = [];
    for (const p of living) {
      const st = states[p.id]!;
      const meal = eaten.get(p.id) ?? 0;
      let ration = wilderness && p.selfFeedsInWilderness ? 'full' : rationEaten(meal, p.foodPerDay);
      let fatStored = st.fatStored;
      if (ration !== 'full' && p.fatStorage !== null && fatStored >= p.foodPerDay) {
        fatStored = drawFat({ stored: fatStored, foodPerDay: p.foodPerDay });
        ration = 'full';
      }
      const reduction = nextStarvationReduction(st.starvationReductionPercent, {
        ration: ration as 'full' | 'half' | 'none',
        work: entryOf(assumptions.work, p.id) ?? 'full',
      });
      const next = { ...st, starvationReductionPercent: reduction, fatStored };
      const max = starvedMaxHp(p, next);
      states[p.id] = { ...next, currentHp: max.dead ? st.currentHp : Math.min(st.currentHp, max.display) };
      series.get(p.id)?.push({ day, value: max.display });
      if (ration !== 'full') {
        hungryToday.push(p.id);
        if (hungry.get(p.id) === null) hungry.set(p.id, day);
      }
      if (max.dead && death.get(p.id) === null) death.set(p.id, day);
    }
    if (firstStarvation === null && hungryToday.length > 0) firstStarvation = { day, characterIds: hungryToday };
    const partyWeeks = Math.max(0, ...living.map((p) => p.spoiledExtraWeeks));
    const night = spoilOvernight(food, day, partyWeeks);
    food = night.remaining;
    totalSpoiled += night.spoiled;
    spoiledSeries.push({ day, value: night.spoiled });
    foodSeries.push({ day, value: r2(edibleFood(food, day + 1)) });
  }
  return {
    foodDaysLeft,
    firstStarvation,
    food: foodSeries,
    spoiled: spoiledSeries,
    totalSpoiled: r2(totalSpoiled),
    dailyNeed,
    characters: profiles.map((p) => ({
      characterId: p.id,
      name: p.name,
      maxHp: series.get(p.id) ?? [],
      firstHungryDay: hungry.get(p.id) ?? null,
      deathDay: death.get(p.id) ?? null,
    })),
  };
}

function daysText(run: Run, days: number): string {
  return run.foodDaysLeft === null ? `more than ${days} days` : `${run.foodDaysLeft} days`;
}

/**
 * Looks ahead `days` days with no tasks but the assumed daily food gain: days of food left at the current
 * consumption (by size and ration; oldest food first, spoiling after a week), the first day someone goes hungry and
 * who, each character's max-HP trend under starvation, and what preserving some units today would change. Plain lines
 * plus series for a small chart.
 */
export function forecast(
  state: CampaignDayState,
  characters: readonly CalendarCharacter[],
  assumptions: ForecastAssumptions,
  houseRules: HouseRules = {},
): Forecast {
  requireInput('The state', state);
  requireList('The characters', characters);
  requireInput('The assumptions', assumptions);
  requireInput('The house rules', houseRules);
  const days = requireWhole('Forecast days', assumptions.days, 1, MAX_FORECAST_DAYS);
  const profiles = [...calendarProfiles(characters, state.characters, ruleOptions(houseRules).character).values()];
  for (const p of profiles) requireCharacterState(p, state.characters[p.id]!);
  let wilderness = false;
  if (assumptions.zoneId !== undefined) {
    const zone = state.zones.find((z) => z.id === assumptions.zoneId);
    if (zone === undefined) throw new RulesError('unknown-option', `There is no zone "${assumptions.zoneId}".`);
    wilderness = zone.kind === 'wilderness';
  }
  const base = simulate(state, profiles, assumptions, state.stock.food, wilderness);
  const name = (id: string) => profiles.find((p) => p.id === id)?.name ?? id;
  const lines: string[] = [
    base.dailyNeed === 0
      ? 'Nobody eats from the stock at these rations.'
      : `Food for ${daysText(base, days)} at ${r2(base.dailyNeed)} units a day${assumptions.dailyFoodGain ? ` with ${assumptions.dailyFoodGain} gained a day` : ''}.`,
  ];
  if (base.firstStarvation !== null) {
    lines.push(
      `Day ${base.firstStarvation.day}: ${base.firstStarvation.characterIds.map(name).join(', ')} first go${base.firstStarvation.characterIds.length === 1 ? 'es' : ''} hungry and start losing max HP.`,
    );
  } else {
    lines.push(`Nobody goes hungry in the next ${days} days.`);
  }
  for (const c of base.characters) {
    const first = c.maxHp[0]?.value;
    const last = c.maxHp[c.maxHp.length - 1]?.value;
    if (c.deathDay !== null) lines.push(`${c.name} starves to death on day ${c.deathDay}.`);
    else if (first !== undefined && last !== undefined && last !== first)
      lines.push(`${c.name}'s max HP goes from ${first} to ${last}.`);
  }
  if (base.totalSpoiled > 0) lines.push(`${base.totalSpoiled} units spoil over the period.`);

  let preserving: Forecast['preserving'] = null;
  if (assumptions.preserveUnits !== undefined && assumptions.preserveUnits > 0) {
    const units = requireNumber('Units to preserve', assumptions.preserveUnits);
    const preserved = preserveOldest(state.stock.food, state.day, units, 'The forecast');
    const alt = simulate(state, profiles, assumptions, preserved, wilderness);
    const saved = r2(base.totalSpoiled - alt.totalSpoiled);
    const pLines = [
      `Preserving ${units} units today saves ${saved} units from spoiling; food lasts ${daysText(alt, days)} instead of ${daysText(base, days)}.`,
    ];
    if (alt.firstStarvation?.day !== base.firstStarvation?.day) {
      pLines.push(
        alt.firstStarvation === null
          ? `Nobody goes hungry in the next ${days} days.`
          : `The first hungry day moves to day ${alt.firstStarvation.day}.`,
      );
    }
    preserving = { units, foodDaysLeft: alt.foodDaysLeft, spoiledSaved: saved, lines: pLines };
  }
  return {
    foodDaysLeft: base.foodDaysLeft,
    firstStarvation: base.firstStarvation,
    food: base.food,
    spoiled: base.spoiled,
    characters: base.characters,
    preserving,
    lines,
  };
}
