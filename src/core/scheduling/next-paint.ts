// Buys a frame that shows the tap first: saves, next turns and heavy re-renders start after the browser has painted.
import { startTransition, useEffect, useState } from 'react';

/**
 * Resolves once the browser has painted the next frame (or after `fallbackMs` when it paints no frame: a hidden tab,
 * a test DOM). Work that can wait, such as saving what is already on screen, starts after the frame that shows it.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    if (typeof requestAnimationFrame !== 'function') return;
    // rAF runs just before the paint; a task queued from it runs once the frame is out.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/**
 * Resolves once the next frame is out and the tasks queued while it was drawn (a tap, a timer) have had their turn: a
 * save of what is on screen starts right after them, without delaying them, and at most a task or two after the frame
 * (not at an idle moment, which may come too late for a page about to be closed).
 */
export async function afterNextPaintAndQueuedTasks(): Promise<void> {
  await afterNextPaint();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `value` as it was when the last frame was painted: a new value reaches the caller only after the frame that shows
 * the rest of the page's update (afterNextPaint), as a transition. What renders from it follows a frame later, and
 * never delays the frame that answers a tap. The first value is returned at once.
 */
export function useValueAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    let current = true;
    void afterNextPaint().then(() => {
      if (current) startTransition(() => setPainted(value));
    });
    return () => {
      current = false;
    };
  }, [value]);
  return painted;
}
