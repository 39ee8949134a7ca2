import { memo, useMemo } from 'react';
import { NumberStepper } from '../../components/NumberStepper';
import {
  attackPreview,
  combatantHealth,
  currentCombatant,
  hasStealthFlag,
  resolveAttack,
  RulesError,
  type AttackDeclaration,
  type AttackPreview,
  type Combatant,
  type ContestDice,
  type Encounter,
} from '../../rules';
import { CREATURE_SKILLS } from './creature-form';
import { useCombatUi } from './combat-ui-store';
import { formatAmount, formatModifier, formatPercent } from './format';
import { OddsChart } from './OddsChart';
import { useRandomSource } from './random-source';
import { useStep } from './use-step';
import { validWeapons, weaponOptions } from './weapons';

const SKILLS = CREATURE_SKILLS.filter((s) => s.id !== 'stealth' && s.id !== 'traps');

function previewOf(state: Encounter, declaration: AttackDeclaration): { preview: AttackPreview } | { problem: string } {
  try {
    return { preview: attackPreview(state, declaration) };
  } catch (error) {
    if (error instanceof RulesError) return { problem: error.message };
    throw error;
  }
}

/** "1d20 +7", "2d20 keep the best +9", "no roll". */
function throwLabel(side: { dice: number; modifier: number }): string {
  if (side.dice === 0) return 'no roll';
  return `${side.dice === 1 ? '1d20' : `${side.dice}d20 keep the best`} ${formatModifier(side.modifier)}`;
}

/**
 * Resolving an attack: who attacks whom with what, how the defender answers, from where — then the exact odds before
 * any die is thrown (attackPreview), then the dice (rolled here or typed from the table) and the rule of the weapon.
 */
