/**
 * Lighthouse 12 (mobile preset: a mid-range phone, simulated slow 4G and 4× CPU) on the system chromium with the
 * browser tests' flags, through its CLI so each run is a fresh Chrome profile. The home page is scored for performance,
 * accessibility and best practices; with `pages`, pages that need the large campaign are scored for accessibility and
 * best practices in a Chrome that already holds it (storage kept).
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { median } from './browser';
import { ROOT } from './build';

const run = promisify(execFile);
const CLI = resolve(ROOT, 'node_modules/lighthouse/cli/index.js');

export type Category = 'performance' | 'accessibility' | 'best-practices';

export interface LighthouseRun {
  scores: Partial<Record<Category, number>>;
  /** Audits below a full score that count in a category (id, score, title), for whoever fixes them. */
  findings: { category: Category; id: string; score: number; title: string }[];
  metrics: Record<string, string>;
}

export interface LighthousePage {
  path: string;
  runs: LighthouseRun[];
  /** Median score per category over the runs. */
  scores: Partial<Record<Category, number>>;
}

interface LhResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string; displayValue?: string }>;
  runtimeError?: { message: string };
}

async function lighthouseOnce(url: string, categories: Category[], port?: number): Promise<LighthouseRun> {
  const args = [
    CLI,
    url,
    `--only-categories=${categories.join(',')}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--max-wait-for-load=60000',
  ];
  if (port === undefined) {
    args.push(`--chrome-path=${CHROMIUM_PATH}`, `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`);
  } else {
    // A Chrome that already runs on `port`, holding data the page needs: connect to it and keep its storage.
    args.push(`--port=${port}`, '--disable-storage-reset');
  }
  const { stdout } = await run(process.execPath, args, { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
  const result = JSON.parse(stdout) as LhResult;
  if (result.runtimeError) throw new Error(`Lighthouse: ${result.runtimeError.message}`);
  const scores: Partial<Record<Category, number>> = {};
  const findings: LighthouseRun['findings'] = [];
  for (const category of categories) {
    const found = result.categories[category];
    if (!found || found.score === null) throw new Error(`Lighthouse gave no ${category} score for ${url}.`);
    scores[category] = found.score;
    for (const ref of found.auditRefs) {
      const audit = result.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        findings.push({ category, id: ref.id, score: audit.score, title: audit.title });
      }
    }
  }
  const metrics: Record<string, string> = {};
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index']) {
    const value = result.audits[id]?.displayValue;
    if (value !== undefined) metrics[id] = value;
  }
  return { scores, findings, metrics };
}

function summarize(path: string, runs: LighthouseRun[]): LighthousePage {
  const scores: Partial<Record<Category, number>> = {};
  for (const category of Object.keys(runs[0]?.scores ?? {}) as Category[]) {
    scores[category] = median(runs.map((r) => r.scores[category] ?? 0));
  }
  return { path, runs, scores };
}

/** The home page, `runs` times: performance, accessibility and best practices. */
export async function lighthouseHome(baseUrl: string, runs: number): Promise<LighthousePage> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    results.push(await lighthouseOnce(`${baseUrl}/`, ['performance', 'accessibility', 'best-practices']));
  }
  return summarize('/', results);
}

/**
 * Pages scored once each for accessibility and best practices in the Chrome listening on `port`: [route, path] pairs,
 * reported by route ("/characters/:id").
 */
export async function lighthousePages(
  baseUrl: string,
  pages: readonly (readonly [string, string])[],
  port: number,
): Promise<LighthousePage[]> {
  const scored: LighthousePage[] = [];
  for (const [route, path] of pages) {
    scored.push(
      summarize(route, [await lighthouseOnce(`${baseUrl}${path}`, ['accessibility', 'best-practices'], port)]),
    );
  }
  return scored;
}
