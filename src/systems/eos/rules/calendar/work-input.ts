/**
 * The checks of the calendar's work records, each written once and called at the entry of every rule that takes the
 * record, before any field is read: a project's spec (projectName, projectSkills, projectTotalDays, projectMaterials,
 * createProject), the day's state as a project changes it (createProject, abandonProject), a Daily Task (taskTitle,
 * tasksUsed, workLevel) and the toolkits a character carries (createProject, bestToolsFor, toolChoices).
 *
 * They check kinds and types, not ranges: a Tier 99 weapon or an ingot "upgrade" from Tier 4 to Tier 2 is the rules' to
 * refuse in their own words (createProject lists such refusals as reasons rather than throwing them). Fields a rule does
 * not read pass unchecked. Each check is a few field reads: no copies.
 */
import { SIZE_CATEGORY_IDS } from '../schemas/ids';
import {
  RulesError,
  describeValue,
  requireInput,
  requireList,
  requireNumber,
  requireOneOf,
  requireText,
  requireWhole,
} from '../../../../core/rules';
import { TOOL_LEVELS, type ToolLevel } from '../tools';
import { requireStock } from './stock';
import {
  COUNTED_MATERIALS,
  TIERED_MATERIALS,
  type CampaignDayState,
  type GatheringSkill,
  type ProjectSpec,
  type TaskSlot,
  type TaskSlotKind,
} from './types';
import type { ToolkitItem } from '../character/gear';

/** Any finite number: its range is the rule's to check. */
function requireFinite(label: string, value: number): number {
  return requireNumber(label, value, -Number.MAX_VALUE);
}

