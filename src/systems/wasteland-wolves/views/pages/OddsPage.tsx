import { useState } from 'react';
import {
  SEVERITIES,
  WOLF_KINDS,
  allItems,
  attackOdds,
  conditionChances,
  conditionDamage,
  conditionOutlook,
  itemOf,
  spawnOdds,
  stockName,
  treatCondition,
  wolfAttackOdds,
  wolfKillChances,
  wolfLoot,
  wolfStats,
  type AttackTarget,
  type ConditionId,
  type ConditionState,
  type ItemId,
  type PerkBuild,
  type WolfKind,
  type WwHouseRules,
} from '../../rules';
import { GameGate, WwNav } from '../components/GameGate';
import { DistributionTable, NumberField, RulingNote, SelectField } from '../components/fields';
import { PlayerSelect, usePlayerChoice } from '../components/PerksSource';
import type { WwGameView } from '../data/hooks';
import { WOLF_NAMES, attempt, partsText, percent, severityText } from '../format';
import '../ww.css';

const weapons = allItems().filter((i) => i.weapon !== undefined);
const armours = allItems().filter((i) => i.armour !== undefined);
const TREATMENTS = allItems().filter((i) => i.effect?.kind === 'treat');
const CONDITION_NAMES: Record<ConditionId, string> = { illness: 'Illness', bleeding: 'Bleeding' };

export function OddsPage() {
  return <GameGate>{(game) => <Odds game={game} />}</GameGate>;
}

function Odds({ game }: { game: WwGameView }) {
  const [playerId, setPlayerId] = useState('');
  const { list, record, perks } = usePlayerChoice(playerId);
  return (
    <section className="page ww-page">
      <WwNav />
      <h1>Odds</h1>
      <div className="ww-row">
        <PlayerSelect label="Whose perks count" value={playerId} list={list} onChange={setPlayerId} />
      </div>
      <Conditions perks={perks} rules={game.rules} />
      <Attack perks={perks} rules={game.rules} weapon={record?.system.weapon ?? null} />
      <Wolves
        rules={game.rules}
        perks={perks}
        armour={record?.system.armour ?? null}
        weapon={record?.system.weapon ?? null}
      />
    </section>
  );
}

const severityOptions = [{ value: 'none', label: 'None' }, ...SEVERITIES.map((s) => ({ value: s, label: s }))];
const toState = (v: string): ConditionState => (v === 'none' ? null : (v as ConditionState));

