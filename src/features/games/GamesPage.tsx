import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGames } from '../../core/systems/games-context';
import { useGameText } from '../../core/systems/game-text';
import { StartHere } from './StartHere';
import { paths } from '../../app/paths';

/**
 * The home page: which game is played tonight. Each game says what the app does for it and leads to its campaigns and
 * its reference pages. Static (the build prerenders it), so nothing here reads the database; its catalogues are loaded
 * before the first render (src/app/i18n.ts), so it never suspends.
 */
export function GamesPage() {
  const { t } = useTranslation('games');
  const games = useGames();
  const text = useGameText();
  return (
    <section className="page" aria-labelledby="games-title">
      <h1 id="games-title">{t('title')}</h1>
      <p className="lede">{t('lede', { count: games.length })}</p>
      <StartHere />
      <ul className="card-grid">
        {games.map((game) => {
          const said = text(game);
          return (
            <li key={game.id} className="card" aria-labelledby={`game-${game.id}`}>
              <h2 id={`game-${game.id}`}>{said.name}</h2>
              <p>{said.summary}</p>
              <div className="card-actions">
                <Link className="button primary" to={paths.campaigns(game.id)}>
                  {t('campaigns', { game: said.name })}
                </Link>
                {game.reference.map((page) => (
                  <Link key={page.path} className="button" to={page.path}>
                    {said.reference(page.key)}
                  </Link>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
