import { useEffect } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { warmUpFonts } from '../core/scheduling/warm-fonts';
import { DATA_PAGES } from './data-pages';
import { prefetchNextPages } from './prefetch';
import { createAppRouter } from './router';

export { createAppRouter };

/** The language of the home page's HTML in index.html (src/app/prerender.tsx). */
export const PRERENDER_LANGUAGE = 'en';

type AppRouter = ReturnType<typeof createAppRouter>;

let restorePointsStarted = false;

/**
 * The session's restore points are made by a worker as soon as the app is idle on a page that works with the
 * campaigns, not at the first save (which then waits for nothing). Loaded lazily: the races, rulings and dice need none
 * of the storage code.
 */
function startRestorePoints(pathname: string): void {
  if (restorePointsStarted || !DATA_PAGES.test(pathname)) return;
  restorePointsStarted = true;
  const start = () =>
    void import('../db/restore-points').then(({ startRestorePointSession }) => startRestorePointSession(new Date()));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 1000);
}

/**
 * After the first page and after each navigation: warm the pages likely next, start the session's restore points, and
 * on the campaigns' pages (sheets, planner, fights) look up the fonts they set ahead of the first tap.
 */
function onPage(pathname: string): void {
  prefetchNextPages(pathname);
  startRestorePoints(pathname);
  if (DATA_PAGES.test(pathname)) warmUpFonts();
}

export function App({ router, i18n }: { router: AppRouter; i18n: i18n }) {
  useEffect(() => {
    onPage(router.state.location.pathname);
    return router.subscribe((state) => {
      if (state.navigation.state === 'idle') onPage(state.location.pathname);
    });
  }, [router]);
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
