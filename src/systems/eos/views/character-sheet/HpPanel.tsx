import { useId, useState, type FormEvent } from 'react';
import { currentHpProblem, type CharacterSheet } from '../../rules';
import type { CharacterRecord } from '../../../../db';
import { formatNumber, HEALTH_LABEL } from './format';
import { changeHp, setCurrentHp } from './sheet-writes';
import { useSheetMode } from './sheet-mode';
import { useSheetUi } from './sheet-ui-store';
import { failureMessage } from '../../../../core/ui/failure-message';

/**
 * The big HP bar: current of max HP, and what the character is (conscious, unconscious at 0 or less, dead at −max).
 * A meter for screen readers. Above zero the bar fills with the HP left; below zero it fills with how far towards death.
 */
export function HpBar({ sheet }: { sheet: CharacterSheet }) {
  const current = sheet.currentHp.value;
  const max = sheet.maxHp.value;
  const dead = sheet.deadAt.value;
  const fraction = max === 0 ? 0 : current >= 0 ? current / max : Math.min(1, current / dead);
  const state = HEALTH_LABEL[sheet.health];
  return (
    <div className={`hp-bar-wrap health-${sheet.health}`}>
      <p className="hp-readout">
        <span className="hp-numbers">
          <span className="hp-current">{formatNumber(current)}</span>
          <span className="hp-of"> / {formatNumber(max)} HP</span>
        </span>
        <span className={`badge hp-state hp-state-${sheet.health}`}>{state}</span>
      </p>
      <div
        className={`hp-bar${current < 0 ? ' hp-bar-negative' : ''}`}
        role="meter"
        aria-label="Hit points"
        aria-valuemin={dead}
        aria-valuemax={max}
        aria-valuenow={current}
        aria-valuetext={`${current} of ${max} HP, ${state.toLowerCase()}`}
      >
        <div className="hp-fill" style={{ width: `${Math.max(0, Math.min(1, fraction)) * 100}%` }} />
      </div>
      <p className="hp-thresholds">
        Unconscious at {formatNumber(sheet.unconsciousAt.value)} HP or less · dead at {formatNumber(dead)} HP
      </p>
    </div>
  );
}

/** HP bar with in-place editing: ±1 steppers, direct entry, and damage / heal by an amount. */
export function HpPanel({
  character,
  sheet,
  hpNote,
}: {
  character: CharacterRecord;
  sheet: CharacterSheet;
  hpNote: string | null;
}) {
  const mode = useSheetMode();
  return (
    <section className="card hp-panel" aria-labelledby="hp-title">
      <h2 id="hp-title" className="visually-hidden">
        Hit points
      </h2>
      <HpBar sheet={sheet} />
      {hpNote && <p className="sheet-problem">{hpNote}</p>}
      {mode === 'screen' && <HpControls character={character} sheet={sheet} />}
    </section>
  );
}

function HpControls({ character, sheet }: { character: CharacterRecord; sheet: CharacterSheet }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [amount, setAmount] = useState('5');
  const [error, setError] = useState<string | null>(null);
  const succeeded = useSheetUi((s) => s.succeeded);
  const errorId = useId();
  const current = sheet.currentHp.value;
  const max = sheet.maxHp.value;

  async function write(action: () => Promise<CharacterRecord>, describe: (hp: number) => string) {
    try {
      const saved = await action();
      const hp = saved.currentHp ?? max;
      setError(null);
      setDraft(null);
      succeeded(describe(hp));
    } catch (e) {
      setError(failureMessage(e));
    }
  }

  function step(change: number) {
    void write(
      () => changeHp(character.id, change),
      (hp) => `${change < 0 ? 'Lost' : 'Gained'} 1 HP: ${formatNumber(hp)} of ${max}.`,
    );
  }

  function submitHp(event: FormEvent) {
    event.preventDefault();
    const text = (draft ?? String(current)).trim();
    const value = Number(text);
    const problem = text === '' ? 'Enter the current HP as a whole number.' : currentHpProblem(value, max);
    if (problem !== null) return setError(problem);
    void write(
      () => setCurrentHp(character.id, value),
      (hp) => `Current HP set to ${formatNumber(hp)} of ${max}.`,
    );
  }

  function byAmount(direction: -1 | 1) {
    const value = Number(amount.trim());
    if (amount.trim() === '' || !Number.isSafeInteger(value) || value < 1) {
      return setError(`Enter the ${direction < 0 ? 'damage' : 'healing'} as a whole number of 1 or more.`);
    }
    void write(
      () => changeHp(character.id, direction * value),
      (hp) =>
        direction < 0
          ? `Took ${value} damage: ${formatNumber(hp)} of ${max} HP.`
          : `Healed ${value}: ${formatNumber(hp)} of ${max} HP.`,
    );
  }

  const describedBy = error ? errorId : undefined;
  return (
    <div className="hp-controls">
      <form className="hp-set" onSubmit={submitHp} aria-label="Set current HP" noValidate>
        <button type="button" className="button stepper-button" aria-label="Lose 1 HP" onClick={() => step(-1)}>
          −
        </button>
        <label className="field hp-field">
          Current HP
          <input
            type="number"
            inputMode="numeric"
            step={1}
            max={max}
            value={draft ?? String(current)}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </label>
        <button
          type="button"
          className="button stepper-button"
          aria-label="Gain 1 HP"
          disabled={current >= max}
          title={current >= max ? 'Already at maximum HP' : undefined}
          onClick={() => step(1)}
        >
          +
        </button>
        <button type="submit" className="button">
          Set HP
        </button>
      </form>
      <div className="hp-quick" role="group" aria-label="Damage and healing">
        <label className="field hp-field">
          Amount
          <input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-describedby={describedBy}
          />
        </label>
        <button type="button" className="button danger" onClick={() => byAmount(-1)}>
          Take damage
        </button>
        <button type="button" className="button" onClick={() => byAmount(1)} disabled={current >= max}>
          Heal
        </button>
        <button
          type="button"
          className="button"
          disabled={current >= max}
          onClick={() =>
            void write(
              () => setCurrentHp(character.id, max),
              () => `Back to full HP: ${max}.`,
            )
          }
        >
          Full HP
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
