import { useCallback, useEffect, useRef, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { onControllerChange, reloadPage } from './page-control';

/**
 * - offline-ready: the service worker has cached the app for the first time; it now opens without a network
 * - update-ready: a new version is installed and waits for the player's word
 * - updated-elsewhere: the player updated in another tab; this tab keeps what is on screen until they reload it
 */
export type AppUpdateStatus = 'none' | 'offline-ready' | 'update-ready' | 'updated-elsewhere';

export interface AppUpdate {
  status: AppUpdateStatus;
  /** True after Update was pressed, until the page reloads. */
  updating: boolean;
  /** Activates the waiting version; the page reloads once it has taken over. */
  update: () => void;
  /** Reloads this tab after another tab activated the new version. */
  reload: () => void;
  /** Hides the notice. A waiting version stays waiting and is offered again on the next start. */
  dismiss: () => void;
}

/** How often a long-open tab looks for a new version (a tablet may stay on one page for a whole session). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and reports its news. Nothing ever reloads without the player pressing a button:
 * registerType 'prompt' keeps a new version waiting, and when another tab activates it this tab only says so.
 */
export function useAppUpdate(): AppUpdate {
  const updateRequestedHere = useRef(false);
  const [updating, setUpdating] = useState(false);
  const [updatedElsewhere, setUpdatedElsewhere] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
    // The plugin would reload here by itself, and only when this tab's Workbox tracked the new worker (not on a
    // player's first visit, for one). The controllerchange listener below decides instead.
    onNeedReload: () => {},
    onRegisterError: (error: unknown) => {
      console.warn('The service worker could not be registered; the app will not work offline.', error);
    },
  });

  // A new version took control of this tab: reload if the player asked for it here; if it came from Update in another
  // tab, keep what is on screen and say so.
  useEffect(
    () =>
      onControllerChange((replaced) => {
        if (updateRequestedHere.current) reloadPage();
        else if (replaced) setUpdatedElsewhere(true);
      }),
    [],
  );

  const update = useCallback(() => {
    updateRequestedHere.current = true;
    setUpdating(true);
    void updateServiceWorker();
  }, [updateServiceWorker]);

  const dismiss = useCallback(() => {
    setNeedRefresh(false);
    setOfflineReady(false);
    setUpdatedElsewhere(false);
  }, [setNeedRefresh, setOfflineReady]);

  const status: AppUpdateStatus = updatedElsewhere
    ? 'updated-elsewhere'
    : needRefresh
      ? 'update-ready'
      : offlineReady
        ? 'offline-ready'
        : 'none';
  return { status, updating, update, reload: reloadPage, dismiss };
}

/** Asks the server for a new service worker every hour and whenever the app comes back to the screen, if online. */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
