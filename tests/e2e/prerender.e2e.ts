import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GAMES } from '../../src/app/systems';
import { launchBrowser, openPage, pageErrors, viewports } from './browser';

/**
 * Issue 7, the first paint: the build writes the home page's HTML into index.html (scripts/prerender-home.ts), so "/"
 * is on screen before any script runs and React then takes that markup over (hydration). index.html is also what every
 * deep link is served, and there the home page must never show, not even for one frame.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Records, from before the page's first byte, whether the home page's heading was visible in any frame drawn. */
function watchFrames(): void {
  const seen = { frames: 0, homeVisible: 0, firstHeading: null as Element | null };
  (window as unknown as { __frames: typeof seen }).__frames = seen;
  const frame = () => {
    seen.frames++;
    const heading = document.getElementById('games-title');
    seen.firstHeading ??= heading;
    if (heading?.checkVisibility()) seen.homeVisible++;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Like openPage, with watchFrames installed before the first navigation. */
function openWatched(path: string, viewport: keyof typeof viewports): Promise<Page> {
  return openPage(browser, path, viewport, watchFrames);
}

async function framesSeen(page: Page): Promise<{ frames: number; homeVisible: number }> {
  return page.evaluate(() => {
    const { frames, homeVisible } = (window as unknown as { __frames: { frames: number; homeVisible: number } })
      .__frames;
    return { frames, homeVisible };
  });
}

describe('the prerendered home page', () => {
  it('is in the HTML the server sends for "/": the heading and a card for each game', async () => {
    const html = await (await fetch(`${inject('baseUrl')}/`)).text();
    const root = html.slice(html.indexOf('<div id="root" data-prerendered>'));
    expect(root).toContain('<h1 id="games-title">Which game tonight?</h1>');
    expect(root.match(/<li class="card" aria-labelledby="game-/gu)).toHaveLength(GAMES.length);
  });

  it('shows the games with JavaScript turned off: it is painted before any script runs', async () => {
    const context = await browser.newContext({ viewport: viewports.tablet, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/`);
    expect(await page.getByRole('heading', { level: 1, name: 'Which game tonight?' }).isVisible()).toBe(true);
    for (const game of GAMES)
      expect(await page.getByRole('heading', { level: 2, name: game.name }).isVisible()).toBe(true);
    await context.close();
  });

  it('is taken over by React as it is (the same elements, no errors) and then works', async () => {
    const page = await openWatched('/', 'tablet');
    // React has taken the heading over once its element carries React's own fields.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('games-title') ?? {}).some((key) => key.startsWith('__react')),
    );
    // The heading drawn from the HTML is still the one on screen: hydration kept it instead of drawing a new page.
    expect(
      await page.evaluate(() => {
        const first = (window as unknown as { __frames: { firstHeading: Element | null } }).__frames.firstHeading;
        return first !== null && first === document.getElementById('games-title') && first.isConnected;
      }),
    ).toBe(true);
    // And it works: a game's link opens its campaigns inside the app, without loading the page again.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole('link', { name: 'Eos campaigns' }).click();
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
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
    await nav.getByRole('link', { name: 'Calculators', exact: true }).click({ timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: 'Calculators' }).waitFor();
    await context.close();
  });

  for (const path of ['/rulings', '/campaigns', '/dice', '/no/such/page']) {
    it(`never shows the home page on a deep link to ${path}, not even for a frame`, async () => {
      const page = await openWatched(path, 'phone');
      // Once from the server's fallback, once more as the service worker may serve it after the first visit.
      for (const load of ['first', 'reload']) {
        if (load === 'reload') await page.reload();
        await page.locator('h1').filter({ hasNotText: 'Which game tonight?' }).first().waitFor();
        const { frames, homeVisible } = await framesSeen(page);
        expect(frames).toBeGreaterThan(0);
        expect(homeVisible).toBe(0);
        expect(await page.locator('#games-title').count()).toBe(0);
      }
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    });
  }
});
