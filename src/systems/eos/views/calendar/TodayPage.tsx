import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useStableValue } from '../../../../core/ui/stable-value';
import { afterNextPaintAndQueuedTasks } from '../../../../core/scheduling/next-paint';
import {
  addMissingToolkit,
  calendarDiceSeed,
  endDay,
  rollDiceAgain,
  saveConditions,
  savePlan,
  UNDO_DAYS,
  undoLastDay,
  workOutDay,
  type DayEnding,
  type DayLogEntry,
} from '../../../../db';
import {
  RulesError,
  type CalendarCharacter,
  type ConditionPreset,
  type DayDanger,
  type MissingToolkit,
  type SkippedTask,
  type CalendarProfile,
  previewDay,
  type DayConditions,
  type DayPlan,
  type DayPreview,
  type HouseRules,
  type PlanValidation,
  type RollRecord,
} from '../../rules';
import { useStartedCalendar } from './CalendarLayout';
import { useCalendarUi } from './calendar-ui-store';
import { ConditionsPanel } from './ConditionsPanel';
import { clearedPlan } from './plan-edits';
import { PlanGrid, type PlanEdit } from './PlanGrid';
import { planCheck, profilesOf } from './planner-ahead';
import { LogLines, PreviewPanel, SummaryLines } from './PreviewPanel';
import { projectOption } from './SlotEditor';
import { forgetEndedDay, showEndedDay } from './use-calendar';
import { useSaved } from './use-saved';
import { failureMessage } from '../../../../core/ui/failure-message';
import { eosPaths } from '../../paths';

/**
 * The calendar's main page (/campaigns/:campaignId/calendar): today's conditions, the plan grid, the preview of the
 * day beside today, "End the day" and "Undo last day", and what the last day did. A routine day is one tap: the plan
 * and conditions carry over from the day before.
 *
 * A new day keeps the page (only what changed renders again) but starts from the stored plan and conditions, with
 * nothing pending from the day before (useSaved's scope is the day).
 */
