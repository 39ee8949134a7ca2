import { RulesError } from '../../../../../core/rules';
import type { DayContext } from '../day-context';
import type { CalendarProfile } from '../party';
import type { Slot, TaskKind, Who } from './kind';

function projectStep(ctx: DayContext, _profile: CalendarProfile, who: Who, slot: Slot<'project'>): Slot<'project'> {
  const project = ctx.projects.find((pr) => pr.id === slot.projectId);
  if (project === undefined) {
    // An empty id is a "Work on a project" chosen by someone who has none; another is a project finished or abandoned.
    throw new RulesError(
      'unknown-option',
      slot.projectId === ''
        ? `${who.name} has no project to work on: start one on the Projects tab, or choose another task.`
        : 'The project this task named is no longer in the camp (finished or abandoned): choose another task.',
    );
  }
  if (project.makerId !== who.characterId) {
    const maker = ctx.profiles.get(project.makerId)?.name ?? project.makerId;
    throw new RulesError('not-allowed', `Only its maker (${maker}) works on this project.`);
  }
  ctx.projectSteps.push({ characterId: who.characterId, slotIndex: who.slotIndex, projectId: project.id });
  return slot;
}

export const projectTask: TaskKind<'project'> = {
  perform: projectStep,
  toolSkills: () => null,
};
