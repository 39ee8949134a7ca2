import { ruleOptions, type HouseRules } from '../house-rules';
import { dayDangers } from './day-dangers';
import { starvedMaxHp } from './health';
import { calendarProfiles } from './party';
import { runDay } from './run-day';
import { stockQuantities } from './stock';
import type {
  CalendarCharacter,
  CampaignDayState,
  DayChange,
  CharacterDiff,
  DayConditions,
  DayDice,
  DayPlan,
  DayPreview,
  StockDiff,
} from './types';
import { requireInput, requireList } from '../../../../core/rules';

function change(before: number, after: number): DayChange {
  return { before, after, change: Math.round((after - before) * 1e9) / 1e9 };
}

/**
 * The day's consequences before it happens: runDay on the same inputs, with today and tomorrow side by side for each
 * character (HP, max HP after starvation, starvation %, fat) and each stock line that changes. To end the day exactly
 * as previewed, run runDay with `result.resolvedPlan` (every roll filled in). With `skipRefused` the refused tasks are
 * left out (runnablePlan) and listed in the summary; `dangers` says who the day kills, knocks out or starves, and why.
 */
export function previewDay(
  state: CampaignDayState,
  characters: readonly CalendarCharacter[],
  plan: DayPlan,
  conditions: DayConditions,
  dice: DayDice = {},
  houseRules: HouseRules = {},
  options: { skipRefused?: boolean } = {},
): DayPreview {
  requireInput('The state', state);
  requireList('The characters', characters);
  requireInput('The plan', plan);
  requireInput('The conditions', conditions);
  requireInput('The dice', dice);
  requireInput('The house rules', houseRules);
  requireInput('The options', options);
  const result = runDay(state, characters, plan, conditions, dice, houseRules, options);
  const profiles = calendarProfiles(characters, state.characters, ruleOptions(houseRules).character);
  const diffs: CharacterDiff[] = [...profiles.values()].map((p) => {
    const today = state.characters[p.id]!;
    const tomorrow = result.state.characters[p.id]!;
    return {
      characterId: p.id,
      name: p.name,
      currentHp: change(today.currentHp, tomorrow.currentHp),
      maxHp: change(starvedMaxHp(p, today).display, starvedMaxHp(p, tomorrow).display),
      starvationReductionPercent: change(today.starvationReductionPercent, tomorrow.starvationReductionPercent),
      fatStored: change(today.fatStored, tomorrow.fatStored),
    };
  });
  const before = stockQuantities(state.stock);
  const after = stockQuantities(result.state.stock);
  const labels = [...new Set([...before.keys(), ...after.keys()])];
  const stock: StockDiff[] = labels
    .map((label) => ({ label, change: change(before.get(label) ?? 0, after.get(label) ?? 0) }))
    .filter((line) => line.change.change !== 0);
  return { result, characters: diffs, stock, dangers: dayDangers(state, characters, result, houseRules) };
}
