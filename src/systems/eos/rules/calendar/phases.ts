import type { Ration, WorkLevel } from '../schemas/environment';
import { coldDamageForDay, type ColdPeriod } from '../environment/cold';
import { dailyFoodNeed, drawFat, storeFat } from '../environment/food';
import { dailyHealing } from '../environment/healing';
import { nextStarvationReduction, starvationDailyChange } from '../environment/starvation';
import { RulesError, requireInput, requireList } from '../../../../core/rules';
import { oreToIngots } from '../gathering/mining';
import { passiveSkillPoints } from '../character/level-up';
import { navigationBonus, partyDailyMiles } from '../travel';
import { calendarDate, monthsBeginningBetween, springsBeginningBetween } from './calendar';
import { logLine, type DayContext } from './day-context';
import { eatMeals, rationEaten, spoilOvernight } from './eating';
import { calendarHealth, starvedMaxHp } from './health';
import type { CalendarProfile } from './party';
import { progressProject, projectName, daysLeft } from './projects';
import { addCounted, addTiered, edibleFood } from './stock';
import { performSlot } from './tasks';
import type { CharacterDayPlan, CharacterDayState, FinishedItem, PendingSkillGrant, TaskSlot } from './types';
import { entryOf } from '../../../../core/rules';
import { requireCharacterPlan } from './work-input';

