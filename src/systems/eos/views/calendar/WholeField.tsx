import { WholeNumberInput } from '../../../../core/ui/WholeNumberInput';

/** A labelled whole-number field of the calendar's forms (stock, forecast, projects). */
export function WholeField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="field field-narrow">
      {label}
      <WholeNumberInput value={value} min={min} max={max} onChange={onChange} />
    </label>
  );
}