function AttackPanelView({ state, encounterId }: { state: Encounter; encounterId: string }) {
  const draft = useCombatUi((s) => s.draft);
  const editDraft = useCombatUi((s) => s.editDraft);
  const diceMode = useCombatUi((s) => s.diceMode);
  const setDiceMode = useCombatUi((s) => s.setDiceMode);
  const typedAttacker = useCombatUi((s) => s.typedAttacker);
  const typedDefender = useCombatUi((s) => s.typedDefender);
  const typeDie = useCombatUi((s) => s.typeDie);
  const failed = useCombatUi((s) => s.failed);
  const step = useStep(encounterId);
  const random = useRandomSource();

  const byId = (id: string | null) => state.combatants.find((c) => c.id === id);
  const standing = state.combatants.filter((c) => combatantHealth(c) !== 'dead');
  const attacker = byId(draft.attackerId) ?? currentCombatant(state) ?? standing[0];
  const others = state.combatants.filter((c) => c.id !== attacker?.id);
  const chosenDefender = byId(draft.defenderId);
  const defender =
    chosenDefender && chosenDefender.id !== attacker?.id
      ? chosenDefender
      : (others.find((c) => c.side !== attacker?.side && combatantHealth(c) !== 'dead') ?? others[0]);

  const declaration: AttackDeclaration | null =
    attacker && defender
      ? {
          attackerId: attacker.id,
          defenderId: defender.id,
          weapons: validWeapons(attacker, draft.weapons),
          response:
            draft.responseKind === 'weapons'
              ? { kind: 'weapons', weapons: validWeapons(defender, draft.responseWeapons) }
              : { kind: 'skill', skill: draft.responseSkill },
          distance: draft.distance,
          from: draft.from,
          stealth: draft.stealth && hasStealthFlag(defender, attacker.id),
        }
      : null;
  const key = JSON.stringify(declaration);
  const odds = useMemo(
    () => (key === 'null' ? null : previewOf(state, JSON.parse(key) as AttackDeclaration)),
    [state, key],
  );

  if (!attacker || !defender || declaration === null || odds === null) return null;

  function resolve(preview: AttackPreview) {
    let dice: ContestDice = random;
    if (diceMode === 'typed') {
      const read = (typed: string[], n: number, who: Combatant) => {
        const values = Array.from({ length: n }, (_, i) => typed[i]?.trim() ?? '');
        if (values.some((v) => v === '')) throw new Error(`Type ${who.name}'s ${n === 1 ? 'd20' : `${n} d20s`}.`);
        return values.map(Number);
      };
      try {
        dice = {
          attacker: read(typedAttacker, preview.attacker.dice, attacker!),
          defender: read(typedDefender, preview.defender.dice, defender!),
        };
      } catch (e) {
        return failed((e as Error).message);
      }
    }
    const decl = declaration!;
    void step((s) => resolveAttack(s, { ...decl, dice }), {
      result: `${attacker!.name} attacks ${defender!.name}`,
    });
  }

  const choices = (c: Combatant, chosen: string[], onChange: (refs: string[]) => void, name: string) => (
    <div className="weapon-choices" role="group" aria-label={name}>
      {weaponOptions(c).map((o) => (
        <label key={o.ref} className="check">
          <input
            type="checkbox"
            checked={chosen.includes(o.ref)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, o.ref] : chosen.filter((r) => r !== o.ref))}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );

  return (
    <section className="card attack-panel" aria-labelledby="attack-title">
      <h2 id="attack-title">Attack</h2>
      <div className="attack-who">
        <label className="field">
          Attacker
          <select
            value={attacker.id}
            onChange={(e) => editDraft({ attackerId: e.target.value, weapons: null, stealth: false })}
          >
            {standing.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Defender
          <select
            value={defender.id}
            onChange={(e) => editDraft({ defenderId: e.target.value, responseWeapons: null, stealth: false })}
          >
            {others.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
                {combatantHealth(c) === 'conscious' ? '' : ` (${combatantHealth(c)})`}
              </option>
            ))}
          </select>
        </label>
        <div className="field">
          Distance in tiles
          <NumberStepper
            label="Distance in tiles"
            value={draft.distance}
            min={1}
            onChange={(distance) => editDraft({ distance })}
          />
        </div>
      </div>
      <fieldset>
        <legend>{attacker.name} attacks with</legend>
        <p className="muted">Tick two melee weapons to wield both (dual wielding).</p>
        {choices(attacker, declaration.weapons as string[], (weapons) => editDraft({ weapons }), 'Attacker weapons')}
        {hasStealthFlag(defender, attacker.id) && (
          <label className="check">
            <input type="checkbox" checked={draft.stealth} onChange={(e) => editDraft({ stealth: e.target.checked })} />
            <span>
              Stealth attack ({defender.name} has lost track of {attacker.name})
            </span>
          </label>
        )}
      </fieldset>
      <fieldset>
        <legend>{defender.name} answers</legend>
        <div className="response-kind">
          <label className="check">
            <input
              type="radio"
              name="response-kind"
              checked={draft.responseKind === 'weapons'}
              onChange={() => editDraft({ responseKind: 'weapons' })}
            />
            <span>With weapons in hand</span>
          </label>
          <label className="check">
            <input
              type="radio"
              name="response-kind"
              checked={draft.responseKind === 'skill'}
              onChange={() => editDraft({ responseKind: 'skill' })}
            />
            <span>Dodge with any weapon skill</span>
          </label>
        </div>
        {draft.responseKind === 'weapons' ? (
          choices(
            defender,
            validWeapons(defender, draft.responseWeapons),
            (responseWeapons) => editDraft({ responseWeapons }),
            'Defender weapons',
          )
        ) : (
          <label className="field">
            Skill
            <select
              value={draft.responseSkill}
              onChange={(e) => editDraft({ responseSkill: e.target.value as typeof draft.responseSkill })}
            >
              {SKILLS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({defender.skills[s.id] ?? 0})
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="response-kind" role="radiogroup" aria-label="Attack comes from">
          <label className="check">
            <input
              type="radio"
              name="attack-from"
              checked={draft.from === 'front'}
              onChange={() => editDraft({ from: 'front' })}
            />
            <span>From the front</span>
          </label>
          <label className="check">
            <input
              type="radio"
              name="attack-from"
              checked={draft.from === 'rear'}
              onChange={() => editDraft({ from: 'rear' })}
            />
            <span>From behind (no shield)</span>
          </label>
        </div>
      </fieldset>
      {'problem' in odds ? (
        <p className="notice notice-error" role="alert">
          {odds.problem}
        </p>
      ) : (
        <>
          <Odds preview={odds.preview} attacker={attacker} defender={defender} />
          <fieldset className="dice-entry">
            <legend>Dice</legend>
            <div className="response-kind">
              <label className="check">
                <input type="radio" name="dice-mode" checked={diceMode === 'app'} onChange={() => setDiceMode('app')} />
                <span>Roll in the app</span>
              </label>
              <label className="check">
                <input
                  type="radio"
                  name="dice-mode"
                  checked={diceMode === 'typed'}
                  onChange={() => setDiceMode('typed')}
                />
                <span>Type the table’s dice</span>
              </label>
            </div>
            {diceMode === 'typed' && (
              <div className="typed-dice">
                {Array.from({ length: odds.preview.attacker.dice }, (_, i) => (
                  <label className="field" key={`a${i}`}>
                    {attacker.name}’s d20{odds.preview.attacker.dice > 1 ? ` ${i + 1}` : ''}
                    <input
                      inputMode="numeric"
                      value={typedAttacker[i] ?? ''}
                      onChange={(e) => typeDie('attacker', i, e.target.value)}
                    />
                  </label>
                ))}
                {Array.from({ length: odds.preview.defender.dice }, (_, i) => (
                  <label className="field" key={`d${i}`}>
                    {defender.name}’s d20{odds.preview.defender.dice > 1 ? ` ${i + 1}` : ''}
                    <input
                      inputMode="numeric"
                      value={typedDefender[i] ?? ''}
                      onChange={(e) => typeDie('defender', i, e.target.value)}
                    />
                  </label>
                ))}
              </div>
            )}
            <button
              type="button"
              className="button primary resolve-button"
              disabled={!odds.preview.readiness.ok}
              onClick={() => resolve(odds.preview)}
            >
              {diceMode === 'app' && odds.preview.attacker.dice + odds.preview.defender.dice > 0
                ? 'Roll and resolve'
                : 'Resolve the attack'}
            </button>
          </fieldset>
        </>
      )}
    </section>
  );
}

/** The exact odds before the dice: who wins, the tie, expected damage and its distribution, the counterattack. */
function Odds({ preview, attacker, defender }: { preview: AttackPreview; attacker: Combatant; defender: Combatant }) {
  const mode =
    preview.mode === 'guaranteed-hit'
      ? 'A guaranteed hit: no roll.'
      : preview.mode === 'stealth'
        ? `A stealth attack: ${defender.name} rolls nothing.`
        : `${attacker.name} throws ${throwLabel(preview.attacker)} against ${defender.name}’s ${throwLabel(preview.defender)}.`;
  return (
    <section className="odds" aria-labelledby="odds-title">
      <h3 id="odds-title">Before the dice</h3>
      <p className="odds-mode">{mode}</p>
      <dl className="odds-numbers">
        <div className="odds-main">
          <dt>{attacker.name} wins</dt>
          <dd>{formatPercent(preview.pAttackerWins)}</dd>
        </div>
        <div>
          <dt>Tie</dt>
          <dd>{formatPercent(preview.pTie)}</dd>
        </div>
        <div>
          <dt>{defender.name} wins</dt>
          <dd>{formatPercent(preview.pDefenderWins)}</dd>
        </div>
        <div>
          <dt>Expected damage</dt>
          <dd>{formatAmount(preview.damage.expectedDamage)}</dd>
        </div>
        <div>
          <dt>Armor against it</dt>
          <dd>{preview.targetArmor.total}</dd>
        </div>
        <div>
          <dt>Counter-damage</dt>
          <dd>
            {preview.counter === null
              ? 'none'
              : `${formatPercent(preview.counter.pHit)}, ${formatAmount(preview.counter.expectedDamage)} expected`}
          </dd>
        </div>
      </dl>
      <OddsChart damage={preview.damage.damage} label={`Damage to ${defender.name}`} />
      {preview.counter !== null && (
        <OddsChart damage={preview.counter.damage} label={`Counter-damage to ${attacker.name}`} />
      )}
      {preview.counterNote && <p className="muted">{preview.counterNote}</p>}
      {preview.mode === 'contested' && (
        <p className="muted odds-crits">
          Natural 20: {attacker.name} {formatPercent(preview.criticals.attackerNatural20)}, {defender.name}{' '}
          {formatPercent(preview.criticals.defenderNatural20)} · natural 1: {attacker.name}{' '}
          {formatPercent(preview.criticals.attackerNatural1)}, {defender.name}{' '}
          {formatPercent(preview.criticals.defenderNatural1)}
        </p>
      )}
      {!preview.readiness.ok && <p className="notice notice-warning">{preview.readiness.reason}</p>}
    </section>
  );
}

/** Renders again only when its props change: the live query reading back a saved step leaves it alone. */
export const AttackPanel = memo(AttackPanelView);
