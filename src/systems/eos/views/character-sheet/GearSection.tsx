import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberStepper } from '../../../../core/ui/NumberStepper';
import type { CharacterRecord } from '../../../../db';
import type { CharacterSheet, GearLine } from '../../rules';
import { SheetSection } from './DerivedSections';
import { tierText } from './format';
import { setGearTier } from './sheet-writes';
import { useSheetMode } from './sheet-mode';
import { useSheetUi } from './sheet-ui-store';
import { failureMessage } from '../../../../core/ui/failure-message';

/**
 * Every item with its current tier, editable in place: criticals lower a tier, and "Repair" brings it back to the tier it
 * was made at. Damaged gear shows both ("T3 (full T5)"). Adding or removing gear happens in the builder.
 */
export function GearSection({ character, sheet }: { character: CharacterRecord; sheet: CharacterSheet }) {
  const { t } = useTranslation('eos-sheet');
  const mode = useSheetMode();
  const [error, setError] = useState<{ itemId: string; message: string } | null>(null);
  const succeeded = useSheetUi((s) => s.succeeded);

  async function retier(line: GearLine, tier: number, done: 'damaged' | 'repaired') {
    try {
      await setGearTier(character.id, line.id, tier);
      setError(null);
      succeeded(t(done === 'damaged' ? 'gear.damagedTo' : 'gear.repairedTo', { name: line.name, tier }));
    } catch (e) {
      setError({ itemId: line.id, message: failureMessage(e) });
    }
  }

  return (
    <SheetSection id="gear" title={t('gear.title')}>
      {sheet.gear.length === 0 ? (
        <p className="sheet-none">{t('gear.none')}</p>
      ) : (
        <ul className="sheet-gear">
          {sheet.gear.map((line) => (
            <li key={line.id} className={line.tier.damaged ? 'sheet-gear-damaged' : undefined}>
              <span className="sheet-line-name">
                {line.name} <span className="sheet-fact-note">{t(`gear.category.${line.category}`)}</span>
                <span className="sheet-tier" id={`gear-tier-${line.id}`}>
                  {' '}
                  {tierText(t, line.tier)}
                  {!line.tier.damaged && <span className="visually-hidden"> {t('gear.madeAt')}</span>}
                </span>
                {line.tier.damaged && <span className="badge badge-damaged">{t('gear.damaged')}</span>}
              </span>
              {mode === 'screen' && (
                <span className="sheet-gear-controls">
                  <NumberStepper
                    label={t('gear.tierLabel', { name: line.name })}
                    value={line.tier.tier}
                    min={0}
                    plusBlocked={line.tier.damaged ? null : t('gear.atFullTier', { tier: line.tier.fullTier })}
                    plusReasonId={`gear-tier-${line.id}`}
                    onChange={(tier) => void retier(line, tier, tier < line.tier.tier ? 'damaged' : 'repaired')}
                  />
                  {line.tier.damaged && (
                    <button
                      type="button"
                      className="button"
                      onClick={() => void retier(line, line.tier.fullTier, 'repaired')}
                    >
                      {t('gear.repair')}
                      <span className="visually-hidden"> {line.name}</span>
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