function Conditions({ perks, rules }: { perks: PerkBuild; rules: WwHouseRules }) {
  const [health, setHealth] = useState(rules.baseHealth);
  const [illness, setIllness] = useState<ConditionState>(null);
  const [bleeding, setBleeding] = useState<ConditionState>('light');
  const [turns, setTurns] = useState(5);
  const [said, setSaid] = useState('');
  const states = { illness, bleeding };
  const outlookOf = (ill: ConditionState, bleed: ConditionState) =>
    attempt(() => conditionOutlook({ health, illness: ill, bleeding: bleed, perks, turns }, rules));
  const outlook = outlookOf(illness, bleeding);
  const last = outlook.ok ? outlook.value.at(-1) : undefined;
  const treat = (item: ItemId) => {
    const effect = itemOf(item).effect;
    if (effect?.kind !== 'treat') return;
    const before = states[effect.condition];
    const after = attempt(() => treatCondition(before, effect.steps));
    if (!after.ok) return setSaid(after.message);
    if (effect.condition === 'bleeding') setBleeding(after.value);
    else setIllness(after.value);
    setSaid(`${itemOf(item).name}: ${effect.condition} ${severityText(before)} → ${severityText(after.value)}.`);
  };
  return (
    <section aria-labelledby="ww-conditions">
      <h2 id="ww-conditions">Illness and bleeding</h2>
      <div className="ww-row">
        <NumberField label="Health now" value={health} min={1} onChange={setHealth} />
        <SelectField
          label="Illness"
          value={illness ?? 'none'}
          options={severityOptions}
          onChange={(v) => setIllness(toState(v))}
        />
        <SelectField
          label="Bleeding"
          value={bleeding ?? 'none'}
          options={severityOptions}
          onChange={(v) => setBleeding(toState(v))}
        />
        <NumberField label="Turns ahead" value={turns} min={1} max={30} onChange={setTurns} />
      </div>
      <div className="ww-table-wrap">
        <table className="ww-table">
          <caption>Damage a turn and each turn’s chances</caption>
          <thead>
            <tr>
              <th scope="col">Condition</th>
              {SEVERITIES.map((s) => (
                <th key={s} scope="col">
                  {s}
                </th>
              ))}
              <th scope="col">Improve</th>
              <th scope="col">Worsen</th>
            </tr>
          </thead>
          <tbody>
            {(['illness', 'bleeding'] as const).map((c) => {
              const chances = conditionChances(c, perks, rules);
              return (
                <tr key={c}>
                  <th scope="row">{CONDITION_NAMES[c]}</th>
                  {SEVERITIES.map((s) => (
                    <td key={s}>{conditionDamage(c, s)}</td>
                  ))}
                  <td>{chances.improvePercent}%</td>
                  <td>{chances.worsenPercent}%</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>Treatments</h3>
      <ul className="ww-compact">
        {TREATMENTS.map((t) => {
          const effect = t.effect?.kind === 'treat' ? t.effect : null;
          if (effect === null) return null;
          const now = states[effect.condition];
          const after = now === null ? null : attempt(() => treatCondition(now, effect.steps));
          const treated =
            after === null || !after.ok
              ? null
              : outlookOf(
                  effect.condition === 'illness' ? after.value : illness,
                  effect.condition === 'bleeding' ? after.value : bleeding,
                );
          const dead = treated?.ok ? treated.value.at(-1)?.dead.p : undefined;
          return (
            <li key={t.id}>
              <button type="button" className="button" disabled={now === null} onClick={() => treat(t.id)}>
                Apply {t.name}
              </button>{' '}
              {t.printed.at(-1)}
              {after?.ok && dead !== undefined && last !== undefined
                ? ` — ${effect.condition} ${severityText(now)} → ${severityText(after.value)}: dead within ${turns} turns ${percent(last.dead.p)} → ${percent(dead)}`
                : now === null
                  ? ` — no ${effect.condition} to treat`
                  : ''}
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      {said === '' ? null : <p className="ww-message">{said}</p>}
      {!outlook.ok ? (
        <p className="notice notice-error" role="alert">
          {outlook.message}
        </p>
      ) : last === undefined ? null : (
        <>
          <p className="ww-total">
            Dead within {turns} turns: <span data-testid="dead-chance">{percent(last.dead.p)}</span> · expected damage{' '}
            {last.expectedDamage.toFixed(1)}
          </p>
          <div className="ww-table-wrap">
            <table className="ww-table">
              <caption>The next {turns} turns, left alone</caption>
              <thead>
                <tr>
                  <th scope="col">Turn</th>
                  <th scope="col">Dead</th>
                  <th scope="col">Expected damage</th>
                  <th scope="col">Illness</th>
                  <th scope="col">Bleeding</th>
                </tr>
              </thead>
              <tbody>
                {outlook.value.map((t) => (
                  <tr key={t.turn}>
                    <th scope="row">{t.turn}</th>
                    <td>{percent(t.dead.p)}</td>
                    <td>{t.expectedDamage.toFixed(1)}</td>
                    <td>{t.illness.map((o) => `${severityText(o.value)} ${percent(o.p)}`).join(', ')}</td>
                    <td>{t.bleeding.map((o) => `${severityText(o.value)} ${percent(o.p)}`).join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <details>
            <summary>Damage taken by turn {turns}, every total</summary>
            <DistributionTable
              caption={`Damage by the end of turn ${turns}`}
              outcomes={last.damage}
              label={String}
              valueHeader="Damage"
            />
          </details>
        </>
      )}
      <RulingNote id="A-01" />
      <RulingNote id="A-02" />
      <RulingNote id="A-03" />
      <RulingNote id="R-cond-1" />
    </section>
  );
}

type TargetChoice = WolfKind | 'player';

function Attack({ perks, rules, weapon: held }: { perks: PerkBuild; rules: WwHouseRules; weapon: ItemId | null }) {
  const [weaponChoice, setWeapon] = useState<ItemId | null>(null);
  const weapon = weaponChoice ?? held ?? 'torch';
  const [ammo, setAmmo] = useState<ItemId | ''>('');
  const [distance, setDistance] = useState(0);
  const [target, setTarget] = useState<TargetChoice>('dire');
  const [armour, setArmour] = useState<ItemId | ''>('');
  const stats = itemOf(weapon).weapon;
  const ammoOptions = stats?.ammo
    ? allItems().filter(
        (i) => i.id === stats.ammo?.item || (i.ammunition?.for ?? []).includes(stats.ammo?.item ?? 'unarmed'),
      )
    : [];
  const loaded = ammoOptions.some((a) => a.id === ammo) ? (ammo as ItemId) : null;
  const aimed: AttackTarget =
    target === 'player' ? { kind: 'player', armour: armour === '' ? null : armour } : { kind: 'wolf', wolf: target };
  const odds = attempt(() => attackOdds({ weapon, ammo: loaded, distance, perks, target: aimed }, rules));
  const kills = attempt(() => wolfKillChances({ weapon, ammo: loaded, distance, perks }, rules));
  return (
    <section aria-labelledby="ww-attack">
      <h2 id="ww-attack">An attack</h2>
      <div className="ww-row">
        <SelectField
          label="Weapon"
          value={weapon}
          options={weapons.map((w) => ({ value: w.id, label: w.name }))}
          onChange={(v) => {
            setWeapon(v);
            setAmmo('');
          }}
        />
        {ammoOptions.length === 0 ? null : (
          <SelectField
            label="Ammunition"
            value={loaded ?? ''}
            options={[
              { value: '', label: `As printed (${itemOf(stats?.ammo?.item as ItemId).name})` },
              ...ammoOptions.map((a) => ({ value: a.id, label: a.name })),
            ]}
            onChange={setAmmo}
          />
        )}
        <NumberField label="Distance in tiles" value={distance} min={0} onChange={setDistance} />
        <SelectField
          label="Target"
          value={target}
          options={[
            ...WOLF_KINDS.map((k) => ({ value: k, label: WOLF_NAMES[k] })),
            { value: 'player', label: 'A player' },
          ]}
          onChange={setTarget}
        />
        {target === 'player' ? (
          <SelectField
            label="Target's armour"
            value={armour}
            options={[{ value: '', label: 'None' }, ...armours.map((a) => ({ value: a.id, label: a.name }))]}
            onChange={setArmour}
          />
        ) : null}
      </div>
      {!odds.ok ? (
        <p className="notice notice-error" role="alert">
          {odds.message}
        </p>
      ) : (
        <>
          <dl className="ww-dl">
            <div>
              <dt>Chance to hit</dt>
              <dd data-testid="hit-chance">{percent(odds.value.hit.p)}</dd>
              <dd className="muted">
                {odds.value.hitParts
                  .map((part, i) => (i === 0 ? `${part.source}: ${part.percent}%` : partsText([part])))
                  .join(', ')}
              </dd>
            </div>
            <div>
              <dt>Damage</dt>
              <dd>
                {odds.value.damage.min}–{odds.value.damage.max} {odds.value.damage.type}
              </dd>
              <dd className="muted">
                {[
                  odds.value.bonuses.length ? `bonuses: ${partsText(odds.value.bonuses)}` : '',
                  odds.value.resistances.length
                    ? `resisted: ${odds.value.resistances.map((r) => `${r.source} ${r.percent}%`).join(', ')}`
                    : '',
                  odds.value.reduction ? `−${odds.value.reduction} reduction` : '',
                ]
                  .filter(Boolean)
                  .join('; ') || 'as printed'}
              </dd>
            </div>
            <div>
              <dt>Expected damage</dt>
              <dd data-testid="expected-damage">{odds.value.expectedDamage.toFixed(2)}</dd>
              <dd className="muted">a miss counts 0</dd>
            </div>
            {odds.value.inflicts === null ? null : (
              <div>
                <dt>A hit also</dt>
                <dd>
                  {odds.value.inflicts.condition} ×{odds.value.inflicts.times}
                </dd>
                <dd className="muted">immunity {odds.value.inflicts.immunityTurns} turns</dd>
              </div>
            )}
            {odds.value.uses.length === 0 ? null : (
              <div>
                <dt>Uses up</dt>
                <dd>{odds.value.uses.map((u) => `${u.count} ${itemOf(u.item as ItemId).name}`).join(', ')}</dd>
              </div>
            )}
          </dl>
          {kills.ok ? (
            <div className="ww-table-wrap">
              <table className="ww-table">
                <caption>Chance to kill this turn</caption>
                <thead>
                  <tr>
                    <th scope="col">Wolf</th>
                    <th scope="col">Health</th>
                    <th scope="col">Attacks</th>
                    <th scope="col">Kill</th>
                  </tr>
                </thead>
                <tbody>
                  {kills.value.map((k) => (
                    <tr key={k.wolf}>
                      <th scope="row">{WOLF_NAMES[k.wolf]}</th>
                      <td>{k.health}</td>
                      <td>{k.attacks}</td>
                      <td data-testid={`kill-${k.wolf}`}>{percent(k.kill.p)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <details>
            <summary>Damage of this attack, every value</summary>
            <DistributionTable
              caption="Damage dealt (a miss as 0)"
              outcomes={odds.value.damageDealt}
              label={String}
              valueHeader="Damage"
            />
          </details>
        </>
      )}
      <RulingNote id="M-05" />
      <RulingNote id="A-06" />
      <RulingNote id="T-04" />
      <RulingNote id="M-02" />
    </section>
  );
}

function Wolves({
  rules,
  perks,
  armour,
  weapon,
}: {
  rules: WwHouseRules;
  perks: PerkBuild;
  armour: ItemId | null;
  weapon: ItemId | null;
}) {
  const [turn, setTurn] = useState(1);
  const [active, setActive] = useState(0);
  const spawn = attempt(() => spawnOdds(turn, active, rules));
  return (
    <section aria-labelledby="ww-wolves">
      <h2 id="ww-wolves">Wolves</h2>
      <div className="ww-table-wrap">
        <table className="ww-table">
          <caption>The three kinds</caption>
          <thead>
            <tr>
              <th scope="col">Wolf</th>
              <th scope="col">Health</th>
              <th scope="col">Bite</th>
              <th scope="col">Bite on this player</th>
              <th scope="col">Loot</th>
            </tr>
          </thead>
          <tbody>
            {WOLF_KINDS.map((k) => {
              const s = wolfStats(k);
              const bite = attempt(() => wolfAttackOdds(k, { armour, weapon, perks }, rules));
              return (
                <tr key={k}>
                  <th scope="row">{s.name}</th>
                  <td>
                    {s.health}
                    {s.regeneration ? ` (+${s.regeneration}/turn)` : ''}
                  </td>
                  <td>
                    {s.damage.min}–{s.damage.max}
                    {s.damageReduction ? `, −${s.damageReduction} damage taken` : ''}
                  </td>
                  <td>
                    {bite.ok
                      ? `${percent(bite.value.hit.p)} to hit, ${bite.value.expectedDamage.toFixed(1)} expected`
                      : bite.message}
                  </td>
                  <td>
                    {wolfLoot(k)
                      .map((l) => `${l.count} ${stockName(l.item)}${l.percent < 100 ? ` (${l.percent}%)` : ''}`)
                      .join(', ')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="ww-row">
        <NumberField label="Turn" value={turn} min={1} onChange={setTurn} />
        <NumberField label="Wolves active" value={active} min={0} max={3} onChange={setActive} />
      </div>
      {!spawn.ok ? (
        <p className="field-error" role="alert">
          {spawn.message}
        </p>
      ) : (
        <p aria-live="polite">
          “{spawn.value.quote}” —{' '}
          {spawn.value.blocked ??
            `${spawn.value.kinds.map((k) => `${WOLF_NAMES[k.wolf]} ${percent(k.chance.p)}`).join(', ')}, none ${percent(spawn.value.none.p)}`}
        </p>
      )}
      <RulingNote id="M-07" />
      <RulingNote id="R-wolf-1" />
      <RulingNote id="M-06" />
    </section>
  );
}
