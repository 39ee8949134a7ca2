import { useId } from 'react';
import { characterStats, partyCoverage, RulesError, type PartyMemberBuild } from '../../rules';

/** Members whose builds the engine can sum up; a draft with malformed numbers is left out of the hint. */
function readable(members: readonly PartyMemberBuild[]): PartyMemberBuild[] {
  return members.filter(({ build }) => {
    try {
      characterStats(build);
      return true;
    } catch (error) {
      if (error instanceof RulesError) return false;
      throw error;
    }
  });
}

/**
 * The book's "Advice on Skills" against the party (partyCoverage): which key survival skills nobody has yet, each with
 * the advice quoted. `members` includes the character being built, if any.
 */
export function PartyCoverageHint({
  members,
  headingLevel = 2,
}: {
  members: readonly PartyMemberBuild[];
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const party = readable(members);
  if (party.length === 0) return null;
  const coverage = partyCoverage(party);
  const missing = coverage.filter((advice) => !advice.met);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className="coverage-hint" aria-labelledby={headingId}>
      <Heading id={headingId}>Party skills: the book’s advice</Heading>
      {missing.length === 0 ? (
        <p>The party follows all {coverage.length} pieces of the book’s advice on skills.</p>
      ) : (
        <>
          <p>
            {missing.length} of {coverage.length} key skill needs are not covered yet:
          </p>
          <ul aria-label="Key skills nobody has yet">
            {missing.map((advice) => (
              <li key={advice.id} title={advice.quote}>
                {advice.missing}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
