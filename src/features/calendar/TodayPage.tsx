import { useMemo } from 'react';
import { Link } from 'react-router';
import { endDay, saveConditions, savePlan, undoLastDay } from '../../db';
import {
  createSeededRandom,
  ruleOptions,
  RulesError,
  calendarProfile,
  type CalendarProfile,
  previewDay,
  type DayConditions,
  type DayPlan,
  type DayPreview,
  type PlanValidation,
  validatePlan,
} from '../../rules';
import { failureMessage } from '../campaigns/format';
import { useStartedCalendar } from './CalendarLayout';
import { useCalendarUi } from './calendar-ui-store';
import { ConditionsPanel } from './ConditionsPanel';
import { clearedPlan } from './plan-edits';
import { PlanGrid } from './PlanGrid';
import { LogLines, PreviewPanel, SummaryLines } from './PreviewPanel';
import { useSaved } from './use-saved';

/**
 * The calendar's main page (/campaigns/:campaignId/calendar): today's conditions, the plan grid, the preview of the
 * day beside today, "End the day" and "Undo last day", and what the last day did. A routine day is one tap: the plan
 * and conditions carry over from the day before.
 */
export function TodayPage() {
  const { calendar } = useStartedCalendar();
  // A new day starts from the stored plan and conditions, with nothing pending from the day before.
  return <Today key={calendar.state.day} />;
}

function Today() {
  const { campaign, party, characters, houseRules, calendar, lastDay } = useStartedCalendar();
  const ui = useCalendarUi();
  const { state } = calendar;
  const onError = (e: unknown) => ui.failed(failureMessage(e));
  const [plan, setPlan] = useSaved<DayPlan>(calendar.plan, (p) => savePlan(campaign.id, p), onError);
  const [conditions, setConditions] = useSaved<DayConditions>(
    calendar.conditions,
    (c) => saveConditions(campaign.id, c),
    onError,
  );

  const profiles = useMemo(() => {
    const options = ruleOptions(houseRules).character;
    const map = new Map<string, CalendarProfile>();
    for (const c of characters) {
      try {
        map.set(c.id, calendarProfile(c, options));
      } catch (error) {
        if (!(error instanceof RulesError)) throw error;
      }
    }
    return map;
  }, [characters, houseRules]);

  const validation: PlanValidation = useMemo(() => {
    try {
      return validatePlan(state, characters, plan, conditions, houseRules);
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      return { ok: false, characters: [], reasons: [error.message] };
    }
  }, [state, characters, plan, conditions, houseRules]);

  const { preview, problem } = useMemo((): { preview: DayPreview | null; problem: string | null } => {
    if (!validation.ok) {
      return {
        preview: null,
        problem: 'The plan has refusals (marked above). Change them to see the day’s consequences.',
      };
    }
    try {
      const random = createSeededRandom(ui.diceSeed);
      return { preview: previewDay(state, characters, plan, conditions, { random }, houseRules), problem: null };
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      return { preview: null, problem: error.message };
    }
  }, [validation, state, characters, plan, conditions, houseRules, ui.diceSeed]);

  const names = useMemo(() => new Map(party.map((c) => [c.id, c.name])), [party]);

  async function end() {
    ui.setBusy(true);
    try {
      const log = await endDay(campaign.id, { day: state.day, random: createSeededRandom(ui.diceSeed) });
      ui.rerollDice();
      ui.succeeded(`Day ${log.day} ended. It is now day ${log.day + 1}.`);
    } catch (error) {
      ui.failed(failureMessage(error));
    } finally {
      ui.setBusy(false);
    }
  }

  async function undo() {
    ui.setBusy(true);
    try {
      const undone = await undoLastDay(campaign.id);
      ui.cancelUndo();
      ui.rerollDice();
      ui.succeeded(`Day ${undone.day} undone: back to the start of day ${undone.day}, as it was.`);
    } catch (error) {
      ui.failed(failureMessage(error));
    } finally {
      ui.setBusy(false);
    }
  }

  return (
    <div className="today">
      {ui.error && (
        <p className="notice notice-error" role="alert">
          {ui.error}
        </p>
      )}
      <p className="status-line" role="status">
        {ui.status}
      </p>
      <ConditionsPanel conditions={conditions} zones={state.zones} party={party} onChange={setConditions} />
      {party.length === 0 ? (
        <p className="empty">
          No characters yet. <Link to={`/campaigns/${campaign.id}/new-character`}>Build the first one</Link> to plan
          their days.
        </p>
      ) : (
        <PlanGrid
          party={party}
          profiles={profiles}
          state={state}
          plan={plan}
          validation={validation}
          rolls={preview?.result.rolls ?? []}
          random={ui.random}
          onChange={setPlan}
        />
      )}
      <div className="toolbar plan-tools">
        <button type="button" className="button" onClick={() => ui.rerollDice()}>
          Roll the app’s dice again
        </button>
        <button type="button" className="button" onClick={() => setPlan(clearedPlan(plan))}>
          Clear every task
        </button>
      </div>
      <PreviewPanel preview={preview} problem={problem} names={names} />
      <div className="day-actions" role="group" aria-label="End or undo a day">
        <button
          type="button"
          className="button primary"
          disabled={ui.busy || !validation.ok}
          onClick={() => void end()}
        >
          End day {state.day}
        </button>
        {lastDay &&
          (ui.confirmingUndo ? (
            <span className="day-undo-confirm">
              <span>
                Undo day {lastDay.day}? Stock, HP and zones go back to the start of that day; changes made since (the
                plan, projects) go too.
              </span>
              <button type="button" className="button danger" disabled={ui.busy} onClick={() => void undo()}>
                Undo day {lastDay.day}
              </button>
              <button type="button" className="button" onClick={() => ui.cancelUndo()}>
                Keep it
              </button>
            </span>
          ) : (
            <button type="button" className="button" disabled={ui.busy} onClick={() => ui.askUndo()}>
              Undo last day
            </button>
          ))}
      </div>
      {lastDay && (
        <section className="card last-day" aria-labelledby="last-day-title">
          <h2 id="last-day-title">Day {lastDay.day}: what happened</h2>
          <SummaryLines summary={lastDay.summary} names={names} />
          <LogLines lines={lastDay.lines} summary="The log, line by line" />
          <p>
            <Link to="log">Every day of the log</Link>
          </p>
        </section>
      )}
    </div>
  );
}