function num(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function plural(n: number, word: string): string {
  return `${num(n)} ${word}${n === 1 ? '' : 's'}`;
}

/** A character's plan for the day (an empty plan rests all day). */
export function planFor(ctx: DayContext, id: string): CharacterDayPlan {
  requireInput('Plan for', ctx);
  return entryOf(ctx.plan.characters, id) ?? { slots: [] };
}

/**
 * How hard a character works today for starvation (R-calendar-2): no task (rest, or being carried) is 'rest', one task
 * is half production ("works/travels half production"), two or more full production.
 */
export function workLevel(plan: CharacterDayPlan): WorkLevel {
  requireCharacterPlan('The plan', plan);
  const tasks = plan.slots.filter((s) => s.kind !== 'rest' && !(s.kind === 'travel' && plan.carried === true)).length;
  if (tasks === 0) return 'rest';
  return tasks === 1 ? 'half' : 'full';
}

/** The tasks phase: slot 1 of everyone, then slot 2, then slot 3, so the morning's catch can be preserved in the afternoon. */
export function runTasks(
  ctx: DayContext,
  living: readonly CalendarProfile[],
  onRefusal: ((characterId: string, slotIndex: number, reason: string) => void) | null,
): Record<string, TaskSlot[]> {
  requireInput('The ctx', ctx);
  requireList('The living', living);
  const resolved: Record<string, TaskSlot[]> = {};
  const longest = Math.max(0, ...living.map((p) => planFor(ctx, p.id).slots.length));
  for (const p of living) resolved[p.id] = [...planFor(ctx, p.id).slots];
  for (let index = 0; index < longest; index++) {
    for (const p of living) {
      const slot = planFor(ctx, p.id).slots[index];
      if (slot === undefined) continue;
      try {
        const done = performSlot(ctx, p, index, slot);
        const list = resolved[p.id];
        if (list) list[index] = done;
      } catch (error) {
        if (!(error instanceof RulesError) || onRefusal === null) throw error;
        onRefusal(p.id, index, error.message);
      }
    }
  }
  return resolved;
}

/** The projects phase: each project task adds one day of work; finished projects leave the list for the owner. */
export function runProjects(ctx: DayContext): FinishedItem[] {
  requireInput('Run projects', ctx);
  const finished: FinishedItem[] = [];
  for (const step of ctx.projectSteps) {
    const index = ctx.projects.findIndex((p) => p.id === step.projectId);
    const project = ctx.projects[index];
    if (project === undefined) continue;
    const maker = ctx.profiles.get(project.makerId)?.name ?? project.makerId;
    const { project: next, finished: done } = progressProject(project);
    if (!done) {
      ctx.projects[index] = next;
      logLine(
        ctx,
        'projects',
        step.characterId,
        `${maker} works on ${projectName(project.spec)}: ${num(next.daysDone)} days done, ${num(daysLeft(next))} left with ${project.tools} tools.`,
      );
      continue;
    }
    ctx.projects.splice(index, 1);
    const owner = ctx.profiles.get(project.ownerId)?.name ?? project.ownerId;
    finished.push({
      projectId: project.id,
      makerId: project.makerId,
      ownerId: project.ownerId,
      spec: project.spec,
      day: ctx.day,
    });
    const into = intoStock(ctx, project.spec);
    logLine(
      ctx,
      'projects',
      step.characterId,
      `${maker} finishes ${projectName(project.spec)}${into ? `: ${into} added to the party stock` : ` for ${owner}'s inventory`}.`,
    );
  }
  return finished;
}

/** Finished goods that are party stock (full cloth, upgraded ingots) go straight into it; returns what was added. */
function intoStock(ctx: DayContext, spec: FinishedItem['spec']): string | null {
  switch (spec.kind) {
    case 'item':
      if (spec.item !== 'full-cloth') return null;
      addTiered(ctx.stock, 'cloth', spec.tier, 1);
      return `1 T${spec.tier} cloth`;
    case 'ingot-upgrade':
      addTiered(ctx.stock, 'ingots', spec.toTier, spec.ingots);
      return `${spec.ingots} T${spec.toTier} ingots`;
    case 'repair':
    case 'structure':
      return null;
  }
}

/**
 * The travel phase: for each task slot, the travellers in it move together at the party's pace (partyDailyMiles: the
 * slowest member; off road with a navigator per the house rule); each travel task covers the daily-miles formula once
 * (C-14).
 */
export function runTravel(ctx: DayContext): number {
  requireInput('Run travel', ctx);
  let miles = 0;
  const slotIndexes = [...new Set(ctx.travel.map((t) => t.slotIndex))].sort((a, b) => a - b);
  for (const index of slotIndexes) {
    const steps = ctx.travel.filter((t) => t.slotIndex === index);
    const walkers = steps.filter((s) => planFor(ctx, s.characterId).carried !== true);
    if (walkers.length === 0) continue;
    const road = walkers[0]?.slot.road ?? 'road';
    if (walkers.some((w) => w.slot.road !== road)) {
      throw new RulesError(
        'not-allowed',
        `Everyone travelling in task ${index + 1} must take the same way (road or off road).`,
      );
    }
    const profiles = walkers.map((w) => ctx.profiles.get(w.characterId)).filter((p) => p !== undefined);
    const members = profiles.map((p) => ({ body: p.stats.body, move: p.race.move }));
    const nav = walkers.find((w) => w.slot.navigator !== undefined)?.slot.navigator;
    let navigator: { memberIndex: number; navigationBonus: number } | undefined;
    if (nav !== undefined) {
      const memberIndex = walkers.findIndex((w) => w.characterId === nav.characterId);
      const navProfile = ctx.profiles.get(nav.characterId);
      if (memberIndex < 0 || navProfile === undefined) {
        throw new RulesError('not-allowed', 'The navigator must be one of the travellers in the same task.');
      }
      const bonus = navigationBonus(
        {
          navigation: navProfile.skill('navigation'),
          mapTier: nav.mapTier,
          hasToolkit: navProfile.character.gear.toolkits.some((k) => k.skill === 'navigation'),
          visitedBefore: nav.visitedBefore,
        },
        ctx.options.navigation,
      );
      navigator = { memberIndex, navigationBonus: bonus };
    }
    const taskMiles = partyDailyMiles({ members, road, navigator }, ctx.options.partyTravel);
    miles += taskMiles;
    const names = profiles.map((p) => p.name).join(', ');
    logLine(
      ctx,
      'travel',
      null,
      `Travel (task ${index + 1}, ${road}): ${names} cover ${num(taskMiles)} miles at the slowest member's pace${navigator && navigator.navigationBonus > 0 ? ` with Navigation bonus ${navigator.navigationBonus}` : ''}.`,
    );
  }
  return miles;
}

export interface MealResult {
  ration: Ration;
  eaten: number;
  fatStored: number;
  fullDay: number;
}

/** The food and fat phases: meals from the stock by size and ration, fat drawn or stored, then the night's spoilage. */
export function runFood(
  ctx: DayContext,
  living: readonly CalendarProfile[],
  states: Record<string, CharacterDayState>,
): { meals: Map<string, MealResult>; eaten: number; spoiled: number } {
  requireInput('The ctx', ctx);
  requireList('The living', living);
  requireInput('The states', states);
  const meals = new Map<string, MealResult>();
  const eaters: { id: string; units: number; extraWeeks: number }[] = [];
  const base = new Map<string, number>();
  for (const p of living) {
    const plan = planFor(ctx, p.id);
    const st = states[p.id]!;
    const ration = plan.ration ?? st.ration;
    const feedsItself = p.selfFeedsInWilderness && ctx.zone.kind === 'wilderness';
    if (plan.eatFromFat === true) {
      if (p.fatStorage === null) throw new RulesError('not-allowed', `${p.name} has no Fat Storage to live on.`);
      const left = drawFat({ stored: st.fatStored, foodPerDay: p.foodPerDay });
      logLine(
        ctx,
        'fat',
        p.id,
        `${p.name} lives off stored fat: ${num(st.fatStored)} − ${p.foodPerDay} = ${num(left)} units left.`,
      );
      states[p.id] = { ...st, fatStored: left };
      meals.set(p.id, { ration: 'full', eaten: 0, fatStored: left, fullDay: p.foodPerDay });
      continue;
    }
    const need = dailyFoodNeed({ foodPerDay: p.foodPerDay, ration, feedsItself });
    const extra = plan.fatToStore ?? 0;
    if (extra > 0 && p.fatStorage === null) throw new RulesError('not-allowed', `${p.name} has no Fat Storage.`);
    base.set(p.id, need);
    eaters.push({ id: p.id, units: need + extra, extraWeeks: p.spoiledExtraWeeks });
    if (feedsItself) logLine(ctx, 'food', p.id, `${p.name} feeds themselves in the wilderness (Neo-Ape).`);
  }
  const eatenBy = eatMeals(ctx.stock.food, ctx.day, eaters);
  let total = 0;
  for (const e of eaters) {
    const p = ctx.profiles.get(e.id)!;
    const st = states[e.id]!;
    const got = eatenBy.get(e.id) ?? 0;
    total += got;
    const need = base.get(e.id) ?? 0;
    const meal = Math.min(got, need);
    const feedsItself = p.selfFeedsInWilderness && ctx.zone.kind === 'wilderness';
    const ration = feedsItself ? 'full' : rationEaten(meal, p.foodPerDay);
    let fat = st.fatStored;
    if (got > need && p.fatStorage !== null) {
      fat = storeFat({ stored: st.fatStored, extraFood: got - need, ...p.fatStorage });
      logLine(
        ctx,
        'fat',
        p.id,
        `${p.name} stores ${num(got - need)} extra units as fat: ${num(fat)} of ${p.fatStorage.capacity}.`,
      );
    }
    states[e.id] = { ...st, fatStored: fat };
    meals.set(e.id, { ration, eaten: meal, fatStored: fat, fullDay: p.foodPerDay });
    if (!feedsItself) {
      const planned = planFor(ctx, e.id).ration ?? st.ration;
      const short = meal < need ? ` — only ${num(meal)} of ${num(need)} units left in stock` : '';
      logLine(
        ctx,
        'food',
        e.id,
        `${p.name} eats ${plural(meal, 'unit')} (${planned} ration of ${p.foodPerDay} a day)${short}: counts as ${ration === 'none' ? 'no food' : `${ration} rations`}.`,
      );
    }
  }
  const partyWeeks = Math.max(0, ...living.map((p) => p.spoiledExtraWeeks));
  const night = spoilOvernight(ctx.stock.food, ctx.day, partyWeeks);
  ctx.stock.food = night.remaining;
  if (night.spoiled > 0) {
    logLine(
      ctx,
      'spoilage',
      null,
      `${num(night.spoiled)} units of food spoil tonight (unpreserved food expires after 1 week) and are thrown out.`,
    );
  }
  if (night.keptForSpoiledEaters > 0) {
    logLine(
      ctx,
      'spoilage',
      null,
      `${num(night.keptForSpoiledEaters)} units go off tonight but are kept: those with Mind below 1 or Neo-Rats may eat them for another week.`,
    );
  }
  logLine(
    ctx,
    'food',
    null,
    `The party eats ${num(total)} units; ${num(edibleFood(ctx.stock.food, ctx.day + 1))} fresh or preserved units remain.`,
  );
  return { meals, eaten: Math.round(total * 1e9) / 1e9, spoiled: night.spoiled };
}

/** The cold phase: cold damage per hour exposed by day and by night, with each character's clothing, cloaks and shelter. */
export function runCold(
  ctx: DayContext,
  living: readonly CalendarProfile[],
  states: Record<string, CharacterDayState>,
): void {
  requireInput('The ctx', ctx);
  requireList('The living', living);
  requireInput('The states', states);
  const c = ctx.conditions;
  for (const p of living) {
    const own = entryOf(c.perCharacter, p.id) ?? {};
    const shelter = own.shelter ?? c.shelter;
    const fire = own.fire ?? c.fire;
    const hibernating = p.hibernates && planFor(ctx, p.id).hibernate !== false;
    const periods: ColdPeriod[] = [
      { label: 'day', cold: c.coldDay, hours: own.hoursExposedDay ?? c.hoursExposedDay, shelter, fire },
      {
        label: 'night',
        cold: c.coldNight,
        hours: own.hoursExposedNight ?? c.hoursExposedNight,
        shelter,
        fire: fire || hibernating,
        bedrollTier: p.bedrollTier ?? undefined,
      },
    ];
    const result = coldDamageForDay({ ...p.coldGear, periods }, ctx.options.cold);
    if (result.totalDamage === 0) continue;
    const st = states[p.id]!;
    const hp = st.currentHp - result.totalDamage;
    states[p.id] = { ...st, currentHp: hp };
    const parts = result.periods
      .filter((r) => r.hours > 0 && r.damage > 0)
      .map((r) => {
        const protection =
          r.protection === 'halved'
            ? `, halved (rounded up) by ${shelter ? 'shelter' : 'fire'}${r.label === 'night' && hibernating && !fire ? ' (body heat)' : ''}`
            : '';
        return `${r.label}: cold ${r.cold} − armor ${r.totalArmor}${protection} = ${r.damagePerHour}/h × ${r.hours} h = ${r.damage}`;
      });
    logLine(
      ctx,
      'cold',
      p.id,
      `${p.name} — cold (${parts.join('; ')}): ${result.totalDamage} damage, HP ${st.currentHp} → ${hp}.`,
    );
  }
}

/** The starvation phase: the day's change by ration eaten and work, the adjusted max HP, and current HP held under it. */
export function runStarvation(
  ctx: DayContext,
  living: readonly CalendarProfile[],
  states: Record<string, CharacterDayState>,
  meals: Map<string, MealResult>,
): void {
  requireInput('The ctx', ctx);
  requireList('The living', living);
  requireInput('The states', states);
  requireInput('The meals', meals);
  for (const p of living) {
    const st = states[p.id]!;
    const meal = meals.get(p.id);
    if (meal === undefined) continue;
    const work = workLevel(planFor(ctx, p.id));
    const before = starvedMaxHp(p, st);
    const reduction = nextStarvationReduction(st.starvationReductionPercent, { ration: meal.ration, work });
    const next = { ...st, starvationReductionPercent: reduction };
    const after = starvedMaxHp(p, next);
    const currentHp = after.dead ? st.currentHp : Math.min(st.currentHp, after.display);
    states[p.id] = { ...next, currentHp };
    if (reduction === st.starvationReductionPercent) continue;
    const change = starvationDailyChange({ ration: meal.ration, work });
    const rationWords = meal.ration === 'none' ? 'no food' : `${meal.ration} rations`;
    const workWords = work === 'rest' ? 'rest' : `${work} work`;
    logLine(
      ctx,
      'starvation',
      p.id,
      `${p.name} — ${rationWords} & ${workWords}: ${change > 0 ? '+' : '−'}${Math.abs(change)} % → starvation ${reduction} %; max HP ${before.display} → ${after.dead ? '0: starves to death' : after.display}${currentHp < st.currentHp ? `, HP ${st.currentHp} → ${currentHp}` : ''}.`,
    );
  }
}

/** The healing phase: natural healing (Body, ×2 hibernating) and every healer's Medicine on a resting patient. */
export function runHealing(
  ctx: DayContext,
  living: readonly CalendarProfile[],
  states: Record<string, CharacterDayState>,
): void {
  requireInput('The ctx', ctx);
  requireList('The living', living);
  requireInput('The states', states);
  for (const p of living) {
    const st = states[p.id]!;
    if (calendarHealth(p, st) === 'dead') continue;
    const plan = planFor(ctx, p.id);
    const healers = ctx.medicine.filter((m) => m.patientId === p.id);
    const resting = workLevel(plan) === 'rest';
    if (healers.length > 0 && !resting) {
      throw new RulesError(
        'not-allowed',
        `${p.name} is given Medicine but works today: Medicine needs the patient to rest.`,
      );
    }
    const hibernating = p.hibernates && plan.hibernate !== false;
    const healing = dailyHealing({
      body: p.stats.body,
      resting,
      hibernating,
      healers: healers.map((h) => ({ level: h.level, tools: h.tools })),
    });
    const max = starvedMaxHp(p, st).display;
    const hp = Math.min(max, st.currentHp + healing.total);
    if (hp === st.currentHp) continue;
    states[p.id] = { ...st, currentHp: hp };
    const medicine = healers
      .map((h, i) => `Medicine ${ctx.profiles.get(h.healerId)?.name ?? h.healerId} ${healing.medicine[i] ?? 0}`)
      .join(' + ');
    logLine(
      ctx,
      'healing',
      p.id,
      `${p.name} heals ${[`Body ${p.stats.body}${hibernating ? ` × 2 (hibernation) = ${healing.natural}` : ''}`, medicine].filter(Boolean).join(' + ')}${medicine ? ` = ${healing.total}` : ''} HP: ${st.currentHp} → ${hp} of ${max}.`,
    );
  }
}

/** The zones phase: a successful hunting or trapping day raises the zone's TN by 1 for tomorrow. */
export function runZones(ctx: DayContext): void {
  requireInput('Run zones', ctx);
  const zone = ctx.zone;
  if (ctx.huntingSuccess) {
    zone.huntingSuccessDays += 1;
    logLine(
      ctx,
      'zones',
      null,
      `${zone.name}: a successful hunting day raises its hunting difficulty by 1 (${plural(zone.huntingSuccessDays, 'day')} of pressure).`,
    );
  }
  if (ctx.trappingSuccess) {
    zone.trappingSuccessDays += 1;
    logLine(
      ctx,
      'zones',
      null,
      `${zone.name}: a successful trapping day raises its trapping difficulty by 1 (${plural(zone.trappingSuccessDays, 'day')} of pressure).`,
    );
  }
}

/**
 * The calendar phase: the day ends. At a new month every zone's trapping difficulty drops by 1 ("Regeneration of small
 * game … occurs each month") and each character earns passive skill points; at a new spring every zone's hunting
 * difficulty drops by 1.
 */
export function runCalendar(ctx: DayContext, living: readonly CalendarProfile[]): PendingSkillGrant[] {
  requireInput('The ctx', ctx);
  requireList('The living', living);
  const next = ctx.day + 1;
  const grants: PendingSkillGrant[] = [];
  const months = monthsBeginningBetween(ctx.day, next);
  const springs = springsBeginningBetween(ctx.day, next);
  if (months > 0) {
    for (const zone of ctx.zones) {
      if (zone.trappingSuccessDays > 0) zone.trappingSuccessDays = Math.max(0, zone.trappingSuccessDays - months);
      zone.lastTrappingReset = next;
    }
    const parts: string[] = [];
    for (const p of living) {
      const points = passiveSkillPoints(p.character.build, months);
      grants.push({ characterId: p.id, months, points: points.value });
      parts.push(`${p.name} +${points.value} (${points.formula})`);
    }
    logLine(
      ctx,
      'calendar',
      null,
      `A new month begins (${calendarDate(next).monthName}): trapping difficulty −1 in every zone; time skill points to spend on the sheet: ${parts.join(', ') || 'none'}.`,
    );
  }
  if (springs > 0) {
    for (const zone of ctx.zones) {
      if (zone.huntingSuccessDays > 0) zone.huntingSuccessDays = Math.max(0, zone.huntingSuccessDays - springs);
      zone.lastHuntingReset = next;
    }
    logLine(ctx, 'calendar', null, 'Spring: the hunting difficulty of every zone drops by 1 towards its baseline.');
  }
  return grants;
}

/** Smelting ore into ingots needs no task, only a fire: "10 Metal Ore = One Tier: 1 Ingot". */
export function runSmelting(ctx: DayContext): void {
  requireInput('Run smelting', ctx);
  const ore = ctx.stock.counts.ore;
  const r = oreToIngots({ ore, hasFire: ctx.conditions.fire });
  if (r.ingots === 0) return;
  addCounted(ctx.stock, 'ore', -(ore - r.oreLeft));
  addTiered(ctx.stock, 'ingots', r.ingotTier, r.ingots);
  logLine(
    ctx,
    'tasks',
    null,
    `Smelting: ${ore - r.oreLeft} ore → ${r.ingots} T${r.ingotTier} ingots (10 ore each), ${r.oreLeft} ore left.`,
  );
}
