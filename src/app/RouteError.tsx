import type { TFunction } from 'i18next';
import { getI18n, useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { StorageError } from '../db';
import { failureMessage } from '../core/ui/failure-message';
import { reloadPage } from '../features/app-update/page-control';

/** Why a page could not be shown, in a player's words, and that nothing stored changed. */
export function routeErrorText(error: unknown, t: TFunction = getI18n().t): string {
  // StorageError's own messages speak to the player and say what was (not) changed.
  if (error instanceof StorageError) return failureMessage(error, t);
  const unchanged = t('core:routeError.unchanged');
  // A page's code is fetched on its first visit: offline before that visit, or after an update replaced the old files.
  if (error instanceof TypeError && /dynamically imported module|module script/iu.test(error.message)) {
    return t('core:routeError.codeMissing', { unchanged });
  }
  return error instanceof Error
    ? t('core:routeError.failedSaid', { said: error.message, unchanged })
    : t('core:routeError.failed', { unchanged });
}

/** The router's error screen: what went wrong, and the ways on (reload, or the home page). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // It stands in for the whole layout (the header too): the page's own margins come from <main>.
  return (
    <main id="main" className="app-main">
      <section className="page" aria-labelledby="route-error-title">
        <h1 id="route-error-title">{t('routeError.title')}</h1>
        <div className="notice notice-error" role="alert">
          <p>{t('routeError.tryAgain', { why: routeErrorText(error, t) })}</p>
          <div className="notice-actions">
            <button type="button" className="button primary" onClick={reloadPage}>
              {t('routeError.reload')}
            </button>
            <Link className="button" to="/">
              {t('routeError.home')}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
