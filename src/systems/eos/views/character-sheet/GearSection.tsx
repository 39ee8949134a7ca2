import { useState } from 'react';
import { NumberStepper } from '../../../../core/ui/NumberStepper';
import type { CharacterRecord } from '../../../../db';
import type { CharacterSheet, GearLine } from '../../rules';
import { SheetSection } from './DerivedSections';
import { setGearTier } from './sheet-writes';
import { useSheetMode } from './sheet-mode';
import { useSheetUi } from './sheet-ui-store';
import { failureMessage } from '../../../../core/ui/failure-message';

const CATEGORY: Record<GearLine['category'], string> = {
  weapon: 'Weapon',
  armor: 'Armor',
  shield: 'Shield',
  clothing: 'Clothing',
  container: 'Container',
  toolkit: 'Toolkit',
};

/**
 * Every item with its current tier, editable in place: criticals lower a tier, and "Repair" brings it back to the tier it
 * was made at. Damaged gear shows both ("T3 (full T5)"). Adding or removing gear happens in the builder.
 */
export function GearSection({ character, sheet }: { character: CharacterRecord; sheet: CharacterSheet }) {
  const mode = useSheetMode();
  const [error, setError] = useState<{ itemId: string; message: string } | null>(null);
  const succeeded = useSheetUi((s) => s.succeeded);

  async function retier(line: GearLine, tier: number, verb: string) {
    try {
      await setGearTier(character.id, line.id, tier);
      setError(null);
      succeeded(`${line.name} ${verb} T${tier}.`);
    } catch (e) {
      setError({ itemId: line.id, message: failureMessage(e) });
    }
  }

  return (
    <SheetSection id="gear" title="Gear">
      {sheet.gear.length === 0 ? (
        <p className="sheet-none">No gear yet. Add weapons, armor and containers in the builder.</p>
      ) : (
        <ul className="sheet-gear">
          {sheet.gear.map((line) => (
            <li key={line.id} className={line.tier.damaged ? 'sheet-gear-damaged' : undefined}>
              <span className="sheet-line-name">
                {line.name} <span className="sheet-fact-note">{CATEGORY[line.category]}</span>
                <span className="sheet-tier" id={`gear-tier-${line.id}`}>
                  {' '}
                  {line.tier.text}
                  {!line.tier.damaged && <span className="visually-hidden"> (the tier it was made at)</span>}
                </span>
                {line.tier.damaged && <span className="badge badge-damaged">Damaged</span>}
              </span>
              {mode === 'screen' && (
                <span className="sheet-gear-controls">
                  <NumberStepper
                    label={`${line.name} tier`}
                    value={line.tier.tier}
                    min={0}
                    plusBlocked={line.tier.damaged ? null : `At T${line.tier.fullTier}, the tier it was made at.`}
                    plusReasonId={`gear-tier-${line.id}`}
                    onChange={(tier) => void retier(line, tier, tier < line.tier.tier ? 'damaged to' : 'repaired to')}
                  />
                  {line.tier.damaged && (
                    <button
                      type="button"
                      className="button"
                      onClick={() => void retier(line, line.tier.fullTier, 'repaired to')}
                    >
                      Repair<span className="visually-hidden"> {line.name}</span>
                    </button>
                  )}
                </span>
              )}
              {error?.itemId === line.id && (
                <p className="field-error" role="alert">
                  {error.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SheetSection>
  );
}
