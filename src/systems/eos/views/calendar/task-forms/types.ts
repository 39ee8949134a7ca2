import type { ReactNode } from 'react';
import type { CalendarProfile, MissingToolkit, RandomSource, TaskSlot, TaskSlotKind } from '../../../rules';
import type { slotFor } from '../task-choices';

export interface ProjectOption {
  id: string;
  label: string;
}

export interface SlotContext {
  profile: CalendarProfile;
  /** The other party members (patients, chore delegation, navigators). */
  others: readonly { id: string; name: string }[];
  /** The campaign's projects as the project picker names them (projectOption). */
  projects: readonly ProjectOption[];
  party: readonly { id: string; name: string }[];
  /** The stock as it is now (read only when a task is picked: the best tools at hand). */
  getStock: () => Parameters<typeof slotFor>[1]['stock'];
  random: RandomSource;
  /** Puts a toolkit the character lacks on their sheet (from a refusal). */
  onAddToolkit: (toolkit: MissingToolkit) => void;
}

/** What the planner's slot editor (SlotEditor) gives the form of a slot's kind. */
export interface TaskFormProps<K extends TaskSlotKind> {
  /** The slot's accessible name, "Ada, task 1", that every field's label starts with. */
  name: string;
  slot: Extract<TaskSlot, { kind: K }>;
  onChange: (slot: TaskSlot) => void;
  context: SlotContext;
  /** The tools picker, for a slot that has tools (placed where the kind shows it, or left out). */
  tools: ReactNode;
  /** The app's d20 in the preview for the roll of that label (where none was typed). */
  appRoll: (label: string) => number | undefined;
}

/** The form of one kind of task: its parameters, below the task picker. */
export type TaskForm<K extends TaskSlotKind> = (props: TaskFormProps<K>) => ReactNode;
