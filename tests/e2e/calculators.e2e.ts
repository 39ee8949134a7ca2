import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, launchBrowser, openPage, overflowsHorizontally, pageErrors, screenshot, viewports } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('on a %s', (viewport) => {
  it('finds a calculator by search and runs it with good and bad input', async () => {
    const page = await openPage(browser, '/', viewport);
    await goTo(page, 'Calculators');
    await page.getByRole('heading', { level: 1, name: 'Calculators' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Character',
      'Crafting',
      'Gathering',
      'Food and cold',
      'Travel',
      'Combat',
      'Siege and fortification',
      'Locks',
    ]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `calculators-${viewport}`);

    await page.getByLabel('Search calculators').fill('torch');
    const card = page.getByRole('article', { name: 'Inventory slots a stack takes' });
    await card.waitFor();
    await card.getByLabel('What').selectOption('torch');
    await card.getByLabel(/How many/).fill('3');
    // "Each torch takes up 5 inventory slots."
    await card.getByRole('status').filter({ hasText: '15 slots' }).waitFor();
    expect(await card.getByRole('status').textContent()).toContain('3 × 5 (torch) = 15');
    await card.getByLabel(/How many/).fill('0');
    await card
      .getByRole('status')
      .filter({ hasText: 'How many must be a whole number from 1 to 100000, not 0.' })
      .waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `calculators-search-${viewport}`);
    expect(pageErrors(page)).toEqual([]);
  });

  it('warns on the sheet when the inventory does not fit in a worn backpack', async () => {
    const page = await openPage(browser, '/campaigns', viewport);
    await page.getByRole('button', { name: 'Load the example campaign' }).click();
    await page.getByRole('link', { name: 'Example: The Frozen Coast' }).first().click();
    await page.getByRole('link', { name: 'Maren Holt' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Maren Holt' }).waitFor();
    const inventory = page.getByRole('region', { name: 'Inventory' });
    await inventory.getByText('Camp backpack 0 of 16 slots (4 × T4)').waitFor();
    await inventory.getByLabel('Item', { exact: true }).fill('Torches');
    await inventory.getByLabel('Size').selectOption('torch');
    await inventory.getByLabel('How many').fill('4');
    await inventory.getByRole('button', { name: 'Add to inventory' }).click();
    const warning = inventory.getByRole('group', { name: 'Does not fit' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain(
      'Camp backpack holds 16 slots; what is in it takes 20 (4 too many): Torches.',
    );
    await warning.scrollIntoViewIfNeeded();
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `sheet-inventory-${viewport}`);
    expect(pageErrors(page)).toEqual([]);
  });
});
