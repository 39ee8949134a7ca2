import { useEffect, useId, useRef, useState } from 'react';
import {
  abilityIcon,
  abilityNames,
  abilityRollModifier,
  diceCount,
  fighterSkillRollModifier,
  rollModeOf,
  skillLevel,
  throwD20,
  type D20Throw,
  type WdcFighter,
  type WdcHouseRules,
} from '../../rules';
import { useWdc } from '../data/wdc-data-context';
import { attempt, problemsOf, signed } from '../format';
import { Breakdown, type BreakdownLine } from './Breakdown';
import { modifierNote } from './FighterNumbers';

/** Someone who can roll: a fighter of the campaign or of the fight, by name. */
export interface Roller {
  readonly id: string;
  readonly name: string;
  readonly fighter: WdcFighter;
}

/** What is rolled: an ability on the Storyteller's list, or a skill the fighter has ("such as Farming or Mechanics"). */
type RollKey = `ability:${string}` | `skill:${string}`;

interface Shown {
  /** Counts the rolls, so each new one takes the focus. */
  readonly n: number;
  readonly text: string;
  readonly thrown: D20Throw;
  readonly modifier: number;
}

function choicesOf(fighter: WdcFighter, rules: WdcHouseRules | null) {
  const abilities = abilityNames(rules ?? undefined).map((name) => ({
    key: `ability:${name}` as RollKey,
    label: `${abilityIcon(name)}${name}`,
  }));
  const skills = [
    'Aim',
    'Nimble',
    'Sprinting',
    ...fighter.skills.melee.map((s) => s.name),
    ...fighter.skills.other.map((s) => s.name),
  ]
    .filter((name) => name.trim().length > 0)
    .map((name) => ({ key: `skill:${name}` as RollKey, label: name }));
  return { abilities, skills };
}

/** The modifier of one ability or skill roll with its breakdown, every number from the rules. */
function modifierOf(fighter: WdcFighter, key: RollKey, rules: WdcHouseRules | null) {
  const name = key.slice(key.indexOf(':') + 1);
  if (key.startsWith('ability:')) {
    return attempt(() => {
      const m = abilityRollModifier(fighter, name, rules ?? undefined);
      const lines: BreakdownLine[] =
        m.parts.length === 0 ? [{ label: `No modifiers for ${name}`, value: 0 }] : [...m.parts];
      return { name, total: m.total, lines, note: modifierNote(m) };
    });
  }
  return attempt(() => {
    const level = skillLevel(fighter, name);
    const total = fighterSkillRollModifier(fighter, name);
    return {
      name,
      total,
      lines: [{ label: `${name}, starting level ${level}`, value: total }] as BreakdownLine[],
      note: 'A skill rolled directly uses only the starting skill modifier, from 0 to a maximum of +6.',
    };
  });
}

function throwText(who: string, what: string, thrown: D20Throw, modifier: number): string {
  const dice =
    thrown.mode === 'normal'
      ? `D20 ${thrown.kept}`
      : `D20 ${thrown.kept} (two D20: ${thrown.dice.join(' and ')}, ${thrown.mode}: the ${thrown.mode === 'advantage' ? 'higher' : 'lower'} kept)`;
  return `${who} rolls ${what}: ${dice}, modifier ${signed(modifier)}.`;
}

/**
 * Ability and skill rolls ("Storytellers may ask you to roll"): the modifier with its breakdown, advantage or
 * disadvantage, and the roll with the app's dice or the faces thrown at the table. The result is announced and takes
 * the focus, as a roll's result does on the Eos fight page.
 */
