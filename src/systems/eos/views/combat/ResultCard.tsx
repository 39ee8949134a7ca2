import { useEffect, useRef } from 'react';
import type { LogDiceSide, LogEntry } from '../../rules';
import { useDiceLanding } from '../../../../core/ui/dice-landing';
import { bringIntoView } from './bring-into-view';
import { useCombatUi, useShownResult } from './combat-ui-store';
import { formatModifier } from './format';
import { focusNextAction, useNextTurn } from './use-next-turn';

/**
 * Focus is on nothing, or on a control of the fight's panels that took the step (the attack, an action, a trap, Trade
 * Blows).
 */
function focusLeftWithTheStep(): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body) return true;
  if (active instanceof HTMLButtonElement && active.disabled) return true;
  return active.closest('.attack-panel, .actions-panel, .traps-panel, .trade-blows-panel, .result-card') !== null;
}

function DiceSide({ side, who }: { side: LogDiceSide; who: string }) {
  return (
    <div className={`result-die${side.natural === 20 ? ' natural-20' : side.natural === 1 ? ' natural-1' : ''}`}>
      <span className="result-who">{who}</span>
      <span className="result-natural" aria-hidden="true">
        {side.natural ?? '—'}
      </span>
      <span className="result-total">
        {side.rolls.length > 1 && `[${side.rolls.join(', ')}] `}
        {side.natural === null ? `${side.total}` : `${formatModifier(side.modifier)} = ${side.total}`}
      </span>
    </div>
  );
}

/**
 * The last roll and what it did, large enough to read across the table: the kept dice with modifiers and totals, then
 * every consequence (damage with its breakdown, HP after). The dice land (a brief bounce) unless the device asks for
 * less motion.
 */
export function ResultCard({
  names,
  settled,
  encounterId,
  canGoOn,
}: {
  names: (id: string | null) => string;
  settled: boolean;
  encounterId: string;
  /** The fight can move to the next turn (running, no critical choice waiting). */
  canGoOn: boolean;
}) {
  const result = useShownResult((s) => s.result);
  const clear = useCombatUi((s) => s.clearResult);
  const goOn = useNextTurn(encounterId);
  const card = useRef<HTMLElement>(null);
  const shown = result?.rolled;
  const broughtIn = useRef<number | undefined>(undefined);
  const diceBox = useDiceLanding<HTMLDivElement>(shown ?? null);
  // Each new result takes the focus and comes into view where the table looks (the screen reader hears it from the
  // status line), once the panels above it show the same fight; it is scrolled to in the next frame's own layout, so
  // it is measured where it stays.
  useEffect(() => {
    if (shown === undefined || !settled || broughtIn.current === shown || !card.current) return;
    broughtIn.current = shown;
    // A natural 20 or 1 waiting for its choice right above the card is what the table answers first: the choice's
    // top comes into sight with the card.
    const choice = card.current.previousElementSibling;
    const waiting = choice instanceof HTMLElement && choice.classList.contains('critical-choice');
    // Focus follows the throw to its result at once (the choice takes it itself), unless the player has moved on: the
    // button tapped is disabled or gone by now, and focus must not fall to the page's body.
    if (!waiting && focusLeftWithTheStep()) card.current.focus({ preventScroll: true });
    const shownCard = card.current;
    const frame = requestAnimationFrame(() => bringIntoView(waiting ? choice : shownCard, shownCard));
    return () => cancelAnimationFrame(frame);
  }, [shown, settled]);
  if (result === null) return null;
  const rolled = result.entries.find((e) => e.dice !== null && (e.kind === 'attack' || e.kind === 'trap'));
  const dice = rolled?.dice ?? null;
  // A guaranteed hit throws no die: its line says so, and a blank die reading 0 would only mislead.
  const thrown = dice !== null && (dice.actor.natural !== null || (dice.opponent?.natural ?? null) !== null);
  return (
    <section ref={card} className="card result-card" aria-labelledby="result-title" tabIndex={-1}>
      <h2 id="result-title">{result.title}</h2>
      {thrown && (
        <div ref={diceBox} className="result-dice" key={result.rolled}>
          <DiceSide side={dice.actor} who={names(rolled?.actorId ?? null)} />
          {dice.opponent && <span className="result-vs">vs</span>}
          {dice.opponent && <DiceSide side={dice.opponent} who={names(rolled?.targetId ?? null)} />}
        </div>
      )}
      <ul className="result-lines">
        {result.entries.map((e: LogEntry) => (
          <li key={e.id} className={e.hpChange < 0 ? 'result-hurt' : undefined}>
            {e.hpChange < 0 && (
              <span className="result-damage" aria-hidden="true">
                −{-e.hpChange}
              </span>
            )}
            <span>{e.text}</span>
          </li>
        ))}
      </ul>
      <div className="result-buttons">
        {canGoOn && (
          <button type="button" className="button primary" onClick={() => void goOn({ focusAttack: true })}>
            Next turn
          </button>
        )}
        <button
          type="button"
          className="button"
          onClick={() => {
            clear();
            focusNextAction();
          }}
        >
          Dismiss<span className="visually-hidden"> the result</span>
        </button>
      </div>
    </section>
  );
}
