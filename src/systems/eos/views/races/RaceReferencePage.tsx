import { useDeferredValue, useState } from 'react';
import { listRaces, type SizeCategoryId } from '../../rules';
import { matchesSearch } from '../../../../core/ui/search';
import { RaceCard } from './RaceCard';

type SizeFilter = 'all' | SizeCategoryId;

/** Cards drawn with the page itself: a screenful on a tablet in portrait. */
const FIRST_CARDS = 6;

const sizeOptions: { value: SizeFilter; label: string }[] = [
  { value: 'all', label: 'All sizes' },
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
  { value: 'xl', label: 'Extra-large' },
];

/** Eos's race reference: every playable race with its card numbers and specials, a quick reference at the table. */
export function RaceReferencePage() {
  const [query, setQuery] = useState('');
  const [size, setSize] = useState<SizeFilter>('all');
  const deferredQuery = useDeferredValue(query);
  // The first screenful of cards comes with the page; the rest a moment later,
  // without holding up the first paint.
  const cards = useDeferredValue(Infinity, FIRST_CARDS);
  const races = listRaces().filter(
    (race) =>
      (size === 'all' || race.sizeCategory === size) &&
      matchesSearch(deferredQuery, race.name, race.tagline, ...race.specials.flatMap((s) => [s.name, s.text])),
  );

  return (
    <section className="page" aria-labelledby="races-title">
      <h1 id="races-title">Races of Eos</h1>
      <p className="lede">
        The {listRaces().length} playable races with the numbers from their cards. Open a special to read it in full.
      </p>
      <div className="toolbar">
        <label className="field">
          Search races and specials
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="regenerates, stealth, fishing…"
          />
        </label>
        <label className="field">
          Size
          <select value={size} onChange={(e) => setSize(e.target.value as SizeFilter)}>
            {sizeOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <p aria-live="polite">
          {races.length} of {listRaces().length} races
        </p>
      </div>
      {races.length === 0 ? (
        <p className="empty">No race matches. Clear the search or choose another size.</p>
      ) : (
        <ul className="card-grid race-grid">
          {races.slice(0, cards).map((race) => (
            <RaceCard key={race.id} race={race} />
          ))}
        </ul>
      )}
    </section>
  );
}
