import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, pageErrors, screenshot, viewports } from './browser';

/**
 * Issue 18's proof of the seam: a Wasteland Dice Combat campaign made from the home page, two fighters in armour from
 * the text's tables, a fight played until one is downed with the exact odds on screen before each roll, a step undone,
 * and everything still there after a reload — at tablet and phone size, on the app's own database.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function buildFighter(page: Page, name: string, torso: string, helmet: string, aim: string): Promise<void> {
  await page.getByRole('link', { name: 'New fighter', exact: true }).click();
  await page.getByLabel('Fighter name').fill(name);
  await page.getByLabel('Aim', { exact: true }).fill(aim);
  await page.getByLabel('Torso armour worn').selectOption({ label: torso });
  await page.getByLabel('Helmet worn').selectOption({ label: helmet });
  await page.getByRole('button', { name: 'Save fighter' }).click();
  await page.getByRole('link', { name, exact: true }).waitFor();
}

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('Wasteland Dice Combat on a %s', (viewport) => {
  it('makes a campaign, builds two fighters, fights to a downed fighter with the odds shown, undoes and reloads', async () => {
    const page = await openPage(browser, '/', viewport);
    await page.getByRole('link', { name: 'Wasteland Dice Combat campaigns' }).click();
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    // The form starts on the game the home page came from.
    expect(await page.getByRole('combobox', { name: 'Game' }).inputValue()).toBe('wasteland-dice');
    await page.getByLabel('New campaign name').fill('The Ashlands');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'The Ashlands' }) });
    await card.getByText('Wasteland Dice Combat').waitFor();
    await card.getByRole('link', { name: 'The Ashlands' }).click();
    await page.getByRole('heading', { level: 1, name: 'The Ashlands' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/wasteland-dice\/campaigns\/[\w-]+$/u);

    // "Leather jacket … +1 to melee defense" and the football helmet's "+1 melee defense": 12 + 2 = 14.
    await buildFighter(
      page,
      'Katniss',
      "Leather jacket (the text's example)",
      "Football helmet (the text's example)",
      '2',
    );
    await buildFighter(
      page,
      'Frodo',
      "Bulletproof vest (the text's example)",
      "Military helmet (the text's example)",
      '1',
    );
    await screenshot(page, `wdc-campaign-${viewport}`);

    await page.getByRole('link', { name: 'New fight', exact: true }).click();
    await page.getByLabel('Fight name').fill('Duel at the ford');
    await page.getByRole('checkbox', { name: /Katniss/ }).check();
    await page.getByRole('checkbox', { name: /Frodo/ }).check();
    await page.getByRole('button', { name: 'Make the fight' }).click();
    await page.getByRole('button', { name: 'Roll initiative and start' }).click();
    await page.getByRole('heading', { name: 'Attack' }).waitFor();
    const fightPath = new URL(page.url()).pathname;

    let rolls = 0;
    let undone = false;
    while ((await page.getByText('Downed', { exact: true }).count()) === 0) {
      expect(rolls).toBeLessThan(200);
      // Before the dice: the exact chance to hit, as ways out of the d20's twenty faces, and the chance to down.
      expect(await page.getByTestId('wdc-hit-chance').textContent()).toMatch(/\d/u);
      await page
        .getByText(/\d+ of 20 throws/u)
        .first()
        .waitFor();
      expect(await page.getByTestId('wdc-down-chance').textContent()).toMatch(/\d/u);
      await page.getByRole('button', { name: 'Roll the attack' }).click();
      const lastRoll = page.getByRole('status', { name: 'Last roll' });
      await lastRoll.filter({ hasText: /D20/u }).waitFor();
      rolls++;
      if (!undone) {
        await page.getByRole('button', { name: /^Undo/u }).click();
        await lastRoll.filter({ hasText: 'Undone:' }).waitFor();
        undone = true;
        continue;
      }
      if ((await page.getByText('Downed', { exact: true }).count()) > 0) break;
      await page.getByRole('button', { name: /^End the turn/u }).click();
      await page.getByRole('button', { name: 'Roll the attack' }).waitFor();
    }
    expect(rolls).toBeGreaterThanOrEqual(6);
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `wdc-fight-${viewport}`);

    // The fight and its downed fighter are stored: a reload shows them as they were.
    await page.reload();
    await page.getByRole('heading', { name: 'Duel at the ford' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(fightPath);
    await page.getByText('Downed', { exact: true }).first().waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
