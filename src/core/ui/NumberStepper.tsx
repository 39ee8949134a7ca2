import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A whole-number field with − and + buttons (44 px targets). The buttons move by one; the field takes any whole number
 * typed, so a value the rules refuse can still be entered and is then explained next to it. When the rules say no to
 * one more, + is disabled and `plusBlocked` says why (read with the field and with the button).
 */
export function NumberStepper({
  label,
  value,
  onChange,
  plusBlocked = null,
  plusReasonId,
  min = 0,
  describedBy,
  invalid = false,
  className,
}: {
  /** What the number is, for screen readers ("Body", "Tailor time points"). */
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Why one more is not allowed, or null. */
  plusBlocked?: string | null;
  /** The id of text elsewhere that already says why + is disabled (a points bar); then plusBlocked is not repeated. */
  plusReasonId?: string;
  min?: number;
  /** Ids of text that explains the value (violations, racial bonus). */
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const ownReasonId = useId();
  const showReason = plusBlocked !== null && plusReasonId === undefined;
  const reasonId = plusBlocked === null ? undefined : (plusReasonId ?? ownReasonId);
  const described = [describedBy, reasonId].filter(Boolean).join(' ') || undefined;

  function typed(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    if (text === '') return onChange(min);
    const number = Number(text);
    if (Number.isSafeInteger(number) && number >= min) onChange(number);
  }

  return (
    <span className={`stepper${className ? ` ${className}` : ''}`} role="group" aria-label={label}>
      <button
        type="button"
        className="stepper-button"
        aria-label={t('stepper.decrease', { label })}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        className="stepper-input"
        aria-label={label}
        min={min}
        step={1}
        value={value}
        onChange={typed}
        onFocus={(e) => e.target.select()}
        aria-invalid={invalid || undefined}
        aria-describedby={described}
      />
      <button
        type="button"
        className="stepper-button"
        aria-label={t('stepper.increase', { label })}
        disabled={plusBlocked !== null}
        aria-describedby={reasonId}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
      {showReason && (
        <span id={ownReasonId} className="stepper-reason">
          {plusBlocked}
        </span>
      )}
    </span>
  );
}
