import { Link, useRouteError } from 'react-router';
import { StorageError } from '../db';
import { reloadPage } from '../features/app-update/page-control';

/** Why a page could not be shown, in a player's words, and that nothing stored changed. */
export function routeErrorText(error: unknown): string {
  // StorageError's own messages speak to the player and say what was (not) changed.
  if (error instanceof StorageError) return error.message;
  const unchanged = 'Nothing stored on this device was changed.';
  // A page's code is fetched on its first visit: offline before that visit, or after an update replaced the old files.
  if (error instanceof TypeError && /dynamically imported module|module script/iu.test(error.message)) {
    return `The app could not load this page’s code: this device may be offline and never opened this page before, or the app was updated meanwhile. ${unchanged}`;
  }
  const said = error instanceof Error ? ` (the browser said: ${error.message})` : '';
  return `Something went wrong while showing this page${said}. ${unchanged}`;
}

/** The router's error screen: what went wrong, and the ways on (reload, or the home page). */
export function RouteError() {
  const error = useRouteError();
  // It stands in for the whole layout (the header too): the page's own margins come from <main>.
  return (
    <main id="main" className="app-main">
      <section className="page" aria-labelledby="route-error-title">
        <h1 id="route-error-title">This page could not be opened</h1>
        <div className="notice notice-error" role="alert">
          <p>{routeErrorText(error)} Reload the app to try again.</p>
          <div className="notice-actions">
            <button type="button" className="button primary" onClick={reloadPage}>
              Reload the app
            </button>
            <Link className="button" to="/">
              Back to the races
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
