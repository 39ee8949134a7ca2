import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../../core/i18n/format';
import { combatLevel, pendingLevelUp, RulesError, type CharacterSheet, type Pool } from '../../rules';
import type { CharacterRecord } from '../../../../db';
import { SheetSection } from './DerivedSections';
import { DerivedNumber, Fact } from './Fact';
import { sheetNumber } from './format';
import { setExp } from './sheet-writes';
import { useSheetMode } from './sheet-mode';
import { useSheetUi } from './sheet-ui-store';
import { failureMessage } from '../../../../core/ui/failure-message';
import { eosPaths } from '../../paths';

function PoolFact({ label, pool }: { label: string; pool: Pool }) {
  const { t } = useTranslation('eos-sheet');
  const formats = useFormats();
  const left = pool.available.value - pool.used;
  return (
    <div className="sheet-fact">
      <dt>{label}</dt>
      <dd>
        {t('pool.usedOf', { used: sheetNumber(formats, pool.used) })}{' '}
        <DerivedNumber label={t('pool.available', { label })} derived={pool.available} />
        <span className={`sheet-fact-note${left > 0 ? ' sheet-unspent' : ''}`}>
          {' · '}
          {left > 0
            ? t('pool.toSpend', { count: left })
            : left < 0
              ? t('pool.tooMany', { count: -left })
              : t('pool.allSpent')}
        </span>
      </dd>
    </div>
  );
}

/** Combat level, experience (editable), and the stat and skill point pools, with "Time passes" and "Assign points". */
export function ProgressSection({ character, sheet }: { character: CharacterRecord; sheet: CharacterSheet }) {
  const { t } = useTranslation('eos-sheet');
  const formats = useFormats();
  const mode = useSheetMode();
  const openPanel = useSheetUi((s) => s.openPanel);
  const { summary } = sheet;
  const statPointsLeft = summary.levelStatPoints.available.value - summary.levelStatPoints.used;
  const pending = usePendingLevel(character);
  // Set by a save that reached a new level: the offer below the field takes the focus.
  const [justReached, setJustReached] = useState(false);
  const unspent =
    summary.timePoints.available.value > summary.timePoints.used ||
    summary.combatPoints.available.value > summary.combatPoints.used;
  return (
    <SheetSection id="progress" title={t('progress.title')}>
      <dl className="sheet-facts">
        <Fact label={t('progress.level')} derived={sheet.level} />
        {mode === 'print' ? (
          <div className="sheet-fact">
            <dt>{t('progress.exp')}</dt>
            <dd>{sheetNumber(formats, character.build.exp)}</dd>
          </div>
        ) : null}
        <Fact label={t('progress.toNext')} derived={sheet.expToNextLevel} />
        <PoolFact label={t('progress.levelStatPoints')} pool={summary.levelStatPoints} />
        <PoolFact label={t('progress.timePoints')} pool={summary.timePoints} />
        <PoolFact label={t('progress.combatPoints')} pool={summary.combatPoints} />
      </dl>
      {mode === 'screen' && (
        <>
          {statPointsLeft > 0 && pending === null && (
            <p className="sheet-hint">
              <Trans
                t={t}
                i18nKey="progress.unassigned"
                count={statPointsLeft}
                components={{ builder: <Link to={eosPaths.editCharacter(character.id)} /> }}
              />
            </p>
          )}
          <ExpForm character={character} onLevelReached={() => setJustReached(true)} />
          {pending !== null && (
            <LevelUpOffer
              character={character}
              levels={pending}
              takeFocus={justReached}
              onFocused={() => setJustReached(false)}
            />
          )}
          <div className="card-actions">
            <button type="button" className="button" onClick={() => openPanel('time-passes')}>
              {t('progress.timePasses')}
            </button>
            {unspent && (
              <button type="button" className="button" onClick={() => openPanel('assign-points')}>
                {t('progress.assign')}
              </button>
            )}
          </div>
        </>
      )}
    </SheetSection>
  );
}

