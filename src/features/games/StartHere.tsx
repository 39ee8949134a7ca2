import { Link } from 'react-router';
import { paths } from '../../app/paths';

/**
 * The home page's three steps for someone who has never used the app: the example campaign, a campaign of their own,
 * a character in it. Static, so the prerendered home page
 * needs no storage to show it.
 */
export function StartHere() {
  return (
    <aside className="start-here" aria-labelledby="start-here-title">
      <p id="start-here-title" className="start-here-title">
        Where to start
      </p>
      <ol className="start-here-steps">
        <li>
          <Link to={paths.campaigns()}>Load the example campaign</Link> to try a ready party of five: its sheets,
          calendar and a fight.
        </li>
        <li>
          <Link to={paths.campaigns()}>Make a campaign</Link> for your table.
        </li>
        <li>
          <strong>Build a character</strong> in it, step by step: race, stats, skills, gear.
        </li>
      </ol>
    </aside>
  );
}
