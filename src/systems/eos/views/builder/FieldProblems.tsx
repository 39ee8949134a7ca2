import type { Violation } from '../../rules';

/**
 * The rules a control's value breaks, in plain words, right under the control. `id` lets the control point at it with
 * aria-describedby, so a screen reader hears the problem with the field.
 */
export function FieldProblems({ id, violations }: { id: string; violations: readonly Violation[] }) {
  if (violations.length === 0) return null;
  return (
    <ul id={id} className="field-problems">
      {violations.map((v) => (
        <li key={`${v.code}:${v.field}`}>{v.message}</li>
      ))}
    </ul>
  );
}
