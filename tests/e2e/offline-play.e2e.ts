import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { endDayConfirming, goTo, launchBrowser, openPage, pageErrors, screenshot } from './browser';

/**
 * Issue 6, playing without a network and without fear, in real Chromium on a tablet: (1) after one online visit the
 * GM goes offline, builds a character and ends a day, and both survive an offline reload; (2) a campaign exported,
 * its site data cleared and the file imported back has the same party (names, HP) and the same day.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const EXAMPLE = 'Example: The Frozen Coast';
/** A Gratchen with 25 stat points, all 24 time points and Mind × 1 = 9 combat points spent. */
const NEWCOMER = {
  race: 'Gratchen',
  name: 'Tova Rimewick',
  stats: { Body: 4, Mind: 9, Reflex: 7, Presence: 5 },
  time: { Metalworks: 9, Woodworks: 6, Lockpicking: 5, Mining: 4 },
  combat: { 'Main-Hand Crossbow': 6, Stealth: 3 },
};

/** Waits until the service worker is active and controls this page, so every later request can be served by it. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

async function loadExample(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Campaigns', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  await page.getByRole('button', { name: 'Load the example campaign' }).click();
  await page.getByRole('link', { name: EXAMPLE }).first().click();
  await page.getByRole('heading', { level: 1, name: EXAMPLE }).waitFor();
}

async function step(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Builder steps' }).getByRole('button', { name }).click();
}

/** The builder's minimal path (race, stats, skills, review, save), from the campaign page back to it. */
async function buildNewcomer(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'New character' }).click();
  await page.getByRole('heading', { level: 1, name: 'New character' }).waitFor();
  await page.getByRole('button', { name: `Choose ${NEWCOMER.race}` }).click();
  await step(page, 'Stats');
  for (const [stat, value] of Object.entries(NEWCOMER.stats)) {
    await page.getByRole('spinbutton', { name: stat, exact: true }).fill(String(value));
  }
  await page.getByText('0 of 25').waitFor();
  await step(page, 'Skills');
  for (const [skill, value] of Object.entries(NEWCOMER.time)) {
    await page.getByRole('spinbutton', { name: `${skill} time points` }).fill(String(value));
  }
  for (const [skill, value] of Object.entries(NEWCOMER.combat)) {
    await page.getByRole('spinbutton', { name: `${skill} combat points` }).fill(String(value));
  }
  const bar = page.getByLabel('Skill points left');
  await bar.getByText('0 of 24').waitFor();
  await bar.getByText(`0 of ${NEWCOMER.stats.Mind}`).waitFor();
  await step(page, 'Review');
  await page.getByRole('textbox', { name: 'Name' }).fill(NEWCOMER.name);
  await page.getByText('This build follows every rule checked').waitFor();
  await page.getByRole('button', { name: 'Save character' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `Saved “${NEWCOMER.name}”.` })
    .waitFor();
}

function dayHeading(page: Page, day: number) {
  return page.getByRole('heading', { level: 1, name: new RegExp(`^Day ${day}\\b`, 'u') });
}

/** From the campaign page: opens the calendar, starts it on day 1 and ends that day. */
async function startAndEndDayOne(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Calendar', exact: true }).click();
  await page.getByRole('button', { name: 'Start on day 1' }).click();
  await dayHeading(page, 1).waitFor();
  await endDayConfirming(page, 1);
  await page.getByRole('status').filter({ hasText: 'Day 1 ended.' }).waitFor();
}

/** The calendar's current day, read from its heading ("Day N …"). */
async function currentDay(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { level: 1, name: /^Day \d+\b/u });
  await heading.waitFor();
  const match = /^Day (\d+)\b/u.exec((await heading.textContent()) ?? '');
  if (!match) throw new Error('no day heading');
  return Number(match[1]);
}

/** Every party member's name and HP as the campaign page shows them, in page order. */
async function partyOf(page: Page): Promise<{ name: string; hp: string }[]> {
  const members = page
    .getByRole('list', { name: 'Party' })
    .getByRole('listitem')
    .filter({ has: page.locator('.member-hp') });
  await members.first().waitFor();
  const out: { name: string; hp: string }[] = [];
  for (const member of await members.all()) {
    out.push({
      name: (await member.locator('.member-name').textContent()) ?? '',
      hp: (await member.locator('.member-hp').textContent()) ?? '',
    });
  }
  return out;
}

