import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/app/systems';
import { launchBrowser, openPage, overflowsHorizontally, pageErrors, screenshot, viewports, goTo } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('on a %s', (viewport) => {
  it('the home page offers every game, fits the width and logs no errors', async () => {
    const page = await openPage(browser, '/', viewport);
    await page.getByRole('heading', { level: 1, name: 'Which game tonight?' }).waitFor();
    for (const game of GAMES) await page.getByRole('heading', { level: 2, name: game.name }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `home-${viewport}`);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('Eos’s race reference shows the 22 races from data, fits the width and logs no errors', async () => {
    const page = await openPage(browser, '/', viewport);
    await page.getByRole('link', { name: 'Races of Eos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Races of Eos' }).waitFor();
    // The first screenful of cards comes with the page, the others a moment later.
    await page.getByRole('heading', { level: 2 }).nth(21).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(22);
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `races-${viewport}`);
    await page.getByText('Regeneration').first().click();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('navigates to the rulings, which load lazily and can be searched', async () => {
    const page = await openPage(browser, '/', viewport);
    await goTo(page, 'Rulings');
    await page.getByRole('heading', { level: 1, name: 'Rulings' }).waitFor();
    const all = await page.locator('li.ruling').count();
    expect(all).toBeGreaterThan(20);
    await page.getByLabel('Search rulings').fill('crossbow');
    await page.waitForFunction((n) => document.querySelectorAll('li.ruling').length < n, all);
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `rulings-${viewport}`);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('a deep link to a page that does not exist says so instead of showing a blank screen', async () => {
    const page = await openPage(browser, '/no/such/page', viewport);
    await page.getByRole('heading', { name: 'Nothing here' }).waitFor();
    await page.context().close();
  });
});
