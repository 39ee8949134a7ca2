import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endDayConfirming,
  launchBrowser,
  openPage,
  overflowsHorizontally,
  pageErrors,
  screenshot,
  viewports,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Loads the example campaign and starts its calendar on day 1 through the links and buttons a GM uses. */
async function startExampleCalendar(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  await page.getByRole('button', { name: 'Load the example campaign' }).click();
  await page.getByRole('link', { name: 'Example: The Frozen Coast' }).first().click();
  await page.getByRole('link', { name: 'Calendar', exact: true }).click();
  await page.getByRole('button', { name: 'Start on day 1' }).click();
  await page.getByRole('heading', { level: 2, name: 'Plan the day' }).waitFor();
}

function dayHeading(page: Page, day: number) {
  return page.getByRole('heading', { level: 1, name: new RegExp(`^Day ${day}\\b`, 'u') });
}

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('on a %s', (viewport) => {
  it('plans and ends three days for the example party, reloads, undoes one, and the stock follows', async () => {
    const page = await openPage(browser, '/campaigns', viewport);
    await startExampleCalendar(page);
    expect(await overflowsHorizontally(page)).toBe(false);

    // Day 1: Grund logs with his Crude bow saw, Ash hunts with a d20 typed at the table, Maren cooks.
    await page.getByLabel('Grund Mossback, task 1: task').selectOption('logging');
    await page.getByLabel('Ash Greyfang, task 1: task').selectOption('hunting');
    await page.getByLabel('Ash Greyfang, task 1: Hunting d20', { exact: true }).fill('12');
    await page.getByLabel('Maren Holt, task 1: task').selectOption('cooking');
    // "Logging: (1 + Logging 5)" beams a day with Crude tools: 6 for Grund, in the preview before the day happens.
    const preview = page.getByRole('region', { name: 'Preview: today → tomorrow' });
    await preview
      .getByRole('row', { name: /^beams/u })
      .filter({ hasText: '0 →' })
      .waitFor();
    expect(await preview.getByRole('row', { name: /^beams/u }).innerText()).toMatch(/0\s*→\s*(becomes\s*)?6 \(\+6\)/u);
    await screenshot(page, `planner-plan-${viewport}`);
    expect(await overflowsHorizontally(page)).toBe(false);

    // Three days; the plan carries over from one to the next.
    for (const day of [1, 2, 3]) {
      await endDayConfirming(page, day);
      await page
        .getByRole('status')
        .filter({ hasText: `Day ${day} ended.` })
        .waitFor();
    }
    await page.getByRole('heading', { level: 2, name: 'Day 3: what happened' }).waitFor();
    await screenshot(page, `planner-ended-${viewport}`);

    // Everything survives a reload.
    await page.reload();
    await dayHeading(page, 4).waitFor();

    await page.getByRole('button', { name: 'Undo last day' }).click();
    await page.getByRole('button', { name: 'Undo day 3' }).click();
    await dayHeading(page, 3).waitFor();
    await page.getByRole('status').filter({ hasText: 'Day 3 undone' }).waitFor();

    // Two days of logging are left in the stock: 2 × 6 beams.
    await page.getByRole('link', { name: 'Stock & food' }).click();
    const materials = page.getByRole('region', { name: 'Materials' });
    await materials.waitFor();
    const beams = materials.locator('div').filter({ has: page.getByText('beams', { exact: true }) });
    expect(await beams.locator('dd').innerText()).toBe('12');
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `planner-stock-${viewport}`);

    await page.getByRole('link', { name: 'Day log' }).click();
    await page.getByText('Days 1–2 of 2 ended, newest first.').waitFor();
    await page.getByText(/^Day 2 · /u).click();
    await screenshot(page, `planner-log-${viewport}`);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('a control reached under the sticky End day bar scrolls clear of it', async () => {
    const page = await openPage(browser, '/campaigns', viewport);
    await startExampleCalendar(page);
    // Put the last character's task select just above the bottom edge, where the bar sits, then focus it.
    await page.getByRole('listitem', { name: 'Brakka Stonehide' }).waitFor();
    const placed = await page.evaluate(() => {
      const select = [...document.querySelectorAll<HTMLSelectElement>('.plan-rows select')].at(-1)!;
      window.scrollBy(0, select.getBoundingClientRect().top - (window.innerHeight - 40));
      const bar = document.querySelector('.day-actions')!.getBoundingClientRect();
      const before = select.getBoundingClientRect();
      select.focus();
      const after = select.getBoundingClientRect();
      return { coveredBefore: before.bottom > bar.top, bottomAfter: after.bottom, barTop: bar.top };
    });
    expect(placed.coveredBefore).toBe(true);
    expect(placed.bottomAfter).toBeLessThanOrEqual(placed.barTop);
    expect(pageErrors(page)).toEqual([]);
  });
});
