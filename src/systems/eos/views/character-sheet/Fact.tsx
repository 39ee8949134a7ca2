import { useTranslation } from 'react-i18next';
import { FormulaValue } from '../components/FormulaValue';
import { useFormats } from '../../../../core/i18n/format';
import type { Derived } from '../../rules';
import { formulaText, sheetNumber } from './format';
import { useSheetMode } from './sheet-mode';

/** A derived number with its formula: a popover on screen, written out in the print view. */
export function DerivedNumber({ label, derived, unit }: { label: string; derived: Derived; unit?: string }) {
  const { t } = useTranslation('eos-sheet');
  const formats = useFormats();
  const mode = useSheetMode();
  const value = sheetNumber(formats, derived.value);
  const formula = formulaText(derived.formula, t, formats);
  if (mode === 'print') {
    return (
      <span className="print-derived">
        <strong>
          {value}
          {unit ? ` ${unit}` : ''}
        </strong>{' '}
        <span className="print-formula">= {formula}</span>
      </span>
    );
  }
  return <FormulaValue label={label} value={value} unit={unit} formula={formula} />;
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
