import { type PartyStock, type TaskSlot, bestToolsFor, type CalendarProfile, slotToolSkills } from '../../rules';

/**
 * The task picker of a plan slot: one entry per thing a character can spend a Daily Task on, as the issue lists them.
 * Picking one makes a slot with sensible starting parameters (the best tools the character carries, their first
 * project, someone else to treat); the rules (validatePlan) then say whether it is allowed.
 */
export const TASK_CHOICES = [
  { id: 'logging', label: 'Logging', group: 'Gathering' },
  { id: 'mining', label: 'Mining', group: 'Gathering' },
  { id: 'quarrying', label: 'Quarrying', group: 'Gathering' },
  { id: 'fishing', label: 'Fishing', group: 'Gathering' },
  { id: 'hunting', label: 'Hunting', group: 'Gathering' },
  { id: 'trapping', label: 'Trapping', group: 'Gathering' },
  { id: 'farming', label: 'Farming', group: 'Gathering' },
  { id: 'bushcraft', label: 'Bushcraft', group: 'Gathering' },
  { id: 'cooking', label: 'Cooking', group: 'Camp' },
  { id: 'project', label: 'Work on a project', group: 'Making' },
  { id: 'cloth', label: 'Tailor: full cloth', group: 'Making' },
  { id: 'cordage', label: 'Tailor: cordage', group: 'Making' },
  { id: 'lumber', label: 'Woodworks: lumber', group: 'Making' },
  { id: 'arrows', label: 'Bowyer: arrows', group: 'Making' },
  { id: 'bolts', label: 'Crossbow Smith: bolts', group: 'Making' },
  { id: 'break-down', label: 'Break down an item', group: 'Making' },
  { id: 'travel', label: 'Travel', group: 'Camp' },
  { id: 'medicine', label: 'Medicine on someone', group: 'Camp' },
  { id: 'rest', label: 'Rest', group: 'Camp' },
  { id: 'lockpicking', label: 'Lockpicking', group: 'Other' },
  { id: 'read', label: 'Reading', group: 'Other' },
  { id: 'write', label: 'Writing', group: 'Other' },
  { id: 'free', label: 'Something else (free text)', group: 'Other' },
] as const;

export type TaskChoiceId = (typeof TASK_CHOICES)[number]['id'];

export const TASK_GROUPS = ['Gathering', 'Camp', 'Making', 'Other'] as const;

/** The picker entry a slot shows. */
export function choiceOf(slot: TaskSlot): TaskChoiceId {
  switch (slot.kind) {
    case 'gathering':
      return slot.skill;
    case 'processing':
      return slot.task.process;
    case 'scholar':
      return slot.mode;
    case 'farming':
    case 'bushcraft':
    case 'cooking':
    case 'project':
    case 'travel':
    case 'medicine':
    case 'rest':
    case 'lockpicking':
    case 'break-down':
    case 'free':
      return slot.kind;
  }
}

/** What a new slot of `choice` starts with for this character, before the GM changes anything. */
export function slotFor(
  choice: TaskChoiceId,
  {
    profile,
    stock,
    projectIds,
    otherIds,
  }: { profile: CalendarProfile; stock: PartyStock; projectIds: readonly string[]; otherIds: readonly string[] },
): TaskSlot {
  const bare = bareSlot(choice, profile, projectIds, otherIds);
  const toolSkills = slotToolSkills(bare);
  if (toolSkills === null || !('tools' in bare)) return bare;
  return { ...bare, tools: bestToolsFor(profile, toolSkills.skills, stock) } as TaskSlot;
}

function bareSlot(
  choice: TaskChoiceId,
  profile: CalendarProfile,
  projectIds: readonly string[],
  otherIds: readonly string[],
): TaskSlot {
  switch (choice) {
    case 'logging':
    case 'mining':
    case 'quarrying':
    case 'fishing':
    case 'hunting':
    case 'trapping':
      return { kind: 'gathering', skill: choice, tools: 'none' };
    case 'farming':
      return { kind: 'farming', tools: 'none' };
    case 'bushcraft':
      return { kind: 'bushcraft', choices: [] };
    case 'cooking':
      return { kind: 'cooking', tools: 'none', choreDelegationFor: [], preservations: 0, candleBatches: 0 };
    case 'project':
      return { kind: 'project', projectId: projectIds[0] ?? '' };
    case 'cloth':
      return { kind: 'processing', task: { process: 'cloth', tier: 1 }, tools: 'none' };
    case 'cordage':
      return { kind: 'processing', task: { process: 'cordage', clothFragments: 10 }, tools: 'none' };
    case 'lumber':
      return { kind: 'processing', task: { process: 'lumber' }, tools: 'none' };
    case 'arrows':
      return { kind: 'processing', task: { process: 'arrows', heads: 'bone' }, tools: 'none' };
    case 'bolts':
      return { kind: 'processing', task: { process: 'bolts', crossbow: 'one-handed', ingotTier: 1 }, tools: 'none' };
    case 'break-down':
      return {
        kind: 'break-down',
        item: 'weapon',
        tier: 1,
        size: profile.race.sizeCategory,
        tools: 'none',
      };
    case 'travel':
      return { kind: 'travel', road: 'road' };
    case 'medicine':
      return { kind: 'medicine', patientId: otherIds[0] ?? '', tools: 'none' };
    case 'rest':
      return { kind: 'rest' };
    case 'lockpicking':
      return { kind: 'lockpicking', lockTier: 1, tools: 'none', attempts: 5 };
    case 'read':
    case 'write':
      return { kind: 'scholar', mode: choice, tools: 'none' };
    case 'free':
      return { kind: 'free', text: '' };
  }
}
