import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../../core/i18n/format';
import { currentHpProblem, type CharacterSheet } from '../../rules';
import type { CharacterRecord } from '../../../../db';
import { healthLabel, sheetNumber } from './format';
import type { HpNote } from './derive-sheet';
import { changeHp, setCurrentHp } from './sheet-writes';
import { useSheetMode } from './sheet-mode';
import { useSheetUi } from './sheet-ui-store';
import { failureMessage } from '../../../../core/ui/failure-message';

/**
 * The big HP bar: current of max HP, and what the character is (conscious, unconscious at 0 or less, dead at −max).
 * A meter for screen readers. Above zero the bar fills with the HP left; below zero it fills with how far towards death.
 */
export function HpBar({ sheet }: { sheet: CharacterSheet }) {
  const { t } = useTranslation('eos-sheet');
  const formats = useFormats();
  const n = (value: number) => sheetNumber(formats, value);
  const current = sheet.currentHp.value;
  const max = sheet.maxHp.value;
  const dead = sheet.deadAt.value;
  const fraction = max === 0 ? 0 : current >= 0 ? current / max : Math.min(1, current / dead);
  const state = healthLabel(t, sheet.health);
  return (
    <div className={`hp-bar-wrap health-${sheet.health}`}>
      <p className="hp-readout">
        <span className="hp-numbers">
          <span className="hp-current">{n(current)}</span>
          <span className="hp-of"> {t('hp.ofMax', { max: n(max) })}</span>
        </span>
        <span className={`badge hp-state hp-state-${sheet.health}`}>{state}</span>
      </p>
      <div
        className={`hp-bar${current < 0 ? ' hp-bar-negative' : ''}`}
        role="meter"
        aria-label={t('hp.title')}
        aria-valuemin={dead}
        aria-valuemax={max}
        aria-valuenow={current}
        aria-valuetext={t('hp.valueText', { current, max, state: state.toLowerCase() })}
      >
        <div className="hp-fill" style={{ width: `${Math.max(0, Math.min(1, fraction)) * 100}%` }} />
      </div>
      <p className="hp-thresholds">
        {t('hp.thresholds', { unconscious: n(sheet.unconsciousAt.value), dead: n(dead) })}
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
  hpNote: HpNote | null;
}) {
  const { t } = useTranslation('eos-sheet');
  const mode = useSheetMode();
  return (
    <section className="card hp-panel" aria-labelledby="hp-title">
      <h2 id="hp-title" className="visually-hidden">
        {t('hp.title')}
      </h2>
      <HpBar sheet={sheet} />
      {hpNote && <p className="sheet-problem">{t('hp.note', { stored: hpNote.stored, max: hpNote.max })}</p>}
      {mode === 'screen' && <HpControls character={character} sheet={sheet} />}
    </section>
  );
}

function HpControls({ character, sheet }: { character: CharacterRecord; sheet: CharacterSheet }) {
  const { t } = useTranslation('eos-sheet');
  const formats = useFormats();
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
      (hp) => t(change < 0 ? 'hp.status.lost' : 'hp.status.gained', { hp: sheetNumber(formats, hp), max }),
    );
  }

  function submitHp(event: FormEvent) {
    event.preventDefault();
    const text = (draft ?? String(current)).trim();
    const value = Number(text);
    const problem = text === '' ? t('hp.error.current') : currentHpProblem(value, max);
    if (problem !== null) return setError(problem);
    void write(
      () => setCurrentHp(character.id, value),
      (hp) => t('hp.status.set', { hp: sheetNumber(formats, hp), max }),
    );
  }

  function byAmount(direction: -1 | 1) {
    const value = Number(amount.trim());
    if (amount.trim() === '' || !Number.isSafeInteger(value) || value < 1) {
      return setError(t(direction < 0 ? 'hp.error.damage' : 'hp.error.healing'));
    }
    void write(
      () => changeHp(character.id, direction * value),
      (hp) =>
        direction < 0
          ? t('hp.status.took', { amount: value, hp: sheetNumber(formats, hp), max })
          : t('hp.status.healed', { amount: value, hp: sheetNumber(formats, hp), max }),
    );
  }

  const describedBy = error ? errorId : undefined;
  return (
    <div className="hp-controls">
      <form className="hp-set" onSubmit={submitHp} aria-label={t('hp.setForm')} noValidate>
        <button type="button" className="button stepper-button" aria-label={t('hp.lose1')} onClick={() => step(-1)}>
          −
        </button>
        <label className="field hp-field">
          {t('health.currentHp')}
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
          aria-label={t('hp.gain1')}
          disabled={current >= max}
          title={current >= max ? t('hp.atMax') : undefined}
          onClick={() => step(1)}
        >
          +
        </button>
        <button type="submit" className="button">
          {t('hp.set')}
        </button>
      </form>
      <div className="hp-quick" role="group" aria-label={t('hp.quick')}>
        <label className="field hp-field">
          {t('hp.amount')}
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
          {t('hp.takeDamage')}
        </button>
        <button type="button" className="button" onClick={() => byAmount(1)} disabled={current >= max}>
          {t('hp.heal')}
        </button>
        <button
          type="button"
          className="button"
          disabled={current >= max}
          onClick={() =>
            void write(
              () => setCurrentHp(character.id, max),
              () => t('hp.status.full', { max }),
            )
          }
        >
          {t('hp.fullHp')}
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
