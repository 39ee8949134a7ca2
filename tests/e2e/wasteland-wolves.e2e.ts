import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, pageErrors, screenshot, viewports } from './browser';

/**
 * The wasteland wolves pack on the app's own database (issue 21, in part): a game for three teams made from the home
 * page, a level-2 player with two perks, a turn planned to the last energy point and refused past it, and a reload that
 * keeps the player and the tracker — at tablet and phone size.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('Wasteland Wolves on a %s', (viewport) => {
  it('makes a game for three teams, builds a level-2 player with two perks, plans a turn and reloads', async () => {
    const page = await openPage(browser, '/', viewport);
    await page.getByRole('link', { name: 'Wasteland Wolves campaigns' }).click();
    expect(await page.getByRole('combobox', { name: 'Game' }).inputValue()).toBe('wasteland-wolves');
    await page.getByLabel('New campaign name').fill('The Pines');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('link', { name: 'The Pines' }).click();
    await page.getByRole('heading', { level: 1, name: 'The Pines' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/wasteland-wolves\/campaigns\/[\w-]+$/u);

    // "2v2v2: 5x5 map" — three teams of two.
    await page.getByLabel('Players per team').fill('2');
    await page.getByRole('button', { name: 'Start the tracker' }).click();
    await page.getByRole('heading', { name: /Turn 1 · map 5×5 · 2v2v2/u }).waitFor();

    // 75 experience is level 2 ("75 / 200 / 375"); Tough Cookie and Energetic.
    await page.getByRole('link', { name: 'New player', exact: true }).click();
    await page.getByLabel('Player name').fill('Vera');
    await page.getByLabel('Experience').fill('75');
    await page.getByRole('button', { name: 'Add a rank of Tough Cookie' }).click();
    await page.getByRole('button', { name: 'Add a rank of Energetic' }).click();
    expect(await page.getByTestId('level').textContent()).toContain('2');
    await page.getByRole('button', { name: 'Save player' }).click();
    await page.getByRole('heading', { name: 'Vera', level: 1 }).waitFor();

    await page
      .getByRole('navigation', { name: 'Wasteland Wolves' })
      .getByRole('link', { name: 'Turn planner' })
      .click();
    await page.getByLabel('Energy held').fill('800');
    // "three times … 100 energy per tile … sprint a fourth tile for 200": 500; two actions at 150: 800 in all.
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Add a move', exact: true }).click();
    await page.getByRole('button', { name: 'Add Scavenge', exact: true }).click();
    await page.getByRole('button', { name: 'Add Craft', exact: true }).click();
    await page.getByRole('button', { name: 'Add Rest', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'This plan costs 1,100 energy; this player has 800.' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `ww-planner-${viewport}`);

    await page.reload();
    await page.getByRole('navigation', { name: 'Wasteland Wolves' }).getByRole('link', { name: 'Game' }).click();
    await page.getByRole('heading', { name: /Turn 1 · map 5×5 · 2v2v2/u }).waitFor();
    await page.getByRole('link', { name: 'Vera' }).first().waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  }, 90_000);
});
