import { entryOf, type CharacterDayPlan, type DayPlan, type TaskSlot } from '../../rules';

/**
 * Edits of a day plan as the planner grid makes them: each returns a new plan and leaves the old one alone (the stored
 * plan is only replaced by savePlan). No rule is decided here; validatePlan judges the result.
 */

const EMPTY: CharacterDayPlan = { slots: [] };

export function characterPlan(plan: DayPlan, characterId: string): CharacterDayPlan {
  return entryOf(plan.characters, characterId) ?? EMPTY;
}

export function withCharacterPlan(plan: DayPlan, characterId: string, own: CharacterDayPlan): DayPlan {
  return { ...plan, characters: { ...plan.characters, [characterId]: own } };
}

/** Sets slot `index` (appending when it is the next one); null clears it and the slots after it move up. */
export function withSlot(plan: DayPlan, characterId: string, index: number, slot: TaskSlot | null): DayPlan {
  const own = characterPlan(plan, characterId);
  const slots = [...own.slots];
  if (slot === null) slots.splice(index, 1);
  else slots[index] = slot;
  return withCharacterPlan(plan, characterId, { ...own, slots: slots.filter((s) => s !== undefined) });
}

/** Changes some fields of the character's day (ration, fat, carried). undefined removes a field. */
export function withCharacterFields(
  plan: DayPlan,
  characterId: string,
  fields: Partial<Omit<CharacterDayPlan, 'slots'>>,
): DayPlan {
  const own: Record<string, unknown> = { ...characterPlan(plan, characterId), ...fields };
  for (const [key, value] of Object.entries(own)) if (value === undefined) delete own[key];
  return withCharacterPlan(plan, characterId, own as unknown as CharacterDayPlan);
}

/** The same slots for everyone as the day before is the default; this clears every slot of every character. */
export function clearedPlan(plan: DayPlan): DayPlan {
  return {
    ...plan,
    characters: Object.fromEntries(Object.entries(plan.characters).map(([id, own]) => [id, { ...own, slots: [] }])),
  };
}
