import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaintAndQueuedTasks } from '../../src/core/scheduling/next-paint';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('waiting for the next frame and the tasks queued behind it', () => {
  it('starts the work (a save) after the frame, and after a timer queued as the frame was drawn', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
    const order: string[] = [];
    void afterNextPaintAndQueuedTasks().then(() => order.push('save'));
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual([]);

    // The frame: its callbacks run in order; another one (a measurement, say) queues a task of its own.
    frames.shift()!(0);
    setTimeout(() => order.push('queued in the frame'), 0);
    await vi.runAllTimersAsync();
    expect(order).toEqual(['queued in the frame', 'save']);
  });
});
