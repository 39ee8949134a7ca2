import { memo, useState } from 'react';
import { combatantHealth, springTrap, type Encounter, type EncounterTrap } from '../../rules';
import { useCombatUi } from './combat-ui-store';
import { useRandomSource } from './random-source';
import { useStep } from './use-step';

const STATUS: Record<EncounterTrap['status'], string> = {
  armed: 'armed',
  discovered: 'discovered',
  sprung: 'sprung',
  disarmed: 'disarmed',
};

/**
 * The traps on the battlefield. When someone comes near an armed one, they "roll [Traps + Presence + 1d20] to contest
 * the trap": the app rolls or the table types the d20, and the engine applies the damage and the immobilization.
 */
function TrapsPanelView({ state, encounterId }: { state: Encounter; encounterId: string }) {
  const step = useStep(encounterId);
  const random = useRandomSource();
  const failed = useCombatUi((s) => s.failed);
  const [victim, setVictim] = useState<Record<string, string>>({});
  const [die, setDie] = useState<Record<string, string>>({});
  if (state.traps.length === 0) return null;
  const standing = state.combatants.filter((c) => combatantHealth(c) === 'conscious');

  function spring(trap: EncounterTrap) {
    const who = victim[trap.id] ?? standing.find((c) => c.id !== trap.ownerId)?.id;
    if (who === undefined) return failed('Nobody is standing to come near the trap.');
    const text = die[trap.id]?.trim() ?? '';
    const value = Number(text);
    if (text !== '' && !(Number.isInteger(value) && value >= 1 && value <= 20)) {
      return failed('The d20 must be a whole number from 1 to 20 (or empty for the app to roll).');
    }
    void step((s) => springTrap(s, { trapId: trap.id, victimId: who, dice: text === '' ? random : value }), {
      result: `${trap.name}`,
    });
  }

  return (
    <section className="card traps-panel" aria-labelledby="traps-title">
      <h2 id="traps-title">Traps</h2>
      <ul className="stack">
        {state.traps.map((trap) => (
          <li key={trap.id}>
            <p>
              <strong>{trap.name}</strong> — difficulty {trap.difficulty}, {STATUS[trap.status]}
            </p>
            {trap.status === 'armed' && (
              <div className="action-row">
                <label className="field">
                  Who comes near
                  <select
                    value={victim[trap.id] ?? standing.find((c) => c.id !== trap.ownerId)?.id ?? ''}
                    onChange={(e) => setVictim({ ...victim, [trap.id]: e.target.value })}
                  >
                    {standing.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="field">
                  Their d20 (empty: the app rolls)
                  <input
                    inputMode="numeric"
                    value={die[trap.id] ?? ''}
                    onChange={(e) => setDie({ ...die, [trap.id]: e.target.value })}
                  />
                </label>
                <button type="button" className="button" onClick={() => spring(trap)}>
                  Contest the trap<span className="visually-hidden"> {trap.name}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Renders again only when its props change: the live query reading back a saved step leaves it alone. */
export const TrapsPanel = memo(TrapsPanelView);
