import { logLine } from '../day-context';
import type { TaskKind } from './kind';

export const restTask: TaskKind<'rest'> = {
  perform: (ctx, profile, who, slot) => {
    logLine(ctx, 'tasks', who.characterId, `${profile.name} rests.`);
    return slot;
  },
  toolSkills: () => null,
};
