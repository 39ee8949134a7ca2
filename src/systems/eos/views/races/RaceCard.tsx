import type { Race } from '../../rules';
import { RaceFacts } from '../components/RaceFacts';

const sizeNames = { small: 'Small', medium: 'Medium', large: 'Large', xl: 'Extra-large' } as const;

export function RaceCard({ race }: { race: Race }) {
  const headingId = `race-${race.id}`;
  return (
    <li className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {race.name} <span className="badge">{sizeNames[race.sizeCategory]}</span>
      </h2>
      <p className="tagline">{race.tagline}</p>
      <RaceFacts race={race} full />
    </li>
  );
}
