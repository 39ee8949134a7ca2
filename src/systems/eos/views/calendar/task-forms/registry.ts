import type { TaskSlotKind } from '../../../rules';
import { BreakDownForm } from './break-down';
import { BushcraftForm } from './bushcraft';
import { CookingForm } from './cooking';
import { FarmingForm } from './farming';
import { FreeForm } from './free';
import { GatheringForm } from './gathering';
import { LockpickingForm } from './lockpicking';
import { MedicineForm } from './medicine';
import { ProcessingForm } from './processing';
import { ProjectForm } from './project';
import { RestForm } from './rest';
import { ScholarForm } from './scholar';
import { TravelForm } from './travel';
import type { TaskForm } from './types';

/** The form of every kind of task, one module each: a kind added to TaskSlot fails to compile until it is listed here. */
export const TASK_FORMS: { readonly [K in TaskSlotKind]: TaskForm<K> } = {
  gathering: GatheringForm,
  farming: FarmingForm,
  bushcraft: BushcraftForm,
  cooking: CookingForm,
  project: ProjectForm,
  processing: ProcessingForm,
  travel: TravelForm,
  medicine: MedicineForm,
  rest: RestForm,
  lockpicking: LockpickingForm,
  scholar: ScholarForm,
  'break-down': BreakDownForm,
  free: FreeForm,
};
