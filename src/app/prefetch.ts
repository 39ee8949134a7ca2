import { matchPath, type RouteObject } from 'react-router';
import type { LazyPage } from './lazy-page';
import { routes } from './router';

/**
 * Warms the pages a player is likely to open next from where they are, while the app is idle: the route's code is
 * fetched and evaluated ahead of the tap, so opening the planner, a sheet or a fight from the party page only has to
 * read the data and draw. The home page warms nothing: its first load stays as light as it can be.
 */
export const NEXT_PAGES: readonly { from: string; next: readonly string[]; afterMs?: number }[] = [
  { from: '/campaigns', next: ['campaigns/:campaignId'] },
  {
    from: '/campaigns/:campaignId',
    next: [
      'campaigns/:campaignId/calendar',
      'campaigns/:campaignId/calendar/',
      'characters/:characterId',
      'campaigns/:campaignId/encounters',
      'encounters/:encounterId',
    ],
  },
  { from: '/campaigns/:campaignId/encounters', next: ['encounters/:encounterId'] },
  { from: '/combat', next: ['encounters/:encounterId'] },
  {
    from: '/campaigns/:campaignId/calendar/*',
    next: ['campaigns/:campaignId/calendar/stock', 'campaigns/:campaignId/calendar/log'],
    // The planner is the heaviest page to draw: its own first paint comes first.
    afterMs: 2000,
  },
];

/** The route object whose full path is `path` ("campaigns/:campaignId/calendar/" is the calendar's index route). */
export function findRoute(list: readonly RouteObject[], path: string, parent = ''): RouteObject | undefined {
  for (const route of list) {
    const own = route.index
      ? `${parent}/`
      : route.path === '/'
        ? ''
        : [parent, route.path ?? ''].filter((part) => part !== '').join('/');
    if (own === path) return route;
    const found = route.children && findRoute(route.children, path, own);
    if (found) return found;
  }
  return undefined;
}

const warmed = new Set<string>();

function idle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 3000 });
  else setTimeout(callback, 500);
}

/** Loads the code of the pages likely next after `pathname`, one per idle moment (after `afterMs` where given). */
export function prefetchNextPages(pathname: string): void {
  const entry = NEXT_PAGES.find((p) => matchPath(p.from, pathname));
  const next = entry?.next ?? [];
  const queue = next.filter((path) => !warmed.has(path));
  const step = () => {
    const path = queue.shift();
    if (path === undefined) return;
    warmed.add(path);
    const page = findRoute(routes, path)?.Component as Partial<LazyPage> | null | undefined;
    const load = page?.preload?.() ?? Promise.resolve();
    void load.catch(() => warmed.delete(path)).finally(() => idle(step));
  };
  if (queue.length === 0) return;
  if (entry?.afterMs) setTimeout(() => idle(step), entry.afterMs);
  else idle(step);
}
