import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  PERK_IDS,
  addPerkRank,
  allItems,
  allRecipes,
  conditionChances,
  energyIncome,
  eventOdds,
  levelOf,
  maxHealth,
  nextRankRefusal,
  perkEffects,
  perkOf,
  perkPointsAt,
  perkRankCount,
  planTurn,
  removePerkRank,
  spentPerkPoints,
  type ItemId,
  type PerkBuild,
  type PerkId,
  type WwHouseRules,
  type WwPlayer,
} from '../../rules';
import { GameGate, NotReady, WwNav } from '../components/GameGate';
import { NumberField, RulingNote, SelectField, TextField } from '../components/fields';
import { usePlayer, type WwGameView } from '../data/hooks';
import type { WwPlayerRecord } from '../data/ww-data';
import { useWw } from '../data/ww-data-context';
import { attempt, errorText, num, playerProblems, signedPercent } from '../format';
import '../ww.css';

const NO_ITEM = '';
const weapons = allItems().filter((i) => i.weapon !== undefined && i.id !== 'unarmed');
const armours = allItems().filter((i) => i.armour !== undefined);

export function NewPlayerPage() {
  return <GameGate>{(game) => <Builder game={game} record={null} />}</GameGate>;
}

export function PlayerBuilderPage() {
  const { playerId = '' } = useParams();
  const { read, show } = usePlayer(playerId);
  return (
    <GameGate>
      {(game) => {
        if (read.status !== 'ready')
          return <NotReady what="player" message={read.status === 'error' ? read.message : null} />;
        if (read.value === null) {
          return (
            <section className="page ww-page">
              <WwNav />
              <h1>Player not found</h1>
              <p>This player does not exist; they may have been deleted in another tab.</p>
            </section>
          );
        }
        return <Builder key={read.value.id} game={game} record={read.value} onSaved={show} />;
      }}
    </GameGate>
  );
}

