import { useBuilder } from './builder-store';

/** Stats, skills and gear all depend on the race: until one is chosen, those steps say so and lead back. */
export function NeedsRace({ title }: { title: string }) {
  const goTo = useBuilder((s) => s.goTo);
  return (
    <section className="builder-step" aria-labelledby="needs-race-title">
      <h2 id="needs-race-title">{title}</h2>
      <p className="empty">
        Choose a race first: its size and specials change every number here.{' '}
        <button type="button" className="button" onClick={() => goTo('race')}>
          Choose a race
        </button>
      </p>
    </section>
  );
}
