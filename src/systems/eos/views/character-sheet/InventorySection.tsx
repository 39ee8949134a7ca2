import { useId, useMemo, useState, type FormEvent } from 'react';
import type { CharacterRecord } from '../../../../db';
import {
  INVENTORY_ITEM_KINDS,
  RulesError,
  getRace,
  inventoryReport,
  type InventoryItemKind,
  type InventoryLine,
  type InventoryReport,
} from '../../rules';
import { SheetSection } from './DerivedSections';
import { addInventoryItem, changeInventoryItem, removeInventoryItem } from './inventory-writes';
import { useSheetMode } from './sheet-mode';
import { useSheetUi } from './sheet-ui-store';
import { failureMessage } from '../../../../core/ui/failure-message';

const KIND_LABEL: Record<InventoryItemKind, string> = {
  xs: 'Extra-small (XS): 10 to a space',
  s: 'Small (S): 1 space',
  m: 'Medium (M): up to 10',
  l: 'Large (L): up to 100',
  xl: 'Extra-large (XL): up to 1,000',
  torch: 'Torch: 5 slots',
  'bushcraft-container': 'Bushcraft container: 12 slots, holds 10',
  tent: 'Tent, folded: 10 per person',
  'hip-pouch': 'Hip pouch, packed (M)',
  'item-pouch': '[Item] pouch, packed (M)',
  backpack: 'Backpack, packed (L)',
  'item-backpack': '[Item] backpack, packed (L)',
};

type Report = { ok: true; report: InventoryReport } | { ok: false; message: string };