function Builder({
  game,
  record,
  onSaved,
}: {
  game: WwGameView;
  record: WwPlayerRecord | null;
  onSaved?: (record: WwPlayerRecord) => void;
}) {
  const { data, campaignId, paths } = useWw();
  const navigate = useNavigate();
  const rules = game.rules;
  const [name, setName] = useState(record?.name ?? '');
  const [experience, setExperience] = useState(record?.system.experience ?? 0);
  const [perks, setPerks] = useState<PerkBuild>(record?.system.perks ?? {});
  const [weapon, setWeapon] = useState<ItemId | null>(record?.system.weapon ?? null);
  const [armour, setArmour] = useState<ItemId | null>(record?.system.armour ?? null);
  const [message, setMessage] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const stored = record === null ? [] : playerProblems(record.system, rules);
  const level = attempt(() => levelOf(experience));
  const lvl = level.ok ? level.value.level : null;
  const spent = attempt(() => spentPerkPoints(perks, rules));
  const earned = lvl === null ? null : perkPointsAt(lvl);
  const player: WwPlayer = { experience, perks, inventory: record?.system.inventory ?? {}, weapon, armour };

  const add = (id: PerkId) => {
    if (lvl === null) return setMessage('Type the experience first: the level decides which ranks open.');
    const next = attempt(() => addPerkRank(perks, id, lvl, rules));
    if (next.ok) {
      setPerks(next.value);
      setMessage(`${perkOf(id).name} is now Rank ${next.value[id] ?? 0}.`);
    } else setMessage(next.message);
  };
  const remove = (id: PerkId) => {
    const next = attempt(() => removePerkRank(perks, id));
    if (next.ok) {
      setPerks(next.value);
      setMessage(`${perkOf(id).name} is now ${next.value[id] ? `Rank ${next.value[id]}` : 'not taken'}.`);
    } else setMessage(next.message);
  };

  const save = async () => {
    if (name.trim() === '') return setSaveError('The player needs a name.');
    if (!level.ok) return setSaveError(level.message);
    setSaving(true);
    setSaveError(null);
    try {
      if (record === null) {
        const created = await data.createPlayer(campaignId, { name: name.trim(), system: player });
        navigate(paths.player(campaignId, created.id));
      } else {
        const saved = await data.updatePlayer({ ...record, name: name.trim(), system: player });
        onSaved?.(saved);
        setMessage(`${saved.name} is saved.`);
      }
    } catch (error) {
      setSaveError(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="page ww-page">
      <WwNav />
      <h1>{record === null ? 'New player' : record.name}</h1>
      {stored.length === 0 ? null : (
        <div className="notice notice-warning" role="status">
          <p>The stored player breaks a rule; fix it here and save:</p>
          <ul>
            {stored.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="ww-split">
        <div>
          <fieldset className="ww-fieldset">
            <legend>Player</legend>
            <div className="ww-row">
              <TextField label="Player name" value={name} onChange={setName} maxLength={60} />
              <NumberField
                label="Experience"
                value={experience}
                min={0}
                onChange={setExperience}
                error={level.ok ? null : level.message}
                hint="Level 2 at 75, level 3 at 200, level 4 at 375."
              />
            </div>
            <div className="ww-row">
              <SelectField
                label="Equipped weapon"
                value={weapon ?? NO_ITEM}
                options={[
                  { value: NO_ITEM, label: 'Unarmed' },
                  ...weapons.map((w) => ({ value: w.id, label: w.name })),
                ]}
                onChange={(v) => setWeapon(v === NO_ITEM ? null : (v as ItemId))}
              />
              <SelectField
                label="Armour worn"
                value={armour ?? NO_ITEM}
                options={[{ value: NO_ITEM, label: 'None' }, ...armours.map((a) => ({ value: a.id, label: a.name }))]}
                onChange={(v) => setArmour(v === NO_ITEM ? null : (v as ItemId))}
              />
            </div>
          </fieldset>

          <h2>Perks</h2>
          <p className="ww-points" aria-live="polite">
            {level.ok ? (
              <>
                Level <strong data-testid="level">{level.value.level}</strong> ·{' '}
                <strong data-testid="points-left">{spent.ok && earned !== null ? earned - spent.value : '—'}</strong> of{' '}
                {earned} points left
                {level.value.nextLevelAt === null
                  ? ' · top level'
                  : ` · level ${level.value.level + 1} at ${level.value.nextLevelAt} (${level.value.toNextLevel} to go)`}
              </>
            ) : (
              'Type the experience to see the level.'
            )}
          </p>
          <p className="visually-hidden" role="status" aria-live="polite">
            {message}
          </p>
          {message === '' ? null : <p className="ww-message">{message}</p>}
          <ul className="ww-perks">
            {PERK_IDS.map((id) => (
              <PerkRow
                key={id}
                id={id}
                held={perks[id] ?? 0}
                refusal={refusalOf(perks, id, lvl, rules)}
                rules={rules}
                onAdd={() => add(id)}
                onRemove={() => remove(id)}
              />
            ))}
          </ul>
          <div className="ww-actions">
            <button type="button" className="button primary" onClick={() => void save()} disabled={saving}>
              {saving ? 'Saving…' : 'Save player'}
            </button>
          </div>
          {saveError === null ? null : (
            <p className="notice notice-error" role="alert">
              {saveError}
            </p>
          )}
        </div>
        <p className="ww-sticky-total" aria-hidden="true">
          {summaryLine(perks, rules)}
          {spent.ok && earned !== null ? ` · ${earned - spent.value} of ${earned} points left` : ''}
        </p>
        <aside className="ww-aside" aria-label="What the perks change">
          <PerkNumbers perks={perks} weapon={weapon} armour={armour} rules={rules} />
        </aside>
      </div>
    </section>
  );
}

/** The phone's one-line summary while the perks are picked: health and income. */
function summaryLine(perks: PerkBuild, rules: WwHouseRules): string {
  const numbers = attempt(() => `Health ${maxHealth(perks, rules)} · ${num(energyIncome(perks, rules))} energy a turn`);
  return numbers.ok ? numbers.value : numbers.message;
}

function refusalOf(perks: PerkBuild, id: PerkId, level: number | null, rules: WwHouseRules): string | null {
  if (level === null) return 'Type the experience first.';
  const refusal = attempt(() => nextRankRefusal(perks, id, level, rules));
  return refusal.ok ? refusal.value : refusal.message;
}

function PerkRow({
  id,
  held,
  refusal,
  rules,
  onAdd,
  onRemove,
}: {
  id: PerkId;
  held: number;
  refusal: string | null;
  rules: WwHouseRules;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const perk = perkOf(id);
  const ranks = perkRankCount(id, rules);
  const refusalId = `ww-refusal-${id}`;
  return (
    <li className={`card ww-perk${held > 0 ? ' ww-perk-held' : ''}`}>
      <div className="ww-perk-head">
        <h3>{perk.name}</h3>
        <span className="badge">{held === 0 ? 'not taken' : `Rank ${held} of ${ranks}`}</span>
      </div>
      <p className="ww-quote">{perk.quote}</p>
      <ul className="ww-ranks">
        {perk.ranks.slice(0, ranks).map((r) => (
          <li key={r.rank} className={r.rank <= held ? 'ww-rank-held' : undefined}>
            {r.printed}
          </li>
        ))}
      </ul>
      {id === 'resilient' ? <RulingNote id="T-01" /> : null}
      <div className="ww-perk-buttons">
        <button
          type="button"
          className="button"
          onClick={onAdd}
          aria-label={`Add a rank of ${perk.name}`}
          aria-describedby={refusal === null ? undefined : refusalId}
        >
          + Rank
        </button>
        <button
          type="button"
          className="button"
          onClick={onRemove}
          disabled={held === 0}
          aria-label={`Take back a rank of ${perk.name}`}
        >
          − Rank
        </button>
        {refusal === null ? null : (
          <span id={refusalId} className="ww-refusal">
            {refusal}
          </span>
        )}
      </div>
    </li>
  );
}

/** Every number the build changes, next to what it is without perks. */
function PerkNumbers({
  perks,
  weapon,
  armour,
  rules,
}: {
  perks: PerkBuild;
  weapon: ItemId | null;
  armour: ItemId | null;
  rules: WwHouseRules;
}) {
  const numbers = attempt(() => {
    const fx = perkEffects(perks, rules);
    const situation = { energy: 1000, perks, weapon, armour, snared: false };
    const plain = { ...situation, perks: {} };
    const move = (s: typeof situation) => planTurn(s, { moves: [{}, {}, {}, {}], actions: [] }, rules).steps;
    const attacks = planTurn(situation, { moves: [], actions: ['attack', 'attack'] }, rules);
    return {
      fx,
      health: [maxHealth({}, rules), maxHealth(perks, rules)],
      income: [energyIncome({}, rules), energyIncome(perks, rules)],
      moves: [move(plain), move(situation)],
      secondAttack: fx.attacksPerTurn > 1 ? attacks.steps[1]?.cost : null,
      illness: [conditionChances('illness', {}, rules), conditionChances('illness', perks, rules)],
      bleeding: [conditionChances('bleeding', {}, rules), conditionChances('bleeding', perks, rules)],
      events: eventOdds(perks, rules),
      recipes: allRecipes(perks, rules).filter((r) => r.reduction > 0),
    };
  });
  if (!numbers.ok) {
    return (
      <p className="notice notice-error" role="alert">
        {numbers.message}
      </p>
    );
  }
  const n = numbers.value;
  const changed = (a: number | string, b: number | string) => (a === b ? String(b) : `${a} → ${b}`);
  return (
    <div className="ww-numbers">
      <h2>The numbers</h2>
      <dl className="ww-dl">
        <div>
          <dt>Maximum health</dt>
          <dd data-testid="max-health">{n.health[1]}</dd>
          <dd className="muted">
            {n.fx.maxHealthBonus > 0 ? `${n.health[0]} + ${n.fx.maxHealthBonus} Tough Cookie` : `base ${n.health[0]}`}
          </dd>
        </div>
        <div>
          <dt>Energy a turn</dt>
          <dd data-testid="income">{num(n.income[1] ?? 0)}</dd>
          <dd className="muted">
            {n.fx.incomeBonus > 0 ? `${n.income[0]} + ${n.fx.incomeBonus} Energetic` : 'stored up to 1,000'}
          </dd>
        </div>
        <div>
          <dt>Move / sprint</dt>
          <dd data-testid="move-cost">
            {n.moves[1]?.[0]?.cost} / {n.moves[1]?.[3]?.cost}
          </dd>
          <dd className="muted">
            {n.moves[1]?.[0]?.changes.length
              ? `${n.moves[0]?.[0]?.cost} / ${n.moves[0]?.[3]?.cost} printed; ${n.moves[1]?.[0]?.changes.map((c) => `${c.source} ${signedPercent(c.percent)}`).join(', ')}`
              : 'as printed'}
          </dd>
        </div>
        <div>
          <dt>Attacks a turn</dt>
          <dd data-testid="attacks">{n.fx.attacksPerTurn}</dd>
          <dd className="muted">
            {n.secondAttack == null ? 'All In allows a second' : `second attack costs ${n.secondAttack} (All In)`}
          </dd>
        </div>
        <div>
          <dt>Rest heals</dt>
          <dd data-testid="rest">
            {n.fx.restHeal.min}–{n.fx.restHeal.max}
          </dd>
          <dd className="muted">{(perks['heavy-sleeper'] ?? 0) > 0 ? 'Heavy Sleeper' : 'as printed'}</dd>
        </div>
        <div>
          <dt>Illness: improve / worsen</dt>
          <dd>
            {changed(n.illness[0]?.improvePercent ?? 0, n.illness[1]?.improvePercent ?? 0)}% /{' '}
            {changed(n.illness[0]?.worsenPercent ?? 0, n.illness[1]?.worsenPercent ?? 0)}%
          </dd>
        </div>
        <div>
          <dt>Bleeding: improve / worsen</dt>
          <dd>
            {changed(n.bleeding[0]?.improvePercent ?? 0, n.bleeding[1]?.improvePercent ?? 0)}% /{' '}
            {changed(n.bleeding[0]?.worsenPercent ?? 0, n.bleeding[1]?.worsenPercent ?? 0)}%
          </dd>
        </div>
        <div>
          <dt>Gifts: small / large</dt>
          <dd>
            {n.events.events.find((e) => e.id === 'small-gift')?.percent}% /{' '}
            {n.events.events.find((e) => e.id === 'large-gift')?.percent}%
          </dd>
        </div>
        {n.fx.bowDamagePercent > 0 || n.fx.bowAccuracyPercent > 0 ? (
          <div>
            <dt>Bows</dt>
            <dd>
              {signedPercent(n.fx.bowDamagePercent)} damage
              {n.fx.bowAccuracyPercent > 0 ? `, ${signedPercent(n.fx.bowAccuracyPercent)} accuracy` : ''}
            </dd>
          </div>
        ) : null}
        {n.fx.wolfDamagePercent > 0 ? (
          <div>
            <dt>Against wolves</dt>
            <dd>
              {signedPercent(n.fx.wolfDamagePercent)} damage, {n.fx.wolfResistancePercent}% less taken
              {n.fx.tamedWolves > 0 ? `, ${n.fx.tamedWolves} tamed` : ''}
            </dd>
          </div>
        ) : null}
        {n.fx.revealTiles > 0 ? (
          <div>
            <dt>Spotter</dt>
            <dd>weapons seen within {n.fx.revealTiles} tiles</dd>
          </div>
        ) : null}
      </dl>
      {n.recipes.length === 0 ? null : (
        <>
          <h3>Easier recipes</h3>
          <ul className="ww-compact">
            {n.recipes.map((r) => (
              <li key={r.item}>
                {r.name}: roll {r.printedRoll} → {r.needed}
              </li>
            ))}
          </ul>
        </>
      )}
      {n.fx.unequippedWeapons.length === 0 ? null : (
        <p>
          Usable without equipping:{' '}
          {n.fx.unequippedWeapons.map((w) => allItems().find((i) => i.id === w)?.name).join(', ')}
        </p>
      )}
      {n.fx.abilities.length === 0 ? null : (
        <ul className="ww-compact">
          {n.fx.abilities.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      )}
      <RulingNote id="M-01" />
    </div>
  );
}
