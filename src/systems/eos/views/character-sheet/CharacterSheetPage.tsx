import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CharacterRecord } from '../../../../db';
import type { CharacterSheet } from '../../rules';
import { AssignPointsPanel } from './AssignPointsPanel';
import type { HpNote } from './derive-sheet';
import { sheetOf } from './sheet-of';
import { ArmorSection, HealthSection, MovementSection, StatsSection, SurvivalSection } from './DerivedSections';
import { GearSection } from './GearSection';
import { InventorySection } from './InventorySection';
import { HpPanel } from './HpPanel';
import { LevelUpWizard } from './LevelUpWizard';
import { NotesSection } from './NotesSection';
import { ProgressSection } from './ProgressSection';
import { SheetHeader, SheetViolations } from './SheetHeader';
import { useSheetUi } from './sheet-ui-store';
import { SkillsSection } from './SkillsSection';
import { TimePassesPanel } from './TimePassesPanel';
import { useCharacter } from './use-character';
import { WeaponsSection } from './WeaponsSection';
import { eosPaths } from '../../paths';
import { paths } from '../../../../app/paths';

/** /characters/:characterId — the live character sheet: every derived number with its formula, editable in place. */
export function CharacterSheetPage() {
  const { t } = useTranslation('eos-sheet');
  const { characterId } = useParams();
  const data = useCharacter(characterId);
  const panel = useSheetUi((s) => s.panel);
  const status = useSheetUi((s) => s.status);
  const reset = useSheetUi((s) => s.reset);

  // The open flow and typed experience belong to this character and this visit.
  useEffect(() => reset, [reset, characterId]);

  // Back from a flow (level-up, time passes), the player lands on the sheet's title, where the outcome is announced.
  const title = useRef<HTMLHeadingElement>(null);
  const lastPanel = useRef(panel);
  useEffect(() => {
    if (panel === 'sheet' && lastPanel.current !== 'sheet') title.current?.focus();
    lastPanel.current = panel;
  }, [panel]);

  // The campaign's house-rule switches decide the readings the sheet follows (e.g. Dwarf cloaks, damaged gear). Worked
  // out once per stored character: opening a panel or typing in a field does not sum the build up again.
  const stored = data?.character;
  const houseRules = data?.campaign?.houseRules;
  const view = useMemo(() => (stored ? sheetOf(stored, houseRules) : null), [stored, houseRules]);

  if (data === null) {
    return (
      <section className="page" aria-labelledby="sheet-title">
        <h1 id="sheet-title">{t('missing.title')}</h1>
        <p>
          {t('missing.text')} <Link to={paths.campaigns()}>{t('missing.back')}</Link>.
        </p>
      </section>
    );
  }

  if (data === undefined || view === null) return <p className="empty">{t('loading')}</p>;

  const { character, campaign } = data;
  const sheet = view.kind === 'sheet' ? view.sheet : null;

  return (
    <section className="page sheet-page" aria-labelledby="sheet-title">
      <SheetHeader character={character} campaign={campaign} sheet={sheet} titleRef={title} />
      <p className="status-line" role="status">
        {status}
      </p>
      {view.kind === 'unreadable' ? (
        <div className="notice notice-error">
          <p>{t('unreadable.screen', { message: view.message })}</p>
          <Link className="button primary" to={eosPaths.editCharacter(character.id)}>
            {t('unreadable.edit', { name: character.name })}
          </Link>
        </div>
      ) : panel === 'level-up' ? (
        <LevelUpWizard character={character} />
      ) : panel === 'time-passes' ? (
        <TimePassesPanel character={character} />
      ) : panel === 'assign-points' ? (
        <AssignPointsPanel character={character} />
      ) : (
        <SheetBody character={character} sheet={view.sheet} hpNote={view.hpNote} />
      )}
    </section>
  );
}

function SheetBody({
  character,
  sheet,
  hpNote,
}: {
  character: CharacterRecord;
  sheet: CharacterSheet;
  hpNote: HpNote | null;
}) {
  // The first screen (HP, stats, health, progress) comes with the page; the sections below it a moment later, so a tap
  // on a name shows the sheet without waiting for all of it.
  const rest = useDeferredValue(true, false);
  return (
    <>
      <SheetViolations draft={character.draft} violations={sheet.violations} />
      <HpPanel character={character} sheet={sheet} hpNote={hpNote} />
      <div className="sheet-grid">
        <StatsSection sheet={sheet} />
        <HealthSection sheet={sheet} />
        <ProgressSection character={character} sheet={sheet} />
        {rest && (
          <>
            <MovementSection sheet={sheet} />
            <ArmorSection sheet={sheet} />
            <SurvivalSection sheet={sheet} />
            <WeaponsSection sheet={sheet} />
            <SkillsSection sheet={sheet} />
            <GearSection character={character} sheet={sheet} />
            <InventorySection character={character} />
            <NotesSection character={character} />
          </>
        )}
      </div>
    </>
  );
}
