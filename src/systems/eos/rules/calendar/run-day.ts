import { RulesError, requireInput, requireList } from '../../../../core/rules';
import type { HouseRules } from '../house-rules';
import { calendarDate } from './calendar';
import { dayContext, livingProfiles } from './day-context';
import { calendarHealth, sidelinedReason } from './health';
import { runnablePlan } from './runnable-plan';
import type { CalendarProfile } from './party';
import {
  runCalendar,
  runCold,
  runFood,
  runHealing,
  runProjects,
  runSmelting,
  runStarvation,
  runTasks,
  runTravel,
  runZones,
} from './phases';
import { finishStock } from './stock';
import type {
  CalendarCharacter,
  CampaignDayState,
  CharacterDayState,
  DayConditions,
  DayDice,
  DayPlan,
  DayResult,
  SkippedTask,
  TaskSlot,
} from './types';
import { validatePlan } from './validate';
import { entryOf } from '../../../../core/rules';

/**
 * Runs one campaign day and returns the next day's state, the log and the rolls. The plan is first checked with
 * validatePlan; a refused plan throws RulesError listing every reason. Applied in this order (DAY_PHASES):
 * 1 tasks (yields into the stock, slot 1 of everyone before slot 2; smelting last), 2 projects, 3 travel, 4 food eaten
 * by size and ration, 5 the night's spoilage, 6 fat stored or drawn, 7 cold by day and night, 8 starvation,
 * 9 natural healing and Medicine, 10 zone difficulty, 11 the calendar (new month, new spring, passive skill points).
 * Deterministic: rolls typed in the plan are used, the others drawn from `dice.random` in slot order. Pure: the inputs
 * are not changed.
 */
export function runDay(
  state: CampaignDayState,
  characters: readonly CalendarCharacter[],
  plan: DayPlan,
  conditions: DayConditions,
  dice: DayDice = {},
  houseRules: HouseRules = {},
  { skipRefused = false }: { skipRefused?: boolean } = {},
): DayResult {
  requireInput('The state', state);
  requireList('The characters', characters);
  requireInput('The plan', plan);
  requireInput('The conditions', conditions);
  requireInput('The dice', dice);
  requireInput('The house rules', houseRules);
  let skipped: readonly SkippedTask[] = [];
  let runnable = plan;
  if (skipRefused) {
    // The GM ends the day with the refused tasks left out (runnablePlan); what refuses the whole day still stops it.
    const leftOut = runnablePlan(state, characters, plan, conditions, houseRules);
    if (leftOut.blockers.length > 0) {
      throw new RulesError('not-allowed', `This day's plan cannot be run: ${leftOut.blockers.join(' ')}`);
    }
    skipped = leftOut.skipped;
    runnable = leftOut.plan;
  } else {
    const validation = validatePlan(state, characters, plan, conditions, houseRules);
    if (!validation.ok) {
      const reasons = [
        ...validation.reasons,
        ...validation.characters.flatMap((c) => [...c.reasons, ...c.slots.flatMap((s) => s.reasons)]),
      ];
      throw new RulesError('not-allowed', `This day's plan cannot be run: ${reasons.join(' ')}`);
    }
  }
  const ctx = dayContext({ state, characters, plan: runnable, conditions, dice, houseRules, check: false });
  const states: Record<string, CharacterDayState> = { ...state.characters };
  const living = livingProfiles(ctx, states);
  const working = living.filter((p) => calendarHealth(p, states[p.id]!) === 'conscious');
  for (const p of ctx.profiles.values()) {
    const out = sidelinedReason(p, states[p.id]!);
    if (out !== null && (entryOf(plan.characters, p.id)?.slots.length ?? 0) > 0) {
      ctx.log.push({ phase: 'tasks', characterId: p.id, text: out });
    }
  }
  for (const s of skipped) {
    const name = ctx.profiles.get(s.characterId)?.name ?? s.characterId;
    const which = s.slotIndex === null ? s.task : `task ${s.slotIndex + 1} (${s.task})`;
    ctx.log.push({
      phase: 'tasks',
      characterId: s.characterId,
      text: `Skipped, refused by the rules: ${name}'s ${which}. ${s.reasons.join(' ')}`,
    });
  }

  const resolved: Record<string, TaskSlot[]> = runTasks(ctx, working, null);
  if (plan.foodBought !== undefined && plan.foodBought > 0) {
    ctx.stock.food.push({ id: `d${ctx.day}-bought`, units: plan.foodBought, harvestedDay: ctx.day, preserved: false });
    ctx.foodGained += plan.foodBought;
    ctx.log.push({ phase: 'tasks', characterId: null, text: `${plan.foodBought} units of food bought or found.` });
  }
  if (plan.smeltOre === true) runSmelting(ctx);
  const finished = runProjects(ctx);
  const miles = runTravel(ctx);
  for (const p of living) {
    const ration = entryOf(plan.characters, p.id)?.ration;
    if (ration !== undefined) states[p.id] = { ...states[p.id]!, ration };
  }
  const food = runFood(ctx, living, states);
  runCold(ctx, living, states);
  runStarvation(ctx, living, states, food.meals);
  runHealing(ctx, living, states);
  runZones(ctx);
  const grants = runCalendar(ctx, living);

  const dead: string[] = [];
  const unconscious: string[] = [];
  for (const p of ctx.profiles.values()) {
    const health = calendarHealth(p, states[p.id]!);
    if (health === 'dead') dead.push(p.id);
    if (health === 'unconscious') unconscious.push(p.id);
  }
  for (const id of dead) {
    if (livingIds(living).has(id)) {
      ctx.log.push({ phase: 'healing', characterId: id, text: `${ctx.profiles.get(id)?.name ?? id} dies.` });
    }
  }
  const next: CampaignDayState = {
    day: ctx.day + 1,
    stock: finishStock(ctx.stock),
    characters: states,
    projects: ctx.projects,
    zones: ctx.zones,
  };
  // The plan as run, with the GM's skipped tasks and a sidelined character's tasks kept as planned (no roll of theirs
  // was made): running it again with the same choice gives the same day, and they carry over to tomorrow.
  const skippedSlots = new Set(skipped.map((s) => `${s.characterId}/${s.slotIndex}`));
  const resolvedPlan: DayPlan = {
    ...plan,
    characters: Object.fromEntries(
      Object.entries(plan.characters).map(([id, p]) => {
        const ran = resolved[id];
        const slots =
          ran === undefined
            ? p.slots
            : p.slots.map((slot, i) => (skippedSlots.has(`${id}/${i}`) ? slot : (ran[i] ?? slot)));
        return [id, { ...p, slots }];
      }),
    ),
  };
  const hungry = [...food.meals.entries()].filter(([, m]) => m.ration !== 'full').map(([id]) => id);
  return {
    state: next,
    log: ctx.log,
    rolls: ctx.rolls,
    resolvedPlan,
    summary: {
      day: ctx.day,
      date: calendarDate(ctx.day),
      nextDate: calendarDate(ctx.day + 1),
      foodGained: ctx.foodGained,
      foodEaten: food.eaten,
      foodSpoiled: food.spoiled,
      foodPreserved: ctx.foodPreserved,
      milesTravelled: miles,
      finished,
      made: ctx.made,
      brokenDown: ctx.brokenDown,
      pendingSkillGrants: grants,
      hungry,
      dead,
      unconscious,
      ...(skipped.length > 0 ? { skipped } : {}),
    },
  };
}

function livingIds(living: readonly CalendarProfile[]): Set<string> {
  return new Set(living.map((p) => p.id));
}
