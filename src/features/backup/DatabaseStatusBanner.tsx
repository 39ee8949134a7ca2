import { reloadPage } from '../app-update/page-control';
import { useConnectionStatus } from './use-connection-status';

/**
 * Mounted once in the app layout. When another tab's newer version upgraded (or deleted) the data, this tab closed its
 * connection: what is on screen stays, but nothing more can be saved until the player reloads. While an old tab
 * blocks this one's upgrade, it says so.
 */
export function DatabaseStatusBanner() {
  const status = useConnectionStatus();
  if (status === 'open') return null;
  return (
    <div className="notice notice-warning database-status" role="alert">
      {status === 'blocked' ? (
        <p>
          Waiting for another tab: an older version of the app is open in another tab and keeps this one from updating
          your data. Close or reload that tab; this one goes on by itself.
        </p>
      ) : (
        <>
          <p>
            {status === 'upgraded-elsewhere'
              ? 'A newer version of the app was opened in another tab, so this tab can no longer save.'
              : 'The app’s data was deleted in another tab (or by clearing the site’s data), so this tab can no longer save.'}{' '}
            What you see stays on screen until you reload.
          </p>
          <div className="notice-actions">
            <button type="button" className="button primary" onClick={reloadPage}>
              Reload this tab
            </button>
          </div>
        </>
      )}
    </div>
  );
}
