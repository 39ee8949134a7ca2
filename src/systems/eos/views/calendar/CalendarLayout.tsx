import { useEffect, useState } from 'react';
import { CampaignGate, opensIn } from '../../../../core/ui/CampaignGate';
import { Link, NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { NumberStepper } from '../../../../core/ui/NumberStepper';
import { startCalendar, type CalendarRecord } from '../../../../db';
import { calendarDate } from '../../rules';
import { useCalendarUi } from './calendar-ui-store';
import { useCalendarData, type CalendarData } from './use-calendar';
import { failureMessage } from '../../../../core/ui/failure-message';
import { eosPaths, type CalendarTab } from '../../paths';

/** What every calendar page gets from the layout: the live data with a started calendar. */
export type StartedCalendar = CalendarData & { calendar: CalendarRecord };

/** The calendar data of the page's layout (only inside CalendarLayout's routes). */
export function useStartedCalendar(): StartedCalendar {
  return useOutletContext<StartedCalendar>();
}

const tabs: readonly { to: CalendarTab; label: string; end: boolean }[] = [
  { to: '', label: 'Today', end: true },
  { to: 'projects', label: 'Projects', end: false },
  { to: 'stock', label: 'Stock & food', end: false },
  { to: 'zones', label: 'Zones', end: false },
  { to: 'log', label: 'Day log', end: false },
];

/**
 * /campaigns/:campaignId/calendar/*: the campaign's date and the calendar's pages (today's plan, projects, stock and
 * forecast, zones, the day log), or a button to start the calendar.
 */
export function CalendarLayout() {
  const { campaignId } = useParams();
  const data = useCalendarData(campaignId);
  const reset = useCalendarUi((s) => s.reset);
  useEffect(() => reset, [reset, campaignId]);

  if (!opensIn(data?.campaign, 'eos'))
    return (
      <CampaignGate
        campaign={data === undefined ? undefined : (data?.campaign ?? null)}
        loading="Loading the calendar…"
      />
    );
  const { campaign, calendar, setAside } = data;
  const date = calendar ? calendarDate(calendar.state.day) : null;

  return (
    <section className="page calendar-page" aria-labelledby="calendar-title">
      <p className="breadcrumb">
        <Link to={eosPaths.campaign(campaign.id)}>← {campaign.name}</Link>
      </p>
      <h1 id="calendar-title">
        {date ? (
          <>
            Day <span className="calendar-day-number">{date.day}</span>
            <span className="calendar-date-label">
              {' '}
              · {date.monthName}, {seasonName(date.season)}
            </span>
          </>
        ) : (
          'Campaign calendar'
        )}
      </h1>
      {date && (
        <p className="lede">
          {date.label}. {campaign.name}.
        </p>
      )}
      {setAside.length > 0 && (
        <div className="notice notice-error repair-notice" role="alert">
          <p>Left out of the calendar’s days until their sheet is repaired:</p>
          <ul>
            {setAside.map(({ character, problems }) => (
              <li key={character.id}>
                {problems.join(' ')} <Link to={eosPaths.editCharacter(character.id)}>Repair {character.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {calendar ? (
        <>
          <nav className="page-tabs" aria-label="Calendar">
            <ul>
              {tabs.map((tab) => (
                <li key={tab.label}>
                  <NavLink to={eosPaths.calendar(campaign.id, tab.to)} end={tab.end}>
                    {tab.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Outlet context={{ ...data, calendar } satisfies StartedCalendar} />
        </>
      ) : (
        <StartCalendar campaignId={campaign.id} />
      )}
    </section>
  );
}

function seasonName(season: string): string {
  return season.charAt(0).toUpperCase() + season.slice(1);
}

function StartCalendar({ campaignId }: { campaignId: string }) {
  const [day, setDay] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const date = calendarDate(Math.max(1, day));

  async function start() {
    setBusy(true);
    try {
      await startCalendar(campaignId, { day: Math.max(1, day) });
    } catch (e) {
      setError(failureMessage(e));
      setBusy(false);
    }
  }

  return (
    <div className="card calendar-start">
      <h2>Start the calendar</h2>
      <p>
        The calendar keeps the party’s days: tasks, food and spoilage, cold, hunger, healing, projects and the zones
        they use. It starts in town with an empty stock and everyone’s HP as their sheet has it.
      </p>
      <div className="inline-form">
        <span className="field">
          First day
          <NumberStepper label="First day" value={day} min={1} onChange={setDay} />
        </span>
        <p className="calendar-start-date">{date.label}</p>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="toolbar">
        <button type="button" className="button primary" onClick={() => void start()} disabled={busy}>
          Start on day {date.day}
        </button>
      </div>
    </div>
  );
}
