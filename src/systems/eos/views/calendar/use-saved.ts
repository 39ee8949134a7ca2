import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface Pending<T> {
  value: T;
  scope: unknown;
  /** The stored value when the save finished (identity): any read after that is at least as new as the save. */
  settledOn?: T;
}

/**
 * A stored value edited in place: the edit shows at once and is saved in the background; the stored value (read live)
 * takes over again once it has caught up. Without this a number typed into a field would flicker back to the stored
 * value between the keystroke and the write. A failed save is reported by `onError` and the stored value returns.
 *
 * `save` gets the edit and the value it was made from, and may answer with what it stored (a merge with another tab's
 * changes, see savePlan): that shows until the live read brings it, or anything newer, back.
 *
 * `scope` (the calendar's day): an edit pending from another scope is dropped, so a new day starts from what is stored.
 * The setter keeps its identity from render to render; it takes a value, or an edit of the value as it is now (which
 * sees an edit made a moment before, not yet rendered).
 */
export function useSaved<T>(
  stored: T,
  save: (value: T, before: T) => Promise<T | void>,
  onError: (error: unknown) => void,
  scope: unknown = null,
): [T, (value: T | ((current: T) => T)) => void] {
  const [pending, setPending] = useState<Pending<T> | null>(null);
  const shown = pending !== null && pending.scope === scope ? pending.value : stored;

  useEffect(() => {
    // Only this pending edit: one made since (before this effect ran) must not be dropped.
    if (
      pending !== null &&
      (pending.scope !== scope ||
        (pending.settledOn !== undefined && pending.settledOn !== stored) ||
        JSON.stringify(pending.value) === JSON.stringify(stored))
    ) {
      setPending((p) => (p === pending ? null : p));
    }
  }, [stored, pending, scope]);

  const latest = useRef({ shown, stored, save, onError, scope });
  useLayoutEffect(() => {
    latest.current = { shown, stored, save, onError, scope };
  });

  const change = useCallback((next: T | ((current: T) => T)) => {
    const { save, onError, scope, shown: before } = latest.current;
    const value = typeof next === 'function' ? (next as (current: T) => T)(before) : next;
    latest.current = { ...latest.current, shown: value };
    const mine: Pending<T> = { value, scope };
    setPending(mine);
    save(value, before).then(
      (written) => {
        const settled: Pending<T> = { value: written ?? value, scope, settledOn: latest.current.stored };
        setPending((p) => (p === mine ? settled : p));
      },
      (error: unknown) => {
        setPending((p) => (p === mine ? null : p));
        onError(error);
      },
    );
  }, []);

  return [shown, change];
}
