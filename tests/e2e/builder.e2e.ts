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

type Viewport = keyof typeof viewports;

interface Build {
  race: string;
  name: string;
  stats: Record<'Body' | 'Mind' | 'Reflex' | 'Presence', number>;
  time: Record<string, number>;
  combat: Record<string, number>;
}

/**
 * A Neo-Bear (large, 2×2) and a Gratchen (small), each with 25 stat points, every time point (24, at most Mind in one
 * skill) and every combat point (Mind × 1) spent.
 */
const NEO_BEAR: Build = {
  race: 'Neo-Bear',
  name: 'Bruna Honeypaw',
  stats: { Body: 10, Mind: 5, Reflex: 5, Presence: 5 },
  time: { Bushcraft: 5, Cooking: 5, Fishing: 5, Hunting: 5, Logging: 4 },
  combat: { 'Unarmed Melee': 5 },
};
const GRATCHEN: Build = {
  race: 'Gratchen',
  name: 'Pip Kettleburr',
  stats: { Body: 4, Mind: 9, Reflex: 7, Presence: 5 },
  time: { Metalworks: 9, Woodworks: 6, Lockpicking: 5, Mining: 4 },
  combat: { 'Main-Hand Crossbow': 6, Stealth: 3 },
};

/** The app's own notices (offline ready, update) sit at the bottom; close them so the screenshot shows the builder. */
async function shot(page: Page, name: string) {
  const ok = page.getByRole('button', { name: 'OK', exact: true });
  if (await ok.isVisible()) await ok.click();
  await screenshot(page, name);
}

async function step(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Builder steps' }).getByRole('button', { name }).click();
}

async function buildCharacter(page: Page, build: Build, viewport: Viewport, shots: boolean) {
  await page.getByRole('link', { name: 'New character' }).click();
  await page.getByRole('heading', { level: 1, name: 'New character' }).waitFor();
  await page.getByRole('button', { name: `Choose ${build.race}` }).click();
  if (shots) await shot(page, `builder-race-${viewport}`);

  await step(page, 'Stats');
  for (const [stat, value] of Object.entries(build.stats)) {
    await page.getByRole('spinbutton', { name: stat, exact: true }).fill(String(value));
  }
  await page.getByText('0 of 25').waitFor();
  if (shots) await shot(page, `builder-stats-${viewport}`);

  await step(page, 'Skills');
  for (const [skill, value] of Object.entries(build.time)) {
    await page.getByRole('spinbutton', { name: `${skill} time points` }).fill(String(value));
  }
  for (const [skill, value] of Object.entries(build.combat)) {
    await page.getByRole('spinbutton', { name: `${skill} combat points` }).fill(String(value));
  }
  const bar = page.getByLabel('Skill points left');
  await bar.getByText('0 of 24').waitFor();
  await bar.getByText(`0 of ${build.stats.Mind}`).waitFor();
  expect(await overflowsHorizontally(page)).toBe(false);
  if (shots) await shot(page, `builder-skills-${viewport}`);

  await step(page, 'Gear');
  await page.getByRole('button', { name: 'Add armor suit' }).click();
  await page.getByRole('spinbutton', { name: 'Armor tier' }).fill('3');
  await page.getByRole('textbox', { name: 'Armor name' }).fill('Hide coat');
  // The book's shields, by tier up to Body (ruling R-gear-6), with their numbers.
  await page.getByRole('combobox', { name: 'Add a shield from the book' }).selectOption({
    label: 'Tier 2 shield: −2 damage from attacks from the front, in hand only · needs Body 2 · 1 round to equip',
  });
  await page.getByRole('textbox', { name: 'Shield name' }).and(page.locator('[value="Tier 2 shield"]')).waitFor();
  expect(await overflowsHorizontally(page)).toBe(false);
  if (shots) await shot(page, `builder-gear-${viewport}`);

  await step(page, 'Review');
  await page.getByRole('textbox', { name: 'Name' }).fill(build.name);
  await page.getByText('This build follows every rule checked').waitFor();
  expect(await overflowsHorizontally(page)).toBe(false);
  if (shots) await shot(page, `builder-review-${viewport}`);
  await page.getByRole('button', { name: 'Save character' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `Saved “${build.name}”.` })
    .waitFor();
}

