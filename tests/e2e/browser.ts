import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { storedRecords } from './stored';

interface DayLog {
  campaignId: string;
  day: number;
}

export const viewports = {
  tablet: { width: 820, height: 1180 },
  phone: { width: 390, height: 844 },
} as const;

/** Debian's chromium, headless, with the flags these machines need (no background network, no sandbox as root). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/** A new page at `path`, collecting its errors (pageErrors); `initScript` runs in it before any of the page's own. */
export async function openPage(
  browser: Browser,
  path: string,
  viewport: keyof typeof viewports,
  initScript?: () => void,
): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports[viewport] });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  (page as Page & { errors: string[] }).errors = errors;
  await page.goto(inject('baseUrl') + path);
  return page;
}

export function pageErrors(page: Page): string[] {
  return (page as Page & { errors?: string[] }).errors ?? [];
}

/** Screenshots land in tmp/screenshots (not committed) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('tmp/screenshots', { recursive: true });
  await page.screenshot({ path: `tmp/screenshots/${name}.png`, fullPage: false });
}

/** True when the page scrolls sideways: something is wider than the window. */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/**
 * Taps "End day N" and, when the planner asks first (a day that starves, knocks out or kills someone, or skips a
 * refused task: issue 16), confirms it; resolves once day N + 1 is shown and day N is stored.
 */
export async function endDayConfirming(page: Page, day: number): Promise<void> {
  await page.getByRole('button', { name: `End day ${day}`, exact: true }).click();
  const next = page.getByRole('heading', { level: 1, name: new RegExp(`^Day ${day + 1}\\b`, 'u') });
  const anyway = page.getByRole('button', { name: `End day ${day} anyway` });
  await anyway.or(next).first().waitFor();
  if (await anyway.isVisible()) await anyway.click();
  await next.waitFor();
  await dayStored(page, day);
}

/**
 * Resolves once day N's log is stored for the campaign on screen. The planner shows the new day at once and stores it
 * just after; a test that reloads must wait for the store first.
 */
export async function dayStored(page: Page, day: number): Promise<void> {
  const campaignId = /\/campaigns\/([^/]+)/u.exec(new URL(page.url()).pathname)?.[1];
  await expect
    .poll(
      async () =>
        (await storedRecords<DayLog>(page, 'dayLogs')).some((log) => log.campaignId === campaignId && log.day === day),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Follows a link of the main menu as a player does: on a phone the last destinations are under "More" (issue 16), so
 * it opens that first when the link is not in the bar.
 */
export async function goTo(page: Page, destination: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: destination, exact: true });
  if (!(await link.isVisible())) await nav.locator('summary', { hasText: 'More' }).click();
  await link.click();
}
