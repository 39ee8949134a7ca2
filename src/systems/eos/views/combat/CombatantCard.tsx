import { memo, useEffect, useId, useRef, useState } from 'react';
import {
  addEffect,
  adjustHp,
  armorAgainst,
  regenerationPerRound,
  removeCombatant,
  removeEffect,
  type Combatant,
  type Encounter,
  type TimedEffectInput,
} from '../../rules';
import { useCombatUi } from './combat-ui-store';
import { CombatHpBar } from './CombatHpBar';
import { effectLabel, SIDE_LABEL } from './format';
import { useStep } from './use-step';

/**
 * A gear piece as the card lists it, a lowered tier shown against its full tier, the tier said once: fights stored
 * before issue 16 named a creature's armor "Armor T2", which the card printed as "Armor T2 T2".
 */
function gearLine(g: Combatant['gear'][number]): string {
  const tier = g.tier < g.fullTier ? `T${g.tier} (of T${g.fullTier})` : `T${g.tier}`;
  const name = g.name.endsWith(` T${g.fullTier}`) ? g.name.slice(0, -` T${g.fullTier}`.length) : g.name;
  switch (g.slot) {
    case 'weapon':
      return `${name} ${tier}${g.reload !== null && !g.reload.loaded ? ' · not loaded' : ''}`;
    case 'shield':
      return `${name} ${tier}${g.equipped ? ' · in hand' : ' · put away'}`;
    case 'armor':
    case 'natural-armor':
    case 'natural-weapon':
      return `${name} ${tier}`;
  }
}

interface CombatantCardProps {
  combatant: Combatant;
  /** Everyone in the fight: an effect names who caused it. */
  combatants: Encounter['combatants'];
  encounterId: string;
  place: number | null;
  acting: boolean;
  finished: boolean;
}

/**
 * One fighter: HP bar, effects, numbers, gear at its current tiers, and the GM's tools (HP, effects). Renders again only
 * when this fighter, their place or turn changes (the others' names matter only to their effects).
 */
export const CombatantCard = memo(
  CombatantCardView,
  (a, b) =>
    a.combatant === b.combatant &&
    a.place === b.place &&
    a.acting === b.acting &&
    a.finished === b.finished &&
    a.encounterId === b.encounterId &&
    (a.combatants === b.combatants || b.combatant.effects.length === 0),
);

function CombatantCardView({ combatant, combatants, encounterId, place, acting, finished }: CombatantCardProps) {
  const regen = regenerationPerRound({
    specials: combatant.specials,
    body: combatant.body,
    combatLevel: combatant.combatLevel,
  });
  const titleId = useId();
  return (
    <li
      className={`card combatant side-${combatant.side}${acting ? ' acting' : ''}`}
      aria-labelledby={titleId}
      aria-current={acting ? 'true' : undefined}
    >
      <h3 id={titleId} className="combatant-name">
        <span>
          {place !== null && <span className="combatant-place">{place}.</span>} {combatant.name}
        </span>
        <span className={`badge side-badge side-badge-${combatant.side}`}>{SIDE_LABEL[combatant.side]}</span>
      </h3>
      {acting && <p className="acting-note">Acting now</p>}
      <CombatHpBar combatant={combatant} />
      {(combatant.effects.length > 0 || regen > 0) && (
        <ul className="effect-chips" aria-label={`Effects on ${combatant.name}`}>
          {regen > 0 && <li className="effect-chip regen">Regenerates {regen} per round</li>}
          {combatant.effects.map((e) => (
            <li key={e.id} className={`effect-chip effect-${e.kind}`}>
              {effectLabel(e, combatants)}
            </li>
          ))}
        </ul>
      )}
      <dl className="stat-list combatant-stats">
        <div>
          <dt>Body</dt>
          <dd>{combatant.body}</dd>
        </div>
        <div>
          <dt>Reflex</dt>
          <dd>{combatant.reflex}</dd>
        </div>
        <div>
          <dt>Move</dt>
          <dd>{combatant.move}</dd>
        </div>
        <div>
          <dt>Armor front</dt>
          <dd>{armorAgainst(combatant, 'front').total}</dd>
        </div>
        <div>
          <dt>Armor rear</dt>
          <dd>{armorAgainst(combatant, 'rear').total}</dd>
        </div>
      </dl>
      {combatant.gear.length > 0 && (
        <ul className="gear-chips" aria-label={`${combatant.name}'s gear`}>
          {combatant.gear.map((g) => (
            <li key={g.id} className={g.tier < g.fullTier ? 'damaged' : undefined}>
              {gearLine(g)}
            </li>
          ))}
        </ul>
      )}
      {!finished && <GmTools combatant={combatant} encounterId={encounterId} />}
    </li>
  );
}

