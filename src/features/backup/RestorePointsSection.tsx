import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { restoreRestorePoint, type RestorePointSummary } from '../../db';
import { countsText, formatDateTime, formatSize, KIND_LABELS } from './format';
import { useRestorePointCampaigns, useRestorePoints } from './use-restore-points';
import { failureMessage } from '../../core/ui/failure-message';
import { paths } from '../../app/paths';

/**
 * Settings → Restore points: the copies of each campaign this device keeps by itself (at the start of each play
 * session, daily, weekly, and before an import replaces, a delete removes or a restore overwrites it). A deleted
 * campaign stays listed while it has restore points, so a mistaken delete is one click to undo.
 */
export function RestorePointsSection({ campaignId }: { campaignId: string | undefined }) {
  const campaigns = useRestorePointCampaigns();
  const [chosen, setChosen] = useState(campaignId);
  const selected = campaigns?.find((c) => c.campaignId === chosen) ?? campaigns?.[0];
  const points = useRestorePoints(selected?.campaignId);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [status, setStatus] = useState<{ message: string; campaignId: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function restore(point: RestorePointSummary) {
    setError(null);
    try {
      const campaign = await restoreRestorePoint(point.id, new Date());
      setConfirming(null);
      setChosen(campaign.id);
      setStatus({
        message: `Restored “${campaign.name}” to how it was on ${formatDateTime(point.createdAt)}. What it was just before is kept as a restore point.`,
        campaignId: campaign.id,
      });
    } catch (e) {
      setConfirming(null);
      setStatus(null);
      setError(failureMessage(e));
    }
  }

  return (
    <section className="card settings-section restore-section" aria-labelledby="restore-heading">
      <h2 id="restore-heading">Restore points</h2>
      <p>
        This device keeps copies of each campaign by itself: at the start of each play session, once a day and once a
        week (the last 5, 7 and 4), and just before an import replaces it, it is deleted, or a restore overwrites it.
        They live in this browser only, so they do not replace a backup file.
      </p>
      {campaigns === undefined ? (
        <p>Loading…</p>
      ) : selected === undefined ? (
        <p>
          No restore points yet. They are made as you play: at the first change of each session, day and week, and
          before an import, a delete or a restore.
        </p>
      ) : (
        <>
          <div className="toolbar">
            <label className="field">
              Campaign
              <select
                value={selected.campaignId}
                onChange={(e) => {
                  setChosen(e.target.value);
                  setConfirming(null);
                }}
              >
                {campaigns.map((c) => (
                  <option key={c.campaignId} value={c.campaignId}>
                    {c.exists ? c.name : `${c.name} (deleted)`}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="status-line" role="status">
            {status?.message}
            {status && (
              <>
                {' '}
                <Link to={paths.campaign(status.campaignId)}>Open it</Link>
              </>
            )}
          </p>
          {error && (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          )}
          {!selected.exists && (
            <p className="notice restore-deleted">
              “{selected.name}” was deleted. Restore one of its points to bring it back.
            </p>
          )}
          {points === undefined ? null : (
            <ol className="restore-list" aria-label={`Restore points of ${selected.name}`}>
              {points.map((point) => (
                <li key={point.id} className="restore-point">
                  <div className="restore-point-facts">
                    <strong>{KIND_LABELS[point.kind]}</strong>
                    <time dateTime={new Date(point.createdAt).toISOString()}>{formatDateTime(point.createdAt)}</time>
                    <span className="restore-point-meta">
                      “{point.campaignName}”: {countsText(point.counts)} · {formatSize(point.storedBytes)}
                    </span>
                  </div>
                  {confirming === point.id ? (
                    <ConfirmRestore
                      point={point}
                      onRestore={() => restore(point)}
                      onCancel={() => setConfirming(null)}
                    />
                  ) : (
                    <button type="button" className="button" onClick={() => setConfirming(point.id)}>
                      Restore
                      <span className="visually-hidden">
                        {' '}
                        {KIND_LABELS[point.kind].toLowerCase()} point of {formatDateTime(point.createdAt)}
                      </span>
                    </button>
                  )}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

function ConfirmRestore({
  point,
  onRestore,
  onCancel,
}: {
  point: RestorePointSummary;
  onRestore: () => Promise<void>;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const questionId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="confirm-delete restore-confirm" role="group" aria-labelledby={questionId}>
      <p id={questionId}>
        Restore “{point.campaignName}” to how it was on {formatDateTime(point.createdAt)}? What it is now is kept as a
        restore point first, so you can undo this.
      </p>
      <div className="card-actions">
        <button
          type="button"
          className="button primary"
          ref={button}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onRestore();
            setBusy(false);
          }}
        >
          Restore this point
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </div>
  );
}
