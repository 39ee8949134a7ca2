import * as Y from 'yjs';
import { isId } from '../../../server/protocol';
import { characterStats, COUNTED_MATERIALS, ruleOptions, type HouseRules } from '../../systems/eos/rules';
import { getPath, withPath } from './json-paths';
import type { SyncedTable } from './placement';

/**
 * Counters: the fields that devices change by adding to them (damage, experience, stock used and gathered), so that
 * two devices which each took 5 HP apart leave 10 off, not 5. A counter is stored as a Y.Map of one running total per
 * device next to the value it was last set to (`#base`); each device writes only its own key, so Yjs's map merge keeps
 * every device's change and the value is the base plus every total. Setting a value (a new record, healing to full)
 * replaces the counter's map and wins over a change made to the old one meanwhile, the same on every device.
 *
 * The Eos fields below are the Eos pack's declaration; the issue-18 envelope will take it from the pack.
 */
export interface CounterField {
  /** The field's path in the record ("build.exp" is ['build', 'exp']). */
  readonly path: readonly string[];
  /** For a field where null stands for a number ("null means at maximum"): that number, or undefined when unknown. */
  readonly nullMeans?: (record: unknown, houseRules: HouseRules | undefined) => number | undefined;
  /** The least the merged value may be: two devices that each used the last 5 wood leave 0, not −5. */
  readonly floor?: number;
}

/** A character's maximum HP, which a null `currentHp` stands for; undefined while its build cannot be summed up. */
function maxHpOf(record: unknown, houseRules: HouseRules | undefined): number | undefined {
  try {
    const build = (record as { system: { build: Parameters<typeof characterStats>[0] } }).system.build;
    return characterStats(build, ruleOptions(houseRules).character).maxHp.value;
  } catch {
    return undefined; // a draft without a race, or a build a tampered device sent: the schema check says which
  }
}

export const COUNTER_FIELDS: { readonly [T in SyncedTable]?: readonly CounterField[] } = {
  // An Eos character's counters, inside its envelope's payload.
  characters: [{ path: ['system', 'build', 'exp'] }, { path: ['system', 'currentHp'], nullMeans: maxHpOf }],
  calendars: COUNTED_MATERIALS.map((material) => ({ path: ['state', 'stock', 'counts', material], floor: 0 })),
};

/** The key of a counter in its record's Y.Map: "counter:build.exp" (no field name holds a colon). */
export function counterKey(field: CounterField): string {
  return `counter:${field.path.join('.')}`;
}

export function isCounterKey(key: string): boolean {
  return key.startsWith('counter:');
}

const BASE = '#base';

/** A counter's value as stored, or what is wrong with it (a tampered device's doing). */
export function readCounter(
  stored: unknown,
  field: CounterField,
  record: unknown,
  houseRules: HouseRules | undefined,
): { value: number | null } | { problem: string } {
  if (!(stored instanceof Y.Map)) return { problem: 'it is not a counter' };
  const base: unknown = stored.get(BASE);
  if (base !== null && !(typeof base === 'number' && Number.isFinite(base)))
    return { problem: `its starting value ${String(base)} is not a number` };
  let sum = 0;
  // Summed in one order on every device, so fractions (food units) come out the same to the last digit.
  for (const device of [...stored.keys()].sort()) {
    if (device === BASE) continue;
    const total: unknown = stored.get(device);
    if (!isId(device) || typeof total !== 'number' || !Number.isFinite(total)) {
      return { problem: `a device’s change to it (${JSON.stringify(device)}) is not a number` };
    }
    sum += total;
  }
  if (base === null && sum === 0) return { value: null };
  const from = base ?? field.nullMeans?.(record, houseRules);
  if (from === undefined) return { problem: 'it was changed from a value this device cannot work out' };
  return { value: field.floor === undefined ? from + sum : Math.max(field.floor, from + sum) };
}

/**
 * Makes the counter in `entry` read `next`: adds the difference to this device's total, or sets it anew when it is
 * set to null, missing or unreadable, or leaves null for a number null does not stand for here.
 */
export function writeCounter(
  entry: Y.Map<unknown>,
  field: CounterField,
  next: number | null,
  context: { deviceId: string; record: unknown; houseRules: HouseRules | undefined },
): void {
  const key = counterKey(field);
  const stored = entry.get(key);
  const current = readCounter(stored, field, context.record, context.houseRules);
  if ('value' in current && current.value === next) return;
  let from = 'value' in current ? current.value : undefined;
  if (from === null) from = field.nullMeans?.(context.record, context.houseRules);
  if (next === null || from === undefined || !(stored instanceof Y.Map)) {
    const fresh = new Y.Map<unknown>();
    fresh.set(BASE, next);
    entry.set(key, fresh);
    return;
  }
  const mine: unknown = stored.get(context.deviceId);
  stored.set(context.deviceId, (typeof mine === 'number' ? mine : 0) + (next - from));
}

/**
 * A character healed on two devices at once past the maximum is at the maximum (null: "healing gives it back, never
 * above the maximum"), though each device alone wrote a value within it. Applied once the record passed its schema,
 * so a value past the schema's bounds (HP 10⁹) is refused, not settled.
 */
export function settleCounters<T>(record: T, fields: readonly CounterField[], houseRules: HouseRules | undefined): T {
  let settled = record;
  for (const field of fields) {
    const value = getPath(settled, field.path);
    const meant = field.nullMeans?.(settled, houseRules);
    if (typeof value === 'number' && meant !== undefined && value > meant) {
      settled = withPath(settled, field.path, null) as T;
    }
  }
  return settled;
}
