import { useTranslation } from 'react-i18next';
import { useFormats } from '../../core/i18n/format';
import { formatMegabytes } from './format-megabytes';
import { useStorageStatus, type PersistenceStatus, type SpaceStatus } from './use-storage-status';

/**
 * Settings → Storage: whether the browser keeps the data, the space it uses and has left, and why a backup file still
 * matters. Every browser function may be missing (older Safari, insecure origins); the section then says what it cannot
 * show instead of showing nothing.
 */
export function StorageSection() {
  const { t } = useTranslation('settings');
  const { persistence, space, asking, askToPersist } = useStorageStatus();
  return (
    <section className="card settings-section" aria-labelledby="storage-heading">
      <h2 id="storage-heading">{t('storage.title')}</h2>
      <p>{t('storage.text')}</p>

      <h3>{t('storage.keeping')}</h3>
      <div role="status" className="storage-persistence">
        <PersistenceMessage status={persistence} />
      </div>
      {(persistence === 'not-persisted' || persistence === 'denied') && (
        <div>
          <button type="button" className="button primary" onClick={askToPersist} disabled={asking}>
            {asking ? t('storage.asking') : persistence === 'denied' ? t('storage.askAgain') : t('storage.ask')}
          </button>
        </div>
      )}

      <h3>{t('storage.space')}</h3>
      <SpaceView space={space} />

      <h3>{t('storage.whyBackup')}</h3>
      <p>{t('storage.whyBackupText')}</p>
    </section>
  );
}

function PersistenceMessage({ status }: { status: PersistenceStatus }) {
  const { t } = useTranslation('settings');
  switch (status) {
    case 'checking':
      return <p>{t('storage.checking')}</p>;
    case 'persisted':
      return (
        <p>
          <span className="badge storage-badge-ok">{t('storage.kept')}</span> {t('storage.persisted')}
        </p>
      );
    case 'not-persisted':
      return (
        <p>
          <span className="badge">{t('storage.notProtected')}</span> {t('storage.notPersisted')}
        </p>
      );
    case 'denied':
      return (
        <p>
          <span className="badge storage-badge-warn">{t('storage.declined')}</span> {t('storage.denied')}
        </p>
      );
    case 'unsupported':
      return <p>{t('storage.unsupported')}</p>;
    case 'failed':
      return <p>{t('storage.failed')}</p>;
  }
}

function SpaceView({ space }: { space: SpaceStatus }) {
  const { t } = useTranslation('settings');
  const formats = useFormats();
  switch (space.kind) {
    case 'checking':
      return <p>{t('storage.measuring')}</p>;
    case 'unsupported':
      return <p>{t('storage.spaceUnsupported')}</p>;
    case 'failed':
      return <p>{t('storage.spaceFailed')}</p>;
    case 'known': {
      const { usedBytes, quotaBytes } = space.use;
      return (
        <dl className="storage-space">
          <div>
            <dt>{t('storage.used')}</dt>
            <dd>{formatMegabytes(usedBytes, formats, t)}</dd>
          </div>
          <div>
            <dt>{t('storage.available')}</dt>
            <dd>{formatMegabytes(Math.max(0, quotaBytes - usedBytes), formats, t)}</dd>
          </div>
        </dl>
      );
    }
  }
}
