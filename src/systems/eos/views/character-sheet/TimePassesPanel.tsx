import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberStepper } from '../../../../core/ui/NumberStepper';
import { Link } from 'react-router';
import { getCalendar, getCampaign, type CharacterRecord } from '../../../../db';
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
  const { t } = useTranslation('eos-sheet');
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
      succeeded(t('timePasses.passed', { count: months, points: points.value }));
    } catch (e) {
      setError(failureMessage(e));
      setBusy(false);
    }
  }

  return (
    <section className="card time-passes" aria-labelledby="time-passes-title">
      <h2 id="time-passes-title" ref={heading} tabIndex={-1}>
        {t('timePasses.title', { name: character.name })}
      </h2>
      <p className="sheet-hint">
        {t('timePasses.quote')} {t('timePasses.elapsed', { count: character.build.monthsElapsed })}
      </p>
      {counting != null && (
        <p className="notice" role="note">
          {t('timePasses.calendarCounts', {
            campaign: counting,
            name: character.name,
            count: character.build.monthsElapsed,
          })}{' '}
          <Link to={eosPaths.calendar(character.campaignId)}>{t('timePasses.openCalendar')}</Link> ·{' '}
          <Link to={eosPaths.ruling('R-planner-6')}>{t('timePasses.ruling', { id: 'R-planner-6' })}</Link>
        </p>
      )}
      <div className="inline-form" hidden={counting != null}>
        <span className="field">
          {t('timePasses.months')}
          <NumberStepper
            label={t('timePasses.months')}
            value={months}
            min={1}
            onChange={(m) => setMonths(Math.max(1, m))}
          />
        </span>
        <p className="time-passes-gain">
          +<DerivedNumber label={t('timePasses.gained')} derived={points} /> {t('timePasses.points')}
        </p>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="card-actions">
        <button type="button" className="button" onClick={() => closePanel()}>
          {t('action.cancel')}
        </button>
        <button
          type="button"
          className="button primary"
          disabled={busy || counting !== null}
          hidden={counting != null}
          onClick={() => void grant()}
        >
          {t('timePasses.grant', { count: points.value })}
        </button>
      </div>
    </section>
  );
}
