import { MAX_DAILY_TASKS } from '../daily-tasks';
import type { HouseRules } from '../house-rules';
import type {
  CalendarCharacter,
  CampaignDayState,
  CharacterDayPlan,
  DayConditions,
  DayPlan,
  PlanValidation,
  RunnablePlan,
  SkippedTask,
  TaskSlot,
} from './types';
import { validatePlan } from './validate';
import { requireInput, requireList } from '../../../../core/rules';
import { requireTaskSlot } from './work-input';

/** Leaving out one refused task can make another refused (a patient now rests, a stock now short): a few rounds. */
const ROUNDS = 4;
const MAX_SLOTS_TEXT = /^At most \d+ Daily Tasks a day/u;

/** A slot's task as the GM chose it, in a few words ("Fishing", "Work on a project"). */
export function taskTitle(slot: TaskSlot): string {
  requireTaskSlot('The task', slot);
  switch (slot.kind) {
    case 'gathering':
      return slot.skill.charAt(0).toUpperCase() + slot.skill.slice(1);
    case 'farming':
      return 'Farming';
    case 'bushcraft':
      return 'Bushcraft';
    case 'cooking':
      return 'Cooking';
    case 'project':
      return 'Work on a project';
    case 'processing':
      return {
        cloth: 'Tailor: full cloth',
        cordage: 'Tailor: cordage',
        lumber: 'Woodworks: lumber',
        arrows: 'Bowyer: arrows',
        bolts: 'Crossbow Smith: bolts',
      }[slot.task.process];
    case 'travel':
      return 'Travel';
    case 'medicine':
      return 'Medicine';
    case 'rest':
      return 'Rest';
    case 'lockpicking':
      return 'Lockpicking';
    case 'scholar':
      return slot.mode === 'read' ? 'Reading' : 'Writing';
    case 'break-down':
      return 'Break down an item';
    case 'free':
      return slot.text === '' ? 'Something else' : slot.text;
  }
}

const REST: TaskSlot = { kind: 'rest' };

/**
 * The day as it can run with every refused task left out (the GM chose to end it so): a refused slot becomes an idle
 * one (the character rests in that slot, as with no task), fat asked of a day that cannot store or draw it is not
 * stored or drawn, tasks past the day's limit are left out. What is refused for the whole day (the zone, more than 24
 * hours out, smelting without a fire, a journey that cannot be made) cannot be left out: it is a blocker.
 */
export function runnablePlan(
  state: CampaignDayState,
  characters: readonly CalendarCharacter[],
  plan: DayPlan,
  conditions: DayConditions,
  houseRules: HouseRules = {},
): RunnablePlan {
  requireInput('The state', state);
  requireList('The characters', characters);
  requireInput('The plan', plan);
  requireInput('The conditions', conditions);
  requireInput('The house rules', houseRules);
  const skipped: SkippedTask[] = [];
  let current = plan;
  for (let round = 0; round < ROUNDS; round++) {
    const validation = validatePlan(state, characters, current, conditions, houseRules);
    if (validation.reasons.length > 0) return { plan: current, skipped, blockers: validation.reasons };
    if (validation.ok) return { plan: current, skipped, blockers: [] };
    current = leaveOut(plan, current, validation, skipped);
  }
  const last = validatePlan(state, characters, current, conditions, houseRules);
  if (last.ok) return { plan: current, skipped, blockers: [] };
  const rest = last.characters.flatMap((c) => [...c.reasons, ...c.slots.flatMap((s) => s.reasons)]);
  return { plan: current, skipped, blockers: [...last.reasons, ...rest] };
}

/** `current` with what `validation` refuses left out, each recorded in `skipped` against the GM's `plan`. */
function leaveOut(plan: DayPlan, current: DayPlan, validation: PlanValidation, skipped: SkippedTask[]): DayPlan {
  const characters: Record<string, CharacterDayPlan> = { ...current.characters };
  for (const check of validation.characters) {
    const own = characters[check.characterId];
    if (own === undefined) continue;
    const planned = plan.characters[check.characterId]?.slots ?? own.slots;
    let slots = [...own.slots];
    let next: CharacterDayPlan = own;
    for (const slotCheck of check.slots) {
      if (slotCheck.reasons.length === 0 || slots[slotCheck.slotIndex]?.kind === 'rest') continue;
      const slot = planned[slotCheck.slotIndex] ?? slots[slotCheck.slotIndex]!;
      skipped.push({
        characterId: check.characterId,
        slotIndex: slotCheck.slotIndex,
        task: taskTitle(slot),
        reasons: slotCheck.reasons,
      });
      slots[slotCheck.slotIndex] = REST;
    }
    for (const reason of check.reasons) {
      if (MAX_SLOTS_TEXT.test(reason)) {
        slots = slots.map((slot, index) => {
          if (index < MAX_DAILY_TASKS || slot.kind === 'rest') return slot;
          skipped.push({ characterId: check.characterId, slotIndex: index, task: taskTitle(slot), reasons: [reason] });
          return REST;
        });
      } else if (next.fatToStore !== undefined || next.eatFromFat !== undefined) {
        const withoutFat = { ...next };
        delete withoutFat.fatToStore;
        delete withoutFat.eatFromFat;
        next = withoutFat;
        skipped.push({ characterId: check.characterId, slotIndex: null, task: 'Fat Storage', reasons: [reason] });
      }
    }
    characters[check.characterId] = { ...next, slots };
  }
  return { ...current, characters };
}
