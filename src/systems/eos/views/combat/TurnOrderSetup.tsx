import { useState } from 'react';
import type { EncounterRecord } from '../../../../db';
import { entryOf, initiativeTieBreaks, rollInitiativeOrder, setInitiative } from '../../rules';
import { useCombatUi } from './combat-ui-store';
import { useRandomSource } from './random-source';
import { useStep } from './use-step';

/**
 * Turn order before the first round: the book's clockwise order (players first), or initiative "1d20 + reflex bonus
 * rolled by each combatant … Any tie will be rerolled" — rolled by the app, or typed from the table with the tied
 * asked for their re-rolls.
 */
export function TurnOrderSetup({ record }: { record: EncounterRecord }) {
  const state = record.state;
  const step = useStep(record.id);
  const random = useRandomSource();
  const failed = useCombatUi((s) => s.failed);
  const [first, setFirst] = useState<Record<string, string>>({});
  const [rerolls, setRerolls] = useState<Record<string, string[]>>({});
  const name = (id: string) => state.combatants.find((c) => c.id === id)?.name ?? id;

  const typed = new Map<string, number[]>();
  for (const c of state.combatants) {
    const text = entryOf(first, c.id)?.trim() ?? '';
    if (text === '' || !Number.isFinite(Number(text))) continue;
    const more: number[] = [];
    for (const r of entryOf(rerolls, c.id) ?? []) {
      if (r.trim() === '' || !Number.isFinite(Number(r))) break;
      more.push(Number(r));
    }
    typed.set(c.id, [Number(text), ...more]);
  }
  const ties = initiativeTieBreaks(Object.fromEntries(typed));
  const missing = state.combatants.filter((c) => !typed.has(c.id));

  function apply() {
    if (missing.length > 0) {
      return failed(`Type the initiative of ${missing.map((c) => c.name).join(', ')} (d20 + Reflex).`);
    }
    if (ties.waiting.length > 0) {
      const [tie] = ties.waiting;
      return failed(
        `${tie!.ids.map(name).join(' and ')} tie at ${tie!.total}: type a re-roll (d20 + Reflex) for each.`,
      );
    }
    const totals = Object.fromEntries(
      [...typed].map(([id, t]) => [id, t.slice(0, 1 + (entryOf(ties.rerolls, id) ?? 0))]),
    );
    void step((s) => setInitiative(s, totals));
  }

  const ordered = state.order.map((id, i) => ({ place: i + 1, name: name(id), entry: state.initiative[i] }));

  return (
    <section className="card turn-order" aria-labelledby="turn-order-title">
      <h2 id="turn-order-title">Turn order</h2>
      {ordered.length > 0 ? (
        <ol className="order-list" aria-label="Turn order">
          {ordered.map((o) => (
            <li key={o.place}>
              <span className="order-name">{o.name}</span>
              {o.entry && (
                <span className="order-total">
                  {o.entry.totals[0]}
                  {o.entry.totals.length > 1 && ` (tie-breaks ${o.entry.totals.slice(1).join(', ')})`}
                </span>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">Initiative decides the order: roll it here or type the table’s rolls.</p>
      )}
      <p className="muted">
        {state.orderMode === 'clockwise'
          ? 'Clockwise: the players first, then the opponents. Or roll initiative instead:'
          : 'Initiative: d20 + Reflex, the highest first, ties re-rolled among the tied.'}
      </p>
      <div className="toolbar">
        <button type="button" className="button" onClick={() => void step((s) => rollInitiativeOrder(s, random))}>
          Roll initiative for everyone
        </button>
      </div>
      <details className="typed-initiative">
        <summary>Type the table’s initiative rolls</summary>
        <ul className="initiative-inputs">
          {state.combatants.map((c) => (
            <li key={c.id}>
              <label className="field">
                {c.name}: total (d20 + Reflex {c.reflex})
                <input
                  inputMode="numeric"
                  value={entryOf(first, c.id) ?? ''}
                  onChange={(e) => setFirst({ ...first, [c.id]: e.target.value })}
                />
              </label>
              {Array.from({ length: entryOf(ties.rerolls, c.id) ?? 0 }, (_, i) => (
                <label className="field tie-field" key={i}>
                  {c.name}: tie-breaker {i + 1}
                  <input
                    inputMode="numeric"
                    value={entryOf(rerolls, c.id)?.[i] ?? ''}
                    onChange={(e) => {
                      const next = [...(entryOf(rerolls, c.id) ?? [])];
                      next[i] = e.target.value;
                      setRerolls({ ...rerolls, [c.id]: next });
                    }}
                  />
                </label>
              ))}
            </li>
          ))}
        </ul>
        {ties.waiting.length > 0 && (
          <ul className="tie-notes" aria-live="polite">
            {ties.waiting.map((t) => (
              <li key={`${t.reroll}-${t.ids.join()}`}>
                Tie at {t.total}: {t.ids.map(name).join(' and ')} re-roll (d20 + Reflex) — “Any tie will be rerolled”.
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="button primary" onClick={apply}>
          Use these initiative rolls
        </button>
      </details>
    </section>
  );
}
