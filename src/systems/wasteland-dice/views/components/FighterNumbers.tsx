import {
  armourClassLabel,
  armourOf,
  attackModifier,
  defence,
  initiativeModifier,
  movement,
  type AttackWith,
  type DefenceBreakdown,
  type RollModifier,
  type WdcFighter,
  type WdcHouseRules,
} from '../../rules';
import { attempt, signed } from '../format';
import { Breakdown, type BreakdownLine } from './Breakdown';

/** A defence's lines: "base 12 + armour (up to 3) + traits (up to 2)". */
export function defenceLines(d: DefenceBreakdown): BreakdownLine[] {
  return [
    { label: 'Base', value: d.base },
    {
      label: 'Armour',
      value: d.armour,
      ...(d.armourLost > 0
        ? { note: `(${d.armourWorn} worn, ${d.armourLost} lost: unarmed against a melee weapon)` }
        : {}),
    },
    ...d.traitParts.map((part) => ({ label: part.label, value: part.value })),
    ...(d.traitSum !== d.traits
      ? [{ label: 'Traits counted up to', value: d.traits, note: `(they add ${signed(d.traitSum)})` }]
      : []),
  ];
}

/** A roll modifier's lines, with the −8…+8 cap said when it bites. */
export function modifierNote(m: RollModifier): string | null {
  return m.capped ? `The parts add ${signed(m.sum)}; a roll adds at most −8…+8, so ${signed(m.total)}.` : null;
}

/** The attacks a fighter can make: ranged (Aim), unarmed (Nimble), each melee weapon skill, a melee weapon without one. */
export function attackChoices(fighter: WdcFighter, rules: Pick<WdcHouseRules, 'throwing' | 'grappling'> | null) {
  const choices: { key: string; label: string; with: AttackWith }[] = [
    { key: 'ranged', label: 'Ranged (Aim)', with: { kind: 'ranged' } },
    { key: 'unarmed', label: 'Unarmed (Nimble)', with: { kind: 'unarmed' } },
    ...fighter.skills.melee.map((skill) => ({
      key: `melee:${skill.name}`,
      label: `Melee: ${skill.name}`,
      with: { kind: 'melee' as const, skill: skill.name },
    })),
    { key: 'melee:', label: 'Melee weapon, no skill', with: { kind: 'melee', skill: null } },
  ];
  if (rules?.throwing) choices.push({ key: 'thrown', label: 'Throw (Aim, house rule)', with: { kind: 'thrown' } });
  if (rules?.grappling) choices.push({ key: 'grab', label: 'Grab (Nimble, house rule)', with: { kind: 'grab' } });
  return choices;
}

/** Everything the rules make of a fighter: defences, attack modifiers, movement, initiative, armour penalties. */
export function FighterNumbers({ fighter, rules }: { fighter: WdcFighter; rules: WdcHouseRules | null }) {
  const settings = rules ?? undefined;
  const worked = attempt(() => ({
    armour: armourOf(fighter.armour),
    melee: defence(fighter, 'melee', {}, settings),
    ranged: defence(fighter, 'ranged', {}, settings),
    move: movement(fighter),
    run: movement(fighter, { run: true }),
    initiative: initiativeModifier(fighter, settings),
    attacks: attackChoices(fighter, null).map((choice) => ({
      ...choice,
      modifier: attackModifier(fighter, choice.with, [], settings),
    })),
  }));
  if (!worked.ok) {
    return (
      <p className="muted" role="note">
        The numbers show once this is fixed: {worked.message}
      </p>
    );
  }
  const { armour, melee, ranged, move, run, initiative, attacks } = worked.value;
  const movementLines: BreakdownLine[] = [
    { label: 'Base', value: move.base },
    { label: 'Sprinting', value: move.sprinting },
    { label: `Armour (${armourClassLabel(armour.armourClass).toLowerCase()})`, value: move.armour },
    ...move.traitParts.map((part) => ({ label: part.label, value: part.value })),
  ];
  return (
    <div className="wdc-numbers">
      <section aria-labelledby="wdc-defence-title">
        <h3 id="wdc-defence-title">Defence</h3>
        <Breakdown title="Melee defence" total={String(melee.total)} lines={defenceLines(melee)} />
        <Breakdown title="Ranged defence" total={String(ranged.total)} lines={defenceLines(ranged)} />
      </section>
      <section aria-labelledby="wdc-attack-title">
        <h3 id="wdc-attack-title">Attack rolls (D20 + modifier)</h3>
        {attacks.map((attack) => (
          <Breakdown
            key={attack.key}
            title={attack.label}
            total={signed(attack.modifier.total)}
            lines={attack.modifier.parts}
            note={modifierNote(attack.modifier)}
          />
        ))}
      </section>
      <section aria-labelledby="wdc-move-title">
        <h3 id="wdc-move-title">Movement and initiative</h3>
        <Breakdown
          title="Movement"
          total={`${move.total} tiles`}
          lines={movementLines}
          note={`Giving up the attack to run: ${run.total} tiles (+${run.run}).${move.sum < 0 ? ' Never below 0.' : ''}`}
        />
        <Breakdown
          title="Initiative"
          total={signed(initiative.total)}
          lines={initiative.parts.length === 0 ? [{ label: 'No initiative modifiers', value: 0 }] : initiative.parts}
          note={modifierNote(initiative)}
        />
      </section>
      <section aria-labelledby="wdc-armour-title">
        <h3 id="wdc-armour-title">Armour</h3>
        <dl className="stat-list wdc-armour-stats">
          <div>
            <dt>Class</dt>
            <dd>{armourClassLabel(armour.armourClass)}</dd>
          </div>
          <div>
            <dt>Melee / ranged</dt>
            <dd>
              {signed(armour.melee)} / {signed(armour.ranged)}
            </dd>
          </div>
          <div>
            <dt>Movement</dt>
            <dd>{armour.movement === 0 ? 'No change' : `${signed(armour.movement)} tiles`}</dd>
          </div>
          <div>
            <dt>Stealth rolls</dt>
            <dd>{armour.stealth === 0 ? 'No change' : signed(armour.stealth)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

/** One line of the main numbers, for the builder's sticky bar on a phone: "Melee 14 · Ranged 12 · 7 tiles". */
export function FighterSummaryLine({ fighter, rules }: { fighter: WdcFighter; rules: WdcHouseRules | null }) {
  const settings = rules ?? undefined;
  const worked = attempt(() => ({
    melee: defence(fighter, 'melee', {}, settings).total,
    ranged: defence(fighter, 'ranged', {}, settings).total,
    move: movement(fighter).total,
    armour: armourClassLabel(armourOf(fighter.armour).armourClass),
  }));
  if (!worked.ok) return <p className="wdc-summary-line field-error">Not ready to save: {worked.message}</p>;
  const { melee, ranged, move, armour } = worked.value;
  return (
    <p className="wdc-summary-line" aria-hidden="true">
      Defence {melee} melee · {ranged} ranged · {move} tiles · {armour}
    </p>
  );
}