function reportOf(character: CharacterRecord): Report {
  try {
    if (character.build.raceId === '') return { ok: false, message: 'choose a race first.' };
    return { ok: true, report: inventoryReport(getRace(character.build.raceId), character.gear) };
  } catch (error) {
    if (error instanceof RulesError) return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * The inventory as the rules count it: each worn pouch and backpack (and carried Bushcraft container) with the slots
 * its items take against what it holds, what is in hand, and a warning for everything that does not fit. On screen the
 * player adds, moves and removes stacks; the print view lists them.
 */
export function InventorySection({ character }: { character: CharacterRecord }) {
  const mode = useSheetMode();
  const result = useMemo(() => reportOf(character), [character]);
  if (!result.ok) {
    return (
      <SheetSection id="inventory" title="Inventory">
        <p className="field-error">The inventory cannot be counted: {result.message}</p>
      </SheetSection>
    );
  }
  const { report } = result;
  const warnings = report.problems.filter((p) => p.severity === 'does-not-fit');
  const notes = report.problems.filter((p) => p.severity === 'note');
  return (
    <SheetSection id="inventory" title="Inventory">
      <p className="sheet-fact-note">
        Worn: up to {report.carry.items} items in the carry slots ({report.carry.formula}).
      </p>
      {warnings.length > 0 && (
        <div className="notice notice-warning inventory-warnings" role="group" aria-label="Does not fit">
          <p>
            <strong>Does not fit:</strong>
          </p>
          <ul>
            {warnings.map((p) => (
              <li key={`${p.itemId ?? ''}:${p.containerId ?? ''}:${p.message}`}>{p.message}</li>
            ))}
          </ul>
        </div>
      )}
      {report.containers.length === 0 && report.inHand.length === 0 ? (
        <p className="sheet-none">
          No pouch or backpack worn in a carry slot. Wear one in the builder to carry items in it.
        </p>
      ) : (
        <ul className="inventory-containers">
          {report.containers.map((container) => (
            <li key={container.id} className={container.used > container.capacity.slots ? 'inventory-over' : undefined}>
              <h3 className="inventory-container-name">
                {container.name}{' '}
                <span className="sheet-fact-note">
                  {container.used} of {container.capacity.slots} slots ({container.capacity.formula})
                  {container.holdsOnly !== null && ` · holds only ${container.holdsOnly || '(say what)'}`}
                </span>
              </h3>
              <InventoryLines character={character} lines={container.lines} report={report} />
            </li>
          ))}
          {report.inHand.length > 0 && (
            <li>
              <h3 className="inventory-container-name">In hand</h3>
              <InventoryLines character={character} lines={report.inHand} report={report} />
            </li>
          )}
        </ul>
      )}
      {notes.map((p) => (
        <p key={p.message} className="sheet-fact-note">
          {p.message}
        </p>
      ))}
      {mode === 'screen' && <AddInventoryItem character={character} report={report} />}
    </SheetSection>
  );
}

function InventoryLines({
  character,
  lines,
  report,
}: {
  character: CharacterRecord;
  lines: readonly InventoryLine[];
  report: InventoryReport;
}) {
  const mode = useSheetMode();
  const succeeded = useSheetUi((s) => s.succeeded);
  const [error, setError] = useState<{ itemId: string; message: string } | null>(null);

  async function write(itemId: string, action: () => Promise<unknown>, done: string) {
    try {
      await action();
      setError(null);
      succeeded(done);
    } catch (e) {
      setError({ itemId, message: failureMessage(e) });
    }
  }

  if (lines.length === 0) return <p className="sheet-none">Empty.</p>;
  return (
    <ul className="inventory-lines">
      {lines.map(({ item, counted }) => (
        <li key={item.id}>
          <span className="sheet-line-name">
            {item.name}
            {item.count > 1 && ` ×${item.count}`}{' '}
            <span className="sheet-fact-note">
              {counted.slots} slots ({counted.formula})
            </span>
          </span>
          {mode === 'screen' && (
            <span className="inventory-controls">
              <label className="field">
                <span className="visually-hidden">Where {item.name} is</span>
                <select
                  value={item.in ?? ''}
                  onChange={(e) =>
                    void write(
                      item.id,
                      () => changeInventoryItem(character.id, item.id, { in: e.target.value || null }),
                      `${item.name} moved.`,
                    )
                  }
                >
                  <option value="">In hand</option>
                  {report.containers
                    .filter((c) => c.id !== item.id)
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                </select>
              </label>
              <button
                type="button"
                className="button"
                onClick={() =>
                  void write(item.id, () => removeInventoryItem(character.id, item.id), `${item.name} removed.`)
                }
              >
                Remove<span className="visually-hidden"> {item.name}</span>
              </button>
            </span>
          )}
          {error?.itemId === item.id && (
            <p className="field-error" role="alert">
              {error.message}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function AddInventoryItem({ character, report }: { character: CharacterRecord; report: InventoryReport }) {
  const succeeded = useSheetUi((s) => s.succeeded);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<InventoryItemKind>('s');
  const [count, setCount] = useState('1');
  const [persons, setPersons] = useState('1');
  const [into, setInto] = useState(report.containers[0]?.id ?? '');
  const [type, setType] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const target = report.containers.find((c) => c.id === into);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const holds = target?.holdsOnly ? type.trim() || target.holdsOnly : type.trim();
      await addInventoryItem(character.id, {
        name,
        kind,
        count: Number(count),
        ...(kind === 'tent' ? { persons: Number(persons) } : {}),
        ...(holds ? { type: holds } : {}),
        in: into || null,
      });
      setError(null);
      setName('');
      succeeded(`${name.trim()} added to the inventory.`);
    } catch (e) {
      setError(failureMessage(e));
    }
  }

  return (
    <form className="inventory-add" onSubmit={submit} aria-label="Add to the inventory">
      <label className="field">
        Item
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder="Torches, arrows, rope…" />
      </label>
      <label className="field">
        Size
        <select value={kind} onChange={(e) => setKind(e.target.value as InventoryItemKind)}>
          {INVENTORY_ITEM_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABEL[k]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        How many
        <input
          inputMode="numeric"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      {kind === 'tent' && (
        <label className="field">
          Persons it houses
          <input inputMode="numeric" value={persons} onChange={(e) => setPersons(e.target.value)} />
        </label>
      )}
      <label className="field">
        Put it in
        <select value={into} onChange={(e) => setInto(e.target.value)}>
          {report.containers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          <option value="">In hand</option>
        </select>
      </label>
      {target?.holdsOnly !== null && target !== undefined && (
        <label className="field">
          What it is ({target.name} holds only {target.holdsOnly || 'one type'})
          <input value={type} onChange={(e) => setType(e.target.value)} placeholder={target.holdsOnly ?? ''} />
        </label>
      )}
      <button type="submit" className="button">
        Add to inventory
      </button>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
