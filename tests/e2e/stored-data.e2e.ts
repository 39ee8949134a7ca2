import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endDayConfirming,
  launchBrowser,
  openPage,
  overflowsHorizontally,
  pageErrors,
  screenshot,
  viewports,
} from './browser';

/**
 * Issue 16 item 19: stored records each valid alone but impossible together — a character with Mind 15 at creation
 * and 15 from levels, a fight with a fighter of max HP 0 and HP 50 and a turn order naming nobody, a day-1 log
 * renumbered 50 — as an older version's import could have left them. Each page shows what is wrong on that record and
 * the rest of it works: no "This page could not be opened".
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Runs `body` (a function's source, given the open database) in the page, against the app's IndexedDB. */
function inDatabase<T>(page: Page, body: string): Promise<T> {
  return page.evaluate(
    `new Promise((resolve, reject) => {
      const open = indexedDB.open('eos-table-companion');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => { const db = open.result; (${body})(db, resolve, reject); };
    })`,
  );
}

/** Every record of a store. */
function all<T>(page: Page, store: string): Promise<T[]> {
  return inDatabase(
    page,
    `(db, resolve) => { const q = db.transaction('${store}').objectStore('${store}').getAll(); q.onsuccess = () => resolve(q.result); }`,
  );
}

/** Puts records into a store, as a damaged database would hold them. */
function put(page: Page, store: string, records: unknown[]): Promise<void> {
  return inDatabase(
    page,
    `(db, resolve, reject) => { const t = db.transaction('${store}', 'readwrite'); for (const r of ${JSON.stringify(records)}) t.objectStore('${store}').put(r); t.oncomplete = () => resolve(); t.onerror = () => reject(t.error); }`,
  );
}

interface Stored {
  id: string;
  campaignId: string;
  day: number;
  name: string;
  /** Characters and fights are stored as envelopes (issue 18): the Eos sheet or fight is their payload. */
  system: {
    build: { creationStats: Record<string, number>; levelStats: Record<string, number> };
    state: { combatants: { id: string; maxHp: number; hp: number }[]; order: string[] };
  };
}

/** The example campaign with three ended days and a fight against a wolf, made through the app's pages. */
async function playedExample(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Load the example campaign' }).click();
  await page.getByRole('link', { name: 'Example: The Frozen Coast' }).first().click();
  const campaignId = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.getByRole('link', { name: 'Calendar', exact: true }).click();
  await page.getByRole('button', { name: 'Start on day 1' }).click();
  for (const day of [1, 2, 3]) await endDayConfirming(page, day);
  await page.goto(`${new URL(page.url()).origin}/campaigns/${campaignId}/encounters/new`);
  const form = page.getByRole('form', { name: 'Quick creature' });
  await form.getByLabel('Name', { exact: true }).fill('Ice wolf');
  await form.getByLabel('Max HP', { exact: true }).fill('60');
  await form.getByLabel('Body', { exact: true }).fill('4');
  await form.getByLabel('Reflex', { exact: true }).fill('5');
  await form.getByRole('button', { name: 'Add to the fight' }).click();
  await page.getByRole('button', { name: 'Start the fight' }).click();
  await page.getByRole('heading', { level: 1, name: /Fight 1/u }).waitFor();
  return campaignId;
}

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('on a %s', (viewport) => {
  it('shows what is wrong on each damaged record, and the rest of each page works', { timeout: 120_000 }, async () => {
    const page = await openPage(browser, '/campaigns', viewport);
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    const campaignId = await playedExample(page);
    const origin = new URL(page.url()).origin;

    const [fight] = await all<Stored>(page, 'encounters');
    const [wolfId] = fight!.system.state.order.slice(-1);
    const damagedFight = structuredClone(fight!);
    damagedFight.id = 'damaged-fight';
    damagedFight.name = 'Damaged fight';
    damagedFight.system.state.combatants = damagedFight.system.state.combatants.map((c) =>
      c.id === wolfId ? { ...c, maxHp: 0, hp: 50 } : c,
    );
    damagedFight.system.state.order = [...damagedFight.system.state.order, 'ghost'];
    const [maren] = (await all<Stored>(page, 'characters')).filter((c) => c.name === 'Maren Holt');
    const overspent = structuredClone(maren!);
    Object.assign(overspent, { id: 'overspent', name: 'Overspent Olga' });
    overspent.system.build.creationStats.mind = 15;
    overspent.system.build.levelStats.mind = 15;
    const dayOne = (await all<Stored>(page, 'dayLogs')).find((log) => log.day === 1)!;
    await put(page, 'encounters', [damagedFight]);
    await put(page, 'characters', [overspent]);
    await put(page, 'dayLogs', [{ ...dayOne, day: 50 }]);

    // The planner: Olga is named and left out, undo says why it is not offered, and a day still ends.
    await page.goto(`${origin}/campaigns/${campaignId}/calendar`);
    const setAside = page.getByRole('alert').filter({ hasText: 'Left out of the calendar’s days' });
    await setAside.getByText('Overspent Olga’s sheet cannot be worked out: Mind 30 is above the').waitFor();
    await page.getByText('Day 50 cannot be undone: its log is damaged.').click();
    await page.getByText('Day 50 is logged as ended, but the calendar is only on day 4.').waitFor();
    expect(await page.getByRole('button', { name: 'Undo last day' }).count()).toBe(0);
    await screenshot(page, `stored-data-planner-${viewport}`);
    expect(await overflowsHorizontally(page)).toBe(false);
    await endDayConfirming(page, 4);

    // The damaged fight: what is wrong, and its log; the good fight and the list of fights still open.
    await page.goto(`${origin}/encounters/damaged-fight`);
    const notice = page.getByRole('alert').filter({ hasText: 'This fight’s record is damaged' });
    await notice.getByText('Ice wolf has 50 HP, more than their maximum of 0.').waitFor();
    await notice.getByText('The turn order names “ghost”, who is not in this fight.').waitFor();
    await screenshot(page, `stored-data-fight-${viewport}`);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.getByRole('link', { name: '← All fights' }).click();
    await page.getByRole('link', { name: 'Fight 1', exact: true }).first().click();
    await page.getByRole('button', { name: 'Roll initiative for everyone' }).waitFor();

    // The party page and Olga's sheet say what is wrong with her; the others' sheets open.
    await page.goto(`${origin}/campaigns/${campaignId}`);
    const olga = page
      .getByRole('list', { name: 'Party' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Overspent Olga' }) });
    await olga.waitFor();
    expect(await olga.innerText()).toMatch(/Mind/u);
    await screenshot(page, `stored-data-party-${viewport}`);
    await page.getByRole('link', { name: 'Maren Holt' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Maren Holt' }).waitFor();
    await page.goto(`${origin}/characters/overspent`);
    await page
      .getByText(/The sheet cannot be worked out yet: Mind must be a whole number from 0 to 15, not 30\./u)
      .waitFor();

    expect(await page.getByText('This page could not be opened').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