/** A yes-or-no field a record may leave out. */
function requireOptionalFlag(label: string, value: boolean | undefined): void {
  if (value !== undefined && typeof value !== 'boolean') {
    throw new RulesError('missing-input', `${label} must be yes or no, not ${describeValue(value)}.`);
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Projects

const PROJECT_KINDS = [
  'item',
  'ingot-upgrade',
  'repair',
  'structure',
] as const satisfies readonly ProjectSpec['kind'][];

/** A project's spec as the project rules read it: its kind, and the fields of that kind they use. */
export function requireProjectSpec(label: string, spec: ProjectSpec): ProjectSpec {
  requireInput(label, spec);
  requireOneOf(`${label}'s kind`, spec.kind, PROJECT_KINDS);
  switch (spec.kind) {
    case 'item':
      requireText(`${label}'s item`, spec.item);
      requireFinite(`${label}'s tier`, spec.tier);
      requireOneOf(`${label}'s size`, spec.size, SIZE_CATEGORY_IDS);
      if (spec.persons !== undefined) requireFinite(`${label}'s persons housed`, spec.persons);
      if (spec.pages !== undefined) requireFinite(`${label}'s pages`, spec.pages);
      if (spec.weaponKind !== undefined) requireText(`${label}'s weapon kind`, spec.weaponKind);
      if (spec.toolkitSkill !== undefined) requireText(`${label}'s toolkit skill`, spec.toolkitSkill);
      break;
    case 'ingot-upgrade':
      requireFinite(`${label}'s ingot tier`, spec.fromTier);
      requireFinite(`${label}'s target ingot tier`, spec.toTier);
      requireFinite(`${label}'s ingots`, spec.ingots);
      break;
    case 'repair':
      requireText(`${label}'s item`, spec.item);
      requireFinite(`${label}'s tier`, spec.tier);
      requireFinite(`${label}'s current tier`, spec.currentTier);
      break;
    case 'structure':
      requireText(`${label}'s builder`, spec.builder);
      requireText(`${label}'s structure kind`, spec.structureKind);
      requireFinite(`${label}'s tier`, spec.tier);
      requireFinite(`${label}'s square feet`, spec.squareFeet);
      if (spec.helpers !== undefined) requireFinite(`${label}'s helpers`, spec.helpers);
      if (spec.name !== undefined) requireText(`${label}'s name`, spec.name);
      break;
  }
  return spec;
}

const COUNTED: readonly string[] = COUNTED_MATERIALS;
const STOCK_MATERIALS = [...COUNTED_MATERIALS, ...TIERED_MATERIALS] as const;

/**
 * The day's state as createProject and abandonProject read it: the stock (requireStock), each project's id and the
 * materials it reserved (counted ones without a tier, cloth and ingots with one), and the rest of the state they hand
 * back with them.
 */
export function requireProjectState(label: string, state: CampaignDayState): CampaignDayState {
  requireInput(label, state);
  requireWhole(`${label}'s day`, state.day, Number.MIN_SAFE_INTEGER);
  requireInput(`${label}'s stock`, state.stock);
  requireStock(state.stock);
  requireInput(`${label}'s characters`, state.characters);
  requireList(`${label}'s zones`, state.zones);
  requireList(`${label}'s projects`, state.projects);
  for (const [index, project] of state.projects.entries()) {
    const which = `Project ${index + 1}`;
    requireInput(which, project);
    requireText(`${which}'s id`, project.id);
    requireList(`${which}'s reserved materials`, project.materialsReserved);
    for (const reserved of project.materialsReserved) {
      requireInput(`A material reserved by ${which}`, reserved);
      const material = requireOneOf(`A material reserved by ${which}`, reserved.material, STOCK_MATERIALS);
      requireNumber(`The ${material} reserved by ${which}`, reserved.quantity);
      if (COUNTED.includes(material)) {
        if (reserved.tier !== null) {
          throw new RulesError(
            'invalid-number',
            `The ${material} reserved by ${which} has no tier, not ${describeValue(reserved.tier)}.`,
          );
        }
      } else {
        requireFinite(`The tier of the ${material} reserved by ${which}`, reserved.tier as number);
      }
    }
  }
  return state;
}

// ---------------------------------------------------------------------------------------------------------------------
// Tools

const TOOLKIT_LEVELS = ['crude', 'basic'] as const satisfies readonly ToolkitItem['level'][];

/** A tool level chosen for a task or a project: none, crude, basic or workshop. */
export function requireTools(label: string, tools: ToolLevel): ToolLevel {
  return requireOneOf(label, tools, TOOL_LEVELS);
}

/**
 * The toolkits a character carries, as the tool rules read them: skill, size, level, name and tier. `owner` names the
 * character in the messages ("the maker": "The level of the maker's toolkit 2 must be one of crude, basic, not nothing").
 */
export function requireToolkits(owner: string, toolkits: readonly ToolkitItem[]): readonly ToolkitItem[] {
  const whose = `${owner}'s`;
  requireList(`${capitalized(whose)} toolkits`, toolkits);
  for (const [index, kit] of toolkits.entries()) {
    const which = `${whose} toolkit ${index + 1}`;
    requireInput(capitalized(which), kit);
    requireText(`The skill of ${which}`, kit.skill);
    requireText(`The size of ${which}`, kit.sizeCategory);
    requireOneOf(`The level of ${which}`, kit.level, TOOLKIT_LEVELS);
    requireText(`The name of ${which}`, kit.name);
    requireFinite(`The tier of ${which}`, kit.tier);
  }
  return toolkits;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------------------------------
// Daily Tasks

const TASK_KINDS = [
  'gathering',
  'farming',
  'bushcraft',
  'cooking',
  'project',
  'processing',
  'travel',
  'medicine',
  'rest',
  'lockpicking',
  'scholar',
  'break-down',
  'free',
] as const satisfies readonly TaskSlotKind[];

const GATHERING_SKILLS = [
  'logging',
  'mining',
  'quarrying',
  'fishing',
  'hunting',
  'trapping',
] as const satisfies readonly GatheringSkill[];

const PROCESSES = ['cloth', 'cordage', 'lumber', 'arrows', 'bolts'] as const;

/**
 * One Daily Task as taskTitle, tasksUsed and workLevel read it: its kind, and the fields of that kind they use (what
 * is gathered or processed, how many lockpicking attempts, reading or writing, a free task's text).
 */
export function requireTaskSlot(label: string, slot: TaskSlot): TaskSlot {
  requireInput(label, slot);
  requireOneOf(`${label}'s kind`, slot.kind, TASK_KINDS);
  switch (slot.kind) {
    case 'gathering':
      requireOneOf(`${label}'s skill`, slot.skill, GATHERING_SKILLS);
      break;
    case 'processing':
      requireInput(`${label}'s processing`, slot.task);
      requireOneOf(`${label}'s processing`, slot.task.process, PROCESSES);
      break;
    case 'lockpicking':
      requireWhole(`${label}'s lockpicking attempts`, slot.attempts);
      break;
    case 'scholar':
      requireOneOf(`${label}'s mode`, slot.mode, ['read', 'write'] as const);
      break;
    case 'free':
      requireText(`${label}'s text`, slot.text);
      break;
    default:
      break;
  }
  return slot;
}

/** A day's tasks, in order: "Task 1", "Task 2" … in the messages. */
export function requireTaskSlots(label: string, slots: readonly TaskSlot[]): readonly TaskSlot[] {
  requireList(label, slots);
  for (const [index, slot] of slots.entries()) requireTaskSlot(`Task ${index + 1}`, slot);
  return slots;
}

/** A character's plan for the day as workLevel reads it: the tasks, and whether they are carried while travelling. */
export function requireCharacterPlan(label: string, plan: { slots: readonly TaskSlot[]; carried?: boolean }): void {
  requireInput(label, plan);
  requireTaskSlots(`${label}'s tasks`, plan.slots);
  requireOptionalFlag('Whether the character is carried', plan.carried);
}
