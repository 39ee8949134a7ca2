import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useValueAfterPaint } from '../../../../core/scheduling/next-paint';
import { encounterRecordProblems, type EncounterRecord } from '../../../../db';
import { Link, useParams } from 'react-router';
import { combatantHealth, currentCombatant } from '../../rules';
import { ActionsPanel } from './ActionsPanel';
import { AfterTheFight } from './AfterTheFight';
import { AttackPanel } from './AttackPanel';
import { CombatantCard } from './CombatantCard';
import { CombatLog } from './CombatLog';
import { useCombatUi } from './combat-ui-store';
import { CriticalChoice } from './CriticalChoice';
import { ResultCard } from './ResultCard';
import { TurnBanner } from './TurnBanner';
import { TrapsPanel } from './TrapsPanel';
import { TradeBlowsPanel } from './TradeBlowsPanel';
import { JoinFightPanel } from './JoinFightPanel';
import { ShownEncounterContext } from './shown-encounter';
import { TurnOrderSetup } from './TurnOrderSetup';
import { useEncounterRecord } from './use-combat-data';
import { eosPaths } from '../../paths';
import { paths } from '../../../../app/paths';

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
  const shown = useRef<EncounterRecord | null>(null);
  useLayoutEffect(() => {
    shown.current = record ?? null;
  });
  // A step's result (its card, the log, a critical to choose) is drawn in the frame after the tap; the turn banner,
  // the panels and the fighters follow a frame later, so a tap answers at once even on a slow tablet.
  const deferred = useValueAfterPaint(record);
  // The same element while the campaign is: a router link re-resolves its path on every render, and a step re-renders
  // this page in the frame that answers the tap.
  const campaignId = record?.campaignId;
  const backToFights = useMemo(
    () => campaignId !== undefined && <Link to={eosPaths.encounters(campaignId)}>← All fights</Link>,
    [campaignId],
  );

  // The draft attack and the messages belong to one fight and last until the page is left.
  useEffect(() => reset, [reset, encounterId]);
  // A stored fight whose parts no longer fit together (a hand-edited file of an older version) cannot go on.
  const damaged = useMemo(() => (record ? encounterRecordProblems(record) : []), [record]);

  if (record === undefined) return <p className="empty">Loading the fight…</p>;
  if (record === null) {
    return (
      <section className="page">
        <h1>Fight not found</h1>
        <p>
          This fight does not exist; it may have been deleted in another tab.{' '}
          <Link to={eosPaths.combat}>Back to combat</Link>.
        </p>
      </section>
    );
  }

  if (damaged.length > 0) return <DamagedFight record={record} problems={damaged} back={backToFights} />;

  const state = record.state;
  const finished = record.status === 'finished';
  const names = (id: string | null) => state.combatants.find((c) => c.id === id)?.name ?? '—';
  const later = deferred?.id === record.id ? deferred : record;
  const laterState = later.state;
  const laterFinished = later.status === 'finished';
  const acting = laterFinished ? null : currentCombatant(laterState);
  const ordered = [
    ...laterState.order.map((id) => laterState.combatants.find((c) => c.id === id)!),
    ...laterState.combatants.filter((c) => !laterState.order.includes(c.id)),
  ];
  const inFight = !laterFinished && laterState.round > 0;
  const canAct = inFight && laterState.pending === null;
  // A natural 20 or 1 waiting for its choice leaves the panels where they are, out of reach: taking them away would
  // shorten the page by thousands of pixels and throw a phone's view to the top.
  const waiting = inFight && !canAct;

  return (
    <ShownEncounterContext value={shown}>
      <section className="page encounter-page" aria-labelledby="encounter-title">
        <p className="breadcrumb">{backToFights}</p>
        <h1 id="encounter-title">
          {record.name}{' '}
          <span className={`badge encounter-status-${record.status}`}>{finished ? 'Over' : 'Running'}</span>
        </h1>
        <TurnBanner record={later} />
        {error && (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        )}
        {/* Heard, not seen: each step shows where it happened (the result card, a fighter's card, the banner's actions
            left), and a line of text up here would push the whole fight down the page at every step. */}
        <p className="visually-hidden" role="status">
          {status}
        </p>
        {!laterFinished && laterState.round === 0 && <TurnOrderSetup record={later} />}
        <div className="encounter-layout">
          <div className="encounter-main">
            <div className="encounter-panels" inert={waiting}>
              {inFight && laterState.combatants.some((c) => combatantHealth(c) !== 'dead') && (
                <AttackPanel state={laterState} encounterId={later.id} />
              )}
            </div>
            {/* Right below the attack, where the tap was: nothing above moves, and the attack stays in place for the
                next throw. */}
            {!finished && state.pending !== null && <CriticalChoice state={state} encounterId={record.id} />}
            <ResultCard
              names={names}
              settled={later === record}
              encounterId={record.id}
              canGoOn={!finished && state.round > 0 && state.order.length > 0 && state.pending === null}
            />
            <div className="encounter-panels" inert={waiting}>
              {/* Trade Blows answers the blow the result card just showed: first, right below it. */}
              {inFight && <TradeBlowsPanel state={laterState} encounterId={later.id} />}
              {inFight && <ActionsPanel state={laterState} encounterId={later.id} />}
              {inFight && <TrapsPanel state={laterState} encounterId={later.id} />}
              {inFight && <JoinFightPanel record={later} />}
            </div>
          </div>
          <ul className="encounter-fighters" aria-label="Fighters in turn order">
            {ordered.map((c) => (
              <CombatantCard
                key={c.id}
                combatant={c}
                combatants={laterState.combatants}
                encounterId={later.id}
                place={laterState.order.includes(c.id) ? laterState.order.indexOf(c.id) + 1 : null}
                acting={acting?.id === c.id}
                finished={laterFinished}
              />
            ))}
          </ul>
        </div>
        <CombatLog state={state} />
        {!laterFinished && <AfterTheFight record={later} />}
      </section>
    </ShownEncounterContext>
  );
}

/** A fight that cannot go on: what is wrong with it, what to do, and its log as it stands. */
function DamagedFight({
  record,
  problems,
  back,
}: {
  record: EncounterRecord;
  problems: readonly string[];
  back: ReactNode;
}) {
  return (
    <section className="page encounter-page" aria-labelledby="encounter-title">
      <p className="breadcrumb">{back}</p>
      <h1 id="encounter-title">{record.name}</h1>
      <div className="notice notice-error repair-notice" role="alert">
        <p>This fight’s record is damaged, so it cannot go on or be finished:</p>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <p>
          Nothing was changed. Its log is below. To play on, restore a restore point or a backup from before the damage
          (<Link to={paths.campaignSettings(record.campaignId)}>Settings</Link>), or start the fight again.
        </p>
      </div>
      <CombatLog state={record.state} />
    </section>
  );
}
