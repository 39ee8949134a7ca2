import { pagesReadPerTask, pagesWrittenPerDay } from '../../gathering/scholar';
import { logLine, type DayContext } from '../day-context';
import type { CalendarProfile } from '../party';
import { toolkitOf, type Slot, type TaskKind, type Who } from './kind';

function scholar(ctx: DayContext, p: CalendarProfile, who: Who, slot: Slot<'scholar'>): Slot<'scholar'> {
  const level = p.skill('scholar');
  const title = slot.title ? ` "${slot.title}"` : '';
  switch (slot.mode) {
    case 'read': {
      const pages = pagesReadPerTask(level);
      logLine(ctx, 'tasks', who.characterId, `${p.name} — reads${title}: 25 × Scholar ${level} = ${pages} pages.`);
      return slot;
    }
    case 'write': {
      const pages = pagesWrittenPerDay({ level, tools: slot.tools });
      logLine(ctx, 'tasks', who.characterId, `${p.name} — writes${title}: Scholar ${level} × 1 = ${pages} pages.`);
      return slot;
    }
  }
}

export const scholarTask: TaskKind<'scholar'> = {
  perform: scholar,
  toolSkills: (slot) => (slot.mode === 'write' ? toolkitOf('scholar', slot.tools) : null),
};
