import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormats } from '../../../../core/i18n/format';
import { PortraitBadge } from '../components/PortraitBadge';
import { ruleOptions } from '../../rules';
import { deriveSheet } from './derive-sheet';
import { ArmorSection, HealthSection, MovementSection, StatsSection, SurvivalSection } from './DerivedSections';
import { healthLabel, sheetNumber, sizeLabel } from './format';
import { GearSection } from './GearSection';
import { InventorySection } from './InventorySection';
import { NotesSection } from './NotesSection';
import { ProgressSection } from './ProgressSection';
import { SheetModeContext } from './sheet-mode';
import { SkillsSection } from './SkillsSection';
import { useCharacter } from './use-character';
import { WeaponsSection } from './WeaponsSection';
import { eosPaths } from '../../paths';
import { paths } from '../../../../app/paths';

/**
 * /characters/:characterId/print — the sheet on one page, black on white, every number with its short formula written
 * out, no navigation: what a player brings to a table without a tablet. Outside the app layout, so no header prints.
 */
export function PrintSheetPage() {
  const { t } = useTranslation('eos-sheet');
  const formats = useFormats();
  const n = (value: number) => sheetNumber(formats, value);
  const { characterId } = useParams();
  const data = useCharacter(characterId);

  if (data === undefined) return <p className="empty">{t('loading')}</p>;
  if (data === null) {
    return (
      <main className="print-sheet">
        <h1>{t('missing.title')}</h1>
        <p>
          <Link to={paths.campaigns()}>{t('missing.back')}</Link>
        </p>
      </main>
    );
  }
  const { character, campaign } = data;
  const view = deriveSheet(character, ruleOptions(campaign?.houseRules).character);

  return (
    <SheetModeContext.Provider value="print">
      <main className="print-sheet" aria-labelledby="sheet-title">
        <div className="print-toolbar">
          <Link className="button" to={eosPaths.character(character.id)}>
            ← {t('print.back')}
          </Link>
          <button type="button" className="button primary" onClick={() => window.print()}>
            {t('header.print')}
          </button>
        </div>
        <header className="print-header">
          <PortraitBadge portrait={character.portrait} name={character.name} />
          <div>
            <h1 id="sheet-title">
              {character.name}
              {character.draft ? ` ${t('print.draft')}` : ''}
            </h1>
            {view.kind === 'sheet' && (
              <p>
                {view.sheet.raceName} · {sizeLabel(t, view.sheet.sizeCategory)} ·{' '}
                {t('header.level', { level: view.sheet.level.value })} ·{' '}
                {t('print.exp', { exp: n(character.build.exp) })}
              </p>
            )}
          </div>
          {view.kind === 'sheet' && (
            <p className="print-hp">
              {t('unit.hp')} <strong>{n(view.sheet.currentHp.value)}</strong> / {n(view.sheet.maxHp.value)} ·{' '}
              {healthLabel(t, view.sheet.health)} ·{' '}
              {t('print.thresholds', {
                unconscious: n(view.sheet.unconsciousAt.value),
                dead: n(view.sheet.deadAt.value),
              })}
            </p>
          )}
        </header>
        {view.kind === 'unreadable' ? (
          <p>{t('unreadable.print', { message: view.message })}</p>
        ) : (
          <div className="print-grid">
            <StatsSection sheet={view.sheet} />
            <HealthSection sheet={view.sheet} />
            <ProgressSection character={character} sheet={view.sheet} />
            <MovementSection sheet={view.sheet} />
            <ArmorSection sheet={view.sheet} />
            <SurvivalSection sheet={view.sheet} />
            <WeaponsSection sheet={view.sheet} />
            <SkillsSection sheet={view.sheet} />
            <GearSection character={character} sheet={view.sheet} />
            <InventorySection character={character} />
            {view.sheet.violations.length > 0 && (
              <section className="card sheet-section">
                <h2>{t('print.broken')}</h2>
                <ul className="sheet-lines">
                  {view.sheet.violations.map((v) => (
                    <li key={`${v.code}:${v.field}`}>{v.message}</li>
                  ))}
                </ul>
              </section>
            )}
            <NotesSection character={character} />
          </div>
        )}
      </main>
    </SheetModeContext.Provider>
  );
}
