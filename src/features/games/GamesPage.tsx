import { Link } from 'react-router';
import { useGames } from '../../core/systems/games-context';
import { StartHere } from './StartHere';
import { paths } from '../../app/paths';

/**
 * The home page: which game is played tonight. Each game says what the app does for it and leads to its campaigns and
 * its reference pages. Static (the build prerenders it), so nothing here reads the database.
 */
export function GamesPage() {
  const games = useGames();
  return (
    <section className="page" aria-labelledby="games-title">
      <h1 id="games-title">Which game tonight?</h1>
      <p className="lede">
        The companion plays {games.length === 1 ? 'one game' : `${games.length} games`}. Pick yours for its campaigns,
        its reference and the readings the app takes where its rules are unclear.
      </p>
      <StartHere />
      <ul className="card-grid">
        {games.map((game) => (
          <li key={game.id} className="card" aria-labelledby={`game-${game.id}`}>
            <h2 id={`game-${game.id}`}>{game.name}</h2>
            <p>{game.summary}</p>
            <div className="card-actions">
              <Link className="button primary" to={paths.campaigns(game.id)}>
                {game.name} campaigns
              </Link>
              {game.reference.map((page) => (
                <Link key={page.path} className="button" to={page.path}>
                  {page.label}
                </Link>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
