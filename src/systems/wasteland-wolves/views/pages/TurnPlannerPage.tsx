import { useState } from 'react';
import {
  ACTION_KINDS,
  allItems,
  applyEvent,
  energyAtTurnStart,
  planTurn,
  type ActionKind,
  type ItemId,
  type MoveStep,
  type NextStep,
  type PerkBuild,
} from '../../rules';
import { GameGate, WwNav } from '../components/GameGate';
import { CheckField, NumberField, RulingNote, SelectField } from '../components/fields';
import { usePlayers, useTrackers, type WwGameView } from '../data/hooks';
import { attempt, errorText, num, partsText } from '../format';
import { useWw } from '../data/ww-data-context';
import '../ww.css';

const ACTION_NAMES: Record<ActionKind, string> = {
  scavenge: 'Scavenge',
  craft: 'Craft',
  attack: 'Attack',
  'clear-rubble': 'Clear Rubble',
  'apply-consumable': 'Apply Consumable',
  'change-equipment': 'Change Weapon/Armor',
  rest: 'Rest',
};
const NO_ITEM = '';
const weapons = allItems().filter((i) => i.weapon !== undefined && i.id !== 'unarmed');
const armours = allItems().filter((i) => i.armour !== undefined);

export function TurnPlannerPage() {
  return <GameGate>{(game) => <Planner game={game} />}</GameGate>;
}

function nextText(what: string, step: NextStep): string {
  if ('refusal' in step) return `${what}: ${step.refusal}`;
  return `${what}: ${num(step.cost)} energy — ${step.affordable ? 'affordable' : 'not affordable'}`;
}

