import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { combatLevel, type CharacterSheet, type Pool } from '../../rules';
import type { CharacterRecord } from '../../db';
import { SheetSection } from './DerivedSections';
import { DerivedNumber, Fact } from './Fact';
import { formatNumber, saveFailure, sheetPaths } from './format';
import { setExp } from './sheet-writes';
import { useSheetMode } from './sheet-mode';
import { useSheetUi } from './sheet-ui-store';

function PoolFact({ label, pool }: { label: string; pool: Pool }) {
  const left = pool.available.value - pool.used;
  return (
    <div className="sheet-fact">
      <dt>{label}</dt>
      <dd>
        {formatNumber(pool.used)} of <DerivedNumber label={`${label} available`} derived={pool.available} />
        <span className={`sheet-fact-note${left > 0 ? ' sheet-unspent' : ''}`}>
          {left > 0 ? ` · ${left} to spend` : left < 0 ? ` · ${-left} too many` : ' · all spent'}
        </span>
      </dd>
    </div>
  );
}

/** Combat level, experience (editable), and the stat and skill point pools, with "Time passes" and "Assign points". */
export function ProgressSection({ character, sheet }: { character: CharacterRecord; sheet: CharacterSheet }) {
  const mode = useSheetMode();
  const openPanel = useSheetUi((s) => s.openPanel);
  const { summary } = sheet;
  const statPointsLeft = summary.levelStatPoints.available.value - summary.levelStatPoints.used;
  const unspent =
    summary.timePoints.available.value > summary.timePoints.used ||
    summary.combatPoints.available.value > summary.combatPoints.used;
  return (
    <SheetSection id="progress" title="Progress">
      <dl className="sheet-facts">
        <Fact label="Combat level" derived={sheet.level} />
        {mode === 'print' ? (
          <div className="sheet-fact">
            <dt>Experience</dt>
            <dd>{formatNumber(character.build.exp)}</dd>
          </div>
        ) : null}
        <Fact label="Exp to next level" derived={sheet.expToNextLevel} />
        <PoolFact label="Stat points from levels" pool={summary.levelStatPoints} />
        <PoolFact label="Time skill points" pool={summary.timePoints} />
        <PoolFact label="Combat skill points" pool={summary.combatPoints} />
      </dl>
      {mode === 'screen' && (
        <>
          {statPointsLeft > 0 && (
            <p className="sheet-hint">
              {statPointsLeft} stat point{statPointsLeft === 1 ? '' : 's'} from levels not assigned yet:{' '}
              <Link to={sheetPaths.edit(character)}>assign in the builder</Link>.
            </p>
          )}
          <ExpForm character={character} />
          <div className="card-actions">
            <button type="button" className="button" onClick={() => openPanel('time-passes')}>
              Time passes…
            </button>
            {unspent && (
              <button type="button" className="button" onClick={() => openPanel('assign-points')}>
                Assign skill points
              </button>
            )}
          </div>
        </>
      )}
    </SheetSection>
  );
}

/**
 * Experience, edited in place. Within the current combat level it is saved at once; reaching a new level shows the
 * "Level up" action, and the wizard saves the experience with the level's choices.
 */
function ExpForm({ character }: { character: CharacterRecord }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const expReachesLevel = useSheetUi((s) => s.expReachesLevel);
  const succeeded = useSheetUi((s) => s.succeeded);
  const pendingExp = useSheetUi((s) => s.pendingExp);
  const errorId = useId();
  const exp = character.build.exp;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = (draft ?? String(exp)).trim();
    const value = Number(text);
    if (text === '' || !Number.isSafeInteger(value) || value < 0) {
      setError('Enter the experience as a whole number of 0 or more.');
      return;
    }
    if (combatLevel(value) > combatLevel(exp)) {
      setError(null);
      setDraft(null);
      expReachesLevel(value);
      return;
    }
    try {
      await setExp(character.id, value);
      setDraft(null);
      setError(null);
      succeeded(`Saved ${formatNumber(value)} exp.`);
    } catch (e) {
      setError(saveFailure(e));
    }
  }

  return (
    <form className="inline-form sheet-exp-form" onSubmit={submit} noValidate>
      <label className="field">
        Experience
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft ?? String(pendingExp ?? exp)}
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
        Save exp
      </button>
    </form>
  );
}
