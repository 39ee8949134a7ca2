import { lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A route's page whose code loads on first use; `preload` fetches it ahead of the tap. */
export interface LazyPage {
  (): ReactElement;
  preload(): Promise<ComponentType>;
}

/**
 * A page whose code loads when it is first shown, or ahead with `preload` so that the tap that opens it finds it ready.
 * Why not the router's own `lazy`: the router resolves that only when it navigates, so even a page whose code is loaded
 * already costs the tap an extra render of the page being left (the router's "loading" state) and a wait of a few
 * tasks. A page given as `Component` is drawn in the tap's own navigation.
 *
 * A page not loaded yet suspends (React's `lazy`): a navigation keeps the page being left on screen until the code is
 * there, and a first load shows the nearest <Suspense> fallback. A load that fails while the page is opened goes to the
 * router's error screen (RouteError), as a failed `lazy` route did, until the app is loaded again.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  function preload(): Promise<ComponentType> {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A load ahead that failed (the connection dropped) is tried again by the next one or by the visit.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Each shown page keeps the one element type it started with: switching would mount the page afresh.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Page, { preload });
}
