import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, pageErrors, viewports } from './browser';

/**
 * Issue 7, the first paint: the build writes the home page's HTML into index.html (scripts/prerender-home.ts), so "/"
 * is on screen before any script runs and React then takes that markup over (hydration). index.html is also what every
 * deep link is served, and there the races must never show, not even for one frame.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Records, from before the page's first byte, whether the races' heading was visible in any frame drawn. */
function watchFrames(): void {
  const seen = { frames: 0, racesVisible: 0, firstHeading: null as Element | null };
  (window as unknown as { __frames: typeof seen }).__frames = seen;
  const frame = () => {
    seen.frames++;
    const heading = document.getElementById('races-title');
    seen.firstHeading ??= heading;
    if (heading?.checkVisibility()) seen.racesVisible++;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Like openPage, with watchFrames installed before the first navigation. */
function openWatched(path: string, viewport: keyof typeof viewports): Promise<Page> {
  return openPage(browser, path, viewport, watchFrames);
}

async function framesSeen(page: Page): Promise<{ frames: number; racesVisible: number }> {
  return page.evaluate(() => {
    const { frames, racesVisible } = (window as unknown as { __frames: { frames: number; racesVisible: number } })
      .__frames;
    return { frames, racesVisible };
  });
}

describe('the prerendered home page', () => {
  it('is in the HTML the server sends for "/": the heading and the first screenful of race cards', async () => {
    const html = await (await fetch(`${inject('baseUrl')}/`)).text();
    const root = html.slice(html.indexOf('<div id="root" data-prerendered>'));
    expect(root).toContain('<h1 id="races-title">Races of Eos</h1>');
    expect(root.match(/<li class="card" aria-labelledby="race-/gu)).toHaveLength(6);
  });

  it('shows the races with JavaScript turned off: it is painted before any script runs', async () => {
    const context = await browser.newContext({ viewport: viewports.tablet, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/`);
    expect(await page.getByRole('heading', { level: 1, name: 'Races of Eos' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(6);
    await context.close();
  });

  it('is taken over by React as it is (the same elements, no errors) and then works', async () => {
    const page = await openWatched('/', 'tablet');
    await page.getByLabel('Search races and specials').fill('regenerat');
    await page.getByText(/^[1-9] of 22 races$/u).waitFor();
    // The heading drawn from the HTML is still the one on screen: hydration kept it instead of drawing a new page.
    expect(
      await page.evaluate(() => {
        const first = (window as unknown as { __frames: { firstHeading: Element | null } }).__frames.firstHeading;
        return first !== null && first === document.getElementById('races-title') && first.isConnected;
      }),
    ).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  // On a phone "More" is a native disclosure that opens before React has come alive; React must then read it as open,
  // or its links stay hidden from the accessibility tree (found in CI: a test tapping More early could not find them).
  it('keeps a phone’s More menu usable when it was opened before the page came alive', async () => {
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Not waiting for the load event: it waits for the scripts held back.
    await page.goto(`${inject('baseUrl')}/`, { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'More' }).click();
    release();
    await page.getByLabel('Search races and specials').fill('regenerat');
    await page.getByText(/^[1-9] of 22 races$/u).waitFor();
    await nav.getByRole('link', { name: 'Calculators', exact: true }).click({ timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: 'Calculators' }).waitFor();
    await context.close();
  });

  for (const path of ['/rulings', '/campaigns', '/dice', '/no/such/page']) {
    it(`never shows the races on a deep link to ${path}, not even for a frame`, async () => {
      const page = await openWatched(path, 'phone');
      // Once from the server's fallback, once more as the service worker may serve it after the first visit.
      for (const load of ['first', 'reload']) {
        if (load === 'reload') await page.reload();
        await page.locator('h1').filter({ hasNotText: 'Races of Eos' }).first().waitFor();
        const { frames, racesVisible } = await framesSeen(page);
        expect(frames).toBeGreaterThan(0);
        expect(racesVisible).toBe(0);
        expect(await page.locator('#races-title').count()).toBe(0);
      }
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    });
  }
});