/** Each offline reload of a file the service worker does not hold may log a disconnected load; nothing else may. */
function realErrors(page: Page): string[] {
  return pageErrors(page).filter(
    (e) => !/net::ERR_INTERNET_DISCONNECTED/.test(e) && !/Another connection wants to delete/.test(e),
  );
}

describe('on a tablet', () => {
  it('offline after one visit: builds a character and ends a day, and both survive an offline reload', async () => {
    const page = await openPage(browser, '/', 'tablet');
    await page.getByRole('heading', { level: 1, name: 'Which game tonight?' }).waitFor();
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Which game tonight?' }).waitFor();
    // The network is really gone: a file the service worker does not hold cannot be fetched.
    const fetched = await page.evaluate(() =>
      fetch(`/favicon.svg?uncached=${Date.now()}`).then(
        () => true,
        () => false,
      ),
    );
    expect(fetched).toBe(false);

    await loadExample(page);
    const campaignUrl = page.url();
    await buildNewcomer(page);
    await startAndEndDayOne(page);
    await screenshot(page, 'offline-play-day-ended-tablet');
    // The day may cost HP (the coast is cold and hungry): what counts is that the reload changes nothing.
    await page.goto(campaignUrl);
    const partyBefore = await partyOf(page);
    expect(partyBefore).toHaveLength(6);
    // "15 instead of the normal 20" for small races, + Body 4 × Combat Level 1 = a maximum of 19.
    expect(partyBefore.find((m) => m.name === NEWCOMER.name)?.hp).toMatch(/^\d+ \/ 19$/u);
    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    expect(await currentDay(page)).toBe(2);

    // Still offline: the calendar and the party come back from the device.
    const again = await page.reload();
    expect(again?.fromServiceWorker()).toBe(true);
    expect(await currentDay(page)).toBe(2);
    await page.goto(campaignUrl);
    await page.getByRole('heading', { level: 1, name: EXAMPLE }).waitFor();
    expect(await partyOf(page)).toEqual(partyBefore);
    await screenshot(page, 'offline-play-party-tablet');
    expect(realErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('export, clear site data, import: the party’s names and HP and the day are the same', async () => {
    const page = await openPage(browser, '/', 'tablet');
    await page.getByRole('heading', { level: 1, name: 'Which game tonight?' }).waitFor();
    await loadExample(page);
    const campaignPath = new URL(page.url()).pathname;
    await startAndEndDayOne(page);
    const dayBefore = await currentDay(page);
    expect(dayBefore).toBe(2);
    await page.goto(inject('baseUrl') + campaignPath);
    const partyBefore = await partyOf(page);
    expect(partyBefore).toHaveLength(5);

    await goTo(page, 'Settings');
    const backup = page.getByRole('region', { name: 'Backup files' });
    await backup.getByRole('combobox', { name: 'Campaign' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      backup.getByRole('button', { name: 'Export campaign' }).click(),
    ]);
    const file = { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
    expect(file.name).toMatch(/^eos-campaign-example-the-frozen-coast-\d{4}-\d{2}-\d{2}\.json$/);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: inject('baseUrl'), storageTypes: 'indexeddb' });
    await page
      .getByRole('alert')
      .getByText(/The app’s data was deleted in another tab/)
      .waitFor();
    await page.reload();
    await backup.getByText(/no campaigns on this device yet/).waitFor();

    await page.getByLabel('Choose a backup file to import').setInputFiles({
      name: file.name,
      mimeType: 'application/json',
      buffer: Buffer.from(file.text),
    });
    await backup.getByText(`Imported “${EXAMPLE}” with 5 characters, 1 calendar, 1 logged day.`).waitFor();
    await backup.getByRole('link', { name: `Open “${EXAMPLE}”` }).click();
    await page.getByRole('heading', { level: 1, name: EXAMPLE }).waitFor();
    // Same id, same page: the import keeps the campaign's identity.
    expect(new URL(page.url()).pathname).toBe(campaignPath);
    expect(await partyOf(page)).toEqual(partyBefore);
    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    expect(await currentDay(page)).toBe(dayBefore);
    await screenshot(page, 'offline-play-imported-day-tablet');
    expect(realErrors(page)).toEqual([]);
    await page.context().close();
  });
});
