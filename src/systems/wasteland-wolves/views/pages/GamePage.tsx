import { useState } from 'react';
import { Link } from 'react-router';
import {
  MAX_ACTIVE_WOLVES,
  SEVERITIES,
  STATUS_IDS,
  WOLF_KINDS,
  applyEvent,
  createTracker,
  levelOf,
  mapSetups,
  mapSize,
  maxHealth,
  rollConditionTurn,
  rollRestHeal,
  rollSpawn,
  spawnOdds,
  undoEvent,
  wolfStats,
  type ConditionState,
  type StatusId,
  type Tracker,
  type TrackerEvent,
  type TrackerPlayer,
  type WolfKind,
} from '../../rules';
import { GameGate, NotReady, PlayerLink, WwNav } from '../components/GameGate';
import { NumberField, RulingNote, SelectField } from '../components/fields';
import { usePlayers, useTrackers, type WwGameView } from '../data/hooks';
import type { WwTrackerRecord } from '../data/ww-data';
import { useWw } from '../data/ww-data-context';
import {
  WOLF_NAMES,
  attempt,
  errorText,
  eventText,
  num,
  percent,
  playerProblems,
  severityText,
  statusName,
  trackerProblems,
} from '../format';
import '../ww.css';

export function GamePage() {
  return <GameGate>{(game) => <Game game={game} />}</GameGate>;
}

