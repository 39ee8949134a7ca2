import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, pageErrors, screenshot, viewports } from './browser';

/**
 * Issue 16, item 14: at 390 px the main menu lost "Rulings" and "Settings" in a sideways scroll ("Rulin"), and the
 * calendar's tabs hid "Zones" and "Day log" the same way. Every destination is in sight or one tap away, by keyboard too.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DESTINATIONS = ['Games', 'Campaigns', 'Combat', 'Dice', 'Races', 'Calculators', 'Rulings', 'Settings'];
const CALENDAR_TABS = ['Today', 'Projects', 'Stock & food', 'Zones', 'Day log'];

/** The links of `container` wholly in sight: inside the window and not clipped by a scrolling box around them. */
function linksInSight(page: Page, container: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>(`${selector} a`)];
    return links
      .filter((a) => {
        const box = a.getBoundingClientRect();
        // A closed disclosure's links are laid out but not drawn (content-visibility): not in sight.
        if (!a.checkVisibility({ contentVisibilityAuto: true })) return false;
        if (box.width === 0 || box.left < 0 || box.right > document.documentElement.clientWidth) return false;
        for (let el = a.parentElement; el && el !== document.body; el = el.parentElement) {
          const clip = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
          if (clips && (box.left < clip.left - 0.5 || box.right > clip.right + 0.5)) return false;
        }
        return true;
      })
      .map((a) => a.textContent!.trim());
  }, container);
}

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('on a %s (issue 16)', (viewport) => {
  it('shows every destination of the main menu, or one tap away under More, by keyboard too', async () => {
    const page = await openPage(browser, '/', viewport);
    await page.getByRole('heading', { level: 1, name: 'Which game tonight?' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const more = nav.locator('summary', { hasText: 'More' });
    const expanded = () => nav.locator('details').evaluate((d) => String((d as HTMLDetailsElement).open));
    const inBar = await linksInSight(page, 'nav[aria-label="Main"]');
    if (viewport === 'tablet') {
      expect(inBar).toEqual(DESTINATIONS);
      expect(await more.isVisible()).toBe(false);
    } else {
      expect(inBar).toEqual(DESTINATIONS.slice(0, 4));
      expect(await more.isVisible()).toBe(true);
      // One tap away: More opens the rest, every one in sight.
      await more.click();
      expect(await expanded()).toBe('true');
      expect(await linksInSight(page, 'nav[aria-label="Main"]')).toEqual(DESTINATIONS);
      await screenshot(page, `navigation-more-${viewport}`);
      // Escape closes it and gives focus back to More.
      await page.keyboard.press('Escape');
      expect(await expanded()).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toMatch(/^More/);
      // By keyboard: Enter opens, Tab reaches the link, Enter follows it, and the menu closes on the new page.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Races');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Calculators');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Calculators' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Calculators' }).count()).toBe(0);
      expect(await more.getAttribute('class')).toBe('active');
      expect(await expanded()).toBe('false');
      await more.click();
      await nav.getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    }
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('shows every tab of the calendar, none in a sideways scroll, and Tab reaches each', async () => {
    const page = await openPage(browser, '/campaigns', viewport);
    await page.getByRole('button', { name: 'Load the example campaign' }).click();
    await page.getByRole('link', { name: 'Example: The Frozen Coast' }).first().click();
    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    await page.getByRole('button', { name: 'Start on day 1' }).click();
    const tabs = page.getByRole('navigation', { name: 'Calendar' });
    await tabs.getByRole('link', { name: 'Day log' }).waitFor();
    expect(await linksInSight(page, 'nav.page-tabs')).toEqual(CALENDAR_TABS);
    await screenshot(page, `navigation-calendar-tabs-${viewport}`);
    await tabs.getByRole('link', { name: 'Today' }).focus();
    for (const name of CALENDAR_TABS.slice(1)) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(name);
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/calendar\/log$/);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
