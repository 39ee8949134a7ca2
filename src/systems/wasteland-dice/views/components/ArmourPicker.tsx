import { armourExamples, armourTables, helmetArmour, resistancesOf, torsoArmour, type Resistances } from '../../rules';
import { attempt, signed } from '../format';
import { NumberField, SelectField, TextField } from './fields';

type Slot = 'torso' | 'helmet';

const SLOT_WORDS = { torso: 'Torso armour', helmet: 'Helmet' } as const;

function cells(printed: string): string[] {
  return printed
    .split('|')
    .map((cell) => cell.trim())
    .filter((_cell, index, all) => index > 0 && index < all.length - 1);
}

function samePiece(a: Resistances, b: Resistances): boolean {
  return a.name === b.name && a.scratch === b.scratch && a.bite === b.bite && a.bullet === b.bullet;
}

/** The text's table for a slot, as printed, with the row the piece falls in marked. */
function PrintedTable({ slot, printedRow }: { slot: Slot; printedRow: string | null }) {
  const table = armourTables()[slot];
  const header = cells(table.header);
  return (
    <details className="wdc-table-details">
      <summary>The {slot === 'torso' ? 'Torso Armor' : 'Helmet Armor'} table</summary>
      <div className="wdc-table-scroll">
        <table className="wdc-armour-table">
          <thead>
            <tr>
              {header.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => {
              const match = row.printed === printedRow;
              return (
                <tr key={row.printed} className={match ? 'wdc-row-match' : undefined} aria-current={match || undefined}>
                  {cells(row.printed).map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * One armour slot: none, one of the text's named pieces (leather jacket, bulletproof vest, football helmet, military
 * helmet) or typed resistances, and the row of the text's table it falls in.
 */
export function ArmourPicker({
  slot,
  piece,
  onWear,
  onChange,
}: {
  slot: Slot;
  piece: Resistances | null;
  onWear: (piece: Resistances | null) => void;
  onChange: (patch: Partial<Resistances>) => void;
}) {
  const examples = armourExamples(slot);
  const chosen = piece === null ? 'none' : (examples.find((e) => samePiece(resistancesOf(e), piece))?.id ?? 'typed');
  const example = examples.find((e) => e.id === chosen);
  const options = [
    { value: 'none', label: slot === 'torso' ? 'No torso armour' : 'No helmet' },
    ...examples.map((e) => ({ value: e.id, label: `${e.name} (the text's example)` })),
    { value: 'typed', label: 'Other: type its resistances' },
  ];
  const result = attempt(() => (slot === 'torso' ? torsoArmour(piece) : helmetArmour(piece)));
  const row = result.ok ? result.value.row : null;

  function choose(value: string) {
    if (value === 'none') return onWear(null);
    const picked = examples.find((e) => e.id === value);
    if (picked !== undefined) return onWear(resistancesOf(picked));
    onWear({
      name: piece?.name ?? SLOT_WORDS[slot],
      scratch: piece?.scratch ?? 0,
      bite: piece?.bite ?? 0,
      bullet: piece?.bullet ?? 0,
    });
  }

  return (
    <fieldset className="wdc-fieldset wdc-armour-slot">
      <legend>{SLOT_WORDS[slot]}</legend>
      <SelectField label={`${SLOT_WORDS[slot]} worn`} value={chosen} options={options} onChange={choose} />
      {example === undefined ? null : <blockquote className="wdc-quote">“{example.quote}”</blockquote>}
      {piece === null ? null : (
        <div className="wdc-row-fields">
          <TextField label={`${SLOT_WORDS[slot]} name`} value={piece.name} onChange={(name) => onChange({ name })} />
          <NumberField
            label="Scratch %"
            value={piece.scratch}
            min={0}
            max={100}
            step={0.1}
            onChange={(scratch) => onChange({ scratch })}
          />
          <NumberField
            label="Bite %"
            value={piece.bite}
            min={0}
            max={100}
            step={0.1}
            onChange={(bite) => onChange({ bite })}
          />
          <NumberField
            label="Bullet %"
            value={piece.bullet}
            min={0}
            max={100}
            step={0.1}
            onChange={(bullet) => onChange({ bullet })}
          />
        </div>
      )}
      <p className="wdc-armour-result" aria-live="polite">
        {!result.ok
          ? result.message
          : piece === null
            ? 'Nothing worn: +0 melee, +0 ranged.'
            : `In dice combat: ${signed(result.value.melee)} melee defence, ${signed(result.value.ranged)} ranged defence` +
              ('movement' in result.value
                ? result.value.movement === 0
                  ? ', no penalty to movement or stealth.'
                  : `, ${signed(result.value.movement)} movement and ${signed(result.value.stealth)} stealth.`
                : ', no penalty.')}
      </p>
      <PrintedTable slot={slot} printedRow={row?.printed ?? null} />
    </fieldset>
  );
}
