import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppUpdate } from './use-app-update';

/** How long "Ready to work offline" stays before it hides itself: it is news, not a question. */
export const OFFLINE_READY_MS = 8000;

/**
 * A small notice pinned to the bottom of the screen. It never takes the focus and never acts on its own: the page
 * changes only when the player presses Update or Reload.
 */
export function AppUpdateBanner({ status, updating, update, reload, dismiss }: AppUpdate) {
  // The core's catalogue: it is loaded before the first page, so the banner never waits for its words.
  const { t } = useTranslation();
  useEffect(() => {
    if (status !== 'offline-ready') return;
    const timer = setTimeout(dismiss, OFFLINE_READY_MS);
    return () => clearTimeout(timer);
  }, [status, dismiss]);

  if (status === 'none') return null;
  return (
    <div className="app-update" role="region" aria-label={t('appUpdate.region')}>
      {status === 'offline-ready' && (
        <>
          <p role="status">{t('appUpdate.offlineReady')}</p>
          <div className="notice-actions">
            <button type="button" className="button" onClick={dismiss}>
              {t('appUpdate.ok')}
            </button>
          </div>
        </>
      )}
      {status === 'update-ready' && (
        <>
          <p role="status">
            {t('appUpdate.updateReady')} <span className="app-update-hint">{t('appUpdate.updateHint')}</span>
          </p>
          <div className="notice-actions">
            <button type="button" className="button primary" onClick={update} disabled={updating}>
              {updating ? t('appUpdate.updating') : t('appUpdate.update')}
            </button>
            <button type="button" className="button" onClick={dismiss} disabled={updating}>
              {t('appUpdate.later')}
            </button>
          </div>
        </>
      )}
      {status === 'updated-elsewhere' && (
        <>
          <p role="status">{t('appUpdate.updatedElsewhere')}</p>
          <div className="notice-actions">
            <button type="button" className="button primary" onClick={reload}>
              {t('appUpdate.reload')}
            </button>
            <button type="button" className="button" onClick={dismiss}>
              {t('appUpdate.later')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
