import { useEffect } from 'react';
import type { AppUpdate } from './use-app-update';

/** How long "Ready to work offline" stays before it hides itself: it is news, not a question. */
export const OFFLINE_READY_MS = 8000;

/**
 * A small notice pinned to the bottom of the screen. It never takes the focus and never acts on its own: the page
 * changes only when the player presses Update or Reload.
 */
export function AppUpdateBanner({ status, updating, update, reload, dismiss }: AppUpdate) {
  useEffect(() => {
    if (status !== 'offline-ready') return;
    const timer = setTimeout(dismiss, OFFLINE_READY_MS);
    return () => clearTimeout(timer);
  }, [status, dismiss]);

  if (status === 'none') return null;
  return (
    <div className="app-update" role="region" aria-label="App version">
      {status === 'offline-ready' && (
        <>
          <p role="status">Ready to work offline: it now opens without a network.</p>
          <div className="notice-actions">
            <button type="button" className="button" onClick={dismiss}>
              OK
            </button>
          </div>
        </>
      )}
      {status === 'update-ready' && (
        <>
          <p role="status">
            A new version is ready.{' '}
            <span className="app-update-hint">Updating reloads the page; saved data stays.</span>
          </p>
          <div className="notice-actions">
            <button type="button" className="button primary" onClick={update} disabled={updating}>
              {updating ? 'Updating…' : 'Update'}
            </button>
            <button type="button" className="button" onClick={dismiss} disabled={updating}>
              Later
            </button>
          </div>
        </>
      )}
      {status === 'updated-elsewhere' && (
        <>
          <p role="status">The app was updated in another tab. Reload this one when it suits you.</p>
          <div className="notice-actions">
            <button type="button" className="button primary" onClick={reload}>
              Reload
            </button>
            <button type="button" className="button" onClick={dismiss}>
              Later
            </button>
          </div>
        </>
      )}
    </div>
  );
}
