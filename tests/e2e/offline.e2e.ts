import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, pageErrors, screenshot, goTo } from './browser';

/**
 * Issue 6, offline at the table: after one visit the whole app loads and works with no network. One browser context
 * visits once, waits for the service worker, goes offline (context.setOffline) and then uses every page.
 */
let browser: Browser;
let page: Page;
const base = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, '/', 'tablet');
  await page.getByRole('heading', { level: 1, name: 'Which game tonight?' }).waitFor();
  // Active means the install step has precached every file; controlling means this page's requests go through it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
  await page.context().setOffline(true);
});
afterAll(async () => {
  await browser?.close();
});

/** Each probe logs one "Failed to load resource: net::ERR_INTERNET_DISCONNECTED"; any other error is a failure. */
let probes = 0;

/** True when the network is really gone: a file the service worker does not hold cannot be fetched. */
function networkFails(p: Page): Promise<boolean> {
  probes += 1;
  return p.evaluate(() =>
    fetch(`/favicon.svg?uncached=${Date.now()}`).then(
      () => false,
      () => true,
    ),
  );
}

describe('offline after one visit', () => {
  it('said once that the app is ready offline, and the network is really gone now', async () => {
    await page.getByText('Ready to work offline').waitFor();
    await screenshot(page, 'offline-ready-tablet');
    expect(await networkFails(page)).toBe(true);
  });

  it('reloads the home page from the service worker, and opens the races (a lazy page) with all 22', async () => {
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Which game tonight?' }).waitFor();
    await page.getByRole('link', { name: 'Races of Eos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Races of Eos' }).waitFor();
    // The first screenful of cards comes with the page, the others a moment later.
    await page.getByRole('heading', { level: 2 }).nth(21).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(22);
  });

  it('opens the rulings (a lazy page never visited online) and searches them', async () => {
    await goTo(page, 'Rulings');
    await page.getByRole('heading', { level: 1, name: 'Rulings' }).waitFor();
    const all = await page.locator('li.ruling').count();
    expect(all).toBeGreaterThan(20);
    await page.getByLabel('Search rulings').fill('crossbow');
    await page.waitForFunction((n) => document.querySelectorAll('li.ruling').length < n, all);
  });

  it('opens /campaigns by its address, creates a campaign and finds it after another offline reload', async () => {
    const response = await page.goto(`${base}/campaigns`);
    expect(response?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    await page.getByLabel('New campaign name').fill('Offline Coast');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { level: 2, name: /Offline Coast/ }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: /Offline Coast/ }).waitFor();
    expect(await networkFails(page)).toBe(true);
  });

  it('shows the settings page offline, fitting the width', async () => {
    await goTo(page, 'Settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByText('Used by this app').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, 'settings-offline-tablet');
  });

  it('links a valid web app manifest whose icons all load, offline too', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href!);
    expect(manifest).toMatchObject({
      name: 'Eos Table Companion',
      short_name: 'Eos',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1b2630',
      background_color: '#121a21',
    });
    expect(manifest.description).toMatch(/Eos/);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...icons.map((i) => i.src), appleTouch!]) {
      const loaded = await page.evaluate(async (url) => {
        const r = await fetch(url);
        return { ok: r.ok, type: r.headers.get('content-type') ?? '', bytes: (await r.arrayBuffer()).byteLength };
      }, src);
      expect(loaded, src).toMatchObject({ ok: true, type: expect.stringMatching(/^image\//) });
      expect(loaded.bytes, src).toBeGreaterThan(200);
    }
    const probeErrors = Array.from({ length: probes }, () => 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED');
    expect(pageErrors(page)).toEqual(probeErrors);
  });
});
