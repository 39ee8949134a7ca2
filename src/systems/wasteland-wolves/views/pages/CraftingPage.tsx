import { useState } from 'react';
import {
  MATERIAL_IDS,
  addToInventory,
  allRecipes,
  bandYield,
  craft,
  craftOptions,
  eventOdds,
  giftBand,
  itemOf,
  requireRollTotal,
  rollTurnEvents,
  scavengeItems,
  scavengeOdds,
  scavengeWithRoll,
  stockIds,
  stockName,
  throwRollDice,
  type CraftOption,
  type Inventory,
  type Item,
  type PerkBuild,
  type RecipeView,
  type StockId,
  type WwHouseRules,
} from '../../rules';
import { GameGate, WwNav } from '../components/GameGate';
import { CheckField, NumberField, RulingNote, SelectField } from '../components/fields';
import { PlayerSelect, usePlayerChoice } from '../components/PerksSource';
import type { WwGameView } from '../data/hooks';
import type { WwPlayerRecord } from '../data/ww-data';
import { useWw } from '../data/ww-data-context';
import { attempt, errorText, percent } from '../format';
import '../ww.css';

const EVENT_NAMES = {
  illness: 'Illness',
  bleeding: 'Bleeding',
  'small-gift': 'Small gift',
  'large-gift': 'Large gift',
} as const;

export function CraftingPage() {
  return <GameGate>{(game) => <Crafting game={game} />}</GameGate>;
}

function foundText(found: Inventory): string {
  const lines = (Object.entries(found) as [StockId, number][]).map(([id, n]) => `${n} ${stockName(id)}`);
  return lines.length === 0 ? 'nothing' : lines.join(', ');
}

function Crafting({ game }: { game: WwGameView }) {
  const [playerId, setPlayerId] = useState('');
  const { list, record, perks } = usePlayerChoice(playerId);
  return (
    <section className="page ww-page">
      <WwNav />
      <h1>Crafting and scavenging</h1>
      <div className="ww-row">
        <PlayerSelect value={playerId} list={list} onChange={setPlayerId} />
      </div>
      <Workbench key={record?.id ?? 'none'} record={record} perks={perks} rules={game.rules} />
    </section>
  );
}

