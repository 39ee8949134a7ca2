import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { combatantHealth, currentCombatant } from '../../rules';
import { ActionsPanel } from './ActionsPanel';
import { AfterTheFight } from './AfterTheFight';
import { AttackPanel } from './AttackPanel';
import { CombatantCard } from './CombatantCard';
import { CombatLog } from './CombatLog';
import { useCombatUi } from './combat-ui-store';
import { CriticalChoice } from './CriticalChoice';
import { combatPaths } from './format';
import { ResultCard } from './ResultCard';
import { TurnBanner } from './TurnBanner';
import { TrapsPanel } from './TrapsPanel';
import { TurnOrderSetup } from './TurnOrderSetup';
import { useEncounterRecord } from './use-combat-data';

/**
 * /encounters/:encounterId: the fight at the table. The turn banner, the attack with its odds, the fighters' HP, the
 * other actions, the log with undo, and what happens after the fight. Every step is saved as it happens.
 */
export function EncounterPage() {
  const { encounterId } = useParams();
  const record = useEncounterRecord(encounterId);
  const reset = useCombatUi((s) => s.reset);
  const error = useCombatUi((s) => s.error);
  const status = useCombatUi((s) => s.status);

  // The draft attack and the messages belong to one fight and last until the page is left.
  useEffect(() => reset, [reset, encounterId]);

  if (record === undefined) return <p className="empty">Loading the fight…</p>;
  if (record === null) {
    return (
      <section className="page">
        <h1>Fight not found</h1>
        <p>
          This fight does not exist; it may have been deleted in another tab. <Link to="/combat">Back to combat</Link>.
        </p>
      </section>
    );
  }

  const state = record.state;
  const finished = record.status === 'finished';
  const acting = finished ? null : currentCombatant(state);
  const names = (id: string | null) => state.combatants.find((c) => c.id === id)?.name ?? '—';
  const ordered = [
    ...state.order.map((id) => state.combatants.find((c) => c.id === id)!),
    ...state.combatants.filter((c) => !state.order.includes(c.id)),
  ];
  const canAct = !finished && state.pending === null && state.round > 0;

  return (
    <section className="page encounter-page" aria-labelledby="encounter-title">
      <p className="breadcrumb">
        <Link to={combatPaths.list(record.campaignId)}>← All fights</Link>
      </p>
      <h1 id="encounter-title">
        {record.name} <span className={`badge encounter-status-${record.status}`}>{finished ? 'Over' : 'Running'}</span>
      </h1>
      <TurnBanner record={record} />
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <p className="status-line combat-status" role="status">
        {status}
      </p>
      {!finished && state.round === 0 && <TurnOrderSetup record={record} />}
      <div className="encounter-layout">
        <div className="encounter-main">
          {!finished && <CriticalChoice state={state} encounterId={record.id} />}
          <ResultCard names={names} />
          {canAct && state.combatants.some((c) => combatantHealth(c) !== 'dead') && (
            <AttackPanel state={state} encounterId={record.id} />
          )}
          {canAct && <ActionsPanel state={state} encounterId={record.id} />}
          {canAct && <TrapsPanel state={state} encounterId={record.id} />}
        </div>
        <ul className="encounter-fighters" aria-label="Fighters in turn order">
          {ordered.map((c) => (
            <CombatantCard
              key={c.id}
              combatant={c}
              combatants={state.combatants}
              encounterId={record.id}
              place={state.order.includes(c.id) ? state.order.indexOf(c.id) + 1 : null}
              acting={acting?.id === c.id}
              finished={finished}
            />
          ))}
        </ul>
      </div>
      <CombatLog state={state} />
      {!finished && <AfterTheFight record={record} />}
    </section>
  );
}
