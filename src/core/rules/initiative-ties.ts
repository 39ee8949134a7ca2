import { entryOf } from './keyed';
import { requireInput, requireList, requireNumber } from './errors';
/** A tie in typed initiative that still waits for its re-roll. */
export interface InitiativeTie {
  /** The combatants tied, in the order given. */
  readonly ids: readonly string[];
  /** The total they tie at. */
  readonly total: number;
  /** Which re-roll they need: 1 for the first tie-breaker, 2 when the first re-roll tied again … */
  readonly reroll: number;
}

/** Where typed initiative stands: how many re-rolls each combatant's entry needs, and the ties still to break. */
export interface InitiativeTieBreaks {
  /** Re-roll totals that belong to each combatant's entry (0 when never tied); typed re-rolls beyond it are not used. */
  readonly rerolls: Readonly<Record<string, number>>;
  readonly waiting: readonly InitiativeTie[];
}

/**
 * Turn Order & Initiative: "Any tie will be rerolled to determine turn order placement as a tie-breaker" — among the
 * tied only, again until broken (R-dice-2). Given the totals typed so far (the 1d20 + Reflex total first, then any
 * re-roll totals), says who is tied and needs a re-roll, so the table can be asked for exactly those dice before
 * setInitiative. Combatants with no total yet are left out.
 * @example initiativeTieBreaks({ ayla: [15], wolf: [15], bear: [9] }).waiting // [{ ids: ['ayla', 'wolf'], total: 15, reroll: 1 }]
 */
export function initiativeTieBreaks(totals: Readonly<Record<string, readonly number[]>>): InitiativeTieBreaks {
  requireInput('Initiative tie breaks', totals);
  for (const [id, rolls] of Object.entries(totals)) {
    for (const total of requireList(`${id}’s initiative rolls`, rolls))
      requireNumber(`${id}’s initiative roll`, total, -Number.MAX_VALUE);
  }
  // Without a prototype: a combatant's id is written as a key.
  const rerolls = Object.create(null) as Record<string, number>;
  const waiting: InitiativeTie[] = [];
  const visit = (ids: readonly string[], level: number): void => {
    const groups = new Map<number, string[]>();
    for (const id of ids) {
      const total = entryOf(totals, id)?.[level] as number;
      groups.set(total, [...(groups.get(total) ?? []), id]);
    }
    for (const [total, group] of [...groups.entries()].sort(([a], [b]) => b - a)) {
      if (group.length === 1) continue;
      for (const id of group) rerolls[id] = level + 1;
      if (group.every((id) => entryOf(totals, id)?.[level + 1] !== undefined)) visit(group, level + 1);
      else waiting.push({ ids: group, total, reroll: level + 1 });
    }
  };
  const typed = Object.keys(totals).filter((id) => entryOf(totals, id)?.[0] !== undefined);
  for (const id of typed) rerolls[id] = 0;
  visit(typed, 0);
  return { rerolls, waiting };
}
