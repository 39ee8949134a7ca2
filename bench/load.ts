/**
 * Floor vs app: each page loaded cold (a new browser context: no cache, no storage) with the CPU throttled 4×, the two
 * alternating in one run so both see the same machine. LCP is the last largest-contentful-paint entry; total blocking
 * time is the sum over long tasks after first contentful paint of their time beyond 50 ms, until the page has been
 * quiet (no long task) for a second. The pages are driven over a bare DevTools session (bare-page.ts), as a player's
 * browser runs them: playwright's own session would add a debugger's cost to the load.
 */
import type { Browser } from 'playwright-core';
import { BarePage } from './bare-page';
import { median, waitForQuiet } from './browser';

export interface LoadSample {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  longTasks: number;
}

export interface LoadFigures {
  samples: LoadSample[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

export interface LoadReport {
  floor: LoadFigures;
  app: LoadFigures;
  /** Median app LCP ÷ median floor LCP. */
  lcpRatio: number;
}

/** Installed before any script of the page: records paints and long tasks from the very start. */
function observeLoad() {
  const record = { lcp: 0, fcp: 0, longTasks: [] as { start: number; duration: number }[] };
  (window as unknown as { __load: typeof record }).__load = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function loadOnce(browser: Browser, url: string): Promise<LoadSample> {
  const page = await BarePage.open(browser);
  try {
    await page.addInitScript(observeLoad);
    await page.goto(url);
    await page.evaluate(waitForQuiet, { quietMs: 1000, maxMs: 15_000 });
    return await page.evaluate(() => {
      const record = (
        window as unknown as {
          __load: { lcp: number; fcp: number; longTasks: { start: number; duration: number }[] };
        }
      ).__load;
      const blocking = record.longTasks
        .filter((t) => t.start + t.duration > record.fcp)
        .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      return { fcpMs: record.fcp, lcpMs: record.lcp, tbtMs: blocking, longTasks: record.longTasks.length };
    }, null);
  } finally {
    await page.close();
  }
}

function figures(samples: LoadSample[]): LoadFigures {
  return {
    samples,
    fcpMs: median(samples.map((s) => s.fcpMs)),
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
  };
}

export async function measureLoad(
  browser: Browser,
  urls: { floor: string; app: string },
  runs: number,
): Promise<LoadReport> {
  // One untimed load of each first: the server's and the browser's first-use costs are not the pages'.
  await loadOnce(browser, urls.floor);
  await loadOnce(browser, urls.app);
  const floor: LoadSample[] = [];
  const app: LoadSample[] = [];
  for (let run = 0; run < runs; run++) {
    // Alternate which goes first, so neither always runs on a warmer machine.
    if (run % 2 === 0) {
      floor.push(await loadOnce(browser, urls.floor));
      app.push(await loadOnce(browser, urls.app));
    } else {
      app.push(await loadOnce(browser, urls.app));
      floor.push(await loadOnce(browser, urls.floor));
    }
  }
  const report = { floor: figures(floor), app: figures(app) };
  return { ...report, lcpRatio: report.app.lcpMs / report.floor.lcpMs };
}
