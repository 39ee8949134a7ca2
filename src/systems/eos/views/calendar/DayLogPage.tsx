import { useMemo, useState } from 'react';
import type { DayLogEntry } from '../../../../db';
import { calendarDate } from '../../rules';
import { useStartedCalendar } from './CalendarLayout';
import { LogLines, SummaryLines } from './PreviewPanel';
import { useDayLogPage } from './use-calendar';

/**
 * The day log (/campaigns/:campaignId/calendar/log): every ended day, newest first, a page at a time (a campaign may
 * hold years of days; only the page shown is read). Each day opens to its summary, rolls and lines.
 */
export function DayLogPage() {
  const { campaign, party } = useStartedCalendar();
  const [page, setPage] = useState(0);
  const data = useDayLogPage(campaign.id, page);
  const names = useMemo(() => new Map(party.map((c) => [c.id, c.name])), [party]);

  if (data === undefined) return <p className="empty">Loading the log…</p>;
  if (data.total === 0) return <p className="empty">No day has ended yet. End one on the Today page.</p>;
  const first = data.page * data.pageSize + 1;
  const last = first + data.entries.length - 1;

  return (
    <section className="day-log" aria-labelledby="day-log-title">
      <h2 id="day-log-title">Day log</h2>
      <p className="lede" aria-live="polite">
        Days {first}–{last} of {data.total} ended, newest first.
      </p>
      <ol className="stack day-log-list">
        {data.entries.map((entry) => (
          <DayEntry key={entry.id} entry={entry} names={names} />
        ))}
      </ol>
      {data.pageCount > 1 && (
        <nav className="toolbar day-log-pages" aria-label="Pages of the day log">
          <button type="button" className="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Newer days
          </button>
          <span>
            Page {page + 1} of {data.pageCount}
          </span>
          <button
            type="button"
            className="button"
            disabled={page + 1 >= data.pageCount}
            onClick={() => setPage(page + 1)}
          >
            Older days
          </button>
        </nav>
      )}
    </section>
  );
}

function DayEntry({ entry, names }: { entry: DayLogEntry; names: ReadonlyMap<string, string> }) {
  const date = calendarDate(entry.day);
  return (
    <li className="card day-entry">
      <details>
        <summary>
          <span className="day-entry-title">
            Day {entry.day} · {date.monthName} {date.dayOfMonth}
          </span>
          <span className="day-entry-headline">
            {entry.summary.hungry.length > 0 ? `${entry.summary.hungry.length} hungry · ` : ''}
            {entry.lines.length} lines
          </span>
        </summary>
        <SummaryLines summary={entry.summary} names={names} />
        {entry.rolls.length > 0 && (
          <p className="day-entry-rolls">
            Rolls:{' '}
            {entry.rolls
              .map(
                (r) =>
                  `${names.get(r.characterId) ?? 'someone'} ${r.label} ${r.roll}${r.source === 'typed' ? ' (table)' : ''}`,
              )
              .join(' · ')}
          </p>
        )}
        <LogLines lines={entry.lines} summary="Lines" />
      </details>
    </li>
  );
}
