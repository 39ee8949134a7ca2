import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { combatLevel, pendingLevelUp, RulesError, type CharacterSheet, type Pool } from '../../rules';
import type { CharacterRecord } from '../../../../db';
import { SheetSection } from './DerivedSections';
import { DerivedNumber, Fact } from './Fact';
import { formatNumber } from './format';
import { setExp } from './sheet-writes';
import { useSheetMode } from './sheet-mode';
import { useSheetUi } from './sheet-ui-store';
import { failureMessage } from '../../../../core/ui/failure-message';
import { eosPaths } from '../../paths';

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
  const pending = usePendingLevel(character);
  // Set by a save that reached a new level: the offer below the field takes the focus.
  const [justReached, setJustReached] = useState(false);
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
          {statPointsLeft > 0 && pending === null && (
            <p className="sheet-hint">
              {statPointsLeft} stat point{statPointsLeft === 1 ? '' : 's'} from levels not assigned yet:{' '}
              <Link to={eosPaths.editCharacter(character.id)}>assign in the builder</Link>.
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
          Level up to {toLevel}…
        </button>
      </p>
    );
  }
  return (
    <section className="notice level-up-prompt" aria-labelledby={titleId}>
      <div>
        <h3 id={titleId}>Level {toLevel} reached</h3>
        <p>
          {formatNumber(character.build.exp)} exp takes {character.name} from combat level {fromLevel} to {toLevel}. The
          experience is saved; the level-up (stat points, skills) waits until you take it.
        </p>
      </div>
      <div className="notice-actions">
        <button
          type="button"
          ref={button}
          className="button primary level-up-button"
          onClick={() => openPanel('level-up')}
        >
          Level up
        </button>
        <button type="button" className="button" onClick={putOff}>
          Not now
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
  const exp = character.build.exp;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = (draft ?? String(exp)).trim();
    const value = Number(text);
    if (text === '' || !Number.isSafeInteger(value) || value < 0) {
      setError('Enter the experience as a whole number of 0 or more.');
      return;
    }
    try {
      const saved = await setExp(character.id, value);
      setDraft(null);
      setError(null);
      const reached = combatLevel(saved.build.exp) > combatLevel(exp) ? combatLevel(saved.build.exp) : null;
      succeeded(`Saved ${formatNumber(value)} exp${reached === null ? '' : `: level ${reached} reached`}.`);
      if (reached !== null) onLevelReached();
    } catch (e) {
      setError(failureMessage(e));
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
        Save exp
      </button>
    </form>
  );
}
