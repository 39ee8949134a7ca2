/**
 * The large campaign in the browser, CPU throttled 4×: each run starts from an empty database in a new browser context
 * and times, through the app's own pages, what a table does with a campaign of years — import the file, open the
 * planner, end a day, open a sheet, resolve an attack, export the campaign. Then it counts what the heavy views render
 * (the day log, the fights, a fight's log, the planner) against what the campaign holds.
 */
import type { Browser, Page } from 'playwright-core';
import type { LargeCampaign } from './large-campaign/generate';
import { median, newContext, pageErrors, settle, throttledPage, timeUntil } from './browser';

export const ACTIONS = ['import', 'planner', 'endDay', 'sheet', 'attack', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

export interface ViewCount {
  view: string;
  path: string;
  /** What the view lists, counted in the DOM. */
  rendered: number;
  /** How many of those the campaign holds. */
  total: number;
  unit: string;
  domElements: number;
}

export interface CampaignReport {
  runs: Record<Action, number[]>;
  medians: Record<Action, number>;
  /** Why a figure could not be measured (the import refused the file …); the rest still ran when possible. */
  failures: Partial<Record<Action, string>>;
  views: ViewCount[];
  errors: string[];
}

const settleQuiet = (page: Page) => settle(page, 500, 20_000);

/** Text of the first element matching `selector`, as a JS expression for timeUntil. */
const textOf = (selector: string) => `(document.querySelector(${JSON.stringify(selector)})?.textContent ?? '')`;
/** A JS expression: some button reads exactly `label` and can be pressed. */
const enabledButton = (label: string) =>
  `[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === ${JSON.stringify(label)} && !b.disabled)`;

/** Writes the file's records straight into IndexedDB (only when the app's import refused it: the figures go on). */
export async function seedDirectly(page: Page, fileText: string): Promise<void> {
  await page.evaluate(async (text) => {
    const file = JSON.parse(text) as { payload: { campaign: object; tables: Record<string, object[]> } };
    const request = indexedDB.open('eos-table-companion');
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tables = ['campaigns', ...Object.keys(file.payload.tables)];
    const tx = idb.transaction(tables, 'readwrite');
    tx.objectStore('campaigns').put(file.payload.campaign);
    for (const [name, records] of Object.entries(file.payload.tables)) {
      for (const record of records) tx.objectStore(name).put(record);
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    idb.close();
  }, fileText);
}

async function oneRun(
  browser: Browser,
  baseUrl: string,
  campaign: LargeCampaign,
  filePath: string,
  record: (action: Action, ms: number) => void,
  fail: (action: Action, why: string) => void,
): Promise<Page> {
  const context = await newContext(browser, { acceptDownloads: true });
  const page = await throttledPage(context);
  page.setDefaultTimeout(120_000);
  const name = campaign.campaignName;

  // Import into an empty database: from choosing the file to the "Imported …" line on screen.
  await page.goto(`${baseUrl}/settings`);
  const input = page.getByLabel('Choose a backup file to import');
  await input.waitFor();
  await settleQuiet(page);
  const importMs = await timeUntil(
    page,
    {
      event: 'change',
      ready: `${textOf('.import-panel .status-line')}.startsWith('Imported') || document.querySelector('.import-failed') !== null`,
      timeoutMs: 180_000,
    },
    () => input.setInputFiles(filePath),
  );
  const refused = await page
    .locator('.import-failed')
    .textContent({ timeout: 100 })
    .catch(() => null);
  if (refused === null) {
    record('import', importMs);
  } else {
    fail('import', refused.replace(/\s+/gu, ' ').trim());
    await seedDirectly(page, campaign.text);
  }

  // A new session, as on game night: the app opened on the campaign (so the first save below is the session's first,
  // which also keeps the restore points of the session). Then its planner: from the tap on "Calendar" to "End day N"
  // ready to press.
  await page.goto(`${baseUrl}/campaigns/${campaign.campaignId}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await settleQuiet(page);
  const day = campaign.counts.dayLogs + 1;
  record(
    'planner',
    await timeUntil(page, { event: 'click', ready: enabledButton(`End day ${day}`) }, () =>
      page.getByRole('link', { name: 'Calendar', exact: true }).click(),
    ),
  );
  await settleQuiet(page);

  // End the day, the session's first save: from the tap to the next day's "End day" ready to press.
  record(
    'endDay',
    await timeUntil(page, { event: 'click', ready: enabledButton(`End day ${day + 1}`) }, () =>
      page.getByRole('button', { name: `End day ${day}` }).click(),
    ),
  );
  await settleQuiet(page);

  // Open a sheet from the party page: from the tap on the name to the sheet's sections on screen.
  await page.getByRole('link', { name: `← ${name}` }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await settleQuiet(page);
  const member = page.locator('a.member-name').first();
  const memberName = ((await member.textContent()) ?? '').trim();
  record(
    'sheet',
    await timeUntil(
      page,
      {
        event: 'click',
        ready: `document.querySelector('.sheet-page .sheet-grid') !== null && ${textOf('#sheet-title')}.includes(${JSON.stringify(memberName)})`,
      },
      () => member.click(),
    ),
  );
  await settleQuiet(page);

  // Resolve an attack in the running fight, dice rolled by the app: from the tap to the result on screen.
  await page.goBack();
  await page.getByRole('link', { name: 'Fights', exact: true }).click();
  await page.getByRole('link', { name: campaign.activeEncounterName }).first().click();
  const attack = page.getByRole('region', { name: 'Attack', exact: true });
  await attack.getByRole('radio', { name: 'Roll in the app' }).check();
  const resolve = attack.getByRole('button', { name: /^(Roll and resolve|Resolve the attack)$/u });
  await resolve.waitFor();
  // A player taps a button they can see: the page is scrolled to it before the clock starts (Playwright's click would
  // otherwise scroll in the timed frame).
  await resolve.scrollIntoViewIfNeeded();
  await settleQuiet(page);
  const logBefore = (await page.locator('#log-title').textContent()) ?? '';
  record(
    'attack',
    await timeUntil(
      page,
      {
        event: 'click',
        ready: `document.getElementById('result-title') !== null && ${textOf('#log-title')} !== ${JSON.stringify(logBefore)}`,
      },
      () => resolve.click(),
    ),
  );
  await settleQuiet(page);

  // Export the campaign from Settings: from the tap to "Exported …" (the download handed to the browser).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const backup = page.getByRole('region', { name: 'Backup files' });
  const exportButton = backup.getByRole('button', { name: 'Export campaign' });
  await exportButton.waitFor();
  await exportButton.scrollIntoViewIfNeeded();
  await settleQuiet(page);
  const downloaded = page.waitForEvent('download', { timeout: 180_000 });
  record(
    'export',
    await timeUntil(
      page,
      {
        event: 'click',
        ready: `${textOf('.backup-section .status-line')}.startsWith('Exported') || document.querySelector('.backup-section .notice-error') !== null`,
        timeoutMs: 180_000,
      },
      () => exportButton.click(),
    ),
  );
  const exportError = await backup
    .locator('.notice-error')
    .textContent({ timeout: 100 })
    .catch(() => null);
  if (exportError !== null) fail('export', exportError);
  else await (await downloaded).delete();
  return page;
}

/** What each heavy view renders of the large campaign (in the last run's page, after its actions). */
async function countViews(page: Page, baseUrl: string, campaign: LargeCampaign): Promise<ViewCount[]> {
  const views: ViewCount[] = [];
  const count = async (
    view: string,
    path: string,
    ready: string,
    selector: string,
    total: number,
    unit: string,
  ): Promise<void> => {
    await page.goto(`${baseUrl}${path}`);
    await page.locator(ready).first().waitFor();
    await settleQuiet(page);
    const rendered = await page.locator(selector).count();
    const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    views.push({ view, path, rendered, total, unit, domElements });
  };
  const calendar = `/campaigns/${campaign.campaignId}/calendar`;
  const days = campaign.counts.dayLogs + 1; // one more ended in the run
  await count('Planner (today)', calendar, '.day-actions', '.last-day, .day-entry', days, 'days');
  await count('Day log', `${calendar}/log`, '.day-log-list', '.day-log-list > li', days, 'days');
  await count(
    'Fights',
    `/campaigns/${campaign.campaignId}/encounters`,
    '.encounter-list',
    '.encounter-list > li',
    campaign.counts.finishedEncounters + 1,
    'fights',
  );
  // A finished fight: its own log (every fight holds about 50 entries).
  await page.goto(`${baseUrl}/campaigns/${campaign.campaignId}/encounters`);
  const fightHref = await page.locator('.encounter-list a[href^="/encounters/"]').last().getAttribute('href');
  if (fightHref !== null) {
    await count(
      'A finished fight',
      fightHref,
      '.log-list',
      '.log-list > li',
      Math.round(campaign.counts.combatLogEntries / campaign.counts.finishedEncounters),
      'log entries',
    );
  }
  return views;
}

export async function measureCampaign(
  browser: Browser,
  baseUrl: string,
  campaign: LargeCampaign,
  filePath: string,
  runs: number,
  log: (line: string) => void = () => {},
): Promise<CampaignReport> {
  const samples = Object.fromEntries(ACTIONS.map((a) => [a, [] as number[]])) as Record<Action, number[]>;
  const failures: Partial<Record<Action, string>> = {};
  const errors: string[] = [];
  let views: ViewCount[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await oneRun(
      browser,
      baseUrl,
      campaign,
      filePath,
      (action, ms) => samples[action].push(ms),
      (action, why) => (failures[action] = why),
    );
    log(
      `  run ${run + 1}/${runs}: ${ACTIONS.map((a) => `${a} ${samples[a].at(-1)?.toFixed(0) ?? '—'} ms`).join(', ')}`,
    );
    if (run === runs - 1) views = await countViews(page, baseUrl, campaign);
    errors.push(...pageErrors(page));
    await page.context().close();
  }
  const medians = Object.fromEntries(ACTIONS.map((a) => [a, median(samples[a])])) as Record<Action, number>;
  return { runs: samples, medians, failures, views, errors: [...new Set(errors)] };
}
