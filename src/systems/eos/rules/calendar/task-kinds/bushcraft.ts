import { bushcraftDailyTask } from '../../gathering/bushcraft';
import { logLine, type DayContext } from '../day-context';
import type { CalendarProfile } from '../party';
import { addCounted, takeCounted } from '../stock';
import { foodBatch, type Slot, type TaskKind, type Who } from './kind';

function bushcraft(ctx: DayContext, p: CalendarProfile, who: Who, slot: Slot<'bushcraft'>): Slot<'bushcraft'> {
  const level = p.skill('bushcraft');
  const r = bushcraftDailyTask({ level, choices: slot.choices });
  const parts: string[] = [];
  let food = 0;
  for (const out of r.outputs) {
    switch (out.id) {
      case 'cordage':
        addCounted(ctx.stock, 'cordageFeet', out.quantity);
        break;
      case 'food':
        food += out.quantity;
        break;
      case 'torch':
        addCounted(ctx.stock, 'torches', out.quantity);
        break;
      case 'fire':
        addCounted(ctx.stock, 'firewoodDays', out.quantity);
        break;
      case 'cloak':
      case 'spear':
      case 'crude-toolkit':
      case 'shelter':
      case 'raft':
      case 'skid':
      case 'container': {
        const what = out.tier
          ? `${out.unit} (T${out.tier})`
          : out.persons
            ? `${out.unit} for ${out.persons}`
            : out.unit;
        if (!ctx.check) ctx.made.push({ characterId: who.characterId, what, quantity: out.quantity });
        break;
      }
    }
    parts.push(
      `${out.quantity} ${out.unit}${out.tier ? ` T${out.tier}` : ''}${out.persons ? ` for ${out.persons}` : ''}`,
    );
  }
  foodBatch(ctx, who, 'bushcraft', food);
  if (r.cordageFeetNeeded > 0) takeCounted(ctx.stock, 'cordageFeet', r.cordageFeetNeeded, `${p.name}'s Bushcraft`);
  logLine(
    ctx,
    'tasks',
    who.characterId,
    `${p.name} — Bushcraft ${level} (${slot.choices.length} of ${level} sub-tasks): ${parts.join(', ') || 'nothing chosen'}${r.cordageFeetNeeded > 0 ? `; ${r.cordageFeetNeeded} feet of cordage used` : ''}.`,
  );
  return slot;
}

export const bushcraftTask: TaskKind<'bushcraft'> = {
  perform: bushcraft,
  toolSkills: () => null,
};
