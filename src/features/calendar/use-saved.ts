import { useEffect, useState } from 'react';

/**
 * A stored value edited in place: the edit shows at once and is saved in the background; the stored value (read live)
 * takes over again once it has caught up. Without this a number typed into a field would flicker back to the stored
 * value between the keystroke and the write. A failed save is reported by `onError` and the stored value returns.
 */
export function useSaved<T>(
  stored: T,
  save: (value: T) => Promise<unknown>,
  onError: (error: unknown) => void,
): [T, (value: T) => void] {
  const [pending, setPending] = useState<{ value: T } | null>(null);

  useEffect(() => {
    // Only this pending edit: one made since (before this effect ran) must not be dropped.
    if (pending !== null && JSON.stringify(pending.value) === JSON.stringify(stored)) {
      setPending((p) => (p === pending ? null : p));
    }
  }, [stored, pending]);

  function change(value: T) {
    const mine = { value };
    setPending(mine);
    save(value).catch((error: unknown) => {
      setPending((p) => (p === mine ? null : p));
      onError(error);
    });
  }

  return [pending === null ? stored : pending.value, change];
}
