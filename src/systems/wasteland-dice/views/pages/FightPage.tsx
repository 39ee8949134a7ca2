import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import {
  HIT_POINTS,
  MAX_ATTACKS,
  NAME_MAX,
  addFighter,
  attackPreview,
  breakFree,
  currentFighter,
  diceCount,
  downedNotice,
  endFight,
  endTurn,
  fightNotice,
  fighterAfterFight,
  initiativeModifier,
  initiativeStanding,
  isDowned,
  isStanding,
  joinFight,
  letGo,
  moveFighter,
  noteOutcome,
  removeFighter,
  resolveAttack,
  runInstead,
  setArmed,
  setCover,
  setHp,
  standingSides,
  startFight,
  turnMovement,
  turnOrder,
  undoFight,
  type AttackDeclaration,
  type D20Dice,
  type Fight,
  type FightFighter,
  type FighterEntry,
  type FightStep,
} from '../../rules';
import { BackToCampaign, CampaignGate, NotReady } from '../components/CampaignGate';
import { Breakdown } from '../components/Breakdown';
import { attackChoices, defenceLines, modifierNote } from '../components/FighterNumbers';
import { PageTitle } from '../components/PageTitle';
import { RecordBoundary } from '../components/RecordBoundary';
import { SkillRolls } from '../components/SkillRolls';
import { useFight, useFighters, type WdcCampaignView, type WdcRead } from '../data/hooks';
import type { WdcFightRecord, WdcFighterRecord } from '../data/wdc-data';
import { useWdc } from '../data/wdc-data-context';
import { useFightUi } from '../fight-ui-store';
import { attempt, count, errorText, fightProblems, percent, problemsOf, signed, ways } from '../format';
import '../wdc.css';
import { DeleteRecord } from '../components/DeleteRecord';

/** Runs a step of the rules on the fight and stores it; `rolled` steps threw dice, and their result takes the focus. */
type Apply = (step: (fight: Fight) => FightStep | Fight, options?: { rolled?: boolean }) => Promise<void>;

/** The typed totals of initiative: "12" or "6, 18" (a tie re-rolled). */
function parseTotals(text: string | undefined): number[] {
  return (text ?? '')
    .split(/[,\s]+/u)
    .filter((part) => part.length > 0)
    .map(Number);
}

function DiceChoice() {
  const diceMode = useFightUi((s) => s.diceMode);
  const set = useFightUi((s) => s.set);
  return (
    <fieldset className="wdc-dice-choice">
      <legend>Dice</legend>
      <label className="check">
        <input type="radio" name="wdc-dice" checked={diceMode === 'app'} onChange={() => set({ diceMode: 'app' })} />
        <span>The app rolls</span>
      </label>
      <label className="check">
        <input
          type="radio"
          name="wdc-dice"
          checked={diceMode === 'typed'}
          onChange={() => set({ diceMode: 'typed' })}
        />
        <span>Type the dice thrown</span>
      </label>
    </fieldset>
  );
}

/** The typed D20 faces of one roll (one, or two with advantage or disadvantage). */
function TypedDice({ n }: { n: number }) {
  const typed = useFightUi((s) => s.typedDice);
  const setDie = useFightUi((s) => s.setDie);
  return (
    <div className="typed-dice">
      {Array.from({ length: n }, (_, i) => (
        <label key={i} className="field wdc-number-field">
          <span>{n === 1 ? 'D20 thrown' : `D20 ${i + 1}`}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            value={typed[i] ?? ''}
            onChange={(e) => setDie(i, e.target.value)}
          />
        </label>
      ))}
    </div>
  );
}

function useDice(n: number): () => D20Dice {
  const { random } = useWdc();
  const diceMode = useFightUi((s) => s.diceMode);
  const typed = useFightUi((s) => s.typedDice);
  return () => (diceMode === 'app' ? random : typed.slice(0, n).map((d) => (d.trim() === '' ? Number.NaN : Number(d))));
}

