import { formatMegabytes } from './format-megabytes';
import { useStorageStatus, type PersistenceStatus, type SpaceStatus } from './use-storage-status';

/**
 * Settings → Storage: whether the browser keeps the data, the space it uses and has left, and why a backup file still
 * matters. Every browser function may be missing (older Safari, insecure origins); the section then says what it cannot
 * show instead of showing nothing.
 */
export function StorageSection() {
  const { persistence, space, asking, askToPersist } = useStorageStatus();
  return (
    <section className="card settings-section" aria-labelledby="storage-heading">
      <h2 id="storage-heading">Storage</h2>
      <p>
        Your campaigns and characters are saved in this browser, on this device only. Nothing is sent to a server: that
        is why the app works without a network.
      </p>

      <h3>Keeping the data</h3>
      <div role="status" className="storage-persistence">
        <PersistenceMessage status={persistence} />
      </div>
      {(persistence === 'not-persisted' || persistence === 'denied') && (
        <div>
          <button type="button" className="button primary" onClick={askToPersist} disabled={asking}>
            {asking
              ? 'Asking the browser…'
              : persistence === 'denied'
                ? 'Ask again'
                : 'Ask the browser to keep the data'}
          </button>
        </div>
      )}

      <h3>Space</h3>
      <SpaceView space={space} />

      <h3>Why a backup file still matters</h3>
      <p>
        Browsers may still delete a site’s data: Safari, for example, after a week or more without a visit; any browser
        when someone clears its history and site data; and a lost or broken tablet takes its data with it. Export a
        backup file regularly and keep it somewhere else, such as another device or your cloud storage.
      </p>
    </section>
  );
}

function PersistenceMessage({ status }: { status: PersistenceStatus }) {
  switch (status) {
    case 'checking':
      return <p>Checking whether this browser keeps the app’s data…</p>;
    case 'persisted':
      return (
        <p>
          <span className="badge storage-badge-ok">Kept</span> This browser has agreed to keep the app’s data until you
          delete it yourself.
        </p>
      );
    case 'not-persisted':
      return (
        <p>
          <span className="badge">Not protected</span> This browser may delete the app’s data on its own, for example
          when the device runs short of space. You can ask it to keep the data.
        </p>
      );
    case 'denied':
      return (
        <p>
          <span className="badge storage-badge-warn">Declined</span> The browser said no for now. Browsers decide this
          themselves: installing the app (“Add to Home Screen” or “Install app”) or using it regularly usually changes
          their answer.
        </p>
      );
    case 'unsupported':
      return (
        <p>
          This browser cannot say whether it keeps the app’s data, and cannot be asked to keep it. Backup files are your
          protection.
        </p>
      );
    case 'failed':
      return <p>The browser did not answer whether it keeps the app’s data. Reload the page to try again.</p>;
  }
}

function SpaceView({ space }: { space: SpaceStatus }) {
  switch (space.kind) {
    case 'checking':
      return <p>Measuring…</p>;
    case 'unsupported':
      return <p>This browser does not say how much space the app uses or how much is left.</p>;
    case 'failed':
      return <p>The browser did not say how much space the app uses. Reload the page to try again.</p>;
    case 'known': {
      const { usedBytes, quotaBytes } = space.use;
      return (
        <dl className="storage-space">
          <div>
            <dt>Used by this app</dt>
            <dd>{formatMegabytes(usedBytes)}</dd>
          </div>
          <div>
            <dt>Still available</dt>
            <dd>{formatMegabytes(Math.max(0, quotaBytes - usedBytes))}</dd>
          </div>
        </dl>
      );
    }
  }
}
