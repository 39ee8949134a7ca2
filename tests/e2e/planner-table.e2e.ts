import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayStored,
  launchBrowser,
  openPage,
  overflowsHorizontally,
  pageErrors,
  screenshot,
  viewports,
} from './browser';

/**
 * Issue 16, part A, as a GM meets it at the table: a deadly day asks first (item 1), the fallen leave the plan by
 * themselves (2), one refusal no longer hides the day (3), the Tools menu offers what is at hand and a missing kit is
 * added from the refusal (4), and two tabs planning two characters keep both (8).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function startExampleCalendar(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  await page.getByRole('button', { name: 'Load the example campaign' }).click();
  await page.getByRole('link', { name: 'Example: The Frozen Coast' }).first().click();
  await page.getByRole('link', { name: 'Calendar', exact: true }).click();
  await page.getByRole('button', { name: 'Start on day 1' }).click();
  await page.getByRole('heading', { level: 2, name: 'Plan the day' }).waitFor();
  await page.getByRole('listitem', { name: 'Brakka Stonehide' }).waitFor();
  return page.url();
}

const row = (page: Page, name: string) => page.getByRole('listitem', { name });
const preview = (page: Page) => page.getByRole('region', { name: 'Preview: today → tomorrow' });
const confirmation = (page: Page) => page.getByRole('alertdialog', { name: /^End day \d+\?$/u });

async function optionTexts(page: Page, label: string): Promise<string[]> {
  return page
    .getByLabel(label, { exact: true })
    .evaluate((select: HTMLSelectElement) => [...select.options].map((o) => o.text));
}

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('on a %s', (viewport) => {
  it('offers the tools at hand, adds a missing kit from the refusal, previews around a refusal, asks before a deadly day and leaves the fallen out of the next', async () => {
    const page = await openPage(browser, '/campaigns', viewport);
    await startExampleCalendar(page);

    // Item 4: Maren carries no fishing kit, so "No tools" is all the menu offers (it used to offer Crude, then refuse it).
    await page.getByLabel('Maren Holt, task 1: task').selectOption('fishing');
    expect(await optionTexts(page, 'Maren Holt, task 1: tools')).toEqual(['No tools']);
    // Grund's menu names his own Crude bow saw.
    await page.getByLabel('Grund Mossback, task 1: task').selectOption('logging');
    expect(await optionTexts(page, 'Grund Mossback, task 1: tools')).toEqual(['No tools', 'Crude tools: Bow saw (T1)']);
    const maren = row(page, 'Maren Holt');
    await maren.getByRole('alert', { name: 'Maren Holt, task 1: refused' }).waitFor();

    // Item 3: the refusal is marked, and the preview still shows the day of everyone else, naming what is skipped.
    await preview(page)
      .getByText('Skipped, refused by the rules: Maren Holt’s task 1 (Fishing).', { exact: false })
      .waitFor();
    await preview(page)
      .getByRole('row', { name: /^beams/u })
      .waitFor();
    expect(await page.getByRole('button', { name: 'End day 1' }).isEnabled()).toBe(true);
    await screenshot(page, `planner-table-refusal-${viewport}`);

    // Item 4: one tap puts a Crude Fishing toolkit on Maren's sheet, and the slot works with it.
    await maren.getByRole('button', { name: 'Add a Crude Fishing toolkit to Maren Holt’s gear' }).click();
    await maren.getByRole('alert', { name: 'Maren Holt, task 1: refused' }).waitFor({ state: 'detached' });
    expect(await optionTexts(page, 'Maren Holt, task 1: tools')).toEqual([
      'No tools',
      'Crude tools: Crude Fishing toolkit (T1)',
    ]);

    // Item 3 again: Pip cannot mine in town; that task is skipped when the day ends.
    await page.getByLabel('Pip Kettleburr, task 1: task').selectOption('mining');
    await row(page, 'Pip Kettleburr').getByRole('alert', { name: 'Pip Kettleburr, task 1: refused' }).waitFor();

    // Item 1: cold 6 by day, 8 hours out, no shelter: End day names who falls or dies, and why, before anything ends.
    await page.getByLabel('Cold by day').fill('6');
    await page.getByLabel('Hours out by day').fill('8');
    await preview(page)
      .getByText(/^(Dead|Unconscious): /u)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'End day 1' }).click();
    const ask = confirmation(page);
    await ask.waitFor();
    const asked = await ask.innerText();
    expect(asked).toMatch(/ (dies|falls unconscious)\. .*cold \(day: cold 6 − armor \d+ = \d+\/h × 8 h/u);
    expect(asked).toContain('Skipped: Pip Kettleburr’s task 1 (Mining).');
    // Focus goes to the question, and the buttons are in view.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('End day 1?');
    await ask.getByRole('button', { name: 'End day 1 anyway' }).scrollIntoViewIfNeeded();
    await screenshot(page, `planner-table-confirm-${viewport}`);
    expect(await overflowsHorizontally(page)).toBe(false);
    // Keep planning: nothing ended.
    await ask.getByRole('button', { name: 'Keep planning' }).click();
    await page.getByRole('button', { name: 'End day 1' }).waitFor();
    // The keyboard is back on End day, and Enter asks again.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('End day 1');
    await page.keyboard.press('Enter');
    await confirmation(page).waitFor();
    await confirmation(page).getByRole('button', { name: 'Keep planning' }).click();
    await page.getByRole('button', { name: 'End day 1' }).click();
    await confirmation(page).getByRole('button', { name: 'End day 1 anyway' }).click();
    await page.getByRole('heading', { level: 1, name: /^Day 2\b/u }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Day 1 ended with 1 refused task skipped.' }).waitFor();
    const fallen = asked.match(/([A-Z][a-z]+ [A-Z][a-z]+) (dies|falls unconscious)\./u)!;
    const [, name, outcome] = fallen;

    // Item 2: the next day the fallen are out of the plan by themselves, with the line saying why; End day works.
    await dayStored(page, 1);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Day 2\b/u }).waitFor();
    const out = row(page, name!).getByRole('note');
    await out.waitFor();
    expect(await out.innerText()).toMatch(
      outcome === 'dies'
        ? new RegExp(`^${name} is dead \\(HP -?\\d+\\): out of the plan`, 'u')
        : new RegExp(`^${name} is unconscious \\(HP -?\\d+\\): out of the plan, resting, until healed above 0`, 'u'),
    );
    expect(await row(page, name!).getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'End day 2' }).isEnabled()).toBe(true);
    await screenshot(page, `planner-table-fallen-${viewport}`);

    // The day log keeps what was skipped.
    await page.getByRole('link', { name: 'Day log' }).click();
    await page.getByText(/^Day 1 · /u).click();
    await page
      .getByText('Skipped, refused by the rules: Pip Kettleburr’s task 1 (Mining).', { exact: false })
      .first()
      .waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('carries the conditions over, keeps the GM’s presets and says why shelter and fire make the cold cost nothing (item 6)', async () => {
    const page = await openPage(browser, '/campaigns', viewport);
    await startExampleCalendar(page);
    const conditions = page.getByRole('region', { name: 'Conditions' });
    await page.getByLabel('Cold by day').fill('6');
    await page.getByLabel('Hours out by day').fill('8');
    await conditions.getByRole('checkbox', { name: 'Shelter' }).check();
    await conditions.getByRole('checkbox', { name: 'Fire' }).check();
    const note = page.getByLabel('Why the cold costs what it does');
    await note.getByText('cold 6 by day × 8 h, with shelter + fire: 0 HP an hour = 0 damage.').waitFor();
    expect(await note.innerText()).toContain('Shelter & Fire used in conjunction will also reduce that damage to 0');

    await page.getByLabel('Name for today’s conditions').fill('Midwinter storm');
    await page.getByRole('button', { name: 'Save today’s conditions' }).click();
    await page.getByLabel('Preset', { exact: true }).waitFor();
    await screenshot(page, `planner-table-conditions-${viewport}`);
    expect(await overflowsHorizontally(page)).toBe(false);

    // The day ends (it starves the party: asked first); the next day starts from the same conditions, after a reload.
    await page.getByRole('button', { name: 'End day 1' }).click();
    await confirmation(page).getByRole('button', { name: 'End day 1 anyway' }).click();
    await page.getByRole('heading', { level: 1, name: /^Day 2\b/u }).waitFor();
    await dayStored(page, 1);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Day 2\b/u }).waitFor();
    expect(await page.getByLabel('Cold by day').inputValue()).toBe('6');
    expect(await page.getByLabel('Hours out by day').inputValue()).toBe('8');

    // A thaw, then the storm again from its preset; renamed and deleted.
    await page.getByLabel('Cold by day').fill('0');
    await conditions.getByRole('checkbox', { name: 'Fire' }).uncheck();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLInputElement>('.conditions input[type="checkbox"]:checked') ? true : false) &&
        [...document.querySelectorAll<HTMLLabelElement>('.conditions-fields label')].some(
          (l) => l.textContent?.startsWith('Cold by day') && l.querySelector('input')?.value === '6',
        ),
    );
    expect(await conditions.getByRole('checkbox', { name: 'Fire' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('New name for Midwinter storm').fill('Deep winter');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('option', { name: 'Deep winter' }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('None yet: the GM sets the cold', { exact: false }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('two tabs planning two characters at once keep both (item 8), with the same app dice after a reload (16)', async () => {
    const first = await openPage(browser, '/campaigns', viewport);
    const url = await startExampleCalendar(first);
    const second = await first.context().newPage();
    await second.goto(url);
    await second.getByRole('listitem', { name: 'Brakka Stonehide' }).waitFor();

    // At the same moment, before either tab has read the other's change.
    await Promise.all([
      first.getByLabel('Grund Mossback, task 1: task').selectOption('logging'),
      second.getByLabel('Ash Greyfang, task 1: task').selectOption('hunting'),
    ]);
    // Both tabs come to show both tasks, from what is stored.
    for (const page of [first, second]) {
      await page.waitForFunction(() => {
        const value = (label: string) =>
          document.querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`)?.value;
        return value('Grund Mossback, task 1: task') === 'logging' && value('Ash Greyfang, task 1: task') === 'hunting';
      });
    }
    // Item 16: the app's d20 for Ash's hunt is the plan's own, the same in both tabs and after a reload.
    const appRoll = (page: Page) =>
      row(page, 'Ash Greyfang')
        .getByText(/^app rolls \d+$/u)
        .innerText();
    const rolled = await appRoll(first);
    expect(await appRoll(second)).toBe(rolled);
    await first.reload();
    await first.getByRole('listitem', { name: 'Brakka Stonehide' }).waitFor();
    expect(await first.getByLabel('Grund Mossback, task 1: task').inputValue()).toBe('logging');
    expect(await first.getByLabel('Ash Greyfang, task 1: task').inputValue()).toBe('hunting');
    expect(await appRoll(first)).toBe(rolled);
    expect(pageErrors(first)).toEqual([]);
    expect(pageErrors(second)).toEqual([]);
    await first.context().close();
  });
});
