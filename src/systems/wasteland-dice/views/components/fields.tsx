import { useId, type ReactNode } from 'react';

/** A number input that keeps what is typed: blank or half-typed reads NaN, which the rules refuse in words. */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  hint,
  invalid = false,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  hint?: ReactNode;
  invalid?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field wdc-number-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode={min !== undefined && min < 0 ? 'text' : 'numeric'}
        value={Number.isFinite(value) ? String(value) : ''}
        min={min}
        max={max}
        step={step}
        aria-invalid={invalid || !Number.isFinite(value) || undefined}
        aria-describedby={hint === undefined ? undefined : hintId}
        onChange={(e) => onChange(e.target.value.trim() === '' ? Number.NaN : Number(e.target.value))}
      />
      {hint === undefined ? null : (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
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
  return (
    <label className="field">
      <span>{label}</span>
      <input type="text" value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
    </label>
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
  return (
    <label className="field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
