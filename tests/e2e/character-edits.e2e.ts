import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, pageErrors, screenshot, viewports } from './browser';
import { storedRecords } from './stored';

/**
 * Issue 16, item 8 (the character half): an editor that opened a character before another tab changed it never
 * overwrites that change. Tab A opens Maren's builder; tab B saves notes and 1,500 exp on her sheet; tab A saves.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Viewport = keyof typeof viewports;

interface StoredCharacter {
  id: string;
  name: string;
  notes: string;
  build: { exp: number; creationStats: Record<string, number> };
}

/** The character as stored, its Eos payload read beside its envelope (issue 18: `system` holds the sheet). */
async function storedCharacter(page: Page, id: string): Promise<StoredCharacter | undefined> {
  type Envelope = Pick<StoredCharacter, 'id' | 'name'> & { system: Omit<StoredCharacter, 'id' | 'name'> };
  const stored = (await storedRecords<Envelope>(page, 'characters')).find((c) => c.id === id);
  return stored && { id: stored.id, name: stored.name, ...stored.system };
}

/** Loads the example campaign and returns Maren Holt's id, read from the link to her sheet. */
async function loadExample(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  await page.getByRole('button', { name: 'Load the example campaign' }).click();
  await page.getByRole('link', { name: 'Example: The Frozen Coast' }).first().click();
  const href = await page.getByRole('link', { name: 'Maren Holt', exact: true }).first().getAttribute('href');
  return href!.replace('/characters/', '');
}

async function step(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Builder steps' }).getByRole('button', { name }).click();
}

/** A second tab of the same browser: the same IndexedDB. */
async function secondTab(page: Page, path: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(inject('baseUrl') + path);
  return tab;
}

/** Tab B: notes and 1,500 exp saved on the sheet (1,500 stays in combat level 1: "every 2,000 exp"). */
async function notesAndExpInTabB(tab: Page, notes: string) {
  await tab.getByRole('heading', { level: 1, name: 'Maren Holt' }).waitFor();
  await tab.getByRole('textbox', { name: 'Notes for Maren Holt' }).fill(notes);
  await tab.getByRole('button', { name: 'Save notes' }).click();
  await tab.getByRole('status').filter({ hasText: 'Notes saved.' }).waitFor();
  await tab.getByLabel('Experience').fill('1500');
  await tab.getByRole('button', { name: 'Save exp' }).click();
  await tab.getByRole('status').filter({ hasText: 'Saved 1,500 exp.' }).waitFor();
}

describe.each(Object.keys(viewports) as Viewport[])('on a %s', (viewport) => {
  it('tab B saves notes and 1,500 exp while tab A has the builder open; tab A saves its stats: all of it is kept', async () => {
    const tabA = await openPage(browser, '/campaigns', viewport);
    const id = await loadExample(tabA);
    await tabA.goto(`${inject('baseUrl')}/characters/${id}/edit`);
    await tabA.getByRole('heading', { level: 1, name: 'Edit Maren Holt' }).waitFor();
    const before = (await storedCharacter(tabA, id))!;

    const tabB = await secondTab(tabA, `/characters/${id}`);
    await notesAndExpInTabB(tabB, 'Owes the smith 3 beams.');

    // Tab A moves a creation point from Reflex to Body and saves.
    await step(tabA, 'Stats');
    const { body, reflex } = before.build.creationStats as { body: number; reflex: number };
    await tabA.getByRole('spinbutton', { name: 'Body', exact: true }).fill(String(body + 1));
    await tabA.getByRole('spinbutton', { name: 'Reflex', exact: true }).fill(String(reflex - 1));
    await step(tabA, 'Review');
    await tabA.getByRole('button', { name: /^Save/ }).click();
    await tabA.getByRole('status').filter({ hasText: 'Saved “Maren Holt”' }).waitFor();

    await expect.poll(async () => (await storedCharacter(tabA, id))?.build.creationStats.body).toBe(body + 1);
    const after = (await storedCharacter(tabA, id))!;
    expect(after.build.creationStats.reflex).toBe(reflex - 1);
    expect(after.notes).toBe('Owes the smith 3 beams.');
    expect(after.build.exp).toBe(1500);
    expect(pageErrors(tabA)).toEqual([]);
    expect(pageErrors(tabB)).toEqual([]);
    await tabA.context().close();
  });

  it('notes both tabs changed: tab A is asked, and keeps its own only when the player says so', async () => {
    const tabA = await openPage(browser, '/campaigns', viewport);
    const id = await loadExample(tabA);
    await tabA.goto(`${inject('baseUrl')}/characters/${id}/edit`);
    await tabA.getByRole('heading', { level: 1, name: 'Edit Maren Holt' }).waitFor();
    await step(tabA, 'Review');
    await tabA.getByRole('textbox', { name: 'Notes' }).fill('Tab A’s notes.');

    const tabB = await secondTab(tabA, `/characters/${id}`);
    await notesAndExpInTabB(tabB, 'Tab B’s notes.');

    await tabA.getByRole('button', { name: /^Save/ }).click();
    const alert = tabA.getByRole('alert').filter({ hasText: 'Changed in another tab since you opened this: notes.' });
    await alert.waitFor();
    await alert.scrollIntoViewIfNeeded();
    await screenshot(tabA, `builder-edit-conflict-${viewport}`);
    expect((await storedCharacter(tabA, id))?.notes).toBe('Tab B’s notes.');

    await alert.getByRole('button', { name: 'Save mine over theirs' }).click();
    await tabA.getByRole('status').filter({ hasText: 'Saved “Maren Holt”' }).waitFor();
    await expect.poll(async () => (await storedCharacter(tabA, id))?.notes).toBe('Tab A’s notes.');
    // The exp tab B saved was not touched by tab A: it stays.
    expect((await storedCharacter(tabA, id))?.build.exp).toBe(1500);
    expect(pageErrors(tabA)).toEqual([]);
    await tabA.context().close();
  });
});
