import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pageErrors } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const EXAMPLE = 'Example: The Frozen Coast';

describe('restore points in a real browser (issue 7: made by a worker, off the page)', () => {
  it('opening the app on a campaign keeps the session’s points before anything is saved, and a save still works', async () => {
    const page = await openPage(browser, '/campaigns', 'tablet');
    await page.getByRole('button', { name: 'Load the example campaign' }).click();
    await page.getByRole('link', { name: EXAMPLE }).first().click();
    await page.getByRole('heading', { level: 1, name: EXAMPLE }).waitFor();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));

    // A new session: the app opens on the campaign's page and nothing is saved yet.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: EXAMPLE }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    const points = page.getByRole('region', { name: 'Restore points' });
    await points.getByRole('combobox', { name: 'Campaign' }).selectOption({ label: EXAMPLE });
    await points.getByText('Start of a play session').first().waitFor({ timeout: 15_000 });
    expect(workers.some((url) => /restore-point-worker/u.test(url))).toBe(true);

    // The first save of the session goes through (the worker's read is long over).
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('button', { name: `Rename ${EXAMPLE}` }).click();
    await page.getByRole('textbox', { name: `New name for “${EXAMPLE}”` }).fill('The Frozen Coast, renamed');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('link', { name: 'The Frozen Coast, renamed' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
