import { useEffect, useRef } from 'react';
import type { LogDiceSide, LogEntry } from '../../rules';
import { useCombatUi } from './combat-ui-store';
import { formatModifier } from './format';

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

/** Scrolls `element` to just below the sticky header and turn banner, unless it is already there. */
function bringIntoView(element: HTMLElement): void {
  const header = document.querySelector('.app-header')?.getBoundingClientRect().height ?? 0;
  const banner = document.querySelector('.turn-banner');
  const sticky = banner !== null && getComputedStyle(banner).position === 'sticky';
  const covered = header + (sticky ? banner.getBoundingClientRect().height : 0) + 12;
  const { top, height } = element.getBoundingClientRect();
  // No box (nothing laid out, as in a test DOM) or already below the banner: stay put.
  if (height === 0 || (top >= covered && top < window.innerHeight * 0.6)) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  window.scrollTo({ top: window.scrollY + top - covered, behavior: still ? 'auto' : 'smooth' });
}

/**
 * The last roll and what it did, large enough to read across the table: the kept dice with modifiers and totals, then
 * every consequence (damage with its breakdown, HP after). Dice pop in briefly unless the device asks for less motion.
 */
export function ResultCard({ names }: { names: (id: string | null) => string }) {
  const result = useCombatUi((s) => s.lastResult);
  const clear = useCombatUi((s) => s.clearResult);
  const card = useRef<HTMLElement>(null);
  const shown = result?.rolled;
  // Each new result comes into view where the table looks (the screen reader hears it from the status line).
  useEffect(() => {
    if (shown !== undefined && card.current) bringIntoView(card.current);
  }, [shown]);
  if (result === null) return null;
  const rolled = result.entries.find((e) => e.dice !== null && (e.kind === 'attack' || e.kind === 'trap'));
  return (
    <section ref={card} className="card result-card" aria-labelledby="result-title">
      <h2 id="result-title">{result.title}</h2>
      {rolled?.dice && (
        <div className="result-dice dice-pop" key={result.rolled}>
          <DiceSide side={rolled.dice.actor} who={names(rolled.actorId)} />
          {rolled.dice.opponent && <span className="result-vs">vs</span>}
          {rolled.dice.opponent && <DiceSide side={rolled.dice.opponent} who={names(rolled.targetId)} />}
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
      <button type="button" className="button" onClick={clear}>
        Dismiss<span className="visually-hidden"> the result</span>
      </button>
    </section>
  );
}
