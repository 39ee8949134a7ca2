import { useState } from 'react';
import { Link } from 'react-router';
import { dismissExportReminder, exportReminderDue, REMINDER_AFTER_DAYS } from '../../db';
import { daysAgo } from './format';
import { useBackupStatus, useExportActions, type ExportOutcome } from './use-backup';
import { failureMessage } from '../../core/ui/failure-message';
import { paths } from '../../app/paths';
import { useCampaign } from '../../db/react';

/**
 * "No backup file of this campaign for 12 days": shown on a campaign's pages when its last export (or, never exported,
 * its creation) is more than a week of real time ago. Export now, or Not now (it comes back the next day).
 */
export function ExportReminder({ campaignId }: { campaignId: string }) {
  const campaign = useCampaign(campaignId);
  const status = useBackupStatus(campaignId);
  const { busy, exportCampaignFile } = useExportActions();
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (outcome?.ok) {
    return (
      <p className="status-line" role="status">
        {outcome.message}
      </p>
    );
  }
  if (!campaign || !status) return null;
  // The clock is read here, at the edge; exportReminderDue takes it as an argument.
  const now = new Date();
  const due = exportReminderDue({ ...status, campaignCreatedAt: campaign.createdAt }, now);
  if (!due) return null;

  const last = status.lastExportedAt;
  return (
    <div className="notice export-reminder" role="region" aria-label="Backup reminder">
      <p>
        {last === null
          ? `“${campaign.name}” has never been exported to a backup file.`
          : `The last backup file of “${campaign.name}” was made ${daysAgo(last, now)}.`}{' '}
        <span className="export-reminder-why">
          Browsers can delete a site’s data; a file kept elsewhere brings everything back. (Reminded after{' '}
          {REMINDER_AFTER_DAYS} days; <Link to={paths.campaignSettings(campaignId)}>backup settings</Link>.)
        </span>
      </p>
      {(error ?? (outcome && !outcome.ok ? outcome.message : null)) && (
        <p className="field-error" role="alert">
          {error ?? outcome?.message}
        </p>
      )}
      <div className="notice-actions">
        <button
          type="button"
          className="button primary"
          disabled={busy}
          onClick={async () => setOutcome(await exportCampaignFile(campaignId))}
        >
          Export now
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            dismissExportReminder(campaignId, new Date()).catch((e: unknown) => setError(failureMessage(e)))
          }
        >
          Not now
        </button>
      </div>
    </div>
  );
}
