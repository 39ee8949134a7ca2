// Buys taps without long tasks: work done ahead of them (the planner's next days, a sheet) runs a step per idle moment.
import { useEffect, useState } from 'react';

/**
 * Runs `steps` in order, one per idle moment of the browser (a short timer where there is no requestIdleCallback), so
 * work done ahead of a tap never makes a long task. A step may return a promise: the next one waits for it. Returns a
 * function that drops the steps not run yet.
 */
export function eachIdle(steps: readonly (() => unknown)[], timeoutMs = 3000): () => void {
  const queue = [...steps];
  let cancel: (() => void) | null = null;
  let cancelled = false;
  const schedule = () => {
    if (cancelled || queue.length === 0) return;
    const run = () => {
      cancel = null;
      const step = queue.shift();
      if (cancelled || step === undefined) return;
      void Promise.resolve()
        .then(step)
        .catch(() => undefined)
        .finally(schedule);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: timeoutMs });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 50);
      cancel = () => clearTimeout(id);
    }
  };
  schedule();
  return () => {
    cancelled = true;
    cancel?.();
  };
}

/** false until the browser's first idle moment after the component mounts, then true. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => eachIdle([() => setIdle(true)]), []);
  return idle;
}