function Game({ game }: { game: WwGameView }) {
  const { paths, campaignId } = useWw();
  const players = usePlayers();
  const trackers = useTrackers();
  return (
    <section className="page ww-page">
      <WwNav />
      <h1>{game.name}</h1>
      {trackers.read.status !== 'ready' ? (
        <NotReady what="tracker" message={trackers.read.status === 'error' ? trackers.read.message : null} />
      ) : trackers.read.value[0] === undefined ? (
        <StartGame game={game} />
      ) : trackerProblems(trackers.read.value[0].system, game.rules).usable ? (
        <TrackerView game={game} record={trackers.read.value[0]} />
      ) : (
        <>
          <p className="notice notice-error" role="alert">
            {trackerProblems(trackers.read.value[0].system, game.rules).problems[0]}
          </p>
          <StartGame game={game} />
        </>
      )}
      <h2>Players</h2>
      <p>
        <Link className="button" to={paths.newPlayer(campaignId)}>
          New player
        </Link>
      </p>
      {players.read.status !== 'ready' ? (
        <NotReady what="players" message={players.read.status === 'error' ? players.read.message : null} />
      ) : players.read.value.length === 0 ? (
        <p className="empty">No players yet: build one with its level and perks.</p>
      ) : (
        <ul className="card-grid ww-player-cards">
          {players.read.value.map((record) => {
            const problems = playerProblems(record.system, game.rules);
            const level = attempt(() => levelOf(record.system.experience));
            const health = attempt(() => maxHealth(record.system.perks, game.rules));
            return (
              <li key={record.id} className="card">
                <h3>
                  <PlayerLink id={record.id} name={record.name} />
                </h3>
                <p>
                  Level {level.ok ? level.value.level : '—'} · {record.system.experience} exp · max health{' '}
                  {health.ok ? health.value : '—'}
                </p>
                {problems.length === 0 ? null : (
                  <div className="notice notice-warning">
                    <p>This player breaks a rule:</p>
                    <ul>
                      {problems.map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </ul>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function StartGame({ game }: { game: WwGameView }) {
  const { data, campaignId } = useWw();
  const [teams, setTeams] = useState(3);
  const [teamSize, setTeamSize] = useState(2);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setup = attempt(() => mapSize(teams, teamSize, game.rules));
  const start = async () => {
    const tracker = attempt(() => createTracker(teams, teamSize, game.rules));
    if (!tracker.ok) return setError(tracker.message);
    setBusy(true);
    try {
      await data.createTracker(campaignId, { name: `${game.name}: the game`, system: tracker.value });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="ww-start">
      <h2 id="ww-start">Start the game</h2>
      <div className="ww-row">
        <NumberField label="Teams" value={teams} min={1} onChange={setTeams} />
        <NumberField label="Players per team" value={teamSize} min={1} onChange={setTeamSize} />
      </div>
      <p aria-live="polite" className={setup.ok ? 'ww-result' : 'field-error'}>
        {setup.ok ? `Map ${setup.value.side}×${setup.value.side} (“${setup.value.quote}”)` : setup.message}
      </p>
      <MapTable game={game} />
      <button type="button" className="button primary" onClick={() => void start()} disabled={busy}>
        Start the tracker
      </button>
      {error === null ? null : (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function MapTable({ game }: { game: WwGameView }) {
  return (
    <div className="ww-table-wrap">
      <table className="ww-table">
        <caption>Maps from the teams</caption>
        <thead>
          <tr>
            <th scope="col">Teams</th>
            <th scope="col">Map</th>
          </tr>
        </thead>
        <tbody>
          {mapSetups(game.rules).map((m) => (
            <tr key={m.quote}>
              <th scope="row">{Array.from({ length: m.teams }, () => m.teamSize).join('v')}</th>
              <td>
                {m.side}×{m.side}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <RulingNote id="T-02" />
    </div>
  );
}

function TrackerView({ game, record }: { game: WwGameView; record: WwTrackerRecord }) {
  const { data, random } = useWw();
  const players = usePlayers();
  const [shown, setShown] = useState<WwTrackerRecord>(record);
  const current = shown.updatedAt >= record.updatedAt ? shown : record;
  const tracker: Tracker = current.system;
  const state = tracker.state;
  const [error, setError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [busy, setBusy] = useState(false);

  const write = async (next: Tracker, said: string) => {
    setBusy(true);
    try {
      const saved = await data.updateTracker({ ...current, system: next });
      setShown(saved);
      setError(null);
      setAnnounce(said);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const apply = (event: TrackerEvent) => applyAll([event]);
  /** Several events as one write (a rolled turn of conditions); refused as a whole, the tracker untouched. */
  const applyAll = (events: readonly TrackerEvent[], said?: string) => {
    const next = attempt(() => events.reduce((t, event) => applyEvent(t, event, game.rules), tracker));
    if (!next.ok) return setError(next.message);
    void write(next.value, said ?? events.map((e) => eventText(e, next.value.state)).join('; '));
  };
  const rollRest = (p: TrackerPlayer) => {
    const heal = attempt(() => rollRestHeal(random, p.perks, game.rules));
    if (!heal.ok) return setError(heal.message);
    applyAll(
      [{ type: 'heal', playerId: p.id, amount: heal.value }],
      `${p.name} rests and rolls ${heal.value} healing.`,
    );
  };
  const rollConditions = (p: TrackerPlayer) => {
    const turn = attempt(() =>
      rollConditionTurn(random, { illness: p.illness, bleeding: p.bleeding, perks: p.perks }, game.rules),
    );
    if (!turn.ok) return setError(turn.message);
    const r = turn.value;
    const events: TrackerEvent[] = [];
    if (r.damage > 0) events.push({ type: 'damage', playerId: p.id, amount: Math.min(r.damage, p.health) });
    if (r.fatal) events.push({ type: 'damage', playerId: p.id, amount: Math.max(0, p.health - r.damage) });
    if (r.illness !== p.illness)
      events.push({ type: 'set-condition', playerId: p.id, condition: 'illness', state: r.illness });
    if (r.bleeding !== p.bleeding)
      events.push({ type: 'set-condition', playerId: p.id, condition: 'bleeding', state: r.bleeding });
    const said = `${p.name}'s conditions: ${r.damage} damage; illness ${severityText(r.illness)}, bleeding ${severityText(r.bleeding)}${r.fatal ? '; fatal' : ''}.`;
    if (events.length === 0) return setAnnounce(said);
    applyAll(events, said);
  };
  const undo = () => {
    const last = tracker.history.at(-1);
    const next = attempt(() => undoEvent(tracker));
    if (!next.ok) return setError(next.message);
    void write(next.value, last === undefined ? 'Undone.' : `Undone: ${eventText(last.event, state)}`);
  };
  const rollWolf = () => {
    const kind = attempt(() => rollSpawn(state.turn, state.wolves.length, random, game.rules));
    if (!kind.ok) return setError(kind.message);
    if (kind.value === null) return setAnnounce('The spawn roll: no wolf this turn.');
    apply({ type: 'spawn-wolf', kind: kind.value });
  };
  const spawn = attempt(() => spawnOdds(state.turn, Math.min(state.wolves.length, MAX_ACTIVE_WOLVES), game.rules));
  const problems = trackerProblems(tracker, game.rules).problems;
  const inGame = new Set(state.players.map((p) => p.id));
  const free = players.read.status === 'ready' ? players.read.value.filter((p) => !inGame.has(p.id)) : [];

  return (
    <section aria-labelledby="ww-tracker" className="ww-tracker">
      <h2 id="ww-tracker">
        Turn <span data-testid="turn">{state.turn}</span> · map {state.map.side}×{state.map.side} ·{' '}
        {Array.from({ length: state.map.teams }, () => state.map.teamSize).join('v')}
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      {error === null ? null : (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {problems.length === 0 ? null : (
        <div className="notice notice-warning">
          <p>The stored tracker breaks a rule; the table can fix it with the controls below or undo:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="ww-actions">
        <button type="button" className="button primary" disabled={busy} onClick={() => apply({ type: 'next-turn' })}>
          Next turn
        </button>
        <button type="button" className="button" disabled={busy || tracker.history.length === 0} onClick={undo}>
          Undo{tracker.history.length === 0 ? '' : `: ${eventText(tracker.history.at(-1)!.event, state)}`}
        </button>
      </div>
      {free.length === 0 ? null : <AddPlayer free={free} teams={state.map.teams} onAdd={apply} busy={busy} />}
      {state.players.length === 0 ? (
        <p className="empty">Nobody is in the game yet: add the players above.</p>
      ) : (
        <ul className="ww-tracker-players">
          {state.players.map((p) => (
            <TrackerPlayerCard
              key={p.id}
              player={p}
              game={game}
              busy={busy}
              onEvent={apply}
              onRest={() => rollRest(p)}
              onConditions={() => rollConditions(p)}
            />
          ))}
        </ul>
      )}
      <h3>
        Wolves ({state.wolves.length} of {MAX_ACTIVE_WOLVES} active)
      </h3>
      {spawn.ok ? (
        <p>
          This turn’s spawn:{' '}
          {spawn.value.blocked ??
            `${spawn.value.kinds.map((k) => `${WOLF_NAMES[k.wolf]} ${percent(k.chance.p)}`).join(', ')}, none ${percent(spawn.value.none.p)}`}
        </p>
      ) : null}
      <WolfControls tracker={tracker} busy={busy} onEvent={apply} onRoll={rollWolf} />
      <h3>Log</h3>
      {tracker.history.length === 0 ? (
        <p className="empty">Nothing has happened yet.</p>
      ) : (
        <ol className="ww-log" reversed>
          {[...tracker.history].reverse().map((h, i) => (
            <li key={tracker.history.length - i}>
              Turn {h.turn}: {eventText(h.event, state)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function AddPlayer({
  free,
  teams,
  onAdd,
  busy,
}: {
  free: readonly { id: string; name: string; system: { perks: object; experience: number } }[];
  teams: number;
  onAdd: (event: TrackerEvent) => void;
  busy: boolean;
}) {
  const [playerId, setPlayerId] = useState(free[0]?.id ?? '');
  const [team, setTeam] = useState('1');
  const chosen = free.find((p) => p.id === playerId) ?? free[0];
  return (
    <div className="ww-row ww-add-player">
      <SelectField
        label="Player to add"
        value={chosen?.id ?? ''}
        options={free.map((p) => ({ value: p.id, label: p.name }))}
        onChange={setPlayerId}
      />
      <SelectField
        label="Team"
        value={team}
        options={Array.from({ length: teams }, (_, i) => ({ value: String(i + 1), label: `Team ${i + 1}` }))}
        onChange={setTeam}
      />
      <button
        type="button"
        className="button"
        disabled={busy || chosen === undefined}
        onClick={() =>
          chosen &&
          onAdd({
            type: 'add-player',
            id: chosen.id,
            name: chosen.name,
            team: Number(team),
            perks: chosen.system.perks,
            experience: chosen.system.experience,
          })
        }
      >
        Add to the game
      </button>
    </div>
  );
}

function TrackerPlayerCard({
  player,
  game,
  busy,
  onEvent,
  onRest,
  onConditions,
}: {
  player: TrackerPlayer;
  game: WwGameView;
  busy: boolean;
  onEvent: (event: TrackerEvent) => void;
  onRest: () => void;
  onConditions: () => void;
}) {
  const [amount, setAmount] = useState(10);
  const [status, setStatus] = useState<StatusId>('snared');
  const max = attempt(() => maxHealth(player.perks, game.rules));
  const severityOptions = [{ value: 'none', label: 'None' }, ...SEVERITIES.map((s) => ({ value: s, label: s }))];
  const setCondition = (condition: 'illness' | 'bleeding', value: string) =>
    onEvent({
      type: 'set-condition',
      playerId: player.id,
      condition,
      state: (value === 'none' ? null : value) as ConditionState,
    });
  const ok = Number.isInteger(amount) && amount >= 0;
  return (
    <li className={`card ww-tp${player.alive ? '' : ' ww-dead'}`} aria-label={player.name}>
      <h3>
        {player.name} <span className="badge">Team {player.team}</span>
        {player.alive ? null : <span className="badge ww-badge-dead">Dead</span>}
      </h3>
      <dl className="ww-dl ww-dl-inline">
        <div>
          <dt>Health</dt>
          <dd>
            {player.health} / {max.ok ? max.value : '—'}
          </dd>
        </div>
        <div>
          <dt>Energy</dt>
          <dd>{num(player.energy)}</dd>
        </div>
        <div>
          <dt>Illness</dt>
          <dd>{severityText(player.illness)}</dd>
        </div>
        <div>
          <dt>Bleeding</dt>
          <dd>{severityText(player.bleeding)}</dd>
        </div>
        <div>
          <dt>Statuses</dt>
          <dd>
            {player.statuses.length === 0
              ? 'none'
              : player.statuses.map((s) => `${statusName(s.id)} (${s.turnsLeft})`).join(', ')}
          </dd>
        </div>
      </dl>
      <details className="ww-tp-controls">
        <summary>Record for {player.name}</summary>
        <div className="ww-row">
          <NumberField
            label={`Amount for ${player.name}`}
            value={amount}
            min={0}
            onChange={setAmount}
            error={ok ? null : 'Type a whole number of 0 or more.'}
          />
        </div>
        <div className="ww-actions">
          <button
            type="button"
            className="button"
            disabled={busy || !ok}
            onClick={() => onEvent({ type: 'damage', playerId: player.id, amount })}
          >
            Damage
          </button>
          <button
            type="button"
            className="button"
            disabled={busy || !ok}
            onClick={() => onEvent({ type: 'heal', playerId: player.id, amount })}
          >
            Heal
          </button>
          <button
            type="button"
            className="button"
            disabled={busy || !ok}
            onClick={() => onEvent({ type: 'spend-energy', playerId: player.id, amount })}
          >
            Spend energy
          </button>
        </div>
        <div className="ww-actions">
          <button type="button" className="button" disabled={busy || !player.alive} onClick={onRest}>
            Roll a rest for {player.name}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy || !player.alive || (player.illness === null && player.bleeding === null)}
            onClick={onConditions}
          >
            Roll {player.name}’s conditions
          </button>
        </div>
        <div className="ww-row">
          <SelectField
            label={`${player.name}’s illness`}
            value={player.illness ?? 'none'}
            options={severityOptions}
            onChange={(v) => setCondition('illness', v)}
          />
          <SelectField
            label={`${player.name}’s bleeding`}
            value={player.bleeding ?? 'none'}
            options={severityOptions}
            onChange={(v) => setCondition('bleeding', v)}
          />
        </div>
        <div className="ww-row">
          <SelectField
            label="Status"
            value={status}
            options={STATUS_IDS.map((s) => ({ value: s, label: statusName(s) }))}
            onChange={setStatus}
          />
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => onEvent({ type: 'add-status', playerId: player.id, status, turns: 1 })}
          >
            Add for a turn
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => onEvent({ type: 'remove-status', playerId: player.id, status })}
          >
            Remove
          </button>
        </div>
      </details>
    </li>
  );
}

function WolfControls({
  tracker,
  busy,
  onEvent,
  onRoll,
}: {
  tracker: Tracker;
  busy: boolean;
  onEvent: (event: TrackerEvent) => void;
  onRoll: () => void;
}) {
  const [kind, setKind] = useState<WolfKind>('wolf');
  const [amount, setAmount] = useState(10);
  const { wolves, players } = tracker.state;
  return (
    <>
      <div className="ww-row">
        <button type="button" className="button" disabled={busy || wolves.length >= MAX_ACTIVE_WOLVES} onClick={onRoll}>
          Roll the spawn
        </button>
        <SelectField
          label="Wolf kind"
          value={kind}
          options={WOLF_KINDS.map((k) => ({ value: k, label: WOLF_NAMES[k] }))}
          onChange={setKind}
        />
        <button type="button" className="button" disabled={busy} onClick={() => onEvent({ type: 'spawn-wolf', kind })}>
          Place a {WOLF_NAMES[kind]}
        </button>
      </div>
      {wolves.length === 0 ? (
        <p className="empty">No wolves on the map.</p>
      ) : (
        <>
          <NumberField label="Damage to a wolf" value={amount} min={0} onChange={setAmount} />
          <ul className="ww-wolves">
            {wolves.map((w) => (
              <li key={w.id} className="card">
                <strong>{WOLF_NAMES[w.kind]}</strong> {w.id}: {w.health} / {wolfStats(w.kind).health} health
                {w.tracking === null
                  ? ''
                  : ` · tracking ${players.find((p) => p.id === w.tracking)?.name ?? w.tracking}`}
                <div className="ww-actions">
                  <button
                    type="button"
                    className="button"
                    disabled={busy || !Number.isInteger(amount) || amount < 0}
                    onClick={() => onEvent({ type: 'wolf-damage', wolfId: w.id, amount })}
                  >
                    Damage {w.id}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
