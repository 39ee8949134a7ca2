import type { Violation } from '../../rules';
import { useBuilder } from './builder-store';
import { STEPS, violationsOfStep } from './steps';

/** The five steps on top, any of them one tap away, each with the number of rules its controls break. */
export function StepNav({ violations }: { violations: readonly Violation[] }) {
  const step = useBuilder((s) => s.step);
  const goTo = useBuilder((s) => s.goTo);
  const raceChosen = useBuilder((s) => s.draft.build.raceId !== '');

  return (
    <nav className="step-nav" aria-label="Builder steps">
      <ol>
        {STEPS.map((s, i) => {
          // Before a race is chosen its "unknown race" problem belongs to step 1 but is not yet a mistake.
          const problems = violationsOfStep(violations, s.id).filter(
            (v) => raceChosen || v.code !== 'unknown-race',
          ).length;
          return (
            <li key={s.id}>
              <button
                type="button"
                className={`step-link${s.id === step ? ' current' : ''}`}
                aria-current={s.id === step ? 'step' : undefined}
                onClick={() => goTo(s.id)}
              >
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                {s.label}
                {problems > 0 && (
                  <span className="step-problems">
                    <span aria-hidden="true">{problems}</span>
                    <span className="visually-hidden">, {problems === 1 ? '1 problem' : `${problems} problems`}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Back and Next under the step. */
export function StepPager() {
  const step = useBuilder((s) => s.step);
  const goTo = useBuilder((s) => s.goTo);
  const index = STEPS.findIndex((s) => s.id === step);
  const previous = STEPS[index - 1];
  const next = STEPS[index + 1];
  return (
    <div className="step-pager">
      {previous ? (
        <button type="button" className="button" onClick={() => goTo(previous.id)}>
          Back: {previous.label}
        </button>
      ) : (
        <span />
      )}
      {next && (
        <button type="button" className="button primary" onClick={() => goTo(next.id)}>
          Next: {next.label}
        </button>
      )}
    </div>
  );
}
