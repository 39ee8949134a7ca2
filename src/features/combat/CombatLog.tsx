import type { Encounter, LogEntry } from '../../rules';
import { HEALTH_LABEL } from '../character-sheet/format';

/** "R2·3": round and place in the turn order, or "—" before the first turn. */
function when(e: LogEntry): string {
  return e.round === 0 ? 'Setup' : `R${e.round}${e.turn > 0 ? `·${e.turn}` : ''}`;
}

/**
 * Every line of the fight, newest first: who did what, the dice with modifiers and result, the damage with its
 * breakdown, and the HP after. Kept with the campaign when the fight is over.
 */
export function CombatLog({ state }: { state: Encounter }) {
  const name = (id: string | null) => state.combatants.find((c) => c.id === id)?.name;
  return (
    <section className="card combat-log" aria-labelledby="log-title">
      <h2 id="log-title">Combat log ({state.log.length})</h2>
      <ol className="log-list" reversed aria-label="Combat log, newest first">
        {[...state.log].reverse().map((e) => (
          <li key={e.id} className={`log-entry log-${e.kind}`}>
            <span className="log-when">{when(e)}</span>
            <span className="log-text">{e.text}</span>
            {e.hpAfter !== null && e.targetId !== null && (
              <span className="log-hp">
                {name(e.targetId)}: {e.hpAfter} HP
                {e.healthAfter ? `, ${HEALTH_LABEL[e.healthAfter].toLowerCase()}` : ''}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
