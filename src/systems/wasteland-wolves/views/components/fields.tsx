import { useId, type ReactNode } from 'react';
import { wwRulings, type Outcome } from '../../rules';
import { percent } from '../format';

/** A number input that keeps what is typed: blank or half-typed reads NaN, which the rules refuse in words. */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  hint?: ReactNode;
  /** The rules' refusal of this value, shown under the field. */
  error?: string | null;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint === undefined ? null : hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field ww-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        value={Number.isFinite(value) ? String(value) : ''}
        min={min}
        max={max}
        aria-invalid={Boolean(error) || !Number.isFinite(value) || undefined}
        aria-describedby={described === '' ? undefined : described}
        onChange={(e) => onChange(e.target.value.trim() === '' ? Number.NaN : Number(e.target.value))}
      />
      {hint === undefined ? null : (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  value,
  onChange,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div className="field ww-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="field ww-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="ww-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}

/** The pack's reading where the text is silent, shown next to the number it changes. */
export function RulingNote({ id }: { id: string }) {
  const ruling = wwRulings().find((r) => r.id === id);
  if (ruling === undefined) return null;
  return (
    <details className="ww-ruling-note">
      <summary>
        Ruling {ruling.id}: {ruling.topic}
      </summary>
      <p>{ruling.reading}</p>
    </details>
  );
}

/** An exact distribution as a table with bars: each value, its chance as a percentage and as a fraction. */
export function DistributionTable<T>({
  caption,
  outcomes,
  label,
  valueHeader = 'Value',
}: {
  caption: string;
  outcomes: readonly Outcome<T>[];
  label: (value: T) => string;
  valueHeader?: string;
}) {
  const top = Math.max(...outcomes.map((o) => o.p), 0);
  return (
    <div className="ww-table-wrap">
      <table className="ww-table ww-dist">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{valueHeader}</th>
            <th scope="col">Chance</th>
            <th scope="col">Exact</th>
          </tr>
        </thead>
        <tbody>
          {outcomes.map((o, i) => (
            <tr key={i}>
              <th scope="row">{label(o.value)}</th>
              <td>
                <span
                  className="ww-bar"
                  style={{ width: `${top === 0 ? 0 : (o.p / top) * 100}%` }}
                  aria-hidden="true"
                />
                <span className="ww-bar-value">{percent(o.p)}</span>
              </td>
              <td className="ww-exact">{o.chance.toString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
