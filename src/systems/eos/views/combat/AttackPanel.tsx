import { memo, useMemo } from 'react';
import { NumberStepper } from '../../../../core/ui/NumberStepper';
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
import { heldLabel, heldOrFirst } from './weapons';

const SKILLS = CREATURE_SKILLS.filter((s) => s.id !== 'stealth' && s.id !== 'traps');

function previewOf(state: Encounter, declaration: AttackDeclaration): { preview: AttackPreview } | { problem: string } {
  try {
    return { preview: attackPreview(state, declaration) };
  } catch (error) {
    if (error instanceof RulesError) return { problem: error.message };
    throw error;
  }
}

/**
 * The foe a new attack aims at: the chosen defender, else the first on the other side who can still fight, else the
 * first on the other side still alive, else anyone else.
 */
function defaultDefender(others: readonly Combatant[], attacker: Combatant | undefined): Combatant | undefined {
  const foes = others.filter((c) => c.side !== attacker?.side);
  return (
    foes.find((c) => combatantHealth(c) === 'conscious') ?? foes.find((c) => combatantHealth(c) !== 'dead') ?? others[0]
  );
}

/**
 * Resolving an attack, kept on the first screen: who attacks whom, what each holds, from where and how far, the odds
 * in one line, Roll. The odds in detail (the charts, the criticals, the counterattack) open on demand below Roll.
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
    chosenDefender && chosenDefender.id !== attacker?.id ? chosenDefender : defaultDefender(others, attacker);
  const attackerHolds = attacker ? heldOrFirst(attacker, draft.weapons) : null;
  const defenderHolds = defender ? heldOrFirst(defender, draft.responseWeapons) : null;

  const declaration: AttackDeclaration | null =
    attacker && defender && attackerHolds && defenderHolds
      ? {
          attackerId: attacker.id,
          defenderId: defender.id,
          weapons: attackerHolds.held,
          response:
            draft.responseKind === 'weapons'
              ? { kind: 'weapons', weapons: defenderHolds.held }
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

  if (!attacker || !defender || !attackerHolds || !defenderHolds || declaration === null || odds === null) return null;

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

  const answer = draft.responseKind === 'skill' ? 'skill' : String(defenderHolds.choices.indexOf(defenderHolds.held));
  const preview = 'preview' in odds ? odds.preview : null;

  return (
    <section className="card attack-panel" aria-labelledby="attack-title">
      <h2 id="attack-title" tabIndex={-1}>
        Attack
      </h2>
      <div className="attack-form">
        {/* Labels by id, not wrapped round the menu: a wrapping label gives the menu every option's text as its name. */}
        <div className="field">
          <label htmlFor="attack-attacker">Attacker</label>
          <select
            id="attack-attacker"
            value={attacker.id}
            onChange={(e) => editDraft({ attackerId: e.target.value, weapons: null, stealth: false })}
          >
            {standing.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="attack-holds">{attacker.name} holds</label>
          <select
            id="attack-holds"
            value={attackerHolds.choices.indexOf(attackerHolds.held)}
            onChange={(e) => editDraft({ weapons: [...attackerHolds.choices[Number(e.target.value)]!] })}
          >
            {attackerHolds.choices.map((held, i) => (
              <option key={held.join(' ')} value={i}>
                {heldLabel(attacker, held)}
                {held.length > 1 ? ' (dual wielding)' : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="attack-defender">Defender</label>
          <select
            id="attack-defender"
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
        </div>
        <div className="field">
          <label htmlFor="attack-answer">{defender.name} answers</label>
          <select
            id="attack-answer"
            value={answer}
            onChange={(e) =>
              e.target.value === 'skill'
                ? editDraft({ responseKind: 'skill' })
                : editDraft({
                    responseKind: 'weapons',
                    responseWeapons: [...defenderHolds.choices[Number(e.target.value)]!],
                  })
            }
          >
            {defenderHolds.choices.map((held, i) => (
              <option key={held.join(' ')} value={i}>
                With {heldLabel(defender, held).replace(/^./u, (c) => c.toLowerCase())}
              </option>
            ))}
            <option value="skill">Dodges with a weapon skill</option>
          </select>
        </div>
        {draft.responseKind === 'skill' && (
          <div className="field">
            <label htmlFor="attack-skill">Dodge skill</label>
            <select
              id="attack-skill"
              value={draft.responseSkill}
              onChange={(e) => editDraft({ responseSkill: e.target.value as typeof draft.responseSkill })}
            >
              {SKILLS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({defender.skills[s.id] ?? 0})
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor="attack-from">Comes from</label>
          <select
            id="attack-from"
            value={draft.from}
            onChange={(e) => editDraft({ from: e.target.value as typeof draft.from })}
          >
            <option value="front">The front</option>
            <option value="rear">Behind (no shield)</option>
          </select>
        </div>
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
      {hasStealthFlag(defender, attacker.id) && (
        <label className="check">
          <input type="checkbox" checked={draft.stealth} onChange={(e) => editDraft({ stealth: e.target.checked })} />
          <span>
            Stealth attack ({defender.name} has lost track of {attacker.name})
          </span>
        </label>
      )}
      {preview === null ? (
        <p className="notice notice-error" role="alert">
          {'problem' in odds ? odds.problem : null}
        </p>
      ) : (
        <>
          <OddsLine preview={preview} attacker={attacker} defender={defender} />
          {diceMode === 'typed' && (
            <div className="typed-dice">
              {Array.from({ length: preview.attacker.dice }, (_, i) => (
                <label className="field" key={`a${i}`}>
                  {attacker.name}’s d20{preview.attacker.dice > 1 ? ` ${i + 1}` : ''}
                  <input
                    inputMode="numeric"
                    value={typedAttacker[i] ?? ''}
                    onChange={(e) => typeDie('attacker', i, e.target.value)}
                  />
                </label>
              ))}
              {Array.from({ length: preview.defender.dice }, (_, i) => (
                <label className="field" key={`d${i}`}>
                  {defender.name}’s d20{preview.defender.dice > 1 ? ` ${i + 1}` : ''}
                  <input
                    inputMode="numeric"
                    value={typedDefender[i] ?? ''}
                    onChange={(e) => typeDie('defender', i, e.target.value)}
                  />
                </label>
              ))}
            </div>
          )}
          <div className="attack-roll">
            <button
              type="button"
              className="button primary resolve-button"
              disabled={!preview.readiness.ok}
              onClick={() => resolve(preview)}
            >
              {diceMode === 'app' && preview.attacker.dice + preview.defender.dice > 0
                ? 'Roll and resolve'
                : 'Resolve the attack'}
            </button>
            <div className="response-kind dice-mode" role="radiogroup" aria-label="Dice">
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
          </div>
          {/* Below Roll: a turn's "contested action used" never pushes Roll down the page. */}
          {!preview.readiness.ok && <p className="notice notice-warning">{preview.readiness.reason}</p>}
        </>
      )}
      {preview !== null && <OddsDetail preview={preview} attacker={attacker} defender={defender} />}
    </section>
  );
}

/** "1d20 +7", "2d20 keep the best +9", "no roll". */
function throwLabel(side: { dice: number; modifier: number }): string {
  if (side.dice === 0) return 'no roll';
  return `${side.dice === 1 ? '1d20' : `${side.dice}d20 keep the best`} ${formatModifier(side.modifier)}`;
}

/** The odds before the dice in one line: who wins, the tie, the damage to expect. */
function OddsLine({
  preview,
  attacker,
  defender,
}: {
  preview: AttackPreview;
  attacker: Combatant;
  defender: Combatant;
}) {
  return (
    <section className="odds" aria-labelledby="odds-title">
      <h3 id="odds-title" className="visually-hidden">
        Before the dice
      </h3>
      <dl className="odds-line">
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
      </dl>
    </section>
  );
}

/**
 * The odds in detail, on demand: how each side throws, the armor, the counterattack, the damage charts and the
 * criticals. Drawn only while open: the charts are the costliest part of the panel and most attacks never need them.
 */
function OddsDetail({
  preview,
  attacker,
  defender,
}: {
  preview: AttackPreview;
  attacker: Combatant;
  defender: Combatant;
}) {
  const open = useCombatUi((s) => s.oddsOpen);
  const setOpen = useCombatUi((s) => s.setOddsOpen);
  const mode =
    preview.mode === 'guaranteed-hit'
      ? 'A guaranteed hit: no roll.'
      : preview.mode === 'stealth'
        ? `A stealth attack: ${defender.name} rolls nothing.`
        : `${attacker.name} throws ${throwLabel(preview.attacker)} against ${defender.name}’s ${throwLabel(preview.defender)}.`;
  return (
    <details className="odds-detail" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Odds in detail</summary>
      {open && (
        <>
          <p className="odds-mode">{mode}</p>
          <dl className="odds-numbers">
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
        </>
      )}
    </details>
  );
}

/** Renders again only when its props change: the live query reading back a saved step leaves it alone. */
export const AttackPanel = memo(AttackPanelView);
