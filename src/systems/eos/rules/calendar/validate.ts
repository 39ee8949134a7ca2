import { dailyTaskCount, thirdTaskBlocker } from '../daily-tasks';
import { ENVIRONMENT } from '../environment/data';
import { drawFat, storeFat } from '../environment/food';
import { RulesError, requireList, requireInput } from '../../../../core/rules';
import { lockpickingTasksLost } from '../gathering/lockpicking';
import type { HouseRules } from '../house-rules';
import { dayContext, type DayContext } from './day-context';
import { sidelinedReason } from './health';
import { bestToolsFor, toolsAtLeast, toolsProblem, type CalendarProfile } from './party';
import { planFor, runTravel, runTasks } from './phases';
import { advancedSkillProblem, projectProblems } from './projects';
import { slotAdvancedSkill, slotToolSkills } from './tasks';
import type {
  CalendarCharacter,
  CampaignDayState,
  CharacterDayPlan,
  CharacterPlanCheck,
  DayConditions,
  DayPlan,
  MissingToolkit,
  PlanValidation,
  TaskSlot,
} from './types';
import { entryOf } from '../../../../core/rules';
import { requireTaskSlots } from './work-input';

const MAX_SLOTS = ENVIRONMENT.dailyTasks.perDay + ENVIRONMENT.dailyTasks.choreDelegationExtraTasks;
const HOURS_PER_ATTEMPT = 1;

/**
 * Daily Tasks a plan uses: each slot but rest is one task, except lockpicking, where "Every 5 hours that character
 * loses the ability to do a Daily Task" (A-16: one-hour attempts, 5 of them cost one task).
 */
export function tasksUsed(
  slots: readonly TaskSlot[],
  houseRules: HouseRules = {},
  rounding?: 'floor' | 'ceil',
): number {
  requireTaskSlots('The tasks', slots);
  requireInput('The house rules', houseRules);
  const attempts = slots.reduce((sum, s) => sum + (s.kind === 'lockpicking' ? s.attempts : 0), 0);
  const others = slots.filter((s) => s.kind !== 'rest' && s.kind !== 'lockpicking').length;
  const round = rounding ?? (houseRules.lockpickingTasksLostRoundUp === true ? 'ceil' : 'floor');
  return others + lockpickingTasksLost(attempts * HOURS_PER_ATTEMPT, { rounding: round });
}

function thirdTaskText(profile: CalendarProfile, blocker: ReturnType<typeof thirdTaskBlocker>, light: number): string {
  const { choreDelegationLightHours: hours } = ENVIRONMENT.dailyTasks;
  switch (blocker) {
    case 'no-delegation':
    case null:
      return `A third task needs a cook's Chore Delegation and ${hours} hours of light; ${profile.name} has no Chore Delegation today.`;
    case 'meals':
      return `A third task needs the cook to feed ${profile.name} a full day of meals; ${profile.name} is not on full rations.`;
    case 'light':
      return `A third task needs a cook's Chore Delegation and ${hours} hours of light; ${profile.name} has ${light}.`;
  }
}

/** Fat Storage asked of a race without it, more than the daily limit or the capacity, or more fat drawn than stored. */
function fatProblems(profile: CalendarProfile, stored: number, plan: CharacterDayPlan): string[] {
  const wantsToStore = (plan.fatToStore ?? 0) > 0;
  if (!wantsToStore && plan.eatFromFat !== true) return [];
  if (profile.fatStorage === null) return [`${profile.name} has no Fat Storage (Neo-Bears and Neo-Blackbears only).`];
  try {
    if (plan.eatFromFat === true) drawFat({ stored, foodPerDay: profile.foodPerDay });
    if (wantsToStore) storeFat({ stored, extraFood: plan.fatToStore ?? 0, ...profile.fatStorage });
    if (plan.eatFromFat === true && wantsToStore)
      return [`${profile.name} cannot live off fat and store fat on the same day.`];
    return [];
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return [error.message];
  }
}