type EffectKind = 'bleeding' | 'immobilized' | 'custom';

/** The GM's hand on a combatant: damage or heal by an amount, add or remove a timed effect, take them out of the fight. */
function GmTools({ combatant, encounterId }: { combatant: Combatant; encounterId: string }) {
  const step = useStep(encounterId);
  const failed = useCombatUi((s) => s.failed);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [kind, setKind] = useState<EffectKind>('bleeding');
  const [rounds, setRounds] = useState('3');
  const [perRound, setPerRound] = useState('2');
  const [label, setLabel] = useState('');
  const [leaving, setLeaving] = useState(false);
  const takeOut = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The button tapped gives way to the question and back: focus goes with it, never to the page's body.
  useEffect(() => {
    if (leaving) keep.current?.focus();
    else if (asked.current) takeOut.current?.focus();
    asked.current = leaving;
  }, [leaving]);

  function changeHp(sign: -1 | 1) {
    const value = Number(amount.trim());
    if (amount.trim() === '' || !Number.isInteger(value) || value < 1) {
      return failed(`Type the HP change for ${combatant.name} as a whole number of 1 or more.`);
    }
    void step((s) => adjustHp(s, { combatantId: combatant.id, amount: sign * value, reason })).then(
      (ok) => ok && setAmount(''),
    );
  }

  function add() {
    const n = Number(rounds);
    const effect: TimedEffectInput =
      kind === 'bleeding'
        ? { kind, rounds: n, perRound: Number(perRound) }
        : kind === 'immobilized'
          ? { kind, rounds: n }
          : { kind, rounds: n, label };
    void step((s) => addEffect(s, { combatantId: combatant.id, effect }));
  }

  return (
    <details className="gm-tools">
      <summary>
        GM tools<span className="visually-hidden"> for {combatant.name}</span>
      </summary>
      <div className="gm-row">
        <label className="field">
          HP change
          <input inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <label className="field">
          Why (optional)
          <input value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="button" className="button danger" onClick={() => changeHp(-1)}>
          Damage<span className="visually-hidden"> {combatant.name}</span>
        </button>
        <button type="button" className="button" onClick={() => changeHp(1)}>
          Heal<span className="visually-hidden"> {combatant.name}</span>
        </button>
      </div>
      <div className="gm-row">
        <label className="field">
          Effect
          <select value={kind} onChange={(e) => setKind(e.target.value as EffectKind)}>
            <option value="bleeding">Bleeding</option>
            <option value="immobilized">Immobilized</option>
            <option value="custom">Other (name it)</option>
          </select>
        </label>
        {kind === 'bleeding' && (
          <label className="field">
            Damage per round
            <input inputMode="numeric" value={perRound} onChange={(e) => setPerRound(e.target.value)} />
          </label>
        )}
        {kind === 'custom' && (
          <label className="field">
            Name
            <input value={label} onChange={(e) => setLabel(e.target.value)} />
          </label>
        )}
        <label className="field">
          Rounds
          <input inputMode="numeric" value={rounds} onChange={(e) => setRounds(e.target.value)} />
        </label>
        <button type="button" className="button" onClick={add}>
          Add effect<span className="visually-hidden"> to {combatant.name}</span>
        </button>
      </div>
      {combatant.effects.length > 0 && (
        <ul className="gm-effects">
          {combatant.effects.map((e) => (
            <li key={e.id}>
              <button
                type="button"
                className="button"
                onClick={() => void step((s) => removeEffect(s, { combatantId: combatant.id, effectId: e.id }))}
              >
                Remove “{effectLabel(e, [])}”
              </button>
            </li>
          ))}
        </ul>
      )}
      {leaving ? (
        <div className="confirm-delete" role="group" aria-label={`Take ${combatant.name} out of the fight?`}>
          <p>
            Take {combatant.name} out of the fight (fled, or the body cleared)? They leave the turn order; Undo brings
            them back.
          </p>
          <div className="card-actions">
            <button
              type="button"
              className="button danger"
              onClick={() =>
                void step((s) => removeCombatant(s, combatant.id), { result: `${combatant.name} leaves the fight` })
              }
            >
              Take {combatant.name} out
            </button>
            <button ref={keep} type="button" className="button" onClick={() => setLeaving(false)}>
              Keep {combatant.name} in
            </button>
          </div>
        </div>
      ) : (
        <div className="gm-row">
          <button ref={takeOut} type="button" className="button danger" onClick={() => setLeaving(true)}>
            Take {combatant.name} out of the fight
          </button>
        </div>
      )}
    </details>
  );
}
