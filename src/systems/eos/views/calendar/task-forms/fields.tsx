import { useEffect, useId, useState, type ReactNode } from 'react';
import { rollD20, type RandomSource } from '../../../rules';
import { WholeNumberInput } from '../../../../../core/ui/WholeNumberInput';

/* The fields the task forms (task-forms/<kind>.tsx) are made of, each labelled with the slot's name. */

/** The value, or null when the rules refuse the input (a figure the form shows only when it can be worked out). */
export function safe<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch {
    return null;
  }
}

/** `object` with `key` set to `value`, or without `key` when value is undefined (optional fields stay absent). */
export function withOptional<T extends object, K extends keyof T>(object: T, key: K, value: T[K] | undefined): T {
  const copy = { ...object };
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

export function Params({ children }: { children: ReactNode }) {
  return <div className="plan-slot-params">{children}</div>;
}

export function Select({
  label,
  text,
  value,
  options,
  onChange,
}: {
  label: string;
  text: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="plan-field">
      <span aria-hidden="true">{text}</span>
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}

export function NumberField({
  label,
  text,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  text: string;
  value: number;
  min: number;
  max?: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="plan-field plan-field-number">
      <span aria-hidden="true">{text}</span>
      <WholeNumberInput label={label} value={value} min={min} max={max} onChange={onChange} />
    </label>
  );
}

/** Text saved when the field is left (not on every key). */
export function TextField({
  label,
  text,
  value,
  onChange,
}: {
  label: string;
  text: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <label className="plan-field plan-field-text">
      <span aria-hidden="true">{text}</span>
      <input
        type="text"
        aria-label={label}
        value={draft}
        maxLength={500}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => draft !== value && onChange(draft.trim())}
      />
    </label>
  );
}

export function Check({
  label,
  name,
  checked,
  onChange,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="plan-check">
      <input
        type="checkbox"
        aria-label={`${name}: ${label}`}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span aria-hidden="true">{label}</span>
    </label>
  );
}

/**
 * The d20 of a task that rolls: type the number rolled at the table, or press Roll to let the app roll it now. Left
 * empty, the app's roll for the day is used (shown, and the same in the preview and when the day ends).
 */
export function D20Field({
  name,
  value,
  appRoll,
  random,
  onChange,
}: {
  name: string;
  value: number | undefined;
  appRoll: number | undefined;
  random: RandomSource;
  onChange: (roll: number | undefined) => void;
}) {
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  useEffect(() => setDraft(value === undefined ? '' : String(value)), [value]);
  const hintId = useId();
  const invalid = draft !== '' && !isD20(Number(draft));

  return (
    <div className="plan-d20">
      <label className="plan-field plan-field-number">
        <span aria-hidden="true">d20</span>
        <input
          type="number"
          inputMode="numeric"
          aria-label={name}
          min={1}
          max={20}
          value={draft}
          placeholder={appRoll === undefined ? '—' : String(appRoll)}
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
          onFocus={(e) => e.target.select()}
          onChange={(e) => {
            setDraft(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value === '') onChange(undefined);
            else if (isD20(n)) onChange(n);
          }}
        />
      </label>
      <button
        type="button"
        className="button plan-roll"
        aria-label={`Roll ${name}`}
        onClick={() => onChange(rollD20(random))}
      >
        Roll
      </button>
      <span className="plan-d20-hint" id={hintId}>
        {invalid
          ? 'A d20 shows 1 to 20.'
          : value !== undefined
            ? 'rolled at the table'
            : appRoll !== undefined
              ? `app rolls ${appRoll}`
              : 'app rolls at the end of the day'}
      </span>
    </div>
  );
}

function isD20(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 20;
}

/** Typed d20s of several attempts, "12, 7, 19"; missing ones are rolled by the app. */
export function RollsField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: readonly number[] | undefined;
  onChange: (rolls: number[] | undefined) => void;
}) {
  return (
    <TextField
      label={name}
      text="d20s typed"
      value={(value ?? []).join(', ')}
      onChange={(text) => {
        const rolls = text
          .split(/[\s,]+/u)
          .filter(Boolean)
          .map(Number)
          .filter(isD20);
        onChange(rolls.length > 0 ? rolls : undefined);
      }}
    />
  );
}
