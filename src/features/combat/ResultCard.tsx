import { type Ref, useEffect, useRef } from 'react';
import { useIdle } from '../../components/idle';
import type { LogDiceSide, LogEntry } from '../../rules';
import { bringIntoView } from './bring-into-view';
import { type ShownResult, useCombatUi } from './combat-ui-store';
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

/** The card itself, drawn from a result; without `onDismiss` it has no button (the font warm-up below). */
function ResultView({
  result,
  names,
  onDismiss,
  ref,
}: {
  result: ShownResult;
  names: (id: string | null) => string;
  onDismiss?: () => void;
  ref?: Ref<HTMLElement>;
}) {
  const rolled = result.entries.find((e) => e.dice !== null && (e.kind === 'attack' || e.kind === 'trap'));
  return (
    <section ref={ref} className="card result-card" aria-labelledby={onDismiss && 'result-title'}>
      <h2 id={onDismiss && 'result-title'}>{result.title}</h2>
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
      {onDismiss && (
        <button type="button" className="button" onClick={onDismiss}>
          Dismiss<span className="visually-hidden"> the result</span>
        </button>
      )}
    </section>
  );
}

/**
 * The last roll and what it did, large enough to read across the table: the kept dice with modifiers and totals, then
 * every consequence (damage with its breakdown, HP after). Dice pop in briefly unless the device asks for less motion.
 */
export function ResultCard({ names, settled }: { names: (id: string | null) => string; settled: boolean }) {
  const result = useCombatUi((s) => s.lastResult);
  const clear = useCombatUi((s) => s.clearResult);
  const card = useRef<HTMLElement>(null);
  const shown = result?.rolled;
  const broughtIn = useRef<number | undefined>(undefined);
  // Each new result comes into view where the table looks (the screen reader hears it from the status line), once the
  // panels above it show the same fight (a frame after the card), so it is measured where it stays. Measured in a
  // frame's own layout, not in a task's.
  useEffect(() => {
    if (shown === undefined || !settled || broughtIn.current === shown) return;
    const frame = requestAnimationFrame(() => {
      broughtIn.current = shown;
      if (card.current) bringIntoView(card.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, settled]);
  if (result === null) return <ResultFontsWarmUp />;
  return <ResultView ref={card} result={result} names={names} onDismiss={clear} />;
}

const side = (natural: number): LogDiceSide => ({ rolls: [natural, 2], natural, modifier: -1, total: natural - 1 });
/** A result with every kind of text the card sets: both dice (a 20 and a 1), a damage figure and a line. */
const SAMPLE: ShownResult = {
  title: '—',
  rolled: 0,
  entries: [
    {
      id: 0,
      round: 0,
      turn: 0,
      actorId: null,
      targetId: null,
      kind: 'attack',
      dice: { actor: side(20), opponent: side(1) },
      result: 'attacker',
      damage: 10,
      breakdown: null,
      hpChange: -10,
      hpAfter: 0,
      healthAfter: null,
      text: '—',
    },
  ],
};

/**
 * While no result shows, a sample card is laid out, unseen and off screen, once the browser is idle: the browser then
 * looks up the card's large type (a font per size and weight, a blocking call on a fresh tablet) before a roll waits
 * on it.
 */
function ResultFontsWarmUp() {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <div className="fonts-warm-up" aria-hidden="true" inert>
      <ResultView result={SAMPLE} names={() => '—'} />
    </div>
  );
}