function InitiativePanel({ fight, apply }: { fight: Fight; apply: Apply }) {
  const { random } = useWdc();
  const diceMode = useFightUi((s) => s.diceMode);
  const typed = useFightUi((s) => s.typedInitiative);
  const setInitiative = useFightUi((s) => s.setInitiative);
  const busy = useFightUi((s) => s.busy);
  const totals = Object.fromEntries(fight.fighters.map((f) => [f.id, parseTotals(typed[f.id])]));
  const names = Object.fromEntries(fight.fighters.map((f) => [f.id, f.name]));
  const allTyped = fight.fighters.every((f) => (totals[f.id]?.length ?? 0) > 0);
  const standing = allTyped ? attempt(() => initiativeStanding(totals, names, fight.rules)) : null;
  return (
    <section className="card wdc-panel" aria-labelledby="wdc-init-title">
      <h2 id="wdc-init-title">Roll initiative</h2>
      <p className="muted">
        Every fighter rolls a D20 and adds their modifier, once for the whole fight; the highest goes first. Tied
        fighters re-roll among themselves until the tie breaks.
      </p>
      <DiceChoice />
      <ul className="wdc-rows">
        {fight.fighters.map((f) => {
          const modifier = initiativeModifier(f.fighter, fight.rules);
          return (
            <li key={f.id} className="wdc-row-fields">
              <span className="wdc-init-name">
                {f.name} <span className="muted">D20 {signed(modifier.total)}</span>
              </span>
              {diceMode === 'typed' ? (
                <label className="field">
                  <span>Total (re-rolls after a comma)</span>
                  <input
                    type="text"
                    inputMode="numeric"
                    aria-label={`${f.name}'s initiative`}
                    value={typed[f.id] ?? ''}
                    onChange={(e) => setInitiative(f.id, e.target.value)}
                  />
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
      {diceMode === 'app' ? (
        <button
          type="button"
          className="button primary"
          disabled={busy}
          onClick={() => void apply((f) => startFight(f, random), { rolled: true })}
        >
          Roll initiative and start
        </button>
      ) : (
        <>
          <div aria-live="polite" className="tie-notes">
            {standing === null ? (
              <p className="muted">Type every fighter's total.</p>
            ) : !standing.ok ? (
              <p className="field-error">{standing.message}</p>
            ) : standing.value.order === null ? (
              standing.value.waiting.map((tie) => (
                <p key={`${tie.total}-${tie.reroll}`}>
                  {tie.ids.map((id) => names[id]).join(' and ')} tie at {tie.total}: each re-rolls and types it after a
                  comma.
                </p>
              ))
            ) : (
              <p>Order: {standing.value.order.map((id) => names[id]).join(', ')}.</p>
            )}
          </div>
          <button
            type="button"
            className="button primary"
            disabled={busy}
            onClick={() => void apply((f) => startFight(f, totals), { rolled: true })}
          >
            Start with these totals
          </button>
        </>
      )}
    </section>
  );
}

function AttackPanel({ fight, actor, apply }: { fight: Fight; actor: FightFighter; apply: Apply }) {
  const ui = useFightUi();
  const targets = fight.fighters.filter((f) => f.id !== actor.id && isStanding(f));
  const choices = attackChoices(actor.fighter, fight.rules);
  const targetId = targets.some((t) => t.id === ui.targetId) ? ui.targetId : (targets[0]?.id ?? '');
  const choice = choices.find((c) => c.key === ui.withKey) ?? choices[0];
  const declaration: AttackDeclaration | null =
    choice === undefined || targetId === ''
      ? null
      : { targetId, with: choice.with, advantage: ui.advantage, disadvantage: ui.disadvantage };
  const attacks = Number.isInteger(ui.attacks) && ui.attacks >= 1 && ui.attacks <= MAX_ATTACKS ? ui.attacks : 1;
  const preview = declaration === null ? null : attempt(() => attackPreview(fight, declaration, attacks));
  const n = preview?.ok ? diceCount(preview.value.odds.mode) : 1;
  const dice = useDice(n);

  return (
    <section className="card wdc-panel" aria-labelledby="wdc-attack-title">
      <h2 id="wdc-attack-title">Attack</h2>
      <div className="wdc-row-fields">
        <label className="field">
          <span>Target</span>
          <select value={targetId} onChange={(e) => ui.set({ targetId: e.target.value })}>
            {targets.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({t.hp} HP)
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>With</span>
          <select value={choice?.key ?? ''} onChange={(e) => ui.set({ withKey: e.target.value })}>
            {choices.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={ui.advantage} onChange={(e) => ui.set({ advantage: e.target.checked })} />
          <span>Advantage</span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={ui.disadvantage}
            onChange={(e) => ui.set({ disadvantage: e.target.checked })}
          />
          <span>Disadvantage</span>
        </label>
      </div>
      {preview === null ? null : !preview.ok ? (
        <p className="field-error">{preview.message}</p>
      ) : (
        <div className="wdc-preview" aria-live="polite" aria-atomic="true">
          <p className="wdc-chance">
            <span>Chance to hit {preview.value.target.name}</span>{' '}
            <strong className="wdc-number" data-testid="wdc-hit-chance">
              {percent(preview.value.chance.p)}
            </strong>{' '}
            <span className="muted">
              ({ways(preview.value.chance.ways, preview.value.chance.outcomes)}: D20{' '}
              {signed(preview.value.odds.modifier)} against {preview.value.odds.defence}
              {preview.value.odds.mode === 'normal'
                ? ''
                : `, ${preview.value.odds.mode}: two D20, keep the ${preview.value.odds.mode === 'advantage' ? 'higher' : 'lower'}`}
              )
            </span>
          </p>
          {preview.value.reasons.length > 0 ? (
            <p className="muted">Because: {preview.value.reasons.join(', ')}.</p>
          ) : null}
          <p className="wdc-chance">
            <span>
              Chance to down {preview.value.target.name} ({count(preview.value.target.hp, 'hit point')} left)
              within{' '}
            </span>
            <label className="wdc-inline-number">
              <span className="visually-hidden">Number of attacks</span>
              <input
                type="number"
                min={1}
                max={MAX_ATTACKS}
                value={Number.isFinite(ui.attacks) ? ui.attacks : ''}
                onChange={(e) => ui.set({ attacks: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
              />
            </label>{' '}
            <span>{attacks === 1 ? 'attack' : 'attacks'}</span>{' '}
            <strong className="wdc-number" data-testid="wdc-down-chance">
              {percent(preview.value.down.p)}
            </strong>
          </p>
          <details className="wdc-why">
            <summary>How the numbers are made</summary>
            <Breakdown
              title={`${actor.name}'s attack modifier`}
              total={signed(preview.value.modifier.total)}
              lines={preview.value.modifier.parts}
              note={modifierNote(preview.value.modifier)}
            />
            <Breakdown
              title={`${preview.value.target.name}'s ${preview.value.defence.against} defence`}
              total={String(preview.value.defence.total)}
              lines={defenceLines(preview.value.defence)}
            />
            <p className="formula-text">
              Downed within each attack:{' '}
              {preview.value.down.byAttack.map((p, i) => `${i + 1}: ${percent(p)}`).join(' · ')}
            </p>
          </details>
        </div>
      )}
      <DiceChoice />
      {ui.diceMode === 'typed' ? <TypedDice n={n} /> : null}
      <button
        type="button"
        className="button primary"
        disabled={ui.busy || declaration === null || !preview?.ok}
        onClick={() =>
          declaration !== null && void apply((f) => resolveAttack(f, declaration, dice()), { rolled: true })
        }
      >
        {ui.diceMode === 'app' ? 'Roll the attack' : 'Attack with these dice'}
      </button>
    </section>
  );
}

function TurnPanel({ fight, apply }: { fight: Fight; apply: Apply }) {
  const actor = currentFighter(fight);
  const tiles = useFightUi((s) => s.tiles);
  const set = useFightUi((s) => s.set);
  const busy = useFightUi((s) => s.busy);
  const dice = useDice(1);
  if (actor === null) return null;
  const move = attempt(() => turnMovement(fight));
  const turn = fight.turn;
  const holding = fight.fighters.filter((f) => f.heldBy === actor.id);
  return (
    <>
      {turn !== null && !turn.attacked && !turn.ran && actor.heldBy === null ? (
        <AttackPanel fight={fight} actor={actor} apply={apply} />
      ) : null}
      {turn !== null && turn.attacked ? <p className="muted">{actor.name} has attacked this turn.</p> : null}
      {turn !== null && turn.ran ? <p className="muted">{actor.name} gave up the attack to run.</p> : null}
      <section className="card wdc-panel" aria-labelledby="wdc-move-title">
        <h2 id="wdc-move-title">Move</h2>
        {move.ok ? (
          <Breakdown
            title="Tiles left this turn"
            total={`${move.value.tilesLeft} of ${move.value.total}`}
            lines={[
              { label: 'Base', value: move.value.base },
              { label: 'Sprinting', value: move.value.sprinting },
              { label: 'Armour', value: move.value.armour },
              ...move.value.traitParts,
              ...(move.value.run > 0 ? [{ label: 'Running (no attack)', value: move.value.run }] : []),
            ]}
            note={move.value.held ? 'Held: no movement until they break free.' : null}
          />
        ) : (
          <p className="field-error">{move.message}</p>
        )}
        <div className="action-row">
          <label className="field wdc-number-field">
            <span>Tiles</span>
            <input
              type="number"
              min={1}
              value={Number.isFinite(tiles) ? tiles : ''}
              onChange={(e) => set({ tiles: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
            />
          </label>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void apply((f) => moveFighter(f, tiles))}
          >
            Move
          </button>
          {turn !== null && !turn.attacked && !turn.ran ? (
            <button type="button" className="button" disabled={busy} onClick={() => void apply(runInstead)}>
              Run instead (+5 tiles, no attack)
            </button>
          ) : null}
        </div>
      </section>
      {actor.heldBy !== null && turn !== null && !turn.attacked ? (
        <section className="card wdc-panel" aria-labelledby="wdc-free-title">
          <h2 id="wdc-free-title">Held</h2>
          <DiceChoice />
          <TypedDiceIfTyped />
          <button
            type="button"
            className="button primary"
            disabled={busy}
            onClick={() => void apply((f) => breakFree(f, dice()), { rolled: true })}
          >
            Try to break free
          </button>
        </section>
      ) : null}
      {holding.map((held) => (
        <button
          key={held.id}
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void apply((f) => letGo(f, held.id))}
        >
          Let go of {held.name}
        </button>
      ))}
    </>
  );
}

function TypedDiceIfTyped() {
  const diceMode = useFightUi((s) => s.diceMode);
  return diceMode === 'typed' ? <TypedDice n={1} /> : null;
}

/** A campaign fighter who can come into this fight, or why not (in the fight already, downed, breaking a rule). */
function candidates(fight: Fight, roster: readonly WdcFighterRecord[]) {
  return roster.map((record) => {
    const problems = problemsOf(record.system);
    const why = fight.fighters.some((f) => f.id === record.id)
      ? null
      : problems.length > 0
        ? `breaks a rule: ${problems[0]}`
        : isDowned(record.system.hp)
          ? 'downed (0 hit points)'
          : '';
    return { record, why };
  });
}

/**
 * Bringing a fighter of the campaign into the fight: before the start (addFighter), or into the running fight with
 * their own initiative (joinFight), rolled by the app or typed as a total. Each is a step of the log, with undo.
 */
function AddFighter({
  fight,
  apply,
  roster,
}: {
  fight: Fight;
  apply: Apply;
  roster: WdcRead<readonly WdcFighterRecord[]>;
}) {
  const { random } = useWdc();
  const busy = useFightUi((s) => s.busy);
  const [typedTotal, setTypedTotal] = useState(false);
  const [pickId, setPickId] = useState('');
  const [side, setSide] = useState('');
  const [armed, setArmed] = useState(true);
  const [total, setTotal] = useState('');
  const running = fight.status === 'running';
  const headingId = running ? 'wdc-join-title' : 'wdc-add-title';
  if (roster.status !== 'ready') {
    return <NotReady what="campaign's fighters" message={roster.status === 'error' ? roster.message : null} />;
  }
  const listed = candidates(fight, roster.value);
  const ready = listed.filter((c) => c.why === '');
  const away = listed.filter((c): c is { record: WdcFighterRecord; why: string } => c.why !== null && c.why !== '');
  const pick = ready.find((c) => c.record.id === pickId) ?? ready[0];
  const entry = (record: WdcFighterRecord): FighterEntry => ({
    id: record.id,
    name: record.name,
    fighter: record.system,
    armed,
    ...(side.trim() ? { side: side.trim() } : {}),
  });
  const join = async () => {
    if (pick === undefined) return;
    const e = entry(pick.record);
    if (running) {
      const dice = !typedTotal ? random : total.trim() === '' ? Number.NaN : Number(total);
      await apply((f) => joinFight(f, e, dice), { rolled: true });
    } else {
      await apply((f) => addFighter(f, e));
    }
    if (useFightUi.getState().error === null) {
      setPickId('');
      setSide('');
      setArmed(true);
      setTotal('');
    }
  };
  return (
    <section className="card wdc-panel wdc-add-fighter" aria-labelledby={headingId}>
      <h2 id={headingId}>{running ? 'A newcomer joins' : 'Add a fighter'}</h2>
      {running ? (
        <p className="muted">
          A fighter who joins a running fight rolls their own initiative and takes their place in the turn order.
        </p>
      ) : null}
      {ready.length === 0 ? (
        <p className="muted">Every fighter of the campaign who can fight is in this fight already.</p>
      ) : (
        <form
          className="wdc-row-fields"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void join();
          }}
        >
          <label className="field">
            <span>Fighter</span>
            <select value={pick?.record.id ?? ''} onChange={(e) => setPickId(e.target.value)}>
              {ready.map((c) => (
                <option key={c.record.id} value={c.record.id}>
                  {c.record.name} ({c.record.system.hp} HP)
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Side</span>
            <input
              type="text"
              placeholder="Their own"
              value={side}
              maxLength={NAME_MAX}
              onChange={(e) => setSide(e.target.value)}
            />
          </label>
          <label className="check">
            <input type="checkbox" checked={armed} onChange={(e) => setArmed(e.target.checked)} />
            <span>Holds a weapon</span>
          </label>
          {running ? (
            <>
              <fieldset className="wdc-dice-choice">
                <legend>Their initiative</legend>
                <label className="check">
                  <input
                    type="radio"
                    name="wdc-join-dice"
                    checked={!typedTotal}
                    onChange={() => setTypedTotal(false)}
                  />
                  <span>The app rolls it</span>
                </label>
                <label className="check">
                  <input type="radio" name="wdc-join-dice" checked={typedTotal} onChange={() => setTypedTotal(true)} />
                  <span>Type the total thrown</span>
                </label>
              </fieldset>
              {typedTotal ? (
                <div className="field wdc-number-field">
                  <label htmlFor="wdc-join-total">Initiative total</label>
                  <input
                    id="wdc-join-total"
                    type="number"
                    inputMode="numeric"
                    value={total}
                    onChange={(e) => setTotal(e.target.value)}
                    aria-describedby="wdc-join-hint"
                  />
                  <span id="wdc-join-hint" className="field-hint">
                    D20{' '}
                    {pick === undefined
                      ? '+ their modifier'
                      : signed(initiativeModifier(pick.record.system, fight.rules).total)}
                  </span>
                </div>
              ) : null}
            </>
          ) : null}
          <button type="submit" className="button primary" disabled={busy || pick === undefined}>
            {running
              ? !typedTotal
                ? `Roll initiative: ${pick?.record.name ?? ''} joins`
                : `${pick?.record.name ?? ''} joins with this total`
              : `Add ${pick?.record.name ?? ''}`}
          </button>
        </form>
      )}
      {away.length > 0 ? (
        <details className="wdc-why">
          <summary>Not available ({away.length})</summary>
          <ul>
            {away.map((c) => (
              <li key={c.record.id}>
                {c.record.name}: {c.why}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

/** Before the start: the fighters in the fight, each with a way out (removeFighter), and a way in for another. */
function SetupFighters({ fight, apply }: { fight: Fight; apply: Apply }) {
  const busy = useFightUi((s) => s.busy);
  return (
    <section className="card wdc-panel" aria-labelledby="wdc-order-title">
      <h2 id="wdc-order-title">Fighters</h2>
      {fight.fighters.length === 0 ? <p className="muted">No one yet: add the fighters below.</p> : null}
      <ul className="wdc-rows wdc-setup-list">
        {fight.fighters.map((f) => (
          <li key={f.id} className="wdc-setup-row">
            <span className="wdc-order-name">{f.name}</span>
            <span className="muted">
              {f.hp}/{HIT_POINTS} HP{f.side !== f.id ? ` · ${f.side}` : ''}
              {f.armed ? '' : ' · unarmed'}
            </span>
            <button
              type="button"
              className="button danger"
              disabled={busy}
              onClick={() => void apply((x) => removeFighter(x, f.id))}
            >
              Remove<span className="visually-hidden"> {f.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderList({ fight }: { fight: Fight }) {
  const list =
    fight.status === 'setup' ? fight.fighters.map((f) => ({ ...f, downed: !isStanding(f) })) : turnOrder(fight);
  const now = fight.turn?.fighterId ?? null;
  return (
    <section className="card wdc-panel" aria-labelledby="wdc-order-title">
      <h2 id="wdc-order-title">{fight.status === 'setup' ? 'Fighters' : 'Turn order'}</h2>
      <ol className="wdc-order">
        {list.map((f) => {
          const roll = fight.initiative.find((r) => r.id === f.id);
          const holder = f.heldBy === null ? null : fight.fighters.find((o) => o.id === f.heldBy);
          return (
            <li
              key={f.id}
              className={`wdc-order-item${f.id === now ? ' wdc-now' : ''}${f.downed ? ' wdc-downed' : ''}`}
              aria-current={f.id === now ? 'step' : undefined}
            >
              <span className="wdc-order-name">{f.name}</span>
              <span className="wdc-hp" aria-label={`${f.name}: ${f.hp} of ${HIT_POINTS} hit points`}>
                {'●'.repeat(f.hp)}
                <span className="wdc-hp-lost">{'○'.repeat(Math.max(0, HIT_POINTS - f.hp))}</span> {f.hp}/{HIT_POINTS}
              </span>
              {roll === undefined ? null : <span className="muted">init. {roll.totals.join(' → ')}</span>}
              {f.downed ? <span className="badge wdc-badge-downed">Downed</span> : null}
              {!f.armed ? <span className="badge">Unarmed</span> : null}
              {f.inCover ? <span className="badge">In cover</span> : null}
              {holder ? <span className="badge">Held by {holder.name}</span> : null}
              {f.side !== f.id ? <span className="muted">{f.side}</span> : null}
              {f.outcome ? <span className="muted">Outcome: {f.outcome}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function StorytellerPanel({ fight, apply }: { fight: Fight; apply: Apply }) {
  const busy = useFightUi((s) => s.busy);
  const [hp, setHpDraft] = useState<Record<string, number>>({});
  const [notes, setNotes] = useState<Record<string, string>>({});
  return (
    <section className="card wdc-panel" aria-labelledby="wdc-st-title">
      <h2 id="wdc-st-title">Storyteller</h2>
      <ul className="wdc-rows">
        {fight.fighters.map((f) => (
          <li key={f.id} className="wdc-st-row">
            <h3>{f.name}</h3>
            <div className="gm-row">
              {fight.status === 'running' ? (
                <>
                  <label className="field">
                    <span>Hit points</span>
                    <select
                      aria-label={`${f.name}'s hit points`}
                      value={hp[f.id] ?? f.hp}
                      onChange={(e) => setHpDraft({ ...hp, [f.id]: Number(e.target.value) })}
                    >
                      {Array.from({ length: HIT_POINTS + 1 }, (_, v) => (
                        <option key={v} value={v}>
                          {v}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button
                    type="button"
                    className="button"
                    disabled={busy || (hp[f.id] ?? f.hp) === f.hp}
                    onClick={() => void apply((x) => setHp(x, f.id, hp[f.id] ?? f.hp))}
                  >
                    Set hit points<span className="visually-hidden"> of {f.name}</span>
                  </button>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={f.armed}
                      disabled={busy}
                      onChange={(e) => void apply((x) => setArmed(x, f.id, e.target.checked))}
                    />
                    <span>Holds a weapon</span>
                  </label>
                  {fight.rules.cover ? (
                    <label className="check">
                      <input
                        type="checkbox"
                        checked={f.inCover}
                        disabled={busy || !isStanding(f)}
                        onChange={(e) => void apply((x) => setCover(x, f.id, e.target.checked))}
                      />
                      <span>In cover</span>
                    </label>
                  ) : null}
                </>
              ) : null}
              {!isStanding(f) ? (
                <>
                  <label className="field">
                    <span>Outcome</span>
                    <input
                      type="text"
                      aria-label={`Outcome for ${f.name}`}
                      value={notes[f.id] ?? f.outcome ?? ''}
                      onChange={(e) => setNotes({ ...notes, [f.id]: e.target.value })}
                    />
                  </label>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => void apply((x) => noteOutcome(x, f.id, notes[f.id] ?? ''))}
                  >
                    Note the outcome<span className="visually-hidden"> for {f.name}</span>
                  </button>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p className="formula-text">Downed: {downedNotice(fight.rules)}</p>
      {fight.status === 'running' ? (
        <button type="button" className="button danger" disabled={busy} onClick={() => void apply(endFight)}>
          End the fight
        </button>
      ) : null}
    </section>
  );
}

function WriteBack({ fight }: { fight: Fight }) {
  const { data, campaignId } = useWdc();
  const [state, setState] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function write() {
    setBusy(true);
    const written: string[] = [];
    const missing: string[] = [];
    try {
      for (const f of fight.fighters) {
        const record = await data.getFighter(campaignId, f.id);
        if (record === null) {
          missing.push(f.name);
          continue;
        }
        const { hp } = fighterAfterFight(fight, f.id);
        await data.updateFighter({ ...record, system: { ...record.system, hp } });
        written.push(`${f.name} ${hp}`);
      }
      setState({
        kind: 'ok',
        text: `Hit points written back: ${written.join(', ')}.${missing.length > 0 ? ` Not found any more: ${missing.join(', ')}.` : ''}`,
      });
    } catch (error) {
      setState({
        kind: 'error',
        text: `${errorText(error)}${written.length > 0 ? ` (written before it: ${written.join(', ')})` : ''}`,
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card wdc-panel" aria-labelledby="wdc-after-title">
      <h2 id="wdc-after-title">After the fight</h2>
      <p>
        Each fighter keeps the hit points they are left with:{' '}
        {fight.fighters.map((f) => `${f.name} ${f.hp}`).join(', ')}.
      </p>
      <button type="button" className="button primary" disabled={busy} onClick={() => void write()}>
        Write hit points back to the fighters
      </button>
      <div aria-live="polite">
        {state === null ? null : (
          <p
            className={state.kind === 'ok' ? 'status-line' : 'notice notice-error'}
            role={state.kind === 'ok' ? 'status' : 'alert'}
          >
            {state.text}
          </p>
        )}
      </div>
    </section>
  );
}

function Tracker({
  campaign,
  record,
  show,
}: {
  campaign: WdcCampaignView;
  record: WdcFightRecord;
  show: (r: WdcFightRecord) => void;
}) {
  const { data } = useWdc();
  const ui = useFightUi();
  const roster = useFighters().read;
  const resultBox = useRef<HTMLDivElement>(null);
  // A roll's result takes the focus (and is read out by its status role), as the result card does on the Eos fight page.
  useEffect(() => {
    if (ui.rolled > 0) resultBox.current?.focus();
  }, [ui.rolled]);
  const fight = record.system;
  const actor = currentFighter(fight);
  const notice = fightNotice(fight);
  const lastUndo = fight.undo[fight.undo.length - 1];
  const undoLabel = lastUndo === undefined ? null : (fight.log[lastUndo.logLength]?.text ?? 'the last step');
  const sides = fight.status === 'running' ? standingSides(fight) : [];

  const apply: Apply = async (step, options = {}) => {
    const done = attempt(() => step(fight));
    if (!done.ok) return ui.set({ error: done.message });
    const next = 'fight' in done.value ? done.value.fight : done.value;
    const lines = 'fight' in done.value ? done.value.entries.map((e) => e.text) : [];
    ui.set({ busy: true });
    try {
      const stored = await data.updateFight({ ...record, system: next });
      show(stored);
      ui.afterStep(lines, options.rolled === true);
    } catch (error) {
      ui.set({ error: errorText(error) });
    } finally {
      ui.set({ busy: false });
    }
  };

  const undo = async () => {
    await apply((f) => undoFight(f));
    if (useFightUi.getState().error === null) ui.set({ result: [`Undone: ${undoLabel ?? 'the last step'}`] });
  };

  return (
    <section className="page wdc-page wdc-fight-page" aria-labelledby="wdc-fight-title">
      <BackToCampaign name={campaign.name} />
      <PageTitle id="wdc-fight-title">{record.name}</PageTitle>
      {notice === null ? null : <p className="notice notice-warning">{notice}</p>}
      <div className={`wdc-turn-banner${actor === null ? '' : ' wdc-turn-live'}`} aria-live="polite" aria-atomic="true">
        <p className="turn-round">
          {fight.status === 'setup'
            ? 'Before the first round'
            : fight.status === 'over'
              ? `The fight is over (round ${fight.round})`
              : `Round ${fight.round} · turn ${fight.turnIndex + 1} of ${fight.order.length}`}
        </p>
        <p className="wdc-turn-name">
          {actor === null ? (fight.status === 'setup' ? 'Roll initiative' : 'No one’s turn') : `${actor.name}’s turn`}
        </p>
      </div>
      <div ref={resultBox} className="wdc-result" role="status" aria-live="polite" aria-label="Last roll" tabIndex={-1}>
        {ui.result.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
      <div aria-live="assertive">
        {ui.error === null ? null : (
          <p className="notice notice-error" role="alert">
            {ui.error}
          </p>
        )}
      </div>
      <div className="wdc-fight-controls toolbar">
        {fight.status === 'running' ? (
          <button type="button" className="button primary" disabled={ui.busy} onClick={() => void apply(endTurn)}>
            End the turn{actor === null ? null : <span className="visually-hidden"> of {actor.name}</span>}
          </button>
        ) : null}
        {undoLabel === null ? null : (
          <button type="button" className="button" disabled={ui.busy} onClick={() => void undo()}>
            Undo<span className="wdc-undo-what">: {undoLabel}</span>
          </button>
        )}
      </div>
      {fight.status === 'running' && sides.length <= 1 ? (
        <p className="notice">
          Only{' '}
          {sides[0] === undefined
            ? 'no one'
            : fight.fighters
                .filter((f) => f.side === sides[0] && isStanding(f))
                .map((f) => f.name)
                .join(', ')}{' '}
          stands: the Storyteller may end the fight.
        </p>
      ) : null}
      <div className="wdc-fight-grid">
        <div className="wdc-fight-main">
          {fight.status === 'setup' ? <InitiativePanel fight={fight} apply={apply} /> : null}
          {fight.status === 'running' ? <TurnPanel fight={fight} apply={apply} /> : null}
          {fight.status === 'over' ? <WriteBack fight={fight} /> : null}
        </div>
        <div className="wdc-fight-side">
          {fight.status === 'setup' ? <SetupFighters fight={fight} apply={apply} /> : <OrderList fight={fight} />}
          {fight.status === 'over' ? null : <AddFighter fight={fight} apply={apply} roster={roster} />}
          {fight.status === 'setup' ? null : <StorytellerPanel fight={fight} apply={apply} />}
          <SkillRolls rollers={fight.fighters} rules={fight.rules} />
          <section className="card wdc-panel" aria-labelledby="wdc-log-title">
            <h2 id="wdc-log-title">Log</h2>
            {fight.log.length === 0 ? <p className="muted">Nothing yet.</p> : null}
            <ol className="wdc-log" reversed>
              {[...fight.log].reverse().map((entry) => (
                <li key={entry.id} className={`wdc-log-${entry.kind}`}>
                  {entry.text}
                </li>
              ))}
            </ol>
          </section>
          <DeleteFight record={record} />
        </div>
      </div>
    </section>
  );
}

/** Deleting a fight: two presses, and back to the campaign. */
function DeleteFight({ record }: { record: WdcFightRecord }) {
  const { data, campaignId } = useWdc();
  return (
    <DeleteRecord
      remove={() => data.deleteFight(campaignId, record.id)}
      ask="Delete the fight"
      confirm={`Delete “${record.name}” and its log for good`}
      keep="Keep it"
    />
  );
}

function StoredFight({ campaign, fightId }: { campaign: WdcCampaignView; fightId: string }) {
  const { read, show } = useFight(fightId);
  const open = useFightUi((s) => s.open);
  useEffect(() => open(fightId), [open, fightId]);
  if (read.status !== 'ready') return <NotReady what="fight" message={read.status === 'error' ? read.message : null} />;
  if (read.value === null) {
    return (
      <section className="page">
        <BackToCampaign name={campaign.name} />
        <PageTitle>Fight not found</PageTitle>
        <p>This fight does not exist; it may have been deleted in another tab.</p>
      </section>
    );
  }
  const record = read.value;
  const what = `The fight “${record.name}”`;
  const problems = fightProblems(record.system);
  if (problems.length > 0) {
    return (
      <section className="page wdc-page" aria-labelledby="wdc-fight-title">
        <BackToCampaign name={campaign.name} />
        <PageTitle id="wdc-fight-title">{record.name}</PageTitle>
        <div className="notice notice-error wdc-damaged" role="alert">
          <p>{what} cannot be run: its stored record breaks a rule or is damaged.</p>
          <ul className="field-problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
        <p className="muted">
          Nothing was changed. The rest of the campaign works as before; this fight can be deleted.
        </p>
        <DeleteFight record={record} />
      </section>
    );
  }
  return (
    <RecordBoundary
      what={what}
      resetKey={record.updatedAt}
      size="page"
      actions={
        <>
          <BackToCampaign name={campaign.name} />
          <DeleteFight record={record} />
        </>
      }
    >
      <Tracker campaign={campaign} record={record} show={show} />
    </RecordBoundary>
  );
}

/** fights/:fightId: the fight tracker. */
export function FightPage() {
  const { fightId = '' } = useParams();
  return <CampaignGate>{(campaign) => <StoredFight campaign={campaign} fightId={fightId} />}</CampaignGate>;
}
