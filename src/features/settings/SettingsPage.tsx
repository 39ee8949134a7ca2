import { useSearchParams } from 'react-router';
import { BackupSection } from '../backup/BackupSection';
import { RestorePointsSection } from '../backup/RestorePointsSection';
import { StorageSection } from './StorageSection';

/**
 * Settings: how the app keeps data on this device, backup files (export and import) and restore points.
 * `?campaign=<id>` (the backup reminder's link) preselects that campaign.
 */
export function SettingsPage() {
  const [params] = useSearchParams();
  const campaignId = params.get('campaign') ?? undefined;
  return (
    <section className="page settings-page">
      <h1>Settings</h1>
      <p className="lede">How this app keeps your data on this device, and how to back it up and restore it.</p>
      <div className="stack">
        <StorageSection />
        <BackupSection campaignId={campaignId} />
        <RestorePointsSection campaignId={campaignId} />
      </div>
    </section>
  );
}
