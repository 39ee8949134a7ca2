import { useId } from 'react';
import { listRaces, SIZE_CATEGORY_IDS, type Race, type SizeCategoryId } from '../../rules';
import { RaceFacts } from '../components/RaceFacts';
import { useBuilder } from './builder-store';

export const SIZE_NAMES: Record<SizeCategoryId, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  xl: 'Extra-large',
};

/** Step 1: every playable race as a card, filtered by size; the chosen one is marked. */
export function RaceStep() {
  const raceId = useBuilder((s) => s.draft.build.raceId);
  const filter = useBuilder((s) => s.sizeFilter);
  const setFilter = useBuilder((s) => s.setSizeFilter);
  const races = listRaces().filter((race) => filter === 'all' || race.sizeCategory === filter);
  const filterName = useId();

  return (
    <section className="builder-step" aria-labelledby="race-step-title">
      <h2 id="race-step-title">Choose a race</h2>
      <p className="step-hint">
        Size sets base HP, melee damage, reach, food and the size of every piece of gear. Medium races are the easiest
        start; small ones eat half a ration.
      </p>
      <fieldset className="size-filter">
        <legend>Show sizes</legend>
        {(['all', ...SIZE_CATEGORY_IDS] as const).map((size) => (
          <label key={size} className={filter === size ? 'selected' : undefined}>
            <input
              type="radio"
              name={filterName}
              value={size}
              checked={filter === size}
              onChange={() => setFilter(size)}
            />
            {size === 'all' ? 'All sizes' : SIZE_NAMES[size]}
          </label>
        ))}
      </fieldset>
      <p className="visually-hidden" role="status">
        {races.length} races shown
      </p>
      <ul className="card-grid race-choices" aria-label="Races">
        {races.map((race) => (
          <RaceChoice key={race.id} race={race} chosen={race.id === raceId} />
        ))}
      </ul>
    </section>
  );
}

function RaceChoice({ race, chosen }: { race: Race; chosen: boolean }) {
  const chooseRace = useBuilder((s) => s.chooseRace);
  const headingId = `choice-${race.id}`;
  return (
    <li className={`card race-choice${chosen ? ' selected' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {race.name}
        <span className="badges">
          {chosen && <span className="badge badge-chosen">✓ Chosen</span>}
          <span className="badge">{SIZE_NAMES[race.sizeCategory]}</span>
        </span>
      </h3>
      <p className="tagline">{race.tagline}</p>
      <RaceFacts race={race} />
      <button
        type="button"
        className={`button${chosen ? ' primary' : ''}`}
        aria-pressed={chosen}
        onClick={() => chooseRace(race.id)}
      >
        {chosen ? (
          <>
            <span aria-hidden="true">✓ {race.name} chosen</span>
            <span className="visually-hidden">Choose {race.name}</span>
          </>
        ) : (
          `Choose ${race.name}`
        )}
      </button>
    </li>
  );
}
