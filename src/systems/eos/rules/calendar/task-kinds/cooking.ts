import { RulesError } from '../../../../../core/rules';
import { cookingSpend } from '../../gathering/cooking';
import { logLine, type DayContext } from '../day-context';
import { preserveOldest } from '../eating';
import type { CalendarProfile } from '../party';
import { addCounted, takeCounted } from '../stock';
import { num, toolkitOf, toolsText, type Slot, type TaskKind, type Who } from './kind';

function cooking(ctx: DayContext, p: CalendarProfile, who: Who, slot: Slot<'cooking'>): Slot<'cooking'> {
  const level = p.skill('cooking');
  if (level < 1) throw new RulesError('not-allowed', `${p.name} has no Cooking: Cooking 0 gives 0 Cooking Points.`);
  const spend = cookingSpend({
    level,
    tools: slot.tools,
    size: p.race.sizeCategory,
    choreDelegations: slot.choreDelegationFor.length,
    preservations: slot.preservations,
    candleBatches: slot.candleBatches,
  });
  for (const id of slot.choreDelegationFor) {
    const ally = ctx.profiles.get(id);
    if (ally === undefined)
      throw new RulesError('unknown-option', `Chore Delegation names "${id}", who is not in the party.`);
    if (id === who.characterId)
      throw new RulesError('not-allowed', 'Chore Delegation is given to an ally, not to the cook.');
    if (ctx.choreDelegated.has(id)) {
      throw new RulesError(
        'not-allowed',
        `Chore Delegation "may not be applied to any character more than once each day" (${ally.name}).`,
      );
    }
    ctx.choreDelegated.add(id);
  }
  if (spend.animalFatNeeded > 0) takeCounted(ctx.stock, 'animalFat', spend.animalFatNeeded, `${p.name}'s candles`);
  addCounted(ctx.stock, 'candles', spend.candles);
  const preserved = spend.foodPreserved;
  ctx.stock.food = preserveOldest(ctx.stock.food, ctx.day, preserved, `${p.name}'s preserving`);
  ctx.foodPreserved += preserved;
  const names = slot.choreDelegationFor.map((id) => ctx.profiles.get(id)?.name ?? id);
  const parts = [
    names.length > 0 ? `Chore Delegation for ${names.join(', ')}` : '',
    slot.preservations > 0 ? `${slot.preservations} points preserve ${num(preserved)} food` : '',
    slot.candleBatches > 0 ? `${spend.candles} candles from ${spend.animalFatNeeded} animal fat` : '',
  ].filter(Boolean);
  logLine(
    ctx,
    'tasks',
    who.characterId,
    `${p.name} — Cooking ${level}${toolsText(slot.tools)}: ${spend.pointsUsed} of ${spend.pointsUsed + spend.pointsLeft} points used${parts.length ? `: ${parts.join('; ')}` : ''}.`,
  );
  return slot;
}

export const cookingTask: TaskKind<'cooking'> = {
  perform: cooking,
  toolSkills: (slot) => toolkitOf('cooking', slot.tools),
};
