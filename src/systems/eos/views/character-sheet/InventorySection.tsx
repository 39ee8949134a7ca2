import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../../core/i18n/format';
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
import { formulaText } from './format';
import { addInventoryItem, changeInventoryItem, removeInventoryItem } from './inventory-writes';
import { useSheetMode } from './sheet-mode';
import { useSheetUi } from './sheet-ui-store';
import { failureMessage } from '../../../../core/ui/failure-message';

/** Why the inventory cannot be counted: no race yet (a key), or what the rules engine says. */
type Report = { ok: true; report: InventoryReport } | { ok: false; noRace: true } | { ok: false; message: string };

function reportOf(character: CharacterRecord): Report {
  try {
    if (character.build.raceId === '') return { ok: false, noRace: true };
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
  const { t } = useTranslation('eos-sheet');
  const formats = useFormats();
  const mode = useSheetMode();
  const result = useMemo(() => reportOf(character), [character]);
  if (!result.ok) {
    return (
      <SheetSection id="inventory" title={t('inventory.title')}>
        <p className="field-error">
          {t('inventory.uncounted', { message: 'noRace' in result ? t('inventory.noRace') : result.message })}
        </p>
      </SheetSection>
    );
  }
  const { report } = result;
  const warnings = report.problems.filter((p) => p.severity === 'does-not-fit');
  const notes = report.problems.filter((p) => p.severity === 'note');
  return (
    <SheetSection id="inventory" title={t('inventory.title')}>
      <p className="sheet-fact-note">
        {t('inventory.worn', { count: report.carry.items, formula: formulaText(report.carry.formula, t, formats) })}
      </p>
      {warnings.length > 0 && (
        <div className="notice notice-warning inventory-warnings" role="group" aria-label={t('inventory.doesNotFit')}>
          <p>
            <strong>{t('inventory.doesNotFitColon')}</strong>
          </p>
          <ul>
            {warnings.map((p) => (
              <li key={`${p.itemId ?? ''}:${p.containerId ?? ''}:${p.message}`}>{p.message}</li>
            ))}
          </ul>
        </div>
      )}
      {report.containers.length === 0 && report.inHand.length === 0 ? (
        <p className="sheet-none">{t('inventory.noContainer')}</p>
      ) : (
        <ul className="inventory-containers">
          {report.containers.map((container) => (
            <li key={container.id} className={container.used > container.capacity.slots ? 'inventory-over' : undefined}>
              <h3 className="inventory-container-name">
                {container.name}{' '}
                <span className="sheet-fact-note">
                  {t('inventory.containerUse', {
                    used: container.used,
                    count: container.capacity.slots,
                    formula: formulaText(container.capacity.formula, t, formats),
                  })}
                  {container.holdsOnly !== null &&
                    ` · ${t('inventory.holdsOnly', { what: container.holdsOnly || t('inventory.sayWhat') })}`}
                </span>
              </h3>
              <InventoryLines character={character} lines={container.lines} report={report} />
            </li>
          ))}
          {report.inHand.length > 0 && (
            <li>
              <h3 className="inventory-container-name">{t('inventory.inHand')}</h3>
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
  const { t } = useTranslation('eos-sheet');
  const formats = useFormats();
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

  if (lines.length === 0) return <p className="sheet-none">{t('inventory.empty')}</p>;
  return (
    <ul className="inventory-lines">
      {lines.map(({ item, counted }) => (
        <li key={item.id}>
          <span className="sheet-line-name">
            {item.name}
            {item.count > 1 && ` ×${item.count}`}{' '}
            <span className="sheet-fact-note">
              {t('inventory.slots', { count: counted.slots, formula: formulaText(counted.formula, t, formats) })}
            </span>
          </span>
          {mode === 'screen' && (
            <span className="inventory-controls">
              <label className="field">
                <span className="visually-hidden">{t('inventory.where', { name: item.name })}</span>
                <select
                  value={item.in ?? ''}
                  onChange={(e) =>
                    void write(
                      item.id,
                      () => changeInventoryItem(character.id, item.id, { in: e.target.value || null }),
                      t('inventory.moved', { name: item.name }),
                    )
                  }
                >
                  <option value="">{t('inventory.inHand')}</option>
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
                  void write(
                    item.id,
                    () => removeInventoryItem(character.id, item.id),
                    t('inventory.removed', { name: item.name }),
                  )
                }
              >
                {t('inventory.remove')}
                <span className="visually-hidden"> {item.name}</span>
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
  const { t } = useTranslation('eos-sheet');
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
      succeeded(t('inventory.added', { name: name.trim() }));
    } catch (e) {
      setError(failureMessage(e));
    }
  }

  return (
    <form className="inventory-add" onSubmit={submit} aria-label={t('inventory.addForm')}>
      <label className="field">
        {t('inventory.item')}
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder={t('inventory.itemPlaceholder')} />
      </label>
      <label className="field">
        {t('inventory.size')}
        <select value={kind} onChange={(e) => setKind(e.target.value as InventoryItemKind)}>
          {INVENTORY_ITEM_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`inventory.kind.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t('inventory.howMany')}
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
          {t('inventory.persons')}
          <input inputMode="numeric" value={persons} onChange={(e) => setPersons(e.target.value)} />
        </label>
      )}
      <label className="field">
        {t('inventory.putIn')}
        <select value={into} onChange={(e) => setInto(e.target.value)}>
          {report.containers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          <option value="">{t('inventory.inHand')}</option>
        </select>
      </label>
      {target?.holdsOnly !== null && target !== undefined && (
        <label className="field">
          {t('inventory.whatItIs', { name: target.name, what: target.holdsOnly || t('inventory.oneType') })}
          <input value={type} onChange={(e) => setType(e.target.value)} placeholder={target.holdsOnly ?? ''} />
        </label>
      )}
      <button type="submit" className="button">
        {t('inventory.add')}
      </button>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