export function TodayPage() {
  const shown = useStartedCalendar();
  const { campaign, party, characters, houseRules, calendar, lastDay } = shown;
  const { state } = calendar;
  const day = state.day;
  // The plan's stored dice: the same rolls on every load, in the preview and when the day ends.
  const seed = calendarDiceSeed(calendar);
  const random = useCalendarUi((s) => s.random);
  const campaignId = campaign.id;
  // Only what this page changed is written over the stored plan (another tab may be planning someone else).
  const [plan, setPlan] = useSaved<DayPlan>(
    calendar.plan,
    (p, before) => savePlan(campaignId, p, before),
    onError,
    day,
  );
  const [conditions, setConditions] = useSaved<DayConditions>(
    calendar.conditions,
    (c, before) => saveConditions(campaignId, c, before).then((saved) => saved.conditions),
    onError,
    day,
  );

  const profiles = useProfiles(characters, houseRules);

  const validation: PlanValidation = useStableValue(
    useMemo(
      () => planCheck(state, characters, plan, conditions, houseRules),
      [state, characters, plan, conditions, houseRules],
    ),
  );

  // Below the plan and the End day button: when the page opens and when a new day starts, the preview is worked out
  // and drawn just after them rather than before (the app's dice in the rows come with it; End day does not need it).
  const opened = useDeferredValue(true, false);
  const previewReady = useDeferredValue(day, null) === day;
  const previewed = useMemo((): Previewed => {
    if (!previewReady) return WORKING_OUT;
    if (validation.reasons.length > 0) {
      return { preview: null, problem: `The day cannot run: ${validation.reasons.join(' ')}` };
    }
    try {
      // Every task that can run is shown; the refused ones (marked above) are left out and listed.
      const preview = previewDay(state, characters, plan, conditions, { seed }, houseRules, { skipRefused: true });
      return { preview, problem: null };
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      return { preview: null, problem: error.message };
    }
  }, [previewReady, validation, state, characters, plan, conditions, houseRules, seed]);

  const preview = previewed.preview;
  const rolls = useStableValue(useMemo(() => rollsByCharacter(preview?.result.rolls ?? []), [preview]));
  const shownLastDay = opened ? lastDay : null;
  const members = useStableValue(useMemo(() => party.map((c) => ({ id: c.id, name: c.name })), [party]));
  const names = useMemo(() => new Map(members.map((c) => [c.id, c.name])), [members]);
  const projects = useStableValue(
    useMemo(() => state.projects.map((p) => projectOption(p, members)), [state.projects, members]),
  );

  // What the callbacks below read when they run (after the render that showed it): they keep their identity.
  const latest = useRef({ stock: state.stock, seed, day, shown, plan, conditions });
  useLayoutEffect(() => {
    latest.current = { stock: state.stock, seed, day, shown, plan, conditions };
  });
  const getStock = useCallback(() => latest.current.stock, []);
  const editPlan: PlanEdit = useCallback((edit) => setPlan((current) => edit(current)), [setPlan]);
  const addToolkit = useCallback(
    (characterId: string, toolkit: MissingToolkit) => {
      addMissingToolkit(campaignId, characterId, toolkit).catch(onError);
    },
    [campaignId],
  );
  // The last day whose save failed: a day ended on top of it fails too, and the first message stands.
  const failedDay = useRef<number | null>(null);
  // The save of the last day ended here: undo waits for it (it takes back the last day stored).
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  // The new day is worked out on what the page shows, with the day's dice, and drawn at once; endDay then works it
  // out again on the stored records with the same dice, and saves it. Should the save fail, the page goes back.
  // A day that kills, knocks out or starves anyone, or leaves refused tasks out, is confirmed first (`confirmed`).
  const end = useCallback(
    async (confirmed: boolean) => {
      const ui = useCalendarUi.getState();
      const { day, seed, shown, plan, conditions } = latest.current;
      let ending: DayEnding;
      try {
        const calendar = { ...shown.calendar, plan, conditions };
        ending = workOutDay({ ...shown, calendar }, { day, seed, skipRefused: true });
      } catch (error) {
        ui.failed(failureMessage(error));
        return;
      }
      if (!confirmed && (ending.dangers.length > 0 || ending.skipped.length > 0)) {
        ui.askEnd({ day, dangers: ending.dangers, skipped: ending.skipped });
        return;
      }
      ui.cancelEnd();
      showEndedDay(shown, ending);
      const skipped = ending.skipped.length;
      ui.succeeded(
        `Day ${day} ended${skipped > 0 ? ` with ${skipped} refused task${skipped === 1 ? '' : 's'} skipped` : ''}. It is now day ${day + 1}.`,
      );
      const save = afterNextPaintAndQueuedTasks().then(() => endDay(campaignId, { day, seed, skipRefused: true }));
      saving.current = save;
      try {
        await save;
        failedDay.current = null;
      } catch (error) {
        forgetEndedDay();
        if (failedDay.current === null || failedDay.current >= day) {
          ui.failed(`Day ${day} was not saved; the calendar shows what is stored. ${failureMessage(error)}`);
        }
        failedDay.current ??= day;
      }
    },
    [campaignId],
  );

  const undo = useCallback(async () => {
    const ui = useCalendarUi.getState();
    ui.setBusy(true);
    try {
      await saving.current.catch(() => undefined);
      const undone = await undoLastDay(campaignId);
      // Undo takes the campaign back to its time before the day: a day still shown from this page must go.
      forgetEndedDay();
      ui.cancelUndo();
      ui.succeeded(`Day ${undone.day} undone: back to the start of day ${undone.day}, as it was.`);
    } catch (error) {
      ui.failed(failureMessage(error));
    } finally {
      ui.setBusy(false);
    }
  }, [campaignId]);

  return (
    <div className="today">
      <Messages />
      <ConditionsPanel
        campaignId={campaignId}
        conditions={conditions}
        presets={calendar.conditionPresets ?? NO_PRESETS}
        zones={state.zones}
        party={members}
        onChange={setConditions}
      />
      {party.length === 0 ? (
        <p className="empty">
          No characters yet. <Link to={eosPaths.newCharacter(campaign.id)}>Build the first one</Link> to plan their
          days.
        </p>
      ) : (
        <PlanGrid
          party={party}
          members={members}
          profiles={profiles}
          dayStates={state.characters}
          plan={plan}
          validation={validation}
          rolls={rolls}
          projects={projects}
          getStock={getStock}
          random={random}
          onEdit={editPlan}
          onAddToolkit={addToolkit}
        />
      )}
      <div className="toolbar plan-tools">
        <button
          type="button"
          className="button"
          onClick={() => rollDiceAgain(campaignId, useCalendarUi.getState().drawSeed()).catch(onError)}
        >
          Roll the app’s dice again
        </button>
        <button type="button" className="button" onClick={() => editPlan(clearedPlan)}>
          Clear every task
        </button>
      </div>
      <PreviewPanel preview={previewed.preview} problem={previewed.problem} names={names} />
      <DayActions
        day={day}
        canEnd={validation.reasons.length === 0}
        lastDay={lastDay?.day ?? null}
        undoable={lastDay?.undoable ?? false}
        damaged={lastDay?.problems ?? NO_PROBLEMS}
        onEnd={end}
        onUndo={undo}
      />
      {shownLastDay && <LastDay campaignId={campaignId} lastDay={shownLastDay} names={names} />}
    </div>
  );
}