function hpOf(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name }) })
    .locator('.member-hp');
}

describe.each(Object.keys(viewports) as Viewport[])('on a %s', (viewport) => {
  it('builds a Neo-Bear and a Gratchen through the UI; after a reload both are in the party with their HP', async () => {
    const page = await openPage(browser, '/campaigns', viewport);
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    await page.getByLabel('New campaign name').fill('The Long Winter');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('link', { name: 'The Long Winter' }).click();
    await page.getByRole('heading', { level: 1, name: 'The Long Winter' }).waitFor();

    await buildCharacter(page, NEO_BEAR, viewport, true);
    await buildCharacter(page, GRATCHEN, viewport, false);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'The Long Winter' }).waitFor();
    // "[(Body x Combat Level)+ 20HP]" with the size base: large races have "three (3) more base Hit Points for each
    // tile they occupy" (Neo-Bear 2×2 = 4 tiles: 20 + 12 = 32, + Body 10 × 1 = 42); small races have "15 instead of
    // the normal 20" (Gratchen: 15 + Body 4 × 1 = 19).
    await expect.poll(() => hpOf(page, NEO_BEAR.name).textContent()).toBe('42 / 42');
    expect(await hpOf(page, GRATCHEN.name).textContent()).toBe('19 / 19');
    expect(await page.getByText('Draft', { exact: true }).count()).toBe(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    await shot(page, `campaign-page-${viewport}`);

    // The name links to the sheet (built by the sheet's own page).
    const href = await page.getByRole('link', { name: NEO_BEAR.name, exact: true }).getAttribute('href');
    expect(href).toMatch(/^\/characters\/[0-9a-f-]{36}$/);

    // Level the Gratchen up from its sheet: "for every 2,000 exp gained they add another Combat Level" and "1 bonus
    // Stat point"; with the point in Body (4 → 5): 15 + Body 5 × level 2 = 25 HP, and full HP stays full.
    await page.getByRole('link', { name: GRATCHEN.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: GRATCHEN.name }).waitFor();
    await page.getByLabel('Experience').fill('2000');
    await page.getByRole('button', { name: 'Save exp' }).click();
    await page.getByRole('button', { name: 'Level up' }).click();
    const wizard = page.getByRole('region', { name: new RegExp(`Level up: ${GRATCHEN.name}`) });
    await wizard.getByRole('button', { name: 'Increase Body points at this level' }).click();
    await wizard.getByRole('button', { name: 'Max HP at the new level 25' }).waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Confirm level 2' }).click();
    await page.getByText(`${GRATCHEN.name} is now combat level 2: max HP 25.`).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: GRATCHEN.name }).waitFor();
    await expect
      .poll(() => page.getByRole('meter', { name: 'Hit points' }).getAttribute('aria-valuetext'))
      .toBe('25 of 25 HP, conscious');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('shows rules feedback next to the controls as the player acts', async () => {
    const page = await openPage(browser, '/campaigns', viewport);
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    await page.getByLabel('New campaign name').fill('Feedback');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('link', { name: 'Feedback' }).click();
    await page.getByRole('link', { name: 'New character' }).click();
    await page.getByRole('button', { name: 'Choose Human' }).click();
    await step(page, 'Stats');
    await page.getByRole('spinbutton', { name: 'Mind', exact: true }).fill('3');
    await page.getByRole('spinbutton', { name: 'Body', exact: true }).fill('11');
    await page.getByText('Body 11 is above the creation limit of 10 points in one stat.').waitFor();
    await step(page, 'Skills');
    await page.getByRole('spinbutton', { name: 'Tailor time points' }).fill('3');
    expect(await page.getByRole('button', { name: 'Increase Tailor time points' }).isDisabled()).toBe(true);
    await page.getByRole('spinbutton', { name: 'Weaponsmith time points' }).scrollIntoViewIfNeeded();
    await page.getByText('Locked: needs Metalworks 5 (you have 0)').first().waitFor();
    await shot(page, `builder-feedback-${viewport}`);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
