import type { TaskSlotKind } from '../types';
import { breakDownTask } from './break-down';
import { bushcraftTask } from './bushcraft';
import { cookingTask } from './cooking';
import { farmingTask } from './farming';
import { freeTask } from './free';
import { gatheringTask } from './gathering';
import type { TaskKind } from './kind';
import { lockpickingTask } from './lockpicking';
import { medicineTask } from './medicine';
import { processingTask } from './processing';
import { projectTask } from './project';
import { restTask } from './rest';
import { scholarTask } from './scholar';
import { travelTask } from './travel';

/**
 * Every kind of Daily Task with its rules, one module each: a kind added to TaskSlot (types.ts) fails to compile until
 * it is listed here. The order is the order the rules name the kinds in ("The task must be one of …").
 */
export const TASK_KINDS: { readonly [K in TaskSlotKind]: TaskKind<K> } = {
  gathering: gatheringTask,
  farming: farmingTask,
  bushcraft: bushcraftTask,
  cooking: cookingTask,
  project: projectTask,
  processing: processingTask,
  travel: travelTask,
  medicine: medicineTask,
  rest: restTask,
  lockpicking: lockpickingTask,
  scholar: scholarTask,
  'break-down': breakDownTask,
  free: freeTask,
};

/** The kinds of task a slot may name. */
export const SLOT_KINDS = Object.keys(TASK_KINDS) as readonly TaskSlotKind[];
