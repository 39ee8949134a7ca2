import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, pageErrors, screenshot, viewports } from './browser';
import { storedRecords } from './stored';

/**
 * Issue 16, item 7: the builder never loses its work. The draft is stored as the player goes; leaving by the back link,
 * reloading or a crash of the tab brings it back as "Resume the draft of …" / "Discard"; a discarded or saved draft is
 * removed.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Viewport = keyof typeof viewports;

interface StoredDraft {
  key: string;
  draft: { name: string; notes: string; build: { raceId: string; creationStats: Record<string, number> } };
}

const drafts = (page: Page) => storedRecords<StoredDraft>(page, 'builderDrafts');

async function step(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Builder steps' }).getByRole('button', { name }).click();
}

async function newCampaign(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  await page.getByLabel('New campaign name').fill(name);
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function bodyValue(page: Page): Promise<string> {
  return page.getByRole('spinbutton', { name: 'Body', exact: true }).inputValue();
}

describe.each(Object.keys(viewports) as Viewport[])('on a %s', (viewport) => {
  it('a new character’s draft survives the back link, a reload and a crashed tab, and Discard removes it', async () => {
    const page = await openPage(browser, '/campaigns', viewport);
    await newCampaign(page, 'Drafts');
    await page.getByRole('link', { name: 'New character' }).click();
    await page.getByRole('button', { name: 'Choose Dwarf' }).click();
    await step(page, 'Stats');
    await page.getByRole('spinbutton', { name: 'Body', exact: true }).fill('8');
    await expect
      .poll(async () => (await drafts(page)).map((d) => [d.draft.build.raceId, d.draft.build.creationStats.body]))
      .toEqual([['dwarf', 8]]);

    // The back link, then New character again: offered back.
    await page.getByRole('link', { name: '← Drafts' }).click();
    await page.getByRole('link', { name: 'New character' }).click();
    const resume = page.getByRole('button', { name: 'Resume the draft of a Dwarf' });
    await resume.waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `builder-resume-${viewport}`);
    await resume.click();
    await page.getByRole('heading', { level: 2, name: 'Stats' }).waitFor();
    expect(await bodyValue(page)).toBe('8');

    // A reload.
    await page.getByRole('spinbutton', { name: 'Mind', exact: true }).fill('6');
    await expect.poll(async () => (await drafts(page))[0]?.draft.build.creationStats.mind).toBe(6);
    await page.reload();
    await page.getByRole('button', { name: 'Resume the draft of a Dwarf' }).click();
    expect(await page.getByRole('spinbutton', { name: 'Mind', exact: true }).inputValue()).toBe('6');

    // The tab crashes (closed with no unload); a new tab opens the builder.
    const url = page.url();
    const context = page.context();
    await page.close({ runBeforeUnload: false });
    const tab = await context.newPage();
    await tab.goto(url);
    await tab.getByRole('button', { name: 'Resume the draft of a Dwarf' }).waitFor();

    // Discard: the builder starts over and the stored draft is gone.
    await tab.getByRole('button', { name: 'Discard' }).click();
    await tab.getByRole('heading', { level: 2, name: 'Choose a race' }).waitFor();
    await expect.poll(async () => (await drafts(tab)).length).toBe(0);
    expect(pageErrors(tab)).toEqual([]);
    await context.close();
  });

  it('unsaved edits of a character come back after a reload, and saving removes the draft', async () => {
    const page = await openPage(browser, '/campaigns', viewport);
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    await page.getByRole('button', { name: 'Load the example campaign' }).click();
    await page.getByRole('link', { name: 'Example: The Frozen Coast' }).first().click();
    const href = await page.getByRole('link', { name: 'Maren Holt', exact: true }).first().getAttribute('href');
    await page.goto(`${inject('baseUrl')}${href}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Maren Holt' }).waitFor();
    await step(page, 'Review');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Half-written thought');
    await expect.poll(async () => (await drafts(page))[0]?.draft.notes).toBe('Half-written thought');

    await page.reload();
    await page.getByRole('button', { name: 'Resume the draft of Maren Holt' }).click();
    await page.getByRole('heading', { level: 2, name: 'Review and save' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe('Half-written thought');
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByRole('status').filter({ hasText: 'Saved “Maren Holt”' }).waitFor();
    await expect.poll(async () => (await drafts(page)).length).toBe(0);

    // Opened again, the editor starts from the saved character, with nothing to resume.
    await page.goto(`${inject('baseUrl')}${href}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Maren Holt' }).waitFor();
    expect(await page.getByRole('button', { name: /^Resume/ }).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
