import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useWwGame, type WwGameView } from '../data/hooks';
import { useWw } from '../data/ww-data-context';

/** Draws its page once the game is read: a loading line, the read's failure, or "not found" otherwise. */
export function GameGate({ children }: { children: (game: WwGameView) => ReactNode }) {
  const { read } = useWwGame();
  if (read.status === 'loading') return <p className="empty">Loading the game…</p>;
  if (read.status === 'error') {
    return (
      <section className="page">
        <h1>The game could not be read</h1>
        <p className="notice notice-error" role="alert">
          {read.message}
        </p>
      </section>
    );
  }
  if (read.value === null) {
    return (
      <section className="page">
        <h1>Game not found</h1>
        <p>This game does not exist; it may have been deleted in another tab.</p>
      </section>
    );
  }
  const game = read.value;
  return (
    <>
      {game.houseRulesProblem === null ? null : (
        <p className="notice notice-error" role="alert">
          The stored house rules break a rule, so the defaults are used until they are fixed on the rules page:{' '}
          {game.houseRulesProblem}
        </p>
      )}
      {children(game)}
    </>
  );
}

/** The pack's own navigation, at the top of every page. */
export function WwNav() {
  const { paths, campaignId } = useWw();
  const links = [
    { to: paths.game(campaignId), label: 'Game', end: true },
    { to: paths.plan(campaignId), label: 'Turn planner' },
    { to: paths.crafting(campaignId), label: 'Crafting' },
    { to: paths.odds(campaignId), label: 'Odds' },
    { to: paths.rules(campaignId), label: 'Rules' },
  ];
  return (
    <nav className="ww-nav" aria-label="Wasteland Wolves">
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PlayerLink({ id, name }: { id: string; name: string }) {
  const { paths, campaignId } = useWw();
  return <Link to={paths.player(campaignId, id)}>{name}</Link>;
}

/** A read that is not ready: loading or failed. */
export function NotReady({ what, message }: { what: string; message: string | null }) {
  if (message === null) return <p className="empty">Loading the {what}…</p>;
  return (
    <p className="notice notice-error" role="alert">
      {message}
    </p>
  );
}