/** The combat levels a waiting level-up goes from and to (pendingLevelUp on the stored build), or null. */
function usePendingLevel(character: CharacterRecord): { fromLevel: number; toLevel: number } | null {
  return useMemo(() => {
    try {
      const plan = pendingLevelUp(character.build)?.plan;
      return plan ? { fromLevel: plan.fromLevel, toLevel: plan.toLevel } : null;
    } catch (error) {
      // A build the rules cannot read has no level-up to offer; the sheet says what is wrong with it.
      if (error instanceof RulesError) return null;
      throw error;
    }
  }, [character.build]);
}

/**
 * The level-up the saved experience waits for, right below the experience field where the player just pressed "Save
 * exp" (it takes the focus then). "Not now" shrinks it to a button for this visit; the sheet offers it again next time,
 * however long the player waits, since the experience is already saved.
 */
function LevelUpOffer({
  character,
  levels: { fromLevel, toLevel },
  takeFocus,
  onFocused,
}: {
  character: CharacterRecord;
  levels: { fromLevel: number; toLevel: number };
  takeFocus: boolean;
  onFocused: () => void;
}) {
  const later = useSheetUi((s) => s.levelUpLater);
  const putOff = useSheetUi((s) => s.putLevelUpOff);
  const openPanel = useSheetUi((s) => s.openPanel);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { t } = useTranslation('eos-sheet');
  const formats = useFormats();

  useEffect(() => {
    if (!takeFocus) return;
    button.current?.focus();
    button.current?.scrollIntoView?.({ block: 'nearest' });
    onFocused();
  }, [takeFocus, onFocused]);

  if (later && !takeFocus) {
    return (
      <p className="level-up-later">
        <button type="button" className="button level-up-button" onClick={() => openPanel('level-up')}>
          {t('progress.levelUpTo', { level: toLevel })}
        </button>
      </p>
    );
  }
  return (
    <section className="notice level-up-prompt" aria-labelledby={titleId}>
      <div>
        <h3 id={titleId}>{t('progress.reached', { level: toLevel })}</h3>
        <p>
          {t('progress.offer', {
            exp: sheetNumber(formats, character.build.exp),
            name: character.name,
            from: fromLevel,
            to: toLevel,
          })}
        </p>
      </div>
      <div className="notice-actions">
        <button
          type="button"
          ref={button}
          className="button primary level-up-button"
          onClick={() => openPanel('level-up')}
        >
          {t('progress.levelUp')}
        </button>
        <button type="button" className="button" onClick={putOff}>
          {t('progress.notNow')}
        </button>
      </div>
    </section>
  );
}

/**
 * Experience, edited in place and saved at once, a new combat level included; the level-up offer then appears below
 * it (`onLevelReached`) and waits for the player.
 */
function ExpForm({ character, onLevelReached }: { character: CharacterRecord; onLevelReached: () => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const succeeded = useSheetUi((s) => s.succeeded);
  const errorId = useId();
  const { t } = useTranslation('eos-sheet');
  const formats = useFormats();
  const exp = character.build.exp;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = (draft ?? String(exp)).trim();
    const value = Number(text);
    if (text === '' || !Number.isSafeInteger(value) || value < 0) {
      setError(t('progress.expError'));
      return;
    }
    try {
      const saved = await setExp(character.id, value);
      setDraft(null);
      setError(null);
      const reached = combatLevel(saved.build.exp) > combatLevel(exp) ? combatLevel(saved.build.exp) : null;
      const expText = sheetNumber(formats, value);
      succeeded(
        reached === null
          ? t('progress.saved', { exp: expText })
          : t('progress.savedReached', { exp: expText, level: reached }),
      );
      if (reached !== null) onLevelReached();
    } catch (e) {
      setError(failureMessage(e));
    }
  }

  return (
    <form className="inline-form sheet-exp-form" onSubmit={submit} noValidate>
      <label className="field">
        {t('progress.exp')}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft ?? String(exp)}
          onChange={(e) => setDraft(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <span id={errorId} className="field-error" role="alert">
            {error}
          </span>
        )}
      </label>
      <button type="submit" className="button">
        {t('progress.saveExp')}
      </button>
    </form>
  );
}
