import { useState } from 'react';
import type { Violation } from '../../rules';
import { useBuilder } from './builder-store';
import { draftSummary } from './derive';
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

/** Creation points not spent yet, or 0 when the draft cannot be summed up (no race). */
function unspentStatPoints(build: Parameters<typeof draftSummary>[0]): { left: number; of: number } {
  const points = draftSummary(build)?.creationPoints;
  return points ? { left: points.available.value - points.used, of: points.available.value } : { left: 0, of: 0 };
}

/**
 * Back and Next under the step. Next from the stats with creation points left says how many first: a newcomer who has
 * not read the book would otherwise go on with a weaker character without knowing.
 */
export function StepPager() {
  const step = useBuilder((s) => s.step);
  const goTo = useBuilder((s) => s.goTo);
  const build = useBuilder((s) => s.draft.build);
  const [warned, setWarned] = useState<{ left: number; of: number } | null>(null);
  const index = STEPS.findIndex((s) => s.id === step);
  const previous = STEPS[index - 1];
  const next = STEPS[index + 1];

  function onNext() {
    if (!next) return;
    const unspent = step === 'stats' ? unspentStatPoints(build) : { left: 0, of: 0 };
    if (unspent.left > 0) return setWarned(unspent);
    goTo(next.id);
  }

  return (
    <div className="step-pager">
      {warned && next && step === 'stats' && (
        <div className="notice notice-warning step-warning" role="alert">
          <p>
            {warned.left} of {warned.of} stat points are not spent yet. Spend them now, or go on and come back to the
            Stats step before saving.
          </p>
          <div className="notice-actions">
            <button type="button" className="button" onClick={() => setWarned(null)}>
              Spend them
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setWarned(null);
                goTo(next.id);
              }}
            >
              Go on to {next.label} anyway
            </button>
          </div>
        </div>
      )}
      {previous ? (
        <button type="button" className="button" onClick={() => goTo(previous.id)}>
          Back: {previous.label}
        </button>
      ) : (
        <span />
      )}
      {next && (
        <button type="button" className="button primary" onClick={onNext}>
          Next: {next.label}
        </button>
      )}
    </div>
  );
}
