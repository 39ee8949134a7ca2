import { useRef } from 'react';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * `next`, with every part that deep-equals the same part of `prev` replaced by `prev`'s object: unchanged parts keep
 * their identity. A live query hands back a fresh copy of a record after every write; with this, a fight's unchanged
 * combatants and log entries stay the same objects, so memoized views of them skip rendering.
 */
export function replaceEqualDeep<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const out = next.map((item: unknown, i) => {
      const kept = replaceEqualDeep(prev[i], item);
      if (kept !== prev[i]) same = false;
      return kept;
    });
    return (same ? prev : out) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(prev).length;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const kept = replaceEqualDeep(prev[key], next[key]);
      if (kept !== prev[key] || !Object.hasOwn(prev, key)) same = false;
      out[key] = kept;
    }
    return (same ? prev : out) as T;
  }
  return next;
}

/**
 * The value, sharing every unchanged part with the value of the previous render (see replaceEqualDeep). `derived`: the
 * value was built from the previous one (a page's own step), so it shares every unchanged part already and is taken
 * as it is, without walking it.
 */
export function useStableValue<T>(value: T, derived = false): T {
  const last = useRef<T>(value);
  const stable = derived ? value : replaceEqualDeep(last.current, value);
  last.current = stable;
  return stable;
}