function Planner({ game }: { game: WwGameView }) {
  const players = usePlayers();
  const trackers = useTrackers();
  const list = players.read.status === 'ready' ? players.read.value : [];
  const { data } = useWw();
  const trackerRecord = trackers.read.status === 'ready' ? trackers.read.value[0] : undefined;
  const tracker = trackerRecord?.system;
  const [spendError, setSpendError] = useState<string | null>(null);
  const [spent, setSpent] = useState('');
  const [playerId, setPlayerId] = useState('');
  const [energy, setEnergy] = useState<number | null>(null);
  const [perksOverride, setPerks] = useState<PerkBuild | null>(null);
  const [weapon, setWeapon] = useState<ItemId | null | undefined>(undefined);
  const [armour, setArmour] = useState<ItemId | null | undefined>(undefined);
  const [snared, setSnared] = useState<boolean | null>(null);
  const [moves, setMoves] = useState<MoveStep[]>([]);
  const [actions, setActions] = useState<ActionKind[]>([]);

  const record = list.find((p) => p.id === playerId);
  const inTracker = tracker?.state.players.find((p) => p.id === playerId);
  const perks = perksOverride ?? record?.system.perks ?? {};
  const income = attempt(() => energyAtTurnStart(0, perks, game.rules).after);
  const energyHeld = energy ?? inTracker?.energy ?? (income.ok ? income.value : 500);
  const situation = {
    energy: energyHeld,
    perks,
    weapon: weapon === undefined ? (inTracker?.weapon ?? record?.system.weapon ?? null) : weapon,
    armour: armour === undefined ? (inTracker?.armour ?? record?.system.armour ?? null) : armour,
    snared: snared ?? inTracker?.statuses.some((s) => s.id === 'snared') ?? false,
  };
  const plan = attempt(() => planTurn(situation, { moves, actions }, game.rules));

  const spend = async () => {
    if (trackerRecord === undefined || inTracker === undefined || !plan.ok) return;
    const next = attempt(() =>
      applyEvent(
        trackerRecord.system,
        { type: 'spend-energy', playerId: inTracker.id, amount: plan.value.total },
        game.rules,
      ),
    );
    if (!next.ok) return setSpendError(next.message);
    try {
      await data.updateTracker({ ...trackerRecord, system: next.value });
      setSpendError(null);
      setSpent(`${inTracker.name} spent ${num(plan.value.total)} energy on the tracker.`);
      setEnergy(null);
      setMoves([]);
      setActions([]);
    } catch (e) {
      setSpendError(errorText(e));
    }
  };

  const choose = (id: string) => {
    setPlayerId(id);
    setEnergy(null);
    setPerks(null);
    setWeapon(undefined);
    setArmour(undefined);
    setSnared(null);
  };

  return (
    <section className="page ww-page">
      <WwNav />
      <h1>Turn planner</h1>
      <fieldset className="ww-fieldset">
        <legend>This turn</legend>
        <div className="ww-row">
          <SelectField
            label="Player"
            value={playerId}
            options={[{ value: '', label: 'No perks (anyone)' }, ...list.map((p) => ({ value: p.id, label: p.name }))]}
            onChange={choose}
          />
          <NumberField
            label="Energy held"
            value={energyHeld}
            min={0}
            max={1000}
            onChange={setEnergy}
            hint={
              inTracker ? 'From the tracker.' : `${income.ok ? num(income.value) : '500'} a turn, stored up to 1,000.`
            }
          />
        </div>
        <div className="ww-row">
          <SelectField
            label="Equipped weapon"
            value={situation.weapon ?? NO_ITEM}
            options={[{ value: NO_ITEM, label: 'Unarmed' }, ...weapons.map((w) => ({ value: w.id, label: w.name }))]}
            onChange={(v) => setWeapon(v === NO_ITEM ? null : (v as ItemId))}
          />
          <SelectField
            label="Armour worn"
            value={situation.armour ?? NO_ITEM}
            options={[{ value: NO_ITEM, label: 'None' }, ...armours.map((a) => ({ value: a.id, label: a.name }))]}
            onChange={(v) => setArmour(v === NO_ITEM ? null : (v as ItemId))}
          />
          <CheckField label="Snared (caught last turn)" checked={situation.snared} onChange={setSnared} />
        </div>
      </fieldset>

      <div className="ww-split">
        <div>
          <h2>Moves</h2>
          <div className="ww-actions">
            <button type="button" className="button" onClick={() => setMoves([...moves, {}])}>
              Add a move
            </button>
            <button type="button" className="button" onClick={() => setMoves([...moves, { rubble: true }])}>
              Add a move onto rubble
            </button>
            <button
              type="button"
              className="button"
              disabled={moves.length === 0}
              onClick={() => setMoves(moves.slice(0, -1))}
            >
              Remove the last move
            </button>
          </div>
          <h2>Actions</h2>
          <div className="ww-actions">
            {ACTION_KINDS.map((kind) => (
              <button key={kind} type="button" className="button" onClick={() => setActions([...actions, kind])}>
                Add {ACTION_NAMES[kind]}
              </button>
            ))}
            <button
              type="button"
              className="button"
              disabled={actions.length === 0}
              onClick={() => setActions(actions.slice(0, -1))}
            >
              Remove the last action
            </button>
          </div>
          <p>
            <button
              type="button"
              className="button"
              onClick={() => {
                setMoves([]);
                setActions([]);
              }}
            >
              Clear the plan
            </button>
          </p>
        </div>
        {plan.ok ? (
          <p className={`ww-sticky-total${plan.value.left < 0 ? ' ww-over' : ''}`} aria-hidden="true">
            {num(plan.value.total)} of {num(plan.value.energy)} · {num(plan.value.left)} left
            {plan.value.refusals.length > 0 ? ' · refused' : ''}
          </p>
        ) : null}
        <aside className="ww-aside" aria-label="The plan's cost">
          {!plan.ok ? (
            <p className="notice notice-error" role="alert">
              {plan.message}
            </p>
          ) : (
            <>
              <p className="ww-total" role="status" aria-live="polite">
                <span data-testid="plan-total">{num(plan.value.total)}</span> of {num(plan.value.energy)} energy ·{' '}
                <span data-testid="plan-left">{num(plan.value.left)}</span> left
              </p>
              {plan.value.refusals.length === 0 ? null : (
                <ul className="notice notice-error ww-refusals" role="alert">
                  {plan.value.refusals.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              )}
              {plan.value.warnings.map((w) => (
                <p key={w} className="notice notice-warning">
                  {w}
                </p>
              ))}
              {inTracker === undefined || plan.value.steps.length === 0 ? null : (
                <button
                  type="button"
                  className="button primary"
                  disabled={plan.value.refusals.length > 0}
                  onClick={() => void spend()}
                >
                  Spend {num(plan.value.total)} energy on the tracker
                </button>
              )}
              {spendError === null ? null : (
                <p className="notice notice-error" role="alert">
                  {spendError}
                </p>
              )}
              <p className="ww-message" role="status">
                {spent}
              </p>
              <h2>Still affordable</h2>
              <ul className="ww-compact" data-testid="next-steps">
                <li>{nextText('Another move', plan.value.nextMove)}</li>
                <li>{nextText('Another action', plan.value.nextAction)}</li>
                <li>{nextText('An attack', plan.value.nextAttack)}</li>
              </ul>
              {plan.value.steps.length === 0 ? (
                <p className="empty">Add moves and actions to see their cost.</p>
              ) : (
                <div className="ww-table-wrap">
                  <table className="ww-table">
                    <caption>The plan, step by step</caption>
                    <thead>
                      <tr>
                        <th scope="col">Step</th>
                        <th scope="col">Printed</th>
                        <th scope="col">Changes</th>
                        <th scope="col">Cost</th>
                        <th scope="col">Total</th>
                      </tr>
                    </thead>
                    <tbody>
                      {plan.value.steps.map((s, i) => (
                        <tr key={i} className={s.affordable ? undefined : 'ww-over'}>
                          <th scope="row">
                            {s.label}
                            {s.action === null ? '' : ` · ${ACTION_NAMES[s.action]}`}
                          </th>
                          <td>{s.base}</td>
                          <td>
                            {partsText(s.changes) || '—'}
                            {s.rubble ? ' · rubble ×2' : ''}
                          </td>
                          <td>{s.cost}</td>
                          <td>
                            {num(s.runningTotal)}
                            {s.affordable ? '' : ' (over)'}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <RulingNote id="A-07" />
            </>
          )}
        </aside>
      </div>
    </section>
  );
}
