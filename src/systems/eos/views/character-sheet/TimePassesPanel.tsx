import { useEffect, useRef, useState } from 'react';
import { NumberStepper } from '../../../../core/ui/NumberStepper';
import { Link } from 'react-router';
import { getCalendar, getCampaign, monthsCountedByCalendar, type CharacterRecord } from '../../../../db';
import { useLiveRead } from '../../../../db/react';
import { passiveSkillPoints } from '../../rules';
import { DerivedNumber } from './Fact';
import { grantPassiveMonths } from './sheet-writes';
import { useSheetUi } from './sheet-ui-store';
import { failureMessage } from '../../../../core/ui/failure-message';
import { eosPaths } from '../../paths';

/**
 * "Time passes": grant the passive (time) skill points of N months — "For each month that passes, a character gains 1
 * point", Humans "2 points per month" — then go on to assign them.
 */
export function TimePassesPanel({ character }: { character: CharacterRecord }) {
  const [months, setMonths] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const openPanel = useSheetUi((s) => s.openPanel);
  const closePanel = useSheetUi((s) => s.closePanel);
  const succeeded = useSheetUi((s) => s.succeeded);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const points = passiveSkillPoints(character.build, months);
  // Once the campaign's calendar runs it is the one count of months (issue 16): the sheet then grants none.
  const counting = useLiveRead(
    async () =>
      (await getCalendar(character.campaignId)) ? ((await getCampaign(character.campaignId))?.name ?? '') : null,
    [character.campaignId],
  );

  async function grant() {
    setBusy(true);
    try {
      await grantPassiveMonths(character.id, months);
      openPanel('assign-points');
      succeeded(`${months} month${months === 1 ? '' : 's'} passed: ${points.value} time skill points to assign.`);
    } catch (e) {
      setError(failureMessage(e));
      setBusy(false);
    }
  }

  return (
    <section className="card time-passes" aria-labelledby="time-passes-title">
      <h2 id="time-passes-title" ref={heading} tabIndex={-1}>
        Time passes for {character.name}
      </h2>
      <p className="sheet-hint">
        “For each month that passes, a character gains 1 point (as a time skill point) to add to any skill up to that
        character&apos;s Mind stat.” {character.build.monthsElapsed} month
        {character.build.monthsElapsed === 1 ? '' : 's'} have passed since creation.
      </p>
      {counting != null && (
        <p className="notice" role="note">
          {monthsCountedByCalendar(counting, character).replace(' Nothing was changed.', '')}{' '}
          <Link to={eosPaths.calendar(character.campaignId)}>Open the calendar</Link> ·{' '}
          <Link to={eosPaths.ruling('R-planner-6')}>Ruling R-planner-6</Link>
        </p>
      )}
      <div className="inline-form" hidden={counting != null}>
        <span className="field">
          Months passing
          <NumberStepper label="Months passing" value={months} min={1} onChange={(m) => setMonths(Math.max(1, m))} />
        </span>
        <p className="time-passes-gain">
          +<DerivedNumber label="Time skill points gained" derived={points} /> time skill points
        </p>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="card-actions">
        <button type="button" className="button" onClick={() => closePanel()}>
          Cancel
        </button>
        <button
          type="button"
          className="button primary"
          disabled={busy || counting !== null}
          hidden={counting != null}
          onClick={() => void grant()}
        >
          Grant {points.value} time point{points.value === 1 ? '' : 's'}
        </button>
      </div>
    </section>
  );
}
