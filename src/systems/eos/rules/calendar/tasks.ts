import type { SkillId } from '../schemas/skills';
import { requireInput, requireOneOf } from '../../../../core/rules';
import type { DayContext } from './day-context';
import type { CalendarProfile } from './party';
import type { TaskSlot, TaskSlotKind } from './types';
import type { SlotTools, TaskKind } from './task-kinds/kind';
import { SLOT_KINDS, TASK_KINDS } from './task-kinds/registry';

export { zoneHuntingTargetNumber, zoneTrappingTargetNumber } from './task-kinds/zone-targets';

/** The rules of the slot's kind (one module per kind in task-kinds/), typed for any slot. */
function kindOf(slot: TaskSlot): TaskKind<TaskSlotKind> {
  // TASK_KINDS[k] takes the slot of kind k: the slot given is of its own kind.
  return TASK_KINDS[slot.kind] as TaskKind<TaskSlotKind>;
}

/**
 * Does one Daily Task: applies its yield to the stock (or queues it for the projects, travel or healing phase) and
 * logs it. Throws RulesError when the rules refuse it. Returns the slot with its rolls filled in.
 */
export function performSlot(ctx: DayContext, profile: CalendarProfile, slotIndex: number, slot: TaskSlot): TaskSlot {
  requireInput('The ctx', ctx);
  requireInput('The profile', profile);
  requireInput('The slot', slot);
  return kindOf(slot).perform(ctx, profile, { characterId: profile.id, name: profile.name, slotIndex }, slot);
}

/** The skill whose toolkit a slot uses (null: no toolkit involved), for the "carries no toolkit" check. */
export function slotToolSkills(slot: TaskSlot): SlotTools | null {
  requireInput('Slot tool skills', slot);
  requireOneOf('The task', slot.kind, SLOT_KINDS);
  return kindOf(slot).toolSkills(slot);
}

/** The advanced skill a slot uses (its prerequisites must be met), or null. */
export function slotAdvancedSkill(slot: TaskSlot): SkillId | null {
  requireInput('Slot advanced skill', slot);
  if (!SLOT_KINDS.includes(slot.kind)) return null;
  return kindOf(slot).advancedSkill?.(slot) ?? null;
}
