import { useDeferredValue, useState } from 'react';
import { listRulings } from '../../rules';
import { matchesSearch } from '../../components/search';

const kinds: Record<string, string> = {
  C: 'Contradiction',
  A: 'Ambiguity',
  M: 'Missing definition',
  T: 'Typo',
  R: 'Our reading',
};

export function RulingsPage() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const rulings = listRulings().filter((r) =>
    matchesSearch(deferred, r.id, r.topic, r.quote, r.reading, r.alternative),
  );

  return (
    <section className="page" aria-labelledby="rulings-title">
      <h1 id="rulings-title">Rulings</h1>
      <p className="lede">
        Where the Eos rules contradict themselves, misprint a table or say nothing, the app follows the reading below.
        Rulings marked “house rule” can be switched to the other reading for a campaign.
      </p>
      <div className="toolbar">
        <label className="field">
          Search rulings
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="cold, crossbow, C-03…"
          />
        </label>
        <p aria-live="polite">
          {rulings.length} of {listRulings().length} rulings
        </p>
      </div>
      {rulings.length === 0 ? (
        <p className="empty">No ruling matches “{deferred}”.</p>
      ) : (
        <ul className="stack">
          {rulings.map((r) => (
            // The id lets a page link to the ruling it follows (/rulings#R-planner-4).
            <li key={r.id} id={r.id} className="ruling">
              <h2>
                <span className="badge">{r.id}</span> {r.topic}
              </h2>
              <p className="lede">
                {kinds[r.id[0] ?? 'R']}
                {r.houseRule ? ` · house rule: ${r.houseRule.label}` : ''}
              </p>
              <blockquote>{r.quote}</blockquote>
              <dl>
                <dt>The app’s reading</dt>
                <dd>{r.reading}</dd>
                <dt>The other reading</dt>
                <dd>{r.alternative}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