export function SkillRolls({
  rollers,
  rules,
  headingLevel = 2,
}: {
  rollers: readonly Roller[];
  rules: WdcHouseRules | null;
  headingLevel?: 2 | 3;
}) {
  const { random } = useWdc();
  const id = useId();
  const [rollerId, setRollerId] = useState(rollers[0]?.id ?? '');
  const [key, setKey] = useState<RollKey | ''>('');
  const [advantage, setAdvantage] = useState(false);
  const [disadvantage, setDisadvantage] = useState(false);
  const [typedMode, setTypedMode] = useState(false);
  const [typed, setTyped] = useState<string[]>(['', '']);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown !== null) result.current?.focus();
  }, [shown]);

  const H = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `${id}-title`;
  const roller = rollers.find((r) => r.id === rollerId) ?? rollers[0];
  const problems = roller === undefined ? [] : problemsOf(roller.fighter);
  const body = () => {
    if (roller === undefined) return <p className="muted">No one to roll for.</p>;
    if (problems.length > 0) {
      return (
        <p className="muted">
          Rolls show once {roller.name} keeps every rule: {problems[0]}
        </p>
      );
    }
    const { abilities, skills } = choicesOf(roller.fighter, rules);
    const chosen: RollKey | undefined =
      [...abilities, ...skills].find((c) => c.key === key)?.key ?? abilities[0]?.key ?? skills[0]?.key;
    if (chosen === undefined) return null;
    const modifier = modifierOf(roller.fighter, chosen, rules);
    const mode = rollModeOf({ advantage, disadvantage });
    const n = diceCount(mode);
    const what = chosen.slice(chosen.indexOf(':') + 1);

    const roll = () => {
      if (!modifier.ok) return setError(modifier.message);
      const dice = typedMode ? typed.slice(0, n).map((d) => (d.trim() === '' ? Number.NaN : Number(d))) : random;
      const thrown = attempt(() => throwD20(dice, mode, `The ${what} roll`));
      if (!thrown.ok) return setError(thrown.message);
      setError(null);
      setTyped(['', '']);
      setShown((before) => ({
        n: (before?.n ?? 0) + 1,
        text: throwText(roller.name, what, thrown.value, modifier.value.total),
        thrown: thrown.value,
        modifier: modifier.value.total,
      }));
    };

    return (
      <>
        <div className="wdc-row-fields">
          {rollers.length > 1 ? (
            <label className="field">
              <span>Who rolls</span>
              <select value={roller.id} onChange={(e) => setRollerId(e.target.value)}>
                {rollers.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="field">
            <span>Roll</span>
            <select value={chosen} onChange={(e) => setKey(e.target.value as RollKey)}>
              {abilities.length > 0 ? (
                <optgroup label="Abilities">
                  {abilities.map((c) => (
                    <option key={c.key} value={c.key}>
                      {c.label}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              <optgroup label="Skills">
                {skills.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.label}
                  </option>
                ))}
              </optgroup>
            </select>
          </label>
          <label className="check">
            <input type="checkbox" checked={advantage} onChange={(e) => setAdvantage(e.target.checked)} />
            <span>Advantage</span>
            <span className="visually-hidden"> on the {what} roll</span>
          </label>
          <label className="check">
            <input type="checkbox" checked={disadvantage} onChange={(e) => setDisadvantage(e.target.checked)} />
            <span>Disadvantage</span>
            <span className="visually-hidden"> on the {what} roll</span>
          </label>
        </div>
        {modifier.ok ? (
          <Breakdown
            title={`${roller.name}'s ${what} modifier`}
            total={signed(modifier.value.total)}
            lines={modifier.value.lines}
            note={modifier.value.note}
          />
        ) : (
          <p className="field-error">{modifier.message}</p>
        )}
        <p className="muted">
          {mode === 'normal' ? 'One D20.' : `Two D20, keep the ${mode === 'advantage' ? 'higher' : 'lower'} (${mode}).`}
          {advantage && disadvantage ? ' Advantage and disadvantage cancel out.' : ''}
        </p>
        <fieldset className="wdc-dice-choice">
          <legend>Dice</legend>
          <label className="check">
            <input type="radio" name={`${id}-dice`} checked={!typedMode} onChange={() => setTypedMode(false)} />
            <span>The app rolls</span>
            <span className="visually-hidden"> for the {what} roll</span>
          </label>
          <label className="check">
            <input type="radio" name={`${id}-dice`} checked={typedMode} onChange={() => setTypedMode(true)} />
            <span>Type the dice thrown</span>
            <span className="visually-hidden"> for the {what} roll</span>
          </label>
        </fieldset>
        {typedMode ? (
          <div className="typed-dice">
            {Array.from({ length: n }, (_, i) => (
              <label key={i} className="field wdc-number-field">
                <span>{n === 1 ? `${what}: D20 thrown` : `${what}: D20 ${i + 1}`}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={20}
                  value={typed[i] ?? ''}
                  onChange={(e) => setTyped((all) => all.map((d, j) => (j === i ? e.target.value : d)))}
                />
              </label>
            ))}
          </div>
        ) : null}
        <div aria-live="assertive">
          {error === null ? null : (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="button" className="button primary" disabled={!modifier.ok} onClick={roll}>
          {typedMode ? `${what} with these dice` : `Roll ${what}`}
        </button>
      </>
    );
  };

  return (
    <section className="card wdc-panel wdc-rolls" aria-labelledby={titleId}>
      <H id={titleId}>Ability and skill rolls</H>
      {body()}
      <div
        ref={result}
        className="wdc-result wdc-roll-result"
        aria-live="polite"
        aria-atomic="true"
        aria-label="Last ability or skill roll"
        tabIndex={-1}
      >
        {shown === null ? null : (
          <p>
            <span key={shown.n}>{shown.text}</span>
          </p>
        )}
      </div>
      {shown === null ? null : (
        <p className="muted wdc-roll-later">
          The chance of reaching a target number is not worked out here yet: the pack’s rules do not give it.
        </p>
      )}
    </section>
  );
}
