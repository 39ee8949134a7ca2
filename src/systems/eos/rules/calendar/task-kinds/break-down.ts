import { RulesError, requireOneOf } from '../../../../../core/rules';
import { canBreakDown, breakDown } from '../../crafting/break-down';
import { craftedItem } from '../../crafting/catalog';
import { SKILL_IDS } from '../../schemas/ids';
import { TOOL_LEVELS } from '../../tools';
import { logLine, type DayContext } from '../day-context';
import { skillLevelRecord, type CalendarProfile } from '../party';
import { addCounted, addTiered } from '../stock';
import type { Slot, TaskKind, Who } from './kind';

function breakDownSlot(ctx: DayContext, p: CalendarProfile, who: Who, slot: Slot<'break-down'>): Slot<'break-down'> {
  const check = canBreakDown({ item: slot.item, tools: slot.tools, skills: skillLevelRecord(p) });
  if (!check.ok) throw new RulesError('not-allowed', check.reasons.join(' '));
  const r = breakDown({ item: slot.item, tier: slot.tier, size: slot.size });
  const parts: string[] = [];
  for (const m of r.materials) {
    switch (m.material) {
      case 'metal-ingot':
        addTiered(ctx.stock, 'ingots', m.tier ?? slot.tier, m.quantity);
        parts.push(`${m.quantity} T${m.tier ?? slot.tier} ingots`);
        break;
      case 'full-cloth':
        addTiered(ctx.stock, 'cloth', m.tier ?? slot.tier, m.quantity);
        parts.push(`${m.quantity} T${m.tier ?? slot.tier} cloth`);
        break;
      case 'cloth-fragment':
        addCounted(ctx.stock, 'clothFragments', m.quantity);
        parts.push(`${m.quantity} cloth fragments`);
        break;
      case 'beam-or-lumber':
      case 'lumber':
        addCounted(ctx.stock, 'lumber', m.quantity);
        parts.push(`${m.quantity} lumber`);
        break;
      case 'cordage-feet':
        addCounted(ctx.stock, 'cordageFeet', m.quantity);
        parts.push(`${m.quantity} feet of cordage`);
        break;
      case 'stone':
        addCounted(ctx.stock, 'stone', m.quantity);
        parts.push(`${m.quantity} stones`);
        break;
    }
  }
  if (!ctx.check) ctx.brokenDown.push({ characterId: who.characterId, itemId: slot.itemId ?? null, item: slot.item });
  logLine(
    ctx,
    'tasks',
    who.characterId,
    `${p.name} — breaks down a T${slot.tier} ${craftedItem(slot.item).name} (${slot.size}): ${parts.join(', ')}.`,
  );
  return slot;
}

export const breakDownTask: TaskKind<'break-down'> = {
  perform: breakDownSlot,
  toolSkills: (slot) => ({ skills: SKILL_IDS, tools: requireOneOf('The tools', slot.tools, TOOL_LEVELS), name: 'any' }),
};
