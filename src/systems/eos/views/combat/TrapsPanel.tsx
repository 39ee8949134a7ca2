import { memo, useState } from 'react';
import {
  combatantHealth,
  placeTrap,
  springTrap,
  type Encounter,
  type EncounterTrap,
  type ToolLevel,
} from '../../rules';
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
 * the trap": the app rolls or the table types the d20, and the engine applies the damage and the immobilization. The GM
 * places a trap the fight did not start with (set earlier, found mid-fight) with its difficulty: "They must note
 * difficulty value & location of each."
 */
function TrapsPanelView({ state, encounterId }: { state: Encounter; encounterId: string }) {
  const step = useStep(encounterId);
  const random = useRandomSource();
  const failed = useCombatUi((s) => s.failed);
  const [victim, setVictim] = useState<Record<string, string>>({});
  const [die, setDie] = useState<Record<string, string>>({});
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
      {state.traps.length === 0 && <p className="muted">No traps on the battlefield.</p>}
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
      <PlaceTrap state={state} encounterId={encounterId} />
    </section>
  );
}

/** The GM's form for a trap already set (before the fight, or by someone outside it): placeTrap checks every value. */
function PlaceTrap({ state, encounterId }: { state: Encounter; encounterId: string }) {
  const step = useStep(encounterId);
  const failed = useCombatUi((s) => s.failed);
  const [name, setName] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [ownerId, setOwnerId] = useState('');
  const [level, setLevel] = useState('0');
  const [tools, setTools] = useState<ToolLevel>('crude');
  const [damages, setDamages] = useState(true);

  function chooseOwner(id: string) {
    setOwnerId(id);
    // The trapper's own Traps level, as a starting value the GM may change.
    const owner = state.combatants.find((c) => c.id === id);
    if (owner !== undefined) setLevel(String(owner.skills.traps ?? 0));
  }

  function place() {
    const d = Number(difficulty);
    if (difficulty.trim() === '' || !Number.isInteger(d) || d < 1)
      return failed('The trap’s difficulty must be a whole number, 1 or more.');
    const l = Number(level);
    if (level.trim() === '' || !Number.isInteger(l) || l < 0 || l > 15)
      return failed('The trapper’s Traps level must be a whole number from 0 to 15.');
    void step((s) =>
      placeTrap(s, {
        name,
        ownerId: ownerId === '' ? null : ownerId,
        difficulty: d,
        trapsLevel: l,
        tools,
        dealsDamage: damages,
      }),
    ).then((ok) => {
      if (!ok) return;
      setName('');
      setDifficulty('');
    });
  }

  return (
    <details className="action-more place-trap">
      <summary>Place a trap</summary>
      <div className="action-row">
        <label className="field">
          Trap name
          <input value={name} onChange={(e) => setName(e.target.value)} placeholder="Pit by the door" />
        </label>
        <label className="field">
          Difficulty
          <input inputMode="numeric" value={difficulty} onChange={(e) => setDifficulty(e.target.value)} />
        </label>
        <label className="field">
          Set by
          <select value={ownerId} onChange={(e) => chooseOwner(e.target.value)}>
            <option value="">Someone not in the fight</option>
            {state.combatants.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Trapper’s Traps level (0–15)
          <input inputMode="numeric" value={level} onChange={(e) => setLevel(e.target.value)} />
        </label>
        <label className="field">
          Tools
          <select value={tools} onChange={(e) => setTools(e.target.value as ToolLevel)}>
            <option value="crude">Crude</option>
            <option value="basic">Basic (damage doubled)</option>
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={damages} onChange={(e) => setDamages(e.target.checked)} />
          <span>Deals damage (untick for a trap that only holds)</span>
        </label>
        <button type="button" className="button" onClick={place}>
          Place the trap
        </button>
      </div>
    </details>
  );
}

/** Renders again only when its props change: the live query reading back a saved step leaves it alone. */
export const TrapsPanel = memo(TrapsPanelView);
