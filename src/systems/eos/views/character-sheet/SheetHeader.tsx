import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortraitBadge } from '../components/PortraitBadge';
import type { CampaignRecord, CharacterRecord } from '../../../../db';
import type { CharacterSheet, Violation } from '../../rules';
import { sizeLabel } from './format';
import { eosPaths } from '../../paths';

/** Portrait, name, race, size and level, the draft badge with what is wrong, and the links out of the sheet. */
export function SheetHeader({
  character,
  campaign,
  sheet,
  titleRef,
}: {
  character: CharacterRecord;
  campaign: CampaignRecord | undefined;
  sheet: CharacterSheet | null;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('eos-sheet');
  return (
    <header className="sheet-header">
      <PortraitBadge portrait={character.portrait} name={character.name} size="large" />
      <div className="sheet-identity">
        <h1 id="sheet-title" ref={titleRef} tabIndex={-1}>
          {character.name}
          {character.draft && <span className="badge badge-draft">{t('header.draft')}</span>}
        </h1>
        {sheet && (
          <p className="sheet-subtitle">
            {sheet.raceName} · {sizeLabel(t, sheet.sizeCategory)} · {t('header.level', { level: sheet.level.value })}
          </p>
        )}
      </div>
      <nav className="sheet-links" aria-label={t('header.nav')}>
        <Link className="button" to={eosPaths.campaign(character.campaignId)}>
          ← {campaign ? campaign.name : t('header.campaign')}
        </Link>
        <Link className="button" to={eosPaths.editCharacter(character.id)}>
          {t('header.edit')}
          <span className="visually-hidden"> {t('header.editHidden', { name: character.name })}</span>
        </Link>
        <Link className="button" to={eosPaths.printCharacter(character.id)}>
          {t('header.print')}
          <span className="visually-hidden"> {t('header.printHidden', { name: character.name })}</span>
        </Link>
      </nav>
    </header>
  );
}

/** What the build breaks, in plain words: for a draft (saved with problems) or a character whose gear or stats drifted. */
export function SheetViolations({ draft, violations }: { draft: boolean; violations: readonly Violation[] }) {
  const { t } = useTranslation('eos-sheet');
  if (violations.length === 0) return null;
  return (
    <section className="notice notice-error sheet-violations" aria-labelledby="violations-title">
      <h2 id="violations-title">
        {t(draft ? 'violations.draft' : 'violations.character', { count: violations.length })}
      </h2>
      <ul>
        {violations.map((v) => (
          <li key={`${v.code}:${v.field}`}>{v.message}</li>
        ))}
      </ul>
    </section>
  );
}
