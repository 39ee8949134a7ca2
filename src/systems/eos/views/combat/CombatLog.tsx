import { memo, useState } from 'react';
import type { Encounter, LogEntry } from '../../rules';
import { HEALTH_LABEL } from '../character-sheet/format';

/** How many of the newest entries the log shows at first, and how many more each "Show older" adds. */
export const LOG_PAGE_SIZE = 25;

/** "R2·3": round and place in the turn order, or "—" before the first turn. */
function when(e: LogEntry): string {
  return e.round === 0 ? 'Setup' : `R${e.round}${e.turn > 0 ? `·${e.turn}` : ''}`;
}

/** One line of the log. Entries never change once written: each renders once (useEncounterRecord keeps them stable). */
const LogLine = memo(function LogLine({ entry, targetName }: { entry: LogEntry; targetName: string | undefined }) {
  return (
    <li className={`log-entry log-${entry.kind}`}>
      <span className="log-when">{when(entry)}</span>
      <span className="log-text">{entry.text}</span>
      {entry.hpAfter !== null && entry.targetId !== null && (
        <span className="log-hp">
          {targetName}: {entry.hpAfter} HP
          {entry.healthAfter ? `, ${HEALTH_LABEL[entry.healthAfter].toLowerCase()}` : ''}
        </span>
      )}
    </li>
  );
});

/**
 * The fight's lines, newest first: who did what, the dice with modifiers and result, the damage with its breakdown, and
 * the HP after. Kept with the campaign when the fight is over. A long fight shows its newest lines and older ones on
 * request, a page at a time, so a fight of hundreds of lines stays quick to update.
 */
function CombatLogView({ state }: { state: Encounter }) {
  const [shown, setShown] = useState(LOG_PAGE_SIZE);
  const name = (id: string | null) => state.combatants.find((c) => c.id === id)?.name;
  const total = state.log.length;
  const newest = state.log.slice(Math.max(0, total - shown)).reverse();
  const older = total - newest.length;
  return (
    <section className="card combat-log" aria-labelledby="log-title">
      <h2 id="log-title">Combat log ({total})</h2>
      <ol className="log-list" reversed start={total} aria-label="Combat log, newest first">
        {newest.map((e) => (
          <LogLine key={e.id} entry={e} targetName={name(e.targetId)} />
        ))}
      </ol>
      {older > 0 && (
        <button type="button" className="button log-older" onClick={() => setShown(shown + LOG_PAGE_SIZE)}>
          Show older lines ({Math.min(older, LOG_PAGE_SIZE)} of {older} more)
        </button>
      )}
    </section>
  );
}

/** Renders again only when its props change: the live query reading back a saved step leaves it alone. */
export const CombatLog = memo(CombatLogView);
