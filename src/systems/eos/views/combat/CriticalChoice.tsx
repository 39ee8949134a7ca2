import { useEffect, useId, useRef, useState } from 'react';
import { chooseCriticalTarget, type Encounter } from '../../rules';
import { useCombatUi } from './combat-ui-store';
import { useStep } from './use-step';

const PASS = '';

/**
 * A natural 20 or 1 waits for its roller's choice before any damage ("The damage to the gear happens before the damage
 * to the player"): which piece of gear loses a tier, the 10 damage of bare hands, or — for a natural 20 only — none.
 * Drawn only while a choice is pending (the page leaves it out otherwise, so an ordinary step does not render it).
 */
export function CriticalChoice({ state, encounterId }: { state: Encounter; encounterId: string }) {
  const pending = state.pending;
  const step = useStep(encounterId);
  const failed = useCombatUi((s) => s.failed);
  const [choice, setChoice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const name = useId();
  // Without scrolling: the result card below brings the choice and itself into sight together (bringIntoView).
  useEffect(() => heading.current?.focus({ preventScroll: true }), [pending]);
  if (pending === null) return null;
  const { critical } = pending;
  const roller = state.combatants.find((c) => c.id === critical.rollerId)?.name ?? 'The roller';
  const hit = critical.kind === 'critical-hit';

  function confirm() {
    if (choice === null)
      return failed(hit ? 'Choose a piece of gear, or let it pass.' : 'Choose what the natural 1 costs.');
    void step((s) => chooseCriticalTarget(s, { gearItemId: choice === PASS ? null : choice }), {
      result: hit ? `${roller}’s natural 20` : `${roller}’s natural 1`,
    }).then((ok) => ok && setChoice(null));
  }

  return (
    <section className={`card critical-choice ${hit ? 'critical-hit' : 'critical-failure'}`} aria-labelledby={name}>
      <h2 id={name} ref={heading} tabIndex={-1}>
        {hit ? `Natural 20! ${roller} chooses` : `Natural 1: ${roller} pays`}
      </h2>
      <p>
        {hit
          ? `${roller} may lower one piece of gear by one tier for the rest of the fight, before the damage is counted.`
          : `${roller} must lower their own weapon or shield by one tier — with bare hands it is 10 damage, ignoring armor.`}
      </p>
      <fieldset>
        <legend>Choose</legend>
        {critical.options.map((o) => (
          <label key={o.gearItemId} className="check critical-option">
            <input
              type="radio"
              name="critical"
              checked={choice === o.gearItemId}
              onChange={() => setChoice(o.gearItemId)}
            />
            <span>{o.label}</span>
          </label>
        ))}
        {critical.optional && (
          <label className="check critical-option">
            <input type="radio" name="critical" checked={choice === PASS} onChange={() => setChoice(PASS)} />
            <span>Let it pass</span>
          </label>
        )}
      </fieldset>
      <button type="button" className="button primary" onClick={confirm}>
        Confirm the choice
      </button>
    </section>
  );
}
