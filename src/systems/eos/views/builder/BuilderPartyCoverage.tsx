import { PartyCoverageHint } from '../components/PartyCoverageHint';
import { useBuilder } from './builder-store';
import { useCharacters } from '../../../../db/react';

/** The coverage hint on the skills step: the rest of the party plus the character being built, as it is now. */
export function BuilderPartyCoverage() {
  const campaignId = useBuilder((s) => s.campaignId);
  const characterId = useBuilder((s) => s.characterId);
  const draft = useBuilder((s) => s.draft);
  const party = useCharacters(campaignId ?? undefined);
  if (party === undefined) return null;
  const others = party.filter((c) => c.id !== characterId);
  return (
    <PartyCoverageHint
      members={[...others, { name: draft.name.trim() || 'this character', build: draft.build }]}
      headingLevel={3}
    />
  );
}
