import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, pageErrors, screenshot, viewports } from './browser';

/**
 * Issue 17: a fight already running changes. A Neo-Bear joins as a quick creature, is clawed and answers with Trade
 * Blows and its shove; the GM places a trap (from the keyboard alone) and takes a wolf out, after confirming.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The app's dice scripted to a cycle without a natural 1 or 20 (a critical's choice would take the focus). */
function dealtDice(): void {
  const faces = [0.62, 0.31, 0.47, 0.83, 0.55, 0.12, 0.71, 0.38];
  let next = 0;
  const own = crypto.getRandomValues.bind(crypto);
  crypto.getRandomValues = ((array: ArrayBufferView) => {
    if (!(array instanceof Uint32Array) || array.length !== 1) return own(array);
    array[0] = Math.floor(faces[next++ % faces.length]! * 4294967296);
    return array;
  }) as typeof crypto.getRandomValues;
}

/** The names on the fighters' cards, in turn order. */
function fighters(page: Page): Promise<string[]> {
  return page
    .locator('.encounter-fighters .combatant-name > span:first-child')
    .evaluateAll((spans) => spans.map((s) => (s.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/** Tabs until the element matching `selector` has the focus (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The focused element's text. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement?.textContent ?? '').trim());
}

/** Scrolls the top of `selector` to just below the sticky turn banner and takes a screenshot there. */
async function shoot(page: Page, selector: string, name: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const banner = document.querySelector('.turn-banner')?.getBoundingClientRect().bottom ?? 0;
      window.scrollBy(0, el.getBoundingClientRect().top - banner - 16);
    });
  await screenshot(page, name);
}

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])(
  'a running fight on a %s (issue 17)',
  (viewport) => {
    it(
      'a fighter joins, trades blows with a shove, a trap is placed from the keyboard, a fighter is taken out',
      { timeout: 120_000 },
      async () => {
        const page = await openPage(browser, '/campaigns', viewport, dealtDice);
        await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
        await page.getByRole('button', { name: 'Load the example campaign' }).click();
        await page.getByRole('link', { name: 'Example: The Frozen Coast' }).first().click();
        await page.getByRole('link', { name: 'Start a fight' }).click();
        await page.getByRole('heading', { level: 1, name: 'New encounter' }).waitFor();
        const setup = page.getByRole('form', { name: 'Quick creature' });
        await setup.getByLabel('Name', { exact: true }).fill('Wolf');
        await setup.getByLabel('Max HP', { exact: true }).fill('20');
        await setup.getByRole('button', { name: 'Add to the fight' }).click();
        await page.getByRole('list', { name: 'Opponents', exact: true }).getByRole('listitem').first().waitFor();
        await page.getByRole('button', { name: 'Start the fight' }).click();
        await page.getByRole('heading', { level: 1, name: /Fight 1/ }).waitFor();
        await page.getByRole('button', { name: 'Start round 1' }).click();
        await page.getByText(/^Round 1 · turn 1 of /).waitFor();
        const before = await fighters(page);
        const first = before[0]!.replace(/^1\. /, '');

        // A Neo-Bear joins the fight as a quick creature, at the place the rules give a foe: last.
        const join = page.getByRole('region', { name: 'Someone joins the fight' });
        await join.locator('summary', { hasText: 'A quick creature joins' }).click();
        await shoot(page, '.join-panel', `fight-join-${viewport}`);
        const form = join.getByRole('form', { name: 'Quick creature' });
        await form.getByLabel('Name', { exact: true }).fill('Bear');
        await form.getByLabel('Max HP', { exact: true }).fill('40');
        await form.getByLabel('Body', { exact: true }).fill('5');
        await form.locator('summary', { hasText: 'Specials' }).click();
        await form.getByRole('checkbox', { name: /Trade Blows 2/ }).check();
        await form.getByRole('checkbox', { name: /template/ }).uncheck();
        await form.getByRole('button', { name: 'Add to the fight' }).click();
        await page.getByText(/^Round 1 · turn 1 of /).waitFor();
        await page.waitForFunction(
          (n) => document.querySelectorAll('.encounter-fighters .combatant').length === n,
          before.length + 1,
        );
        expect(await fighters(page)).toEqual([...before, `${before.length + 1}. Bear`]);
        await page
          .getByRole('list', { name: 'Combat log, newest first' })
          .getByText(/Bear joins the fight \(foe\)/)
          .waitFor();

        // The first fighter hits the bear with bare hands and the table's dice (19 against 2: no critical).
        const attack = page.getByRole('region', { name: 'Attack', exact: true });
        await attack.locator('#attack-defender').selectOption({ label: 'Bear' });
        const holds = attack.locator('#attack-holds');
        const held = await holds.locator('option').allTextContents();
        const bare = held.findIndex((h) => /bare hands|unarmed/i.test(h));
        if (bare !== -1) await holds.selectOption({ index: bare });
        await attack.getByRole('radio', { name: 'Type the table’s dice' }).check();
        for (const die of await attack.getByLabel(new RegExp(`^${first}’s d20`)).all()) await die.fill('19');
        for (const die of await attack.getByLabel(/^Bear’s d20/).all()) await die.fill('2');
        await attack.getByRole('button', { name: 'Resolve the attack' }).click();

        // "Whenever the character with this ability is dealt damage …": the bear may trade blows, with the shove.
        const trade = page.getByRole('region', { name: 'Trade Blows' });
        await trade.waitFor();
        expect(await trade.textContent()).toContain(`Bear was hit by ${first}`);
        await shoot(page, '.trade-blows-panel', `fight-trade-blows-${viewport}`);
        await trade.getByRole('button', { name: /^Trade blows: shove/ }).click();
        await page
          .getByRole('list', { name: 'Combat log, newest first' })
          .getByText(new RegExp(`^Bear trades blows with ${first}: d20 \\[`))
          .waitFor();
        await trade.waitFor({ state: 'detached' });

        // A trap, placed with the keyboard only.
        const traps = page.getByRole('region', { name: 'Traps' });
        await traps.locator('summary', { hasText: 'Place a trap' }).focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await page.keyboard.type('Pit');
        await page.keyboard.press('Tab');
        await page.keyboard.type('14');
        await tabTo(page, '.place-trap button');
        await shoot(page, '.traps-panel', `fight-place-trap-${viewport}`);
        await page.keyboard.press('Enter');
        await traps.getByText(/Pit.*difficulty 14, armed/).waitFor();

        // The wolf is taken out, once the GM confirms, from the keyboard: focus goes to the question and back.
        const wolf = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Wolf/ }) });
        await wolf.locator('summary', { hasText: 'GM tools' }).focus();
        await page.keyboard.press('Enter');
        await tabTo(page, '.gm-tools .button.danger:not(:has(.visually-hidden))');
        expect(await focusedText(page)).toBe('Take Wolf out of the fight');
        await page.keyboard.press('Enter');
        await wolf.getByRole('group', { name: 'Take Wolf out of the fight?' }).waitFor();
        expect(await focusedText(page)).toBe('Keep Wolf in');
        await page.keyboard.press('Enter');
        await wolf.getByRole('group', { name: 'Take Wolf out of the fight?' }).waitFor({ state: 'detached' });
        expect(await focusedText(page)).toBe('Take Wolf out of the fight');
        await page.keyboard.press('Enter');
        await wolf.getByRole('group', { name: 'Take Wolf out of the fight?' }).waitFor();
        await shoot(page, '.encounter-fighters .confirm-delete', `fight-take-out-${viewport}`);
        await page.keyboard.press('Shift+Tab');
        expect(await focusedText(page)).toBe('Take Wolf out');
        await page.keyboard.press('Enter');
        await wolf.waitFor({ state: 'detached' });
        // The card is gone: its result takes the focus, not the page's body.
        await page.waitForFunction(() => document.activeElement?.closest('.result-card') != null);
        expect((await fighters(page)).some((f) => f.includes('Wolf'))).toBe(false);
        await page
          .getByRole('list', { name: 'Combat log, newest first' })
          .getByText('Wolf leaves the fight.')
          .waitFor();

        expect(await overflowsHorizontally(page)).toBe(false);
        expect(pageErrors(page)).toEqual([]);
        await page.context().close();
      },
    );
  },
);
