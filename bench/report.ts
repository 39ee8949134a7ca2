/**
 * The budget (issue 7) and the table `npm run bench` prints: one line per budget item with what was measured, the
 * budget, and PASS or FAIL (a smoke run prints "not judged"). Lines without a budget are figures to read, not verdicts.
 */
import type { BundleReport } from './bundle';
import type { Action, CampaignReport } from './campaign';
import type { EngineFigure } from './engine';
import type { LighthousePage } from './lighthouse';
import type { LoadReport } from './load';

export const BUDGET = {
  firstRouteJsKb: 160,
  lcpRatio: 1.25,
  tbtMs: 50,
  lighthouse: 0.95,
  campaignMs: { planner: 500, sheet: 150, endDay: 150, attack: 50, export: 2000, import: 4000 } satisfies Record<
    Action,
    number
  >,
} as const;

/** Route modules that must load lazily: the heavier views. */
export const HEAVY_VIEWS = ['CalendarLayout', 'CharacterSheetPage', 'EncounterPage', 'BuilderPage', 'SettingsPage'];

/** The most items a view may render at once and still count as "a page" (the app's pages hold 20 to 25). */
const ONE_PAGE = 25;

export type Verdict = 'PASS' | 'FAIL' | 'not judged' | '';

export interface Line {
  section: string;
  item: string;
  measured: string;
  budget: string;
  result: Verdict;
}

export interface Figures {
  engine?: EngineFigure[];
  bundle?: BundleReport;
  load?: LoadReport;
  campaign?: CampaignReport;
  lighthouse?: { home: LighthousePage; pages: LighthousePage[] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms` : '—');
const us = (micros: number) => (micros < 1000 ? `${micros.toFixed(1)} µs` : `${(micros / 1000).toFixed(2)} ms`);

const ACTION_LABEL: Record<Action, string> = {
  planner: 'Open the campaign to a usable planner',
  sheet: 'Open a character sheet',
  endDay: 'End a day',
  attack: 'Resolve an attack',
  export: 'Export the campaign',
  import: 'Import it into an empty database',
};

export function budgetLines(figures: Figures, smoke: boolean): Line[] {
  const judge = (pass: boolean): Verdict => (smoke ? 'not judged' : pass ? 'PASS' : 'FAIL');
  const lines: Line[] = [];
  const { bundle, load, campaign, lighthouse, engine } = figures;

  if (bundle) {
    lines.push({
      section: 'Bundle',
      item: 'First-route JS (gzip)',
      measured: kb(bundle.firstRoute.jsGzipBytes),
      budget: `≤ ${BUDGET.firstRouteJsKb} KB`,
      result: judge(bundle.firstRoute.jsGzipBytes <= BUDGET.firstRouteJsKb * 1024),
    });
    lines.push({
      section: 'Bundle',
      item: 'First-route CSS (gzip)',
      measured: kb(bundle.firstRoute.cssGzipBytes),
      budget: '',
      result: '',
    });
    const lazy = new Set(bundle.lazyRoutes.map((r) => r.name.split('/').at(-1)));
    const eager = HEAVY_VIEWS.filter((v) => !lazy.has(v));
    const heaviest = bundle.lazyRoutes[0];
    lines.push({
      section: 'Bundle',
      item: 'Heavier views load lazily',
      measured:
        eager.length === 0
          ? `${bundle.lazyRoutes.length} lazy routes; largest ${heaviest?.name} ${kb(heaviest?.jsGzipBytes ?? 0)}`
          : `eager: ${eager.join(', ')}`,
      budget: 'lazy',
      result: judge(eager.length === 0),
    });
  }

  if (load) {
    lines.push({
      section: 'Load (4× CPU)',
      item: 'LCP app ÷ floor',
      measured: `${load.lcpRatio.toFixed(2)} (app ${ms(load.app.lcpMs)}, floor ${ms(load.floor.lcpMs)})`,
      budget: `≤ ${BUDGET.lcpRatio}`,
      result: judge(load.lcpRatio <= BUDGET.lcpRatio),
    });
    lines.push({
      section: 'Load (4× CPU)',
      item: 'Total blocking time',
      measured: `${ms(load.app.tbtMs)} (floor ${ms(load.floor.tbtMs)})`,
      budget: `≤ ${BUDGET.tbtMs} ms`,
      result: judge(load.app.tbtMs <= BUDGET.tbtMs),
    });
  }

  if (lighthouse) {
    const all = [lighthouse.home, ...lighthouse.pages];
    for (const category of ['performance', 'accessibility', 'best-practices'] as const) {
      const scored = all.filter((p) => p.scores[category] !== undefined);
      if (scored.length === 0) continue;
      const worst = scored.reduce((a, b) => ((b.scores[category] ?? 1) < (a.scores[category] ?? 1) ? b : a));
      const value = worst.scores[category]!;
      lines.push({
        section: 'Lighthouse (mobile)',
        item: category === 'performance' ? 'Performance (home page)' : `${capitalize(category)} (lowest page)`,
        measured: scored.length > 1 ? `${value.toFixed(2)} (${worst.path}; ${scored.length} pages)` : value.toFixed(2),
        budget: `≥ ${BUDGET.lighthouse}`,
        result: judge(value >= BUDGET.lighthouse),
      });
    }
  }

  if (campaign) {
    for (const action of ['planner', 'sheet', 'endDay', 'attack', 'export', 'import'] as const) {
      const failure = campaign.failures[action];
      const value = campaign.medians[action];
      lines.push({
        section: 'Large campaign (4× CPU)',
        item: ACTION_LABEL[action],
        measured: failure !== undefined ? `failed: ${failure.slice(0, 90)}` : ms(value),
        budget: `≤ ${ms(BUDGET.campaignMs[action])}`,
        result: judge(failure === undefined && value <= BUDGET.campaignMs[action]),
      });
    }
    // A view may show everything when everything fits on one page; a longer list must come a page at a time.
    const over = campaign.views.filter((v) => v.rendered >= v.total && v.rendered > ONE_PAGE);
    lines.push({
      section: 'Large campaign (4× CPU)',
      item: 'No view renders every day or log entry',
      measured: campaign.views.map((v) => `${v.view} ${v.rendered}/${v.total}`).join('; '),
      budget: 'a page at a time',
      result: judge(campaign.views.length > 0 && over.length === 0),
    });
  }

  if (engine) {
    for (const figure of engine) {
      lines.push({
        section: 'Engine (Node)',
        item: figure.name,
        measured: `${us(figure.micros)} (${Math.round(figure.opsPerSecond).toLocaleString('en-US')} ops/s)`,
        budget: figure.budgetMicros === null ? '' : `≤ ${us(figure.budgetMicros)}`,
        result: figure.budgetMicros === null ? '' : judge(figure.micros <= figure.budgetMicros),
      });
    }
  }
  return lines;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The lines as a Markdown table (the README pastes it as it is). */
export function table(lines: readonly Line[]): string {
  const rows = [
    ['Area', 'Budget line', 'Measured (median)', 'Budget', 'Result'],
    ...lines.map((l) => [l.section, l.item, l.measured, l.budget, l.result]),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  const format = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [format(rows[0]!), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.slice(1).map(format)].join(
    '\n',
  );
}
