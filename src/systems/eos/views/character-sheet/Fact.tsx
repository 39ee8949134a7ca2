import { FormulaValue } from '../components/FormulaValue';
import type { Derived } from '../../rules';
import { formatNumber } from './format';
import { useSheetMode } from './sheet-mode';

/** A derived number with its formula: a popover on screen, written out in the print view. */
export function DerivedNumber({ label, derived, unit }: { label: string; derived: Derived; unit?: string }) {
  const mode = useSheetMode();
  const value = formatNumber(derived.value);
  if (mode === 'print') {
    return (
      <span className="print-derived">
        <strong>
          {value}
          {unit ? ` ${unit}` : ''}
        </strong>{' '}
        <span className="print-formula">= {derived.formula}</span>
      </span>
    );
  }
  return <FormulaValue label={label} value={value} unit={unit} formula={derived.formula} />;
}

/** One row of a section's list: "Max HP  26" with the formula behind the number. */
export function Fact({
  label,
  derived,
  unit,
  note,
}: {
  label: string;
  derived: Derived;
  unit?: string;
  note?: string;
}) {
  return (
    <div className="sheet-fact">
      <dt>{label}</dt>
      <dd>
        <DerivedNumber label={label} derived={derived} unit={unit} />
        {note && <span className="sheet-fact-note"> {note}</span>}
      </dd>
    </div>
  );
}
