/**
 * A number input that takes whole numbers from `min` to `max` only: anything else typed (a blank, a fraction, a number
 * out of range) stays in the field without being passed on, so the stored value never becomes one the form refuses.
 * The text is selected on focus, so a tap and a new number replace it. The caller puts it in its own label.
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
  return (
    <input
      type="number"
      inputMode="numeric"
      aria-label={label}
      min={min}
      max={max}
      step={1}
      value={value}
      onFocus={(e) => e.target.select()}
      onChange={(e) => {
        const n = Number(e.target.value);
        if (e.target.value !== '' && Number.isSafeInteger(n) && n >= min && (max === undefined || n <= max)) {
          onChange(n);
        }
      }}
    />
  );
}
