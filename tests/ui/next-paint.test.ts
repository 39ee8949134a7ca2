import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleAfterNextPaint } from '../../src/components/next-paint';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('waiting for an idle moment after the next frame', () => {
  it('waits for the frame, then for the browser to be idle, before the work (a save) starts', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const idle: { run: IdleRequestCallback; timeout?: number }[] = [];
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback, options?: IdleRequestOptions) =>
      idle.push({ run, timeout: options?.timeout }),
    );
    let started = false;
    void idleAfterNextPaint(250).then(() => (started = true));

    frames.shift()!(0);
    await vi.advanceTimersByTimeAsync(0); // the task after the frame
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(250);
    expect(started).toBe(false);

    idle[0]!.run({ didTimeout: false, timeRemaining: () => 10 });
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(true);
  });
});
