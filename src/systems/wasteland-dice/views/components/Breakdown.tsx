import { signed } from '../format';

/** One line of a breakdown: a label and the points it adds. */
export interface BreakdownLine {
  readonly label: string;
  readonly value: number;
  /** Shown after the value in muted type ("capped at +2", "not counted"). */
  readonly note?: string;
}

/** A number and where it comes from, term by term, as the rules' breakdown gives it. */
export function Breakdown({
  title,
  total,
  lines,
  note,
}: {
  title: string;
  total: string;
  lines: readonly BreakdownLine[];
  note?: string | null;
}) {
  return (
    <div className="wdc-breakdown">
      <p className="wdc-breakdown-head">
        <span>{title}</span> <strong className="wdc-number">{total}</strong>
      </p>
      <ul className="wdc-terms" aria-label={`${title}: how it is made`}>
        {lines.map((line, index) => (
          <li key={`${line.label}-${index}`}>
            <span>{line.label}</span> <span className="wdc-term-value">{signed(line.value)}</span>
            {line.note === undefined ? null : <span className="muted"> {line.note}</span>}
          </li>
        ))}
      </ul>
      {note ? <p className="formula-text">{note}</p> : null}
    </div>
  );
}