function staticSlotProblems(
  ctx: DayContext,
  state: CampaignDayState,
  profile: CalendarProfile,
  slot: TaskSlot,
  plan: DayPlan,
  onMissingToolkit: (toolkit: MissingToolkit) => void,
): string[] {
  const reasons: string[] = [];
  const tools = slotToolSkills(slot);
  if (tools !== null) {
    const problem = toolsProblem(profile, tools.skills, tools.tools, state.stock, tools.name);
    if (problem !== null) reasons.push(problem);
    if (
      problem !== null &&
      (tools.tools === 'crude' || tools.tools === 'basic') &&
      tools.skills.length === 1 &&
      tools.skills[0]
    ) {
      onMissingToolkit({ skill: tools.skills[0], level: tools.tools });
    }
  }
  const advanced = slotAdvancedSkill(slot);
  if (advanced !== null) {
    const problem = advancedSkillProblem(profile, advanced);
    if (problem !== null) reasons.push(problem);
  }
  switch (slot.kind) {
    case 'project': {
      const project = state.projects.find((p) => p.id === slot.projectId);
      if (project !== undefined && project.makerId === profile.id) {
        reasons.push(...projectProblems(profile, project.spec, project.tools, state));
      }
      break;
    }
    case 'medicine': {
      const patient = entryOf(plan.characters, slot.patientId);
      const patientProfile = ctx.profiles.get(slot.patientId);
      if (patientProfile !== undefined && patient !== undefined) {
        const works = patient.slots.some(
          (s) => s.kind !== 'rest' && !(s.kind === 'travel' && patient.carried === true),
        );
        if (works)
          reasons.push(`Medicine needs ${patientProfile.name} to rest: no Daily Tasks (travel only if carried).`);
      }
      break;
    }
    case 'gathering':
    case 'farming':
    case 'bushcraft':
    case 'cooking':
    case 'processing':
    case 'travel':
    case 'rest':
    case 'lockpicking':
    case 'scholar':
    case 'break-down':
    case 'free':
      break;
  }
  return reasons;
}

const NEEDS_AT_LEAST = / needs at least (Crude|Basic) tools; /u;

/**
 * The toolkit a task refused for too few tools needs ("requires a minimum of Crude tools") when the character carries
 * none good enough for it and the camp has no Workshop for it: the planner then offers to put one on the sheet.
 */
function missingMinimumToolkit(
  profile: CalendarProfile,
  slot: TaskSlot,
  reasons: readonly string[],
  state: CampaignDayState,
): MissingToolkit | null {
  const tools = slotToolSkills(slot);
  const skill = tools?.skills.length === 1 ? tools.skills[0] : undefined;
  if (tools === null || skill === undefined) return null;
  for (const reason of reasons) {
    const match = NEEDS_AT_LEAST.exec(reason);
    if (match === null) continue;
    const level = match[1] === 'Basic' ? 'basic' : 'crude';
    return toolsAtLeast(bestToolsFor(profile, tools.skills, state.stock), level) ? null : { skill, level };
  }
  return null;
}

/**
 * Checks a day's plan before it is run, slot by slot, in a player's words: the skill and its level (through the rule
 * functions themselves), the toolkit carried or a party Workshop, an advanced skill's prerequisites, the number of
 * Daily Tasks (a third needs a cook's Chore Delegation, a full day of meals and 5 hours of light), resting patients,
 * and whatever the stock cannot supply when the tasks are done in order (a roll not typed counts as 1 here).
 */
