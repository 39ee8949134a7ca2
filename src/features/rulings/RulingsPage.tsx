import { useDeferredValue, useState } from 'react';
import { NavLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { matchesSearch } from '../../core/ui/search';
import type { GameDescriptor } from '../../core/systems/game-system';
import { useGames } from '../../core/systems/games-context';
import { useGameSystem } from '../../core/systems/use-game-system';

/** What a ruling's id says it answers: the guide's letters, or R- for a question the guide does not list. */
const kinds: Record<string, string> = {
  C: 'Contradiction',
  A: 'Ambiguity',
  M: 'Missing definition',
  T: 'Typo',
  R: 'Our reading',
};

/** Every game's rulings, a game at a time (/rulings shows the first game's, /rulings/<game> that game's). */
export function RulingsPage() {
  const { systemId } = useParams();
  const games = useGames();
  const game = systemId === undefined ? games[0] : games.find((g) => g.id === systemId);
  return (
    <section className="page" aria-labelledby="rulings-title">
      <h1 id="rulings-title">Rulings</h1>
      {games.length > 1 && (
        <nav aria-label="Game" className="page-tabs">
          <ul>
            {games.map((g) => (
              <li key={g.id}>
                <NavLink to={paths.rulings(g.id)} className={() => (g === game ? 'active' : '')}>
                  {g.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {game === undefined ? (
        <p className="empty">This app has no game called “{systemId}”. Pick one of the games above.</p>
      ) : (
        <GameRulings key={game.id} game={game} />
      )}
    </section>
  );
}

function GameRulings({ game }: { game: GameDescriptor }) {
  const { rulings } = useGameSystem(game);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = rulings.filter((r) => matchesSearch(deferred, r.id, r.topic, r.quote, r.reading, r.alternative));
  return (
    <>
      <p className="lede">
        Where the {game.name} rules contradict themselves, misprint a table or say nothing, the app follows the reading
        below. Rulings marked “house rule” can be switched to the other reading for a campaign.
      </p>
      <div className="toolbar">
        <label className="field">
          Search rulings
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="a word or an id (C-01)…"
          />
        </label>
        <p aria-live="polite">
          {shown.length} of {rulings.length} rulings
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="empty">No ruling matches “{deferred}”.</p>
      ) : (
        <ul className="stack">
          {shown.map((r) => (
            // The id lets a page link to the ruling it follows (/rulings/eos#R-planner-4).
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
    </>
  );
}