interface Previewed {
  preview: DayPreview | null;
  problem: string | null;
}

const WORKING_OUT: Previewed = { preview: null, problem: 'Working out the day…' };

function onError(error: unknown): void {
  useCalendarUi.getState().failed(failureMessage(error));
}

/** Each character's profile for the calendar, computed again only for a character whose record changed. */
function useProfiles(
  characters: readonly CalendarCharacter[],
  houseRules: HouseRules,
): ReadonlyMap<string, CalendarProfile> {
  return useMemo(() => profilesOf(characters, houseRules), [characters, houseRules]);
}

const NO_PROBLEMS: readonly string[] = [];
const NO_PRESETS: readonly ConditionPreset[] = [];

function rollsByCharacter(rolls: readonly RollRecord[]): ReadonlyMap<string, RollRecord[]> {
  const by = new Map<string, RollRecord[]>();
  for (const roll of rolls) {
    const own = by.get(roll.characterId);
    if (own) own.push(roll);
    else by.set(roll.characterId, [roll]);
  }
  return by;
}

/** The line saying what the last action did, or what went wrong. */
function Messages() {
  const error = useCalendarUi((s) => s.error);
  const status = useCalendarUi((s) => s.status);
  return (
    <>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <p className="status-line" role="status">
        {status}
      </p>
    </>
  );
}

