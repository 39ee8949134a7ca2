import { useState } from 'react';

/**
 * A number input that passes on whole numbers from `min` to `max` only. What is typed stays in the field while it is
 * being edited (a blank, while the next digit comes, or a number out of range, marked invalid) and is not passed on;
 * when the field is left, it shows the last number passed on again. The text is selected on focus, so a tap and a new
 * number replace it. The caller puts it in its own label.
 */
export function WholeNumberInput({
  value,
  min,
  max,
  onChange,
  label,
}: {
  value: number;
  min: number;
  max?: number;
  onChange: (value: number) => void;
  /** For an input whose visible text is hidden from screen readers (aria-label). */
  label?: string;
}) {
  // What is typed while the field is edited; null: the field shows `value`.
  const [typed, setTyped] = useState<string | null>(null);
  const accepts = (text: string) => {
    const n = Number(text);
    return text !== '' && Number.isSafeInteger(n) && n >= min && (max === undefined || n <= max);
  };
  return (
    <input
      type="number"
      inputMode="numeric"
      aria-label={label}
      aria-invalid={typed !== null && !accepts(typed)}
      min={min}
      max={max}
      step={1}
      value={typed ?? value}
      onFocus={(e) => e.target.select()}
      onBlur={() => setTyped(null)}
      onChange={(e) => {
        setTyped(e.target.value);
        if (accepts(e.target.value)) onChange(Number(e.target.value));
      }}
    />
  );
}
