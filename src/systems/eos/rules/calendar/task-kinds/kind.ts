import { requireOneOf } from '../../../../../core/rules';
import type { SkillId } from '../../schemas/skills';
import { skillById } from '../../skills';
import { GATHERING_MULTIPLIER, TOOL_LABEL, TOOL_LEVELS, type ToolLevel } from '../../tools';
import type { DayContext } from '../day-context';
import { addFood } from '../stock';
import type { CalendarProfile } from '../party';
import type { StockFoodBatch, TaskSlot, TaskSlotKind } from '../types';

/** The slot of one kind of Daily Task. */
export type Slot<K extends TaskSlotKind> = Extract<TaskSlot, { kind: K }>;

/** Who does the task, and in which of their slots. */
export interface Who {
  characterId: string;
  name: string;
  slotIndex: number;
}

/** The toolkit a slot uses: the skills whose kit serves, the tools planned, and the skill's name. */
export interface SlotTools {
  skills: readonly SkillId[];
  tools: ToolLevel;
  name: string;
}

/**
 * The rules of one kind of Daily Task (one module in this folder each, listed in registry.ts): what doing it does, and
 * which toolkit and advanced skill it needs (checked by validatePlan before the day runs).
 */
export interface TaskKind<K extends TaskSlotKind> {
  /**
   * Does the task: applies its yield to the stock (or queues it for the projects, travel or healing phase) and logs
   * it. Throws RulesError when the rules refuse it. Returns the slot with its rolls filled in.
   */
  perform(ctx: DayContext, profile: CalendarProfile, who: Who, slot: Slot<K>): Slot<K>;
  /** The skill whose toolkit the slot uses (null: no toolkit involved), for the "carries no toolkit" check. */
  toolSkills(slot: Slot<K>): SlotTools | null;
  /** The advanced skill the slot uses (its prerequisites must be met); absent or null: none. */
  advancedSkill?(slot: Slot<K>): SkillId | null;
}

/** One skill's toolkit, the tools checked. */
export function toolkitOf(skill: SkillId, tools: ToolLevel): SlotTools {
  return { skills: [skill], tools: requireOneOf('The tools', tools, TOOL_LEVELS), name: skillById(skill).name };
}

export function num(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

export function toolsText(tools: ToolLevel): string {
  return tools === 'none' || tools === 'crude' ? '' : ` × ${TOOL_LABEL[tools].phrase} ×${GATHERING_MULTIPLIER[tools]}`;
}

export function foodBatch(ctx: DayContext, who: Who, source: string, units: number): void {
  const batch: StockFoodBatch = {
    id: `d${ctx.day}-${who.characterId}-${who.slotIndex}-${source}`,
    units,
    harvestedDay: ctx.day,
    preserved: false,
  };
  addFood(ctx.stock, batch);
  ctx.foodGained += units;
}
