import { logLine } from '../day-context';
import type { TaskKind } from './kind';

/** A task the rules do not know, written out: logged as it is. */
export const freeTask: TaskKind<'free'> = {
  perform: (ctx, profile, who, slot) => {
    logLine(ctx, 'tasks', who.characterId, `${profile.name}: ${slot.text}`);
    return slot;
  },
  toolSkills: () => null,
};