function Workbench({
  record,
  perks,
  rules,
}: {
  record: WwPlayerRecord | undefined;
  perks: PerkBuild;
  rules: WwHouseRules;
}) {
  const { data, random } = useWw();
  const [inventory, setInventory] = useState<Inventory>(record?.system.inventory ?? {});
  const [roll, setRoll] = useState(Number.NaN);
  const [said, setSaid] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [onlyNow, setOnlyNow] = useState(false);
  const [dirty, setDirty] = useState(false);

  const typed = Number.isFinite(roll) ? attempt(() => requireRollTotal(roll, rules)) : null;
  const rollOk = typed !== null && typed.ok;
  const options = rollOk ? attempt(() => craftOptions(inventory, roll, perks, rules)) : null;
  const recipes = attempt(() => allRecipes(perks, rules));

  const change = (next: Inventory, message: string) => {
    setInventory(next);
    setDirty(true);
    setSaid(message);
  };
  const throwDice = () => {
    const thrown = throwRollDice(random, rules);
    setRoll(thrown.total);
    setSaid(
      `Rolled ${thrown.total}${thrown.dice.length > 1 ? ` (${thrown.dice.join(' + ')})` : ''} on ${rules.rollDice}.`,
    );
  };
  const doScavenge = () => {
    if (!rollOk) return setSaid('Type or roll the scavenging roll first.');
    const result = attempt(() => scavengeWithRoll(roll, random, rules));
    if (!result.ok) return setSaid(result.message);
    const next = attempt(() => addToInventory(inventory, result.value.found));
    if (!next.ok) return setSaid(next.message);
    change(
      next.value,
      result.value.band === null
        ? `Roll ${roll}: below 6, nothing found.`
        : `Roll ${roll} (${result.value.band}): found ${foundText(result.value.found)}.`,
    );
  };
  const doCraft = (option: CraftOption, times: number) => {
    const next = attempt(() => craft(inventory, option.item, times, roll, perks, rules));
    if (!next.ok) return setSaid(next.message);
    change(
      next.value,
      `Crafted ${option.name}${times > 1 ? ` ×${times}` : ''}: now ${next.value[option.item] ?? 0} held.`,
    );
  };
  const doEvents = () => {
    const events = attempt(() => rollTurnEvents(random, perks, rules));
    if (!events.ok) return setSaid(events.message);
    let next = inventory;
    const lines: string[] = [];
    for (const e of events.value) {
      if (e === 'small-gift' || e === 'large-gift') {
        const found = scavengeItems(giftBand(e), random, rules);
        next = addToInventory(next, found);
        lines.push(`${EVENT_NAMES[e]}: ${foundText(found)}`);
      } else lines.push(`${EVENT_NAMES[e]}: record it on the game page`);
    }
    if (next !== inventory) change(next, '');
    setSaid(events.value.length === 0 ? 'Start of turn: nothing happens.' : `Start of turn: ${lines.join('; ')}.`);
  };
  const save = async () => {
    if (record === undefined) return;
    setSaving(true);
    try {
      await data.updatePlayer({ ...record, system: { ...record.system, inventory } });
      setSaveError(null);
      setDirty(false);
      setSaid(`${record.name}’s inventory is saved.`);
    } catch (e) {
      setSaveError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const shown: readonly (RecipeView | CraftOption)[] = options?.ok
    ? options.value.filter((o) => !onlyNow || o.canCraft)
    : recipes.ok
      ? recipes.value
      : [];

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      {said === '' ? null : <p className="ww-message">{said}</p>}
      <div className="ww-split">
        <div>
          <h2>The roll</h2>
          <div className="ww-row">
            <NumberField
              label="Roll"
              value={roll}
              onChange={setRoll}
              error={typed !== null && !typed.ok ? typed.message : null}
              hint={`On ${rules.rollDice}; crafting needs the recipe’s roll or more.`}
            />
            <button type="button" className="button" onClick={throwDice}>
              Roll the dice
            </button>
            <button type="button" className="button primary" onClick={doScavenge}>
              Scavenge with this roll
            </button>
          </div>
          <RulingNote id="M-02" />
          <h2>Recipes</h2>
          <CheckField label="Only what I can craft now" checked={onlyNow} onChange={setOnlyNow} />
          {options !== null && !options.ok ? (
            <p className="notice notice-error" role="alert">
              {options.message}
            </p>
          ) : null}
          <ul className="ww-recipes">
            {shown.map((r) => (
              <RecipeCard key={r.item} recipe={r} onCraft={'canCraft' in r ? (times) => doCraft(r, times) : null} />
            ))}
          </ul>
          {shown.length === 0 ? <p className="empty">Nothing can be crafted with this roll and inventory.</p> : null}
        </div>
        <aside className="ww-aside" aria-label="Inventory">
          <h2>Inventory{record === undefined ? ' (scratch)' : `: ${record.name}`}</h2>
          <InventoryEditor inventory={inventory} onChange={(next) => change(next, '')} />
          {record === undefined ? (
            <p className="muted">Choose a player to keep what is found and made.</p>
          ) : (
            <button type="button" className="button primary" onClick={() => void save()} disabled={saving || !dirty}>
              {saving ? 'Saving…' : dirty ? 'Save inventory' : 'Inventory saved'}
            </button>
          )}
          {saveError === null ? null : (
            <p className="notice notice-error" role="alert">
              {saveError}
            </p>
          )}
          <Events perks={perks} rules={rules} onRoll={doEvents} />
        </aside>
      </div>
      <ScavengeTable rules={rules} />
    </>
  );
}

function InventoryEditor({ inventory, onChange }: { inventory: Inventory; onChange: (next: Inventory) => void }) {
  const [adding, setAdding] = useState<StockId>('arrows');
  const held = stockIds().filter((id) => (MATERIAL_IDS as readonly string[]).includes(id) || (inventory[id] ?? 0) > 0);
  const set = (id: StockId, value: number) => onChange({ ...inventory, [id]: Number.isFinite(value) ? value : 0 });
  return (
    <>
      <div className="ww-row">
        {held.map((id) => (
          <NumberField key={id} label={stockName(id)} value={inventory[id] ?? 0} min={0} onChange={(v) => set(id, v)} />
        ))}
      </div>
      <div className="ww-row">
        <SelectField
          label="Add an item"
          value={adding}
          options={stockIds()
            .filter((id) => !held.includes(id))
            .map((id) => ({ value: id, label: stockName(id) }))}
          onChange={setAdding}
        />
        <button type="button" className="button" onClick={() => set(adding, (inventory[adding] ?? 0) + 1)}>
          Add one
        </button>
      </div>
    </>
  );
}

function itemNumbers(item: Item): string {
  const parts: string[] = [];
  if (item.weapon) {
    const w = item.weapon;
    parts.push(`Damage ${w.damage.min}-${w.damage.max} ${w.damage.type}`);
    if (w.range > 0) parts.push(`range ${w.range}`);
    if (w.accuracy) parts.push(`accuracy ${w.accuracy.map((a) => `${a.distance}/${a.percent}`).join(' ')}`);
    if (w.ammo) parts.push(`${w.ammo.perAttack} ${stockName(w.ammo.item)} an attack`);
  }
  if (item.armour) {
    parts.push(`${item.armour.shock}% shock, ${item.armour.ballistic}% ballistic resistance`);
  }
  return parts.join(' · ');
}

function RecipeCard({
  recipe,
  onCraft,
}: {
  recipe: RecipeView | CraftOption;
  onCraft: ((times: number) => void) | null;
}) {
  const [times, setTimes] = useState('1');
  const item = itemOf(recipe.item);
  const option = 'canCraft' in recipe ? recipe : null;
  const r = recipe.recipe;
  return (
    <li className={`card${option?.canCraft ? ' ww-can' : ''}`} aria-label={recipe.name}>
      <h3>{recipe.name}</h3>
      <p>
        Roll <strong>{recipe.needed}</strong>
        {recipe.reduction > 0 ? ` (printed ${recipe.printedRoll}, −${recipe.reduction} perk)` : ''} ·{' '}
        {percent(recipe.chance.p)} on the dice
      </p>
      <p>
        {r.materials.map((m) => `${m.count} ${stockName(m.item)}`).join(', ')} → {r.makes} {item.name}
        {r.upTo > 1 ? ` (up to ${r.upTo} at once)` : ''}
      </p>
      {itemNumbers(item) === '' ? null : <p className="muted">{itemNumbers(item)}</p>}
      <details>
        <summary>As printed</summary>
        <p className="ww-quote">{item.printed.join(' · ')}</p>
      </details>
      {option === null ? null : option.canCraft ? (
        <div className="ww-actions">
          {option.maxTimes > 1 ? (
            <SelectField
              label={`How many ${recipe.name}`}
              value={times}
              options={Array.from({ length: option.maxTimes }, (_, i) => ({
                value: String(i + 1),
                label: `×${i + 1}`,
              }))}
              onChange={setTimes}
            />
          ) : null}
          <button
            type="button"
            className="button primary"
            onClick={() => onCraft?.(Math.min(Number(times), option.maxTimes))}
          >
            Craft {recipe.name}
          </button>
        </div>
      ) : (
        <p className="ww-refusal">
          {!option.rollMet ? `Needs a roll of ${option.needed}. ` : ''}
          {option.missing.length > 0
            ? `Missing ${option.missing.map((m) => `${m.need - m.have} ${m.name}`).join(', ')}.`
            : ''}
        </p>
      )}
    </li>
  );
}

function Events({ perks, rules, onRoll }: { perks: PerkBuild; rules: WwHouseRules; onRoll: () => void }) {
  const odds = attempt(() => eventOdds(perks, rules));
  return (
    <section aria-labelledby="ww-events">
      <h2 id="ww-events">Start of the turn</h2>
      {odds.ok ? (
        <ul className="ww-compact">
          {odds.value.events.map((e) => (
            <li key={e.id}>
              {EVENT_NAMES[e.id]} {e.percent}%
            </li>
          ))}
          <li>Nothing {percent(odds.value.none.p)}</li>
        </ul>
      ) : null}
      <button type="button" className="button" onClick={onRoll}>
        Roll the start-of-turn events
      </button>
      <RulingNote id="A-08" />
    </section>
  );
}

function ScavengeTable({ rules }: { rules: WwHouseRules }) {
  const odds = scavengeOdds(rules);
  return (
    <section aria-labelledby="ww-scavenging">
      <h2 id="ww-scavenging">Scavenging by roll</h2>
      <p>
        Nothing found: {percent(odds.nothing.p)} (below 6). Expected a scavenge:{' '}
        {odds.expected.map((e) => `${e.expected.p.toFixed(2)} ${stockName(e.item)}`).join(', ')}.
      </p>
      <div className="ww-recipes">
        {odds.bands.map((b) => (
          <div key={b.band} className="card">
            <h3>
              Roll {b.band} · {percent(b.chance.p)}
            </h3>
            <ul className="ww-compact">
              {bandYield(b.band, rules).map((line) => (
                <li key={line.item}>
                  {line.count}× {stockName(line.item)}
                  {line.halfChance
                    ? ` (half chance: ${line.counts.map((c) => `${c.value} ${percent(c.p)}`).join(', ')})`
                    : ''}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <RulingNote id="A-09" />
    </section>
  );
}
