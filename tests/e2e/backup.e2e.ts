import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { canonicalJson } from '../../src/db/backup-codec';
import { launchBrowser, openPage, overflowsHorizontally, pageErrors, screenshot, goTo } from './browser';

/**
 * Issue 6, backup and restore in real Chromium: export the example campaign (a real download), delete it, import the
 * file and find the party intact; clear the site's data and import again; a bad file gets its message. One browser
 * context per viewport, so the tablet's data never meets the phone's.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const EXAMPLE = 'Example: The Frozen Coast';
const PARTY = ['Maren Holt', 'Pip Kettleburr', 'Grund Mossback', 'Ash Greyfang', 'Brakka Stonehide'];

async function loadExample(page: Page) {
  await page.goto(`${inject('baseUrl')}/campaigns`);
  await page.getByRole('button', { name: 'Load the example campaign' }).click();
  await page.getByRole('heading', { level: 2, name: new RegExp(EXAMPLE) }).waitFor();
}

/** Settings → Export campaign, as the browser downloads it: the file's name and text. */
async function exportFromSettings(page: Page): Promise<{ name: string; text: string }> {
  await goTo(page, 'Settings');
  const backup = page.getByRole('region', { name: 'Backup files' });
  await backup.getByRole('combobox', { name: 'Campaign' }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    backup.getByRole('button', { name: 'Export campaign' }).click(),
  ]);
  const path = await download.path();
  await backup.getByText(/^Exported “eos-campaign-example-the-frozen-coast-/).waitFor();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

async function importFile(page: Page, file: { name: string; text: string }) {
  await page.getByLabel('Choose a backup file to import').setInputFiles({
    name: file.name,
    mimeType: 'application/json',
    buffer: Buffer.from(file.text),
  });
}

async function partyOf(page: Page): Promise<string[]> {
  const party = page.getByRole('list', { name: 'Party' });
  await party.waitFor();
  return party.getByRole('heading', { level: 2 }).allTextContents();
}

describe.each(['tablet', 'phone'] as const)('on a %s', (viewport) => {
  it('exports the example campaign, deletes it, imports the file and finds the party intact', async () => {
    const page = await openPage(browser, '/', viewport);
    await loadExample(page);
    const file = await exportFromSettings(page);
    expect(file.name).toMatch(/^eos-campaign-example-the-frozen-coast-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(file.text);
    expect(exported).toMatchObject({ format: 'eos-table-companion', formatVersion: 2, kind: 'campaign' });
    expect(exported.payload.tables.characters).toHaveLength(5);
    await screenshot(page, `backup-settings-${viewport}`);
    expect(await overflowsHorizontally(page)).toBe(false);

    // Delete it on the campaigns page.
    await page.getByRole('link', { name: 'Campaigns', exact: true }).click();
    await page.getByRole('button', { name: `Delete ${EXAMPLE}` }).click();
    await page.getByRole('button', { name: 'Delete campaign' }).click();
    await page.getByText('No campaigns yet.').waitFor();

    // Import the file.
    await goTo(page, 'Settings');
    await importFile(page, file);
    const backup = page.getByRole('region', { name: 'Backup files' });
    await backup.getByText(`Imported “${EXAMPLE}” with 5 characters.`).waitFor();
    await backup.getByText(`Imported “${EXAMPLE}” with 5 characters.`).scrollIntoViewIfNeeded();
    await screenshot(page, `backup-imported-${viewport}`);
    await backup.getByRole('link', { name: `Open “${EXAMPLE}”` }).click();
    await page.getByRole('heading', { level: 1, name: EXAMPLE }).waitFor();
    const party = await partyOf(page);
    expect(party.map((name) => PARTY.find((p) => name.startsWith(p)))).toEqual(PARTY);

    // The same campaign again: the player is asked, and Keep both adds a copy.
    await goTo(page, 'Settings');
    await importFile(page, file);
    const dialog = page.getByRole('alertdialog', { name: `“${EXAMPLE}” is already on this device` });
    await dialog.waitFor();
    await dialog.scrollIntoViewIfNeeded();
    await screenshot(page, `backup-conflict-${viewport}`);
    expect(await overflowsHorizontally(page)).toBe(false);
    await dialog.getByRole('button', { name: 'Keep both' }).click();
    await backup.getByText(`Imported “${EXAMPLE} (imported)” with 5 characters.`).waitFor();

    // The delete left a restore point.
    const points = page.getByRole('region', { name: 'Restore points' });
    await points.getByRole('combobox', { name: 'Campaign' }).selectOption({ label: EXAMPLE });
    await points.getByText('Before it was deleted').first().waitFor();
    await points.getByText('Before it was deleted').first().scrollIntoViewIfNeeded();
    await screenshot(page, `backup-restore-points-${viewport}`);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('refuses a bad file with its message, and a cut-off one with another', async () => {
    const page = await openPage(browser, '/', viewport);
    await loadExample(page);
    const file = await exportFromSettings(page);
    const bad = JSON.parse(file.text);
    bad.payload.tables.characters[0].name = '<img src=x onerror=alert(1)>';
    // The checksum no longer matches: the file was changed after export.
    await importFile(page, { name: 'edited.json', text: JSON.stringify(bad) });
    const alert = page.getByRole('region', { name: 'Backup files' }).getByRole('alert');
    await alert.getByText(/^The file was changed after it was exported/).waitFor();
    await alert.scrollIntoViewIfNeeded();
    await screenshot(page, `backup-bad-file-${viewport}`);

    // Out of range with a correct checksum: the record check names what and where.
    const stats = JSON.parse(file.text);
    stats.payload.tables.characters[1].system.build.creationStats.body = -3; // format 2: the sheet is the payload
    stats.checksum = createHash('sha256').update(canonicalJson(stats.payload), 'utf8').digest('hex');
    await importFile(page, { name: 'stats.json', text: JSON.stringify(stats) });
    await alert.getByText('This backup has a problem, so nothing was imported.').waitFor();
    await alert
      .getByText('characters[1].build.creationStats.body: expected a whole number from 0 to 15, got -3')
      .waitFor();
    await alert.scrollIntoViewIfNeeded();
    await screenshot(page, `backup-bad-record-${viewport}`);

    await importFile(page, { name: 'cut.json', text: file.text.slice(0, 2000) });
    await alert.getByText(/^The file ends too early/).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

describe('clearing the site’s data', () => {
  it('the open tab says its data is gone; after a reload the file brings the campaign back, record for record', async () => {
    const page = await openPage(browser, '/', 'tablet');
    await loadExample(page);
    const before = await exportFromSettings(page);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: inject('baseUrl'), storageTypes: 'indexeddb' });
    await page
      .getByRole('alert')
      .getByText(/The app’s data was deleted in another tab/)
      .waitFor();
    await screenshot(page, `backup-data-cleared-tablet`);

    await page.reload();
    await page
      .getByRole('region', { name: 'Backup files' })
      .getByText(/no campaigns on this device yet/)
      .waitFor();
    await importFile(page, before);
    await page.getByText(`Imported “${EXAMPLE}” with 5 characters.`).waitFor();

    const after = await exportFromSettings(page);
    const [a, b] = [JSON.parse(before.text), JSON.parse(after.text)];
    expect(b.payload).toEqual(a.payload);
    expect(b.checksum).toBe(a.checksum);
    const errors = pageErrors(page).filter((e) => !/Another connection wants to delete/.test(e));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
