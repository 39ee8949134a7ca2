import { memo, useState } from 'react';
import {
  actionsLeft,
  breakFree,
  combatantHealth,
  combatantInTrance,
  exsanguinate,
  currentCombatant,
  spendAction,
  stealthCheck,
  throwLimits,
  type CombatActionType,
  type Encounter,
  type EncounterTask,
  type ToolLevel,
} from '../../rules';
import { useCombatUi } from './combat-ui-store';
import { useRandomSource } from './random-source';
import { useStep } from './use-step';

/** A typed d20 ("" for the app to roll), or why it is not one. */
function d20Of(text: string): number | null | 'bad' {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= 20 ? value : 'bad';
}

/**
 * The common things a turn spends actions on besides an attack: move, reload, draw, equip a shield (a whole turn),
 * set a trap (three steps), break free of a trap, or anything else the table declares.
 */
function ActionsPanelView({ state, encounterId }: { state: Encounter; encounterId: string }) {
  const step = useStep(encounterId);
  const random = useRandomSource();
  const failed = useCombatUi((s) => s.failed);
  const [what, setWhat] = useState('');
  const [tools, setTools] = useState<ToolLevel>('crude');
  const [trapName, setTrapName] = useState('');
  const [trapDie, setTrapDie] = useState('');
  const [breakStat, setBreakStat] = useState<'body' | 'mind' | 'reflex' | 'presence'>('body');
  const [breakDie, setBreakDie] = useState('');
  const [otherLabel, setOtherLabel] = useState('');
  const [watchers, setWatchers] = useState<Record<string, boolean>>({});
  const [sneakDie, setSneakDie] = useState('');
  const [watchDice, setWatchDice] = useState<Record<string, string>>({});
  const [otherType, setOtherType] = useState<CombatActionType>('non-contested');
  const [blindTiles, setBlindTiles] = useState('');
  const [throwWhat, setThrowWhat] = useState('');
  const [throwSize, setThrowSize] = useState('xs');
  const [throwTiles, setThrowTiles] = useState('');
  const [biteTarget, setBiteTarget] = useState('');
  const [biteTiles, setBiteTiles] = useState('1');
  const [biteFrom, setBiteFrom] = useState<'front' | 'rear'>('front');
  const [biteDie, setBiteDie] = useState('');
  const [biteDefenceDie, setBiteDefenceDie] = useState('');
  const c = currentCombatant(state);
  // Undeath's trance: an unconscious Daywalker still moves and uses “Exsanguination”.
  const trance = c !== null && combatantInTrance(c);
  if (c === null || (combatantHealth(c) !== 'conscious' && !trance)) return null;
  const left = actionsLeft(state);
  const none = left.nonContested === 0;
  const spend = (task: EncounterTask) => void step((s) => spendAction(s, task));
  const throw_ = throwLimits({ body: c.body, creature: c.size });
  const trapped = c.effects.some((e) => e.kind === 'immobilized' && e.trapDifficulty !== null);

  function setTrap() {
    const d20 = d20Of(trapDie);
    if (d20 === 'bad')
      return failed('The trap’s d20 must be a whole number from 1 to 20 (or empty for the app to roll).');
    spend({ task: 'set-trap', tools, name: trapName, dice: d20 ?? random });
    setTrapDie('');
  }

  const opponentsAndAllies = state.combatants.filter((o) => o.id !== c.id && combatantHealth(o) !== 'dead');
  const opponents = state.combatants.filter((o) => o.side !== c.side && combatantHealth(o) !== 'dead');
  const watching = opponents.filter((o) => watchers[o.id] ?? true);

  function sneak() {
    if (watching.length === 0) return failed('Choose whom the stealth check is against.');
    const typed = [sneakDie, ...watching.map((o) => watchDice[o.id] ?? '')];
    const dice = typed.map(d20Of);
    if (dice.some((d) => d === 'bad')) return failed('Each d20 must be a whole number from 1 to 20.');
    const allTyped = dice.every((d) => d !== null);
    if (!allTyped && dice.some((d) => d !== null)) {
      return failed('Type every d20 of the stealth check, or none for the app to roll them all.');
    }
    const [own, ...theirs] = dice as number[];
    void step(
      (s) =>
        stealthCheck(s, {
          defenderIds: watching.map((o) => o.id),
          dice: allTyped ? { attacker: own!, defenders: theirs } : random,
        }),
      { result: `${c!.name} tries to slip out of sight` },
    );
    setSneakDie('');
    setWatchDice({});
  }

  function blindMove() {
    const tiles = Number(blindTiles);
    if (blindTiles.trim() === '' || !Number.isInteger(tiles) || tiles < 1 || tiles > c!.move)
      return failed(`The tiles intended must be a whole number from 1 to ${c!.move}.`);
    spend({ task: 'move', blindCollision: { intendedTiles: tiles } });
    setBlindTiles('');
  }

  function throwObject() {
    const distance = Number(throwTiles);
    if (throwTiles.trim() === '' || !Number.isInteger(distance) || distance < 1)
      return failed('The distance must be a whole number of tiles, 1 or more.');
    spend({ task: 'throw-object', itemSize: throwSize, distance, what: throwWhat });
    setThrowTiles('');
    setThrowWhat('');
  }

  function bite() {
    const target = opponentsAndAllies.find((o) => o.id === biteTarget) ?? opponentsAndAllies[0];
    if (target === undefined) return failed('There is nobody to use “Exsanguination” on.');
    const distance = Number(biteTiles);
    if (!Number.isInteger(distance) || distance < 1)
      return failed('The distance must be a whole number of tiles, 1 or more.');
    const own = d20Of(biteDie);
    const theirs = d20Of(biteDefenceDie);
    if (own === 'bad' || theirs === 'bad') return failed('Each d20 must be a whole number from 1 to 20.');
    if ((own === null) !== (theirs === null) && combatantHealth(target) === 'conscious') {
      return failed('Type both d20s, or neither for the app to roll them.');
    }
    const targetRolls = combatantHealth(target) === 'conscious' || combatantInTrance(target);
    const dice = own === null ? random : { attacker: [own], defender: targetRolls && theirs !== null ? [theirs] : [] };
    void step(
      (s) => exsanguinate(s, { targetId: target.id, distance, from: biteFrom, defenceSkill: 'unarmed-melee', dice }),
      { result: `${c!.name} uses “Exsanguination” on ${target.name}` },
    );
    setBiteDie('');
    setBiteDefenceDie('');
  }

  function tryBreakFree() {
    const d20 = d20Of(breakDie);
    if (d20 === 'bad') return failed('The d20 must be a whole number from 1 to 20 (or empty for the app to roll).');
    void step((s) => breakFree(s, { stat: breakStat, dice: d20 ?? random }), { result: 'Breaking free' });
    setBreakDie('');
  }

  return (
    <section className="card actions-panel" aria-labelledby="actions-title">
      <h2 id="actions-title">{c.name}’s other actions</h2>
      <div className="action-buttons">
        <button type="button" className="button" disabled={none} onClick={() => spend({ task: 'move' })}>
          Move (up to {c.move} tiles)
        </button>
        {c.gear.map((g) =>
          g.slot === 'weapon' && g.reload !== null && !g.reload.loaded ? (
            <button
              key={g.id}
              type="button"
              className="button"
              disabled={none}
              onClick={() => spend({ task: 'reload', weaponId: g.id })}
            >
              Reload {g.name}
            </button>
          ) : g.slot === 'shield' ? (
            <button
              key={g.id}
              type="button"
              className="button"
              disabled={none}
              onClick={() => spend({ task: g.equipped ? 'unequip-shield' : 'equip-shield', shieldId: g.id })}
            >
              {g.equipped ? `Put away ${g.name}` : `Equip ${g.name} (2 actions)`}
            </button>
          ) : null,
        )}
      </div>
      <div className="action-row">
        <label className="field">
          Draw what
          <input value={what} onChange={(e) => setWhat(e.target.value)} placeholder="arrows from the pack" />
        </label>
        <button
          type="button"
          className="button"
          disabled={none}
          onClick={() => {
            spend({ task: 'draw', what });
            setWhat('');
          }}
        >
          Draw
        </button>
      </div>
      {c.specials.includes('exsanguination') && (
        <details className="action-more" open={trance}>
          <summary>“Exsanguination” (contested){trance ? ': in Undeath’s trance' : ''}</summary>
          <p className="muted">
            1d20 + Reflex only, as an unarmed attack: a win deals Aura less armour and heals {c.name} by the same.
            {trance ? ' In the trance the GM controls them: no skill bonuses, only moving and this.' : ''}
          </p>
          <div className="action-row">
            <label className="field">
              On
              <select value={biteTarget} onChange={(e) => setBiteTarget(e.target.value)}>
                {opponentsAndAllies.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              Tiles
              <input inputMode="numeric" value={biteTiles} onChange={(e) => setBiteTiles(e.target.value)} />
            </label>
            <label className="field">
              From
              <select value={biteFrom} onChange={(e) => setBiteFrom(e.target.value as 'front' | 'rear')}>
                <option value="front">the front</option>
                <option value="rear">the rear</option>
              </select>
            </label>
            <label className="field">
              {c.name}’s d20
              <input inputMode="numeric" value={biteDie} onChange={(e) => setBiteDie(e.target.value)} />
            </label>
            <label className="field">
              Defender’s d20
              <input inputMode="numeric" value={biteDefenceDie} onChange={(e) => setBiteDefenceDie(e.target.value)} />
            </label>
            <button type="button" className="button" disabled={!left.contested} onClick={bite}>
              Drain
            </button>
          </div>
          <p className="muted">Leave the d20s empty for the app to roll them; the defender rolls Unarmed + Reflex.</p>
        </details>
      )}
      <details className="action-more">
        <summary>Moved blind into an obstacle</summary>
        <p className="muted">
          A Blind mover who hits an obstacle takes the tiles they intended to move, less their armour, and loses the
          rest of the move.
        </p>
        <div className="action-row">
          <label className="field">
            Tiles intended (1–{c.move})
            <input inputMode="numeric" value={blindTiles} onChange={(e) => setBlindTiles(e.target.value)} />
          </label>
          <button type="button" className="button" disabled={none} onClick={blindMove}>
            Hit the obstacle
          </button>
        </div>
      </details>
      <details className="action-more">
        <summary>Throw an object (not an attack)</summary>
        <p className="muted">
          Up to {throw_.maxTiles} tiles (Body {throw_.body}
          {throw_.rangeBonus > 0 ? ` + ${throw_.rangeBonus} range` : ''}), objects up to{' '}
          {throw_.itemSizes[throw_.itemSizes.length - 1]!.toUpperCase()} size.
        </p>
        <div className="action-row">
          <label className="field">
            What
            <input value={throwWhat} onChange={(e) => setThrowWhat(e.target.value)} placeholder="a torch" />
          </label>
          <label className="field">
            Item size
            <select value={throwSize} onChange={(e) => setThrowSize(e.target.value)}>
              {throw_.itemSizes.map((size) => (
                <option key={size} value={size}>
                  {size.toUpperCase()}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            Tiles
            <input inputMode="numeric" value={throwTiles} onChange={(e) => setThrowTiles(e.target.value)} />
          </label>
          <button type="button" className="button" disabled={none} onClick={throwObject}>
            Throw
          </button>
        </div>
      </details>
      <details className="action-more">
        <summary>Set a trap{c.trapSetting ? ` (step ${c.trapSetting.stepsDone + 1} of 3)` : ''}</summary>
        <div className="action-row">
          {c.trapSetting === null && (
            <>
              <label className="field">
                Tools
                <select value={tools} onChange={(e) => setTools(e.target.value as ToolLevel)}>
                  <option value="crude">Crude</option>
                  <option value="basic">Basic (damage doubled)</option>
                </select>
              </label>
              <label className="field">
                Trap name
                <input value={trapName} onChange={(e) => setTrapName(e.target.value)} />
              </label>
            </>
          )}
          <label className="field">
            d20 for hiding it (empty: the app rolls)
            <input inputMode="numeric" value={trapDie} onChange={(e) => setTrapDie(e.target.value)} />
          </label>
          <button type="button" className="button" disabled={none && !left.contested} onClick={setTrap}>
            Work on the trap
          </button>
        </div>
      </details>
      <details className="action-more">
        <summary>Stealth check (contested)</summary>
        <p className="muted">
          [Stealth + Presence + 1d20] against each opponent: those who roll under lose track of {c.name} until their
          next turn, which opens a stealth attack on them.
        </p>
        <div className="weapon-choices" role="group" aria-label="Against">
          {opponents.map((o) => (
            <label key={o.id} className="check">
              <input
                type="checkbox"
                checked={watchers[o.id] ?? true}
                onChange={(e) => setWatchers({ ...watchers, [o.id]: e.target.checked })}
              />
              <span>{o.name}</span>
            </label>
          ))}
        </div>
        <div className="action-row">
          <label className="field">
            {c.name}’s stealth d20
            <input inputMode="numeric" value={sneakDie} onChange={(e) => setSneakDie(e.target.value)} />
          </label>
          {watching.map((o) => (
            <label className="field" key={o.id}>
              {o.name}’s d20 to notice
              <input
                inputMode="numeric"
                value={watchDice[o.id] ?? ''}
                onChange={(e) => setWatchDice({ ...watchDice, [o.id]: e.target.value })}
              />
            </label>
          ))}
          <button type="button" className="button" disabled={!left.contested} onClick={sneak}>
            Try to slip out of sight
          </button>
        </div>
        <p className="muted">Leave every d20 empty for the app to roll them.</p>
      </details>
      {trapped && (
        <details className="action-more" open>
          <summary>Break free of the trap</summary>
          <div className="action-row">
            <label className="field">
              With
              <select
                value={breakStat}
                onChange={(e) => setBreakStat(e.target.value as 'body' | 'mind' | 'reflex' | 'presence')}
              >
                <option value="body">Body</option>
                <option value="reflex">Reflex</option>
                <option value="presence">Presence</option>
                <option value="mind">Mind</option>
              </select>
            </label>
            <label className="field">
              d20 (empty: the app rolls)
              <input inputMode="numeric" value={breakDie} onChange={(e) => setBreakDie(e.target.value)} />
            </label>
            <button type="button" className="button" disabled={!left.contested} onClick={tryBreakFree}>
              Try to break free
            </button>
          </div>
        </details>
      )}
      <details className="action-more">
        <summary>Something else</summary>
        <div className="action-row">
          <label className="field">
            What
            <input value={otherLabel} onChange={(e) => setOtherLabel(e.target.value)} placeholder="lights a torch" />
          </label>
          <label className="field">
            Action
            <select value={otherType} onChange={(e) => setOtherType(e.target.value as CombatActionType)}>
              <option value="non-contested">Non-contested</option>
              <option value="contested">Contested</option>
            </select>
          </label>
          <button
            type="button"
            className="button"
            onClick={() => {
              spend({ task: 'other', label: otherLabel, action: otherType });
              setOtherLabel('');
            }}
          >
            Spend the action
          </button>
        </div>
      </details>
    </section>
  );
}

/** Renders again only when its props change: the live query reading back a saved step leaves it alone. */
export const ActionsPanel = memo(ActionsPanelView);
