import { rollD20 } from '../../../../core/rules';
import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import type { CraftedItemId } from '../schemas/crafting';
import { ruleOptions, type HouseRules, type RuleOptions } from '../house-rules';
import { createSeededRandom, type RandomSource } from '../../../../core/rules';
import { calendarHealth, requireCharacterState } from './health';
import { calendarProfiles, type CalendarProfile } from './party';
import { draftStock, type DraftStock } from './stock';
import type {
  CalendarCharacter,
  CampaignDayState,
  CharacterDayState,
  DayDice,
  CampaignProject,
  CampaignZone,
  DayConditions,
  DayLogLine,
  DayPhase,
  DayPlan,
  RollRecord,
  TaskSlot,
} from './types';

/** A zone as the runner edits it. */
export type DraftZone = { -readonly [K in keyof CampaignZone]: CampaignZone[K] };

/** A travel task waiting for the travel phase. */
export interface TravelStep {
  characterId: string;
  slotIndex: number;
  slot: Extract<TaskSlot, { kind: 'travel' }>;
}

/** A medicine task waiting for the healing phase. */
export interface MedicineStep {
  healerId: string;
  patientId: string;
  level: number;
  tools: Extract<TaskSlot, { kind: 'medicine' }>['tools'];
}

/**
 * Everything one day's run works on. `check` is validatePlan's dry run: rolls not typed count as 1 (the worst case)
 * and nothing is recorded.
 */
export interface DayContext {
  day: number;
  check: boolean;
  random: RandomSource | null;
  /** The plan's stored dice (DayDice.seed), or null. */
  seed: number | null;
  options: RuleOptions;
  conditions: DayConditions;
  plan: DayPlan;
  profiles: Map<string, CalendarProfile>;
  stock: DraftStock;
  zones: DraftZone[];
  zone: DraftZone;
  projects: CampaignProject[];
  log: DayLogLine[];
  rolls: RollRecord[];
  travel: TravelStep[];
  medicine: MedicineStep[];
  projectSteps: { characterId: string; slotIndex: number; projectId: string }[];
  made: { characterId: string; what: string; quantity: number }[];
  brokenDown: { characterId: string; itemId: string | null; item: CraftedItemId }[];
  foodGained: number;
  foodPreserved: number;
  huntingSuccess: boolean;
  trappingSuccess: boolean;
  lockpickingAttempts: Map<string, number>;
  choreDelegated: Set<string>;
}

export function logLine(ctx: DayContext, phase: DayPhase, characterId: string | null, text: string): void {
  requireInput('Log line', ctx);
  if (!ctx.check) ctx.log.push({ phase, characterId, text });
}

/** One d20 for a task: the typed roll when given, else the RandomSource's; in a dry run an untyped roll counts as 1. */
export function taskD20(
  ctx: DayContext,
  who: { characterId: string; name: string; slotIndex: number },
  label: string,
  typed: number | undefined,
): number {
  requireInput('The ctx', ctx);
  requireInput('The who', who);
  if (typed !== undefined) {
    const roll = requireWhole(`${who.name}'s ${label} d20`, typed, 1, 20);
    if (!ctx.check)
      ctx.rolls.push({ characterId: who.characterId, slotIndex: who.slotIndex, label, roll, source: 'typed' });
    return roll;
  }
  if (ctx.check) return 1;
  if (ctx.seed !== null) {
    // Each roll from its own place: another slot's change, or the order slots run in, does not move it.
    const own = createSeededRandom(`${ctx.seed}:${ctx.day}:${who.characterId}:${who.slotIndex}:${label}`);
    const roll = rollD20(own);
    ctx.rolls.push({ characterId: who.characterId, slotIndex: who.slotIndex, label, roll, source: 'random' });
    return roll;
  }
  if (ctx.random === null) {
    throw new RulesError(
      'invalid-number',
      `${who.name}'s ${label} needs a d20: type the roll made at the table, or let the app roll.`,
    );
  }
  const roll = rollD20(ctx.random);
  ctx.rolls.push({ characterId: who.characterId, slotIndex: who.slotIndex, label, roll, source: 'random' });
  return roll;
}

/** Sets up one day's work on private copies of everything in the state; the caller's objects are never touched. */
export function dayContext(input: {
  state: CampaignDayState;
  characters: readonly CalendarCharacter[];
  plan: DayPlan;
  conditions: DayConditions;
  dice: DayDice;
  houseRules: HouseRules;
  check: boolean;
}): DayContext {
  const { state, characters, plan, conditions, dice, houseRules, check } = requireInput('Day context', input);
  const options = ruleOptions(houseRules);
  const day = requireWhole('Campaign day', state.day, 1);
  const profiles = calendarProfiles(characters, state.characters, options.character);
  for (const p of profiles.values()) requireCharacterState(p, state.characters[p.id]!);
  const zones = state.zones.map((z) => ({ ...z }));
  const zone = zones.find((z) => z.id === conditions.zoneId);
  if (zone === undefined) {
    throw new RulesError('unknown-option', `Today's zone "${conditions.zoneId}" is not one of the campaign's zones.`);
  }
  return {
    day,
    check,
    random: dice.random ?? null,
    seed: dice.seed ?? null,
    options,
    conditions,
    plan: withoutSidelinedTasks(plan, profiles, state),
    profiles,
    stock: draftStock(state.stock),
    zones,
    zone,
    projects: state.projects.map((p) => ({ ...p })),
    log: [],
    rolls: [],
    travel: [],
    medicine: [],
    projectSteps: [],
    made: [],
    brokenDown: [],
    foodGained: 0,
    foodPreserved: 0,
    huntingSuccess: false,
    trappingSuccess: false,
    lockpickingAttempts: new Map(),
    choreDelegated: new Set(),
  };
}

/**
 * The plan as the day runs it: a dead or unconscious character does no Daily Task (they rest); their tasks stay in the
 * stored plan and count again once they can act (sidelinedReason).
 */
function withoutSidelinedTasks(
  plan: DayPlan,
  profiles: ReadonlyMap<string, CalendarProfile>,
  state: CampaignDayState,
): DayPlan {
  let characters: Record<string, DayPlan['characters'][string]> | null = null;
  for (const [id, own] of Object.entries(plan.characters)) {
    const profile = profiles.get(id);
    if (profile === undefined || own.slots.length === 0) continue;
    if (calendarHealth(profile, state.characters[id]!) === 'conscious') continue;
    characters ??= { ...plan.characters };
    characters[id] = { ...own, slots: [] };
  }
  return characters === null ? plan : { ...plan, characters };
}

/** The characters who live through the start of the day (the dead neither work nor eat). */
export function livingProfiles(
  ctx: DayContext,
  states: Readonly<Record<string, CharacterDayState>>,
): CalendarProfile[] {
  requireInput('The ctx', ctx);
  requireInput('The states', states);
  return [...ctx.profiles.values()].filter((p) => calendarHealth(p, states[p.id]!) !== 'dead');
}
