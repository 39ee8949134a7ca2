import { memo, useState } from 'react';
import {
  combatantHealth,
  skillById,
  tradeBlows,
  tradeBlowsOpenings,
  tradeBlowsShove,
  tradeBlowsTwoShove,
  type Combatant,
  type Encounter,
  type SkillId,
  type TradeBlowsOpening,
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

/** The skills a shoved fighter may roll with: the ones they have, Unarmed first. */
function defenceSkills(target: Combatant): SkillId[] {
  const own = (Object.keys(target.skills) as SkillId[]).filter((id) => (target.skills[id] ?? 0) > 0);
  return ['unarmed-melee', ...own.filter((id) => id !== 'unarmed-melee')];
}

/**
 * Trade Blows, out of turn: a Neo-Blackbear ("Trade Blows 1") or Neo-Bear ("Trade Blows 2") "dealt damage from within
 * their unarmed melee range" answers at once, as a free action — a free unarmed strike, or an unarmed contest that
 * shoves. Shown only while the rules say an answer is open (tradeBlowsOpenings).
 */
function TradeBlowsPanelView({ state, encounterId }: { state: Encounter; encounterId: string }) {
  const openings = tradeBlowsOpenings(state);
  if (openings.length === 0) return null;
  return (
    <section className="card trade-blows-panel" aria-labelledby="trade-blows-title">
      <h2 id="trade-blows-title">Trade Blows</h2>
      <ul className="stack">
        {openings.map((opening) => (
          <Opening
            key={`${opening.bearId}-${opening.targetId}`}
            opening={opening}
            state={state}
            encounterId={encounterId}
          />
        ))}
      </ul>
    </section>
  );
}

function Opening({
  opening,
  state,
  encounterId,
}: {
  opening: TradeBlowsOpening;
  state: Encounter;
  encounterId: string;
}) {
  const step = useStep(encounterId);
  const random = useRandomSource();
  const failed = useCombatUi((s) => s.failed);
  const [tiles, setTiles] = useState('1');
  const [from, setFrom] = useState<'front' | 'rear'>('front');
  const [skill, setSkill] = useState<SkillId>('unarmed-melee');
  const [bearDice, setBearDice] = useState(['', '']);
  const [targetDie, setTargetDie] = useState('');
  const bear = state.combatants.find((c) => c.id === opening.bearId)!;
  const target = state.combatants.find((c) => c.id === opening.targetId)!;
  const shove = opening.kind === 'shove';
  const targetRolls = combatantHealth(target) === 'conscious';
  const pushed = shove ? tradeBlowsTwoShove({ bearBody: bear.body, targetSize: target.size.sizeCategory }) : null;

  function answer() {
    const distance = Number(tiles);
    if (tiles.trim() === '' || !Number.isInteger(distance) || distance < 1 || distance > opening.reach) {
      return failed(
        `The distance must be a whole number of tiles from 1 to ${bear.name}'s unarmed reach of ${opening.reach}.`,
      );
    }
    const typed = (shove ? [...bearDice, ...(targetRolls ? [targetDie] : [])] : [bearDice[0]!]).map(d20Of);
    if (typed.some((d) => d === 'bad')) return failed('Each d20 must be a whole number from 1 to 20.');
    const allTyped = typed.every((d) => d !== null);
    if (!allTyped && typed.some((d) => d !== null)) {
      return failed('Type every d20 of Trade Blows, or none for the app to roll them all.');
    }
    const dice = typed as number[];
    const ids = { bearId: bear.id, targetId: target.id, distance };
    void step(
      (s) =>
        shove
          ? tradeBlowsShove(s, {
              ...ids,
              defenceSkill: skill,
              dice: allTyped ? { attacker: dice.slice(0, 2), defender: dice.slice(2) } : random,
            })
          : tradeBlows(s, { ...ids, from, dice: allTyped ? dice[0]! : random }),
      { result: `${bear.name} trades blows with ${target.name}` },
    ).then((ok) => {
      if (!ok) return;
      setBearDice(['', '']);
      setTargetDie('');
    });
  }

  return (
    <li>
      <p>
        <strong>{bear.name}</strong> was hit by {target.name}:{' '}
        {pushed
          ? `“Trade Blows 2”, a free unarmed contest on 2d20 (keep the best). If ${bear.name} wins, ${
              pushed.moved === 'target'
                ? `${target.name} is shoved up to ${pushed.maxTiles} tiles (${pushed.obstacleDamage} damage into an obstacle)`
                : `${target.name} is too big: ${bear.name} is shoved up to ${pushed.maxTiles} tiles instead`
            }; no damage from the contest itself.`
          : `“Trade Blows 1”, a free unarmed strike (not contested), weapon tier 0; ${target.name}’s shield still counts.`}
      </p>
      <div className="action-row">
        {opening.reach > 1 && (
          <label className="field">
            Tiles the blow came from (1–{opening.reach})
            <input inputMode="numeric" value={tiles} onChange={(e) => setTiles(e.target.value)} />
          </label>
        )}
        {!shove && (
          <label className="field">
            Strikes from
            <select value={from} onChange={(e) => setFrom(e.target.value as 'front' | 'rear')}>
              <option value="front">the front</option>
              <option value="rear">the rear</option>
            </select>
          </label>
        )}
        {shove && targetRolls && (
          <label className="field">
            {target.name} rolls with
            <select value={skill} onChange={(e) => setSkill(e.target.value as SkillId)}>
              {defenceSkills(target).map((id) => (
                <option key={id} value={id}>
                  {skillById(id).name} ({target.skills[id] ?? 0})
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field">
          {bear.name}’s d20
          <input
            inputMode="numeric"
            value={bearDice[0]}
            onChange={(e) => setBearDice([e.target.value, bearDice[1]!])}
          />
        </label>
        {shove && (
          <label className="field">
            {bear.name}’s second d20
            <input
              inputMode="numeric"
              value={bearDice[1]}
              onChange={(e) => setBearDice([bearDice[0]!, e.target.value])}
            />
          </label>
        )}
        {shove && targetRolls && (
          <label className="field">
            {target.name}’s d20
            <input inputMode="numeric" value={targetDie} onChange={(e) => setTargetDie(e.target.value)} />
          </label>
        )}
        <button type="button" className="button" onClick={answer}>
          {shove ? 'Trade blows: shove' : 'Trade blows: strike'}
          <span className="visually-hidden"> {target.name}</span>
        </button>
      </div>
      <p className="muted">
        {opening.reach === 1 ? `Only a blow from an adjacent tile (${bear.name}’s unarmed reach) triggers it. ` : ''}
        Leave the d20s empty for the app to roll them.
        {shove
          ? ' Obstacle damage, if the shove slams them into one, goes in with the GM tools (it ignores armor).'
          : ''}
      </p>
    </li>
  );
}

/** Renders again only when its props change: the live query reading back a saved step leaves it alone. */
export const TradeBlowsPanel = memo(TradeBlowsPanelView);
