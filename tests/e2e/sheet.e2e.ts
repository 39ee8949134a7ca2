import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, pageErrors, screenshot, viewports } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Loads the example campaign from the /campaigns page and opens Maren Holt's sheet through the links. */
async function openExampleSheet(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  await page.getByRole('button', { name: 'Load the example campaign' }).click();
  await page.getByRole('link', { name: 'Example: The Frozen Coast' }).first().click();
  await page.getByRole('link', { name: 'Maren Holt' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Maren Holt' }).waitFor();
}

function hpMeter(page: Page) {
  return page.getByRole('meter', { name: 'Hit points' });
}

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('on a %s', (viewport) => {
  it('opens an example character sheet, takes damage, levels up, and still shows the new HP after a reload', async () => {
    const page = await openPage(browser, '/campaigns', viewport);
    await openExampleSheet(page);
    // "[(Body x Combat Level)+ 20HP]": Maren, Body 6, level 1 → 26.
    expect(await hpMeter(page).getAttribute('aria-valuetext')).toBe('26 of 26 HP, conscious');
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `sheet-${viewport}`);

    // The formula of a number opens on a tap.
    await page.getByRole('button', { name: 'Max HP 26' }).click();
    await page.getByRole('tooltip').filter({ hasText: 'Max HP 26 = Body 6 × level 1 + 20' }).waitFor();
    await screenshot(page, `sheet-formula-${viewport}`);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.keyboard.press('Escape');

    // Take 8 damage.
    await page.getByLabel('Amount').fill('8');
    await page.getByRole('button', { name: 'Take damage' }).click();
    await page.getByText('Took 8 damage: 18 of 26 HP.').waitFor();
    // The meter follows the live query, which may answer a frame after the status line.
    await page.waitForFunction(
      () => document.querySelector('[role="meter"]')?.getAttribute('aria-valuetext') === '18 of 26 HP, conscious',
    );

    // 2,000 exp: "for every 2,000 exp gained they add another Combat Level".
    await page.getByLabel('Experience').fill('2000');
    await page.getByRole('button', { name: 'Save exp' }).click();
    // Issue 16 item 10: the exp is saved at once, and "Level 2 reached" comes where the player is looking, focused.
    const offer = page.getByRole('region', { name: 'Level 2 reached' });
    await offer.getByRole('button', { name: 'Level up' }).waitFor();
    expect(await offer.getByRole('button', { name: 'Level up' }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    const box = (await offer.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewports[viewport].height);
    await screenshot(page, `sheet-level-offer-${viewport}`);
    await offer.getByRole('button', { name: 'Level up' }).click();
    const wizard = page.getByRole('region', { name: /Level up: Maren Holt/ });
    await wizard.waitFor();
    await wizard.getByRole('button', { name: 'Increase Body points at this level' }).click();
    await wizard.getByRole('button', { name: 'Max HP at the new level 34' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `sheet-level-up-stats-${viewport}`);
    await wizard.getByRole('button', { name: 'Next' }).click();
    // Spend the 8 new combat points ("Mind x Combat Level": 8 × 2 = 16) on the bow.
    for (let i = 0; i < 8; i++) await wizard.getByRole('button', { name: 'Increase Bow combat points' }).click();
    await screenshot(page, `sheet-level-up-skills-${viewport}`);
    expect(await overflowsHorizontally(page)).toBe(false);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Current HP: 24 → 26 (the damage taken stays)').waitFor();
    await wizard.getByRole('button', { name: 'Confirm level 2' }).click();
    await page.getByText('Maren Holt is now combat level 2: max HP 34.').waitFor();

    // Body 7 × level 2 + 20 = 34, and the 8 damage taken stays: 26 of 34. It survives a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Maren Holt' }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[role="meter"]')?.getAttribute('aria-valuetext') === '26 of 34 HP, conscious',
    );
    expect(await page.getByRole('button', { name: 'Max HP 34' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.getByRole('button', { name: 'Combat level 2' }).count()).toBe(1);
    await screenshot(page, `sheet-after-level-up-${viewport}`);
    expect(await overflowsHorizontally(page)).toBe(false);

    // The print view: no navigation, black on white, formulas written out.
    await page.getByRole('link', { name: /Print/ }).click();
    // The sheet has the same heading: wait for the print page itself.
    await page.waitForURL(/\/print$/);
    await page.getByRole('heading', { level: 1, name: 'Maren Holt' }).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    await page.getByText('34 = Body 7 × level 2 + 20').first().waitFor();
    await screenshot(page, `sheet-print-${viewport}`);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

it('the print view fits one A4 page when printed', async () => {
  const page = await openPage(browser, '/campaigns', 'tablet');
  await openExampleSheet(page);
  await page.getByRole('link', { name: /Print/ }).click();
  await page.waitForURL(/\/print$/);
  await page
    .getByText(/= Body 6 × level 1 \+ 20/)
    .first()
    .waitFor();
  await page.emulateMedia({ media: 'print' });
  // A4 at 96 dpi with 10 mm margins: 1123 − 2 × 38 px of printable height.
  await page.setViewportSize({ width: 794 - 76, height: 1123 - 76 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(1123 - 76);
  const pdf = await page.pdf({ format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } });
  // One page: a PDF with one "/Type /Page" object (not counting "/Type /Pages").
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
  await screenshot(page, 'sheet-print-paper');
  await page.context().close();
});

it('the sheet on a landscape tablet uses the width and fits it', async () => {
  const page = await openPage(browser, '/campaigns', 'tablet');
  await page.setViewportSize({ width: 1180, height: 820 });
  await openExampleSheet(page);
  expect(await overflowsHorizontally(page)).toBe(false);
  await screenshot(page, 'sheet-tablet-landscape');
  expect(pageErrors(page)).toEqual([]);
  await page.context().close();
});