const DayActions = memo(function DayActions({
  day,
  canEnd,
  lastDay,
  undoable,
  damaged,
  onEnd,
  onUndo,
}: {
  day: number;
  canEnd: boolean;
  lastDay: number | null;
  /** Whether the last day still keeps what undo needs (the newest UNDO_DAYS days do). */
  undoable: boolean;
  /** What is wrong with the last day's log, which keeps undo from taking it back (lastDayLog). */
  damaged: readonly string[];
  onEnd: (confirmed: boolean) => Promise<void>;
  onUndo: () => Promise<void>;
}) {
  const busy = useCalendarUi((s) => s.busy);
  const confirmingUndo = useCalendarUi((s) => s.confirmingUndo);
  const confirmingEnd = useCalendarUi((s) => s.confirmingEnd);
  const asking = confirmingEnd !== null && confirmingEnd.day === day;
  // "Keep planning" takes the confirmation away: the keyboard goes back to End day rather than to the page's top.
  const endButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useLayoutEffect(() => {
    if (wasAsking.current && !asking) endButton.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (asking) {
    return (
      <div className="day-actions" role="group" aria-label="End or undo a day">
        <EndDayConfirmation
          day={day}
          dangers={confirmingEnd.dangers}
          skipped={confirmingEnd.skipped}
          onEnd={() => void onEnd(true)}
        />
      </div>
    );
  }
  return (
    <div className="day-actions" role="group" aria-label="End or undo a day">
      <button
        ref={endButton}
        type="button"
        className="button primary"
        disabled={busy || !canEnd}
        // The next day's button takes this one's place at once: the second click of a double click must not end it too.
        onClick={(event) => event.detail < 2 && void onEnd(false)}
      >
        End day {day}
      </button>
      {lastDay !== null &&
        (confirmingUndo ? (
          <span className="day-undo-confirm">
            <span>
              Undo day {lastDay}? Stock, HP and zones go back to the start of that day; changes made since (the plan,
              projects) go too.
            </span>
            <button type="button" className="button danger" disabled={busy} onClick={() => void onUndo()}>
              Undo day {lastDay}
            </button>
            <button type="button" className="button" onClick={() => useCalendarUi.getState().cancelUndo()}>
              Keep it
            </button>
          </span>
        ) : damaged.length > 0 ? (
          // Short in the bar that stays on screen; what is wrong opens on a tap.
          <details className="day-undo-limit repair-notice" role="alert">
            <summary>Day {lastDay} cannot be undone: its log is damaged.</summary>
            <ul>
              {damaged.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
            <p>Restore a restore point or a backup from before the damage to undo it.</p>
          </details>
        ) : undoable ? (
          <button type="button" className="button" disabled={busy} onClick={() => useCalendarUi.getState().askUndo()}>
            Undo last day
          </button>
        ) : (
          <span className="day-undo-limit">
            Day {lastDay} can no longer be undone: undo reaches back {UNDO_DAYS} days.
          </span>
        ))}
    </div>
  );
});

/** "End day 3?": who the day kills, knocks out or starves and why, and each refused task it leaves out. */
function EndDayConfirmation({
  day,
  dangers,
  skipped,
  onEnd,
}: {
  day: number;
  dangers: readonly DayDanger[];
  skipped: readonly SkippedTask[];
  onEnd: () => void;
}) {
  const heading = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  const names = useStartedCalendar().party;
  const nameOf = (id: string) => names.find((c) => c.id === id)?.name ?? 'Someone';
  return (
    <div className="day-end-confirm" role="alertdialog" aria-labelledby="day-end-confirm-title">
      <p id="day-end-confirm-title" className="day-end-confirm-title" ref={heading} tabIndex={-1}>
        End day {day}?
      </p>
      <ul className="day-end-confirm-list">
        {dangers.map((d) => (
          <li key={d.characterId} className="day-summary-bad">
            <strong>
              {d.name} {d.outcome}.
            </strong>{' '}
            {d.why.join(' ')}
          </li>
        ))}
        {skipped.map((s) => (
          <li key={`${s.characterId}/${s.slotIndex ?? 'day'}`}>
            <strong>
              Skipped: {nameOf(s.characterId)}’s {s.slotIndex === null ? s.task : `task ${s.slotIndex + 1} (${s.task})`}
              .
            </strong>{' '}
            {s.reasons.join(' ')}
          </li>
        ))}
      </ul>
      {skipped.length > 0 && (
        <p className="day-end-confirm-note">
          Skipped tasks are left idle and stay in the plan for tomorrow (
          <Link to={eosPaths.ruling('R-planner-5')}>ruling R-planner-5</Link>).
        </p>
      )}
      <div className="day-end-confirm-actions">
        <button type="button" className="button danger" onClick={onEnd}>
          End day {day} anyway
        </button>
        <button type="button" className="button" onClick={() => useCalendarUi.getState().cancelEnd()}>
          Keep planning
        </button>
      </div>
    </div>
  );
}

const LastDay = memo(function LastDay({
  campaignId,
  lastDay,
  names,
}: {
  campaignId: string;
  lastDay: DayLogEntry;
  names: ReadonlyMap<string, string>;
}) {
  return (
    <section className="card last-day" aria-labelledby="last-day-title">
      <h2 id="last-day-title">Day {lastDay.day}: what happened</h2>
      <SummaryLines summary={lastDay.summary} names={names} />
      <LogLines lines={lastDay.lines} summary="The log, line by line" />
      <p>
        <Link to={eosPaths.calendar(campaignId, 'log')}>Every day of the log</Link>
      </p>
    </section>
  );
});
