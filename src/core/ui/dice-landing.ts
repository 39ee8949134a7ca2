import { useEffect, useRef } from 'react';
import { afterNextPaintAndQueuedTasks } from '../scheduling/next-paint';

/**
 * A ref for a throw's dice that "land" (the `dice-pop` animation) once the frame showing them is out and the tasks
 * queued meanwhile have run: the numbers are on screen at once, and the flourish delays neither that frame nor a tap
 * that follows it (an animation adds a compositor layer and frames of its own). The animation starts and ends at rest,
 * so nothing jumps when it begins a frame late. `throwKey` names the throw shown (null: none); each new throw lands
 * again.
 */
export function useDiceLanding<T extends HTMLElement>(throwKey: string | number | null) {
  const dice = useRef<T>(null);
  useEffect(() => {
    if (throwKey === null) return;
    let current = true;
    void afterNextPaintAndQueuedTasks().then(() => {
      if (current) dice.current?.classList.add('dice-pop');
    });
    return () => {
      current = false;
    };
  }, [throwKey]);
  return dice;
}