export function validatePlan(
  state: CampaignDayState,
  characters: readonly CalendarCharacter[],
  plan: DayPlan,
  conditions: DayConditions,
  houseRules: HouseRules = {},
): PlanValidation {
  requireInput('The state', state);
  requireList('The characters', characters);
  requireInput('The plan', plan);
  requireInput('The conditions', conditions);
  requireInput('The house rules', houseRules);
  let ctx: DayContext;
  try {
    ctx = dayContext({ state, characters, plan, conditions, dice: {}, houseRules, check: true });
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return { ok: false, characters: [], reasons: [error.message] };
  }
  const dayReasons: string[] = [];
  for (const id of Object.keys(plan.characters)) {
    if (!ctx.profiles.has(id)) dayReasons.push(`The plan names "${id}", who is not in the party.`);
  }
  const totalHours = (id: string) =>
    (entryOf(conditions.perCharacter, id)?.hoursExposedDay ?? conditions.hoursExposedDay) +
    (entryOf(conditions.perCharacter, id)?.hoursExposedNight ?? conditions.hoursExposedNight);
  for (const p of ctx.profiles.values()) {
    if (totalHours(p.id) > 24) dayReasons.push(`${p.name} cannot be exposed more than 24 hours in a day.`);
  }
  if (plan.smeltOre === true && !conditions.fire)
    dayReasons.push('Smelting ore into ingots needs a fire (see Bushcraft).');

  const slotReasons = new Map<string, string[][]>();
  const add = (id: string, index: number, reason: string) => {
    const list = slotReasons.get(id) ?? [];
    const slot = list[index] ?? [];
    if (!slot.includes(reason)) slot.push(reason);
    list[index] = slot;
    slotReasons.set(id, list);
  };

  const checks: CharacterPlanCheck[] = [];
  const working: CalendarProfile[] = [];
  const characterReasons = new Map<string, string[]>();
  const sidelined = new Map<string, string>();
  const missingToolkits = new Map<string, MissingToolkit>();
  for (const p of ctx.profiles.values()) {
    // A dead or unconscious character's tasks are out of ctx.plan (dayContext): they wait, they are not refused.
    const own = planFor(ctx, p.id);
    const reasons: string[] = [];
    const out = sidelinedReason(p, state.characters[p.id]!);
    if (out !== null) sidelined.set(p.id, out);
    else working.push(p);
    if (own.slots.length > MAX_SLOTS) reasons.push(`At most ${MAX_SLOTS} Daily Tasks a day, not ${own.slots.length}.`);
    reasons.push(...fatProblems(p, state.characters[p.id]!.fatStored, own));
    characterReasons.set(p.id, reasons);
    own.slots.forEach((slot, index) => {
      const missing = (toolkit: MissingToolkit) => missingToolkits.set(`${p.id}/${index}`, toolkit);
      for (const r of staticSlotProblems(ctx, state, p, slot, ctx.plan, missing)) add(p.id, index, r);
    });
  }

  runTasks(ctx, working, add);
  try {
    runTravel(ctx);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    dayReasons.push(error.message);
  }

  for (const p of ctx.profiles.values()) {
    const own = planFor(ctx, p.id);
    const st = state.characters[p.id]!;
    const light = entryOf(conditions.perCharacter, p.id)?.hoursOfLight ?? conditions.hoursOfLight;
    const delegation = {
      choreDelegation: ctx.choreDelegated.has(p.id),
      hoursOfLight: light,
      fedByCook: (own.ration ?? st.ration) === 'full',
    };
    const allowed = dailyTaskCount(delegation);
    const used = tasksUsed(own.slots, houseRules);
    if (used > allowed) {
      const last = own.slots.length - 1;
      add(
        p.id,
        last,
        used > MAX_SLOTS
          ? `At most ${MAX_SLOTS} Daily Tasks a day.`
          : thirdTaskText(p, thirdTaskBlocker(delegation), light),
      );
    }
    const list = slotReasons.get(p.id) ?? [];
    own.slots.forEach((slot, index) => {
      const key = `${p.id}/${index}`;
      const needed = missingMinimumToolkit(p, slot, list[index] ?? [], state);
      if (needed !== null && !missingToolkits.has(key)) missingToolkits.set(key, needed);
    });
    checks.push({
      characterId: p.id,
      sidelined: sidelined.get(p.id) ?? null,
      tasksAllowed: allowed,
      reasons: characterReasons.get(p.id) ?? [],
      slots: own.slots.map((_, index) => {
        const missingToolkit = missingToolkits.get(`${p.id}/${index}`);
        const reasons = list[index] ?? [];
        return missingToolkit === undefined || reasons.length === 0
          ? { slotIndex: index, reasons }
          : { slotIndex: index, reasons, missingToolkit };
      }),
    });
  }
  const ok =
    dayReasons.length === 0 &&
    checks.every((c) => c.reasons.length === 0 && c.slots.every((s) => s.reasons.length === 0));
  return { ok, characters: checks, reasons: dayReasons };
}
