import type { Ref } from 'react';
import { Link } from 'react-router';
import { PortraitBadge } from '../components/PortraitBadge';
import type { CampaignRecord, CharacterRecord } from '../../../../db';
import type { CharacterSheet, Violation } from '../../rules';
import { SIZE_LABEL } from './format';
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
  return (
    <header className="sheet-header">
      <PortraitBadge portrait={character.portrait} name={character.name} size="large" />
      <div className="sheet-identity">
        <h1 id="sheet-title" ref={titleRef} tabIndex={-1}>
          {character.name}
          {character.draft && <span className="badge badge-draft">Draft</span>}
        </h1>
        {sheet && (
          <p className="sheet-subtitle">
            {sheet.raceName} · {SIZE_LABEL[sheet.sizeCategory]} · Combat level {sheet.level.value}
          </p>
        )}
      </div>
      <nav className="sheet-links" aria-label="Character">
        <Link className="button" to={eosPaths.campaign(character.campaignId)}>
          ← {campaign ? campaign.name : 'Campaign'}
        </Link>
        <Link className="button" to={eosPaths.editCharacter(character.id)}>
          Edit<span className="visually-hidden"> {character.name} in the builder</span>
        </Link>
        <Link className="button" to={eosPaths.printCharacter(character.id)}>
          Print<span className="visually-hidden"> view of {character.name}</span>
        </Link>
      </nav>
    </header>
  );
}

/** What the build breaks, in plain words: for a draft (saved with problems) or a character whose gear or stats drifted. */
export function SheetViolations({ draft, violations }: { draft: boolean; violations: readonly Violation[] }) {
  if (violations.length === 0) return null;
  return (
    <section className="notice notice-error sheet-violations" aria-labelledby="violations-title">
      <h2 id="violations-title">
        {draft ? 'This draft breaks' : 'This character breaks'} {violations.length} rule
        {violations.length === 1 ? '' : 's'}
      </h2>
      <ul>
        {violations.map((v) => (
          <li key={`${v.code}:${v.field}`}>{v.message}</li>
        ))}
      </ul>
    </section>
  );
}
