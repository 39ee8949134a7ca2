import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackupSection } from '../backup/BackupSection';
import { RestorePointsSection } from '../backup/RestorePointsSection';
import { LanguageSection } from './LanguageSection';
import { StorageSection } from './StorageSection';

/**
 * Settings: the app's language on this device, how the app keeps data on this device, backup files (export and import) and restore points.
 * `?campaign=<id>` (the backup reminder's link) preselects that campaign.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const [params] = useSearchParams();
  const campaignId = params.get('campaign') ?? undefined;
  return (
    <section className="page settings-page">
      <h1>{t('title')}</h1>
      <p className="lede">{t('lede')}</p>
      <div className="stack">
        <LanguageSection />
        <StorageSection />
        <BackupSection campaignId={campaignId} />
        <RestorePointsSection campaignId={campaignId} />
      </div>
    </section>
  );
}
