import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { matchesSearch } from '../../core/ui/search';
import type { GameDescriptor } from '../../core/systems/game-system';
import { useGames } from '../../core/systems/games-context';
import { useGameText } from '../../core/systems/game-text';
import { useGameSystem } from '../../core/systems/use-game-system';

/** What a ruling's id says it answers: the guide's letters, or R- for a question the guide does not list (`kind.*`). */
const KINDS = ['C', 'A', 'M', 'T', 'R'] as const;

function kindOf(id: string): (typeof KINDS)[number] {
  return KINDS.find((kind) => kind === id[0]) ?? 'R';
}

/** Every game's rulings, a game at a time (/rulings shows the first game's, /rulings/<game> that game's). */
export function RulingsPage() {
  const { t } = useTranslation('rulings');
  const text = useGameText();
  const { systemId } = useParams();
  const games = useGames();
  const game = systemId === undefined ? games[0] : games.find((g) => g.id === systemId);
  return (
    <section className="page" aria-labelledby="rulings-title">
      <h1 id="rulings-title">{t('title')}</h1>
      {games.length > 1 && (
        <nav aria-label={t('gameTabs')} className="page-tabs">
          <ul>
            {games.map((g) => (
              <li key={g.id}>
                <NavLink to={paths.rulings(g.id)} className={() => (g === game ? 'active' : '')}>
                  {text(g).name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {game === undefined ? (
        <p className="empty">{t('unknownGame', { systemId })}</p>
      ) : (
        <GameRulings key={game.id} game={game} />
      )}
    </section>
  );
}

function GameRulings({ game }: { game: GameDescriptor }) {
  const { t } = useTranslation('rulings');
  const name = useGameText()(game).name;
  const { rulings } = useGameSystem(game);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = rulings.filter((r) => matchesSearch(deferred, r.id, r.topic, r.quote, r.reading, r.alternative));
  return (
    <>
      <p className="lede">{t('lede', { game: name })}</p>
      <div className="toolbar">
        <label className="field">
          {t('search')}
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('searchPlaceholder')}
          />
        </label>
        <p aria-live="polite">{t('shown', { shown: shown.length, count: rulings.length })}</p>
      </div>
      {shown.length === 0 ? (
        <p className="empty">{t('noMatch', { query: deferred })}</p>
      ) : (
        <ul className="stack">
          {shown.map((r) => (
            // The id lets a page link to the ruling it follows (/rulings/eos#R-planner-4).
            <li key={r.id} id={r.id} className="ruling">
              <h2>
                <span className="badge">{r.id}</span> {r.topic}
              </h2>
              <p className="lede">
                {t(`kind.${kindOf(r.id)}`)}
                {r.houseRule ? t('houseRule', { label: r.houseRule.label }) : ''}
              </p>
              <blockquote>{r.quote}</blockquote>
              <dl>
                <dt>{t('reading')}</dt>
                <dd>{r.reading}</dd>
                <dt>{t('alternative')}</dt>
                <dd>{r.alternative}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
