import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import type { BushcraftSubTask, BushcraftSubTaskId } from '../schemas/gathering';
import { GATHERING } from './gathering-data';
import { requireSkillLevel } from './inputs';

const BUSHCRAFT = GATHERING.bushcraft;

/** The Bushcraft sub-task registry (cloak, cordage, spear, Crude toolkit, fire, shelter, raft, skid, container …). */
export function bushcraftSubTaskList(): readonly BushcraftSubTask[] {
  return BUSHCRAFT.subTasks;
}

/**
 * Bushcraft: one Daily Task executes "a number of independent sub-tasks from the list below equal to their current
 * Bushcraft skill level". Bushcraft needs "a skill of at least 1".
 */
export function bushcraftSubTasks(level: number): number {
  requireSkillLevel('Bushcraft', level);
  if (level < BUSHCRAFT.minimumLevel) {
    throw new RulesError('not-allowed', `Bushcraft needs a skill of at least ${BUSHCRAFT.minimumLevel}.`);
  }
  return level * BUSHCRAFT.subTasksPerLevel;
}

/** One chosen sub-task; a shelter names the tier it is bolstered to, a raft the persons it carries. */
export type BushcraftChoice =
  | { id: Exclude<BushcraftSubTaskId, 'shelter' | 'raft'> }
  | { id: 'shelter'; tier: number }
  | { id: 'raft'; persons: number };

export interface BushcraftOutput {
  id: BushcraftSubTaskId;
  quantity: number;
  unit: string;
  /** Shelter tier bolstered to. */
  tier?: number;
  /** Raft size in persons. */
  persons?: number;
}

/**
 * One Daily Task of Bushcraft: checks the chosen sub-tasks ("They may mix, match, or repeat any sub-task up to that
 * total limit"), a shelter "as a Tier value, up to the character’s Bushcraft level", a raft of at most Bushcraft-level
 * persons, and sums the cordage made against the cordage the raft ("5 feet of cordage per person") and skid need.
 */
export function bushcraftDailyTask(input: { level: number; choices: readonly BushcraftChoice[] }): {
  outputs: BushcraftOutput[];
  subTasksLeft: number;
  cordageFeetMade: number;
  cordageFeetNeeded: number;
} {
  const { level, choices } = requireInput('Bushcraft daily task', input);
  const limit = bushcraftSubTasks(level);
  if (choices.length > limit) {
    throw new RulesError(
      'not-allowed',
      `Bushcraft ${level} allows ${limit} sub-task${limit === 1 ? '' : 's'} per Daily Task, not ${choices.length}.`,
    );
  }
  let cordageFeetMade = 0;
  let cordageFeetNeeded = 0;
  const outputs = choices.map((choice): BushcraftOutput => {
    const task = subTask(choice.id);
    const output: BushcraftOutput = { id: task.id, quantity: task.quantity, unit: task.unit };
    if (task.id === 'cordage') cordageFeetMade += task.quantity;
    cordageFeetNeeded += task.cordageFeet;
    switch (choice.id) {
      case 'shelter':
        output.tier = withinSkill('Shelter tier', choice.tier, level);
        break;
      case 'raft':
        output.persons = withinSkill('Raft size in persons', choice.persons, level);
        cordageFeetNeeded += task.cordageFeetPerPerson * choice.persons;
        break;
      case 'cloak':
      case 'cordage':
      case 'spear':
      case 'crude-toolkit':
      case 'fire':
      case 'skid':
      case 'container':
      case 'food':
      case 'torch':
        break;
    }
    return output;
  });
  return { outputs, subTasksLeft: limit - choices.length, cordageFeetMade, cordageFeetNeeded };
}

function subTask(id: string): BushcraftSubTask {
  const task = BUSHCRAFT.subTasks.find((t) => t.id === id);
  if (task === undefined) {
    const ids = BUSHCRAFT.subTasks.map((t) => t.id).join(', ');
    throw new RulesError('unknown-option', `Bushcraft sub-task must be one of ${ids}, not "${id}".`);
  }
  return task;
}

function withinSkill(label: string, value: number, level: number): number {
  requireWhole(label, value, 1);
  if (value > level) {
    throw new RulesError('not-allowed', `${label} may be at most the Bushcraft level (${level}), not ${value}.`);
  }
  return value;
}
