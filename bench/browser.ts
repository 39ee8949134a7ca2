/**
 * Chromium for the benchmark, driven by playwright-core with the browser tests' flags, and the in-page timing helpers
 * every browser figure uses: CPU throttling through CDP, and `timeUntil`, which times a click or a file choice to the
 * first painted frame in which a condition on the page holds.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';

/** The app is tablet-first: the benchmark looks at it in portrait on a tablet. */
export const VIEWPORT = { width: 820, height: 1180 };
/** "4× CPU throttling": a mid-range tablet on this machine's cores. */
export const CPU_SLOWDOWN = 4;

export function launch(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * tsx compiles the bench with esbuild's keepNames, which wraps named functions in `__name(…)`; functions handed to the
 * page (page.evaluate, init scripts) carry those calls, so every page gets a harmless `__name`.
 */
export const NAME_SHIM = { content: 'globalThis.__name = (target) => target;' };

/** A new browser context for the benchmark (tablet viewport unless said), ready for functions from tsx. */
export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, ...options });
  await context.addInitScript(NAME_SHIM);
  return context;
}

/** A new page whose CPU runs `rate` times slower (Emulation.setCPUThrottlingRate lasts across navigations). */
export async function throttledPage(context: BrowserContext, rate = CPU_SLOWDOWN): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as Page & { benchErrors: string[] }).benchErrors = errors;
  return page;
}

export function pageErrors(page: Page): string[] {
  return (page as Page & { benchErrors?: string[] }).benchErrors ?? [];
}

/**
 * Times a user action: from the moment the page receives `event` (the click or the file choice; the page's own clock)
 * to the end of the first frame painted after `ready` (a JS expression evaluated in the page) became true. The page
 * is watched with a MutationObserver and reports back through one pending promise, so nothing of the benchmark runs in
 * the page while the action is timed (no polling, no script injected meanwhile).
 */
export async function timeUntil(
  page: Page,
  options: { event: 'click' | 'change'; ready: string; timeoutMs?: number },
  act: () => Promise<void>,
): Promise<number> {
  await page.evaluate(
    ({ event, ready }) => {
      const state: {
        start: number | null;
        done: Promise<number>;
        finish?: (ms: number) => void;
        fail?: (error: Error) => void;
      } = { start: null, done: Promise.resolve(0) };
      state.done = new Promise<number>((resolve, reject) => {
        state.finish = resolve;
        state.fail = reject;
      });
      (window as unknown as { __bench: typeof state }).__bench = state;
      // The condition comes from the bench as text (a function cannot cross into the page with its closure).
      const holds = new Function(`return Boolean(${ready});`) as () => boolean;
      let seen = false;
      const check = () => {
        if (seen || state.start === null || !holds()) return;
        seen = true;
        observer.disconnect();
        // The frame that shows it: rAF runs before the paint, the task after it runs once the frame is out.
        requestAnimationFrame(() => setTimeout(() => state.finish!(performance.now() - state.start!), 0));
      };
      const observer = new MutationObserver(check);
      document.addEventListener(
        event,
        () => {
          state.start ??= performance.now();
          // Checked before the app's own listeners run: a condition that already holds would time nothing.
          queueMicrotask(() => {
            if (holds()) state.fail!(new Error(`Ready before the app answered the ${event}: ${ready}`));
            else check();
          });
        },
        { capture: true, once: true },
      );
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    },
    { event: options.event, ready: options.ready },
  );
  // Asked for before the action, answered when the frame is out.
  const done = page.evaluate(() => (window as unknown as { __bench: { done: Promise<number> } }).__bench.done);
  await act();
  const timeoutMs = options.timeoutMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${options.ready}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([done, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** In the page: resolves once it has had no long task (> 50 ms) for `quietMs`, at most `maxMs` from now. */
export function waitForQuiet({ quietMs, maxMs }: { quietMs: number; maxMs: number }): Promise<void> {
  return new Promise<void>((resolve) => {
    const started = performance.now();
    let last = performance.now();
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) last = Math.max(last, entry.startTime + entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const tick = () => {
      const now = performance.now();
      if (now - last >= quietMs || now - started >= maxMs) {
        observer.disconnect();
        resolve();
      } else setTimeout(tick, 100);
    };
    setTimeout(tick, 100);
  });
}

/** Waits until the page has had no long task (> 50 ms) for `quietMs`, at most `maxMs`: the page has settled. */
export async function settle(page: Page, quietMs = 1000, maxMs = 30_000): Promise<void> {
  await page.evaluate(waitForQuiet, { quietMs, maxMs });
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
