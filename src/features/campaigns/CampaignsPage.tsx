import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignsUi } from './campaigns-ui-store';
import { CampaignCard } from './CampaignCard';
import { CreateCampaignForm } from './CreateCampaignForm';
import { characterCountLabel } from './format';
import { loadExampleCampaign } from './load-example-campaign';
import { EXAMPLE_PARTY } from './example-campaign';
import { CampaignUndoBanner } from './CampaignUndoBanner';
import { failureMessage } from '../../core/ui/failure-message';
import { useCampaigns } from '../../db/react';

/** /campaigns: every campaign on this device, with create, rename, duplicate, delete (undoable) and the example. */
export function CampaignsPage() {
  const { t } = useTranslation('campaigns');
  const campaigns = useCampaigns();
  const error = useCampaignsUi((s) => s.error);
  const status = useCampaignsUi((s) => s.status);
  const reset = useCampaignsUi((s) => s.reset);

  // The undo and the inline forms last until the page is left.
  useEffect(() => reset, [reset]);

  return (
    <section className="page campaigns-page" aria-labelledby="campaigns-title">
      <h1 id="campaigns-title">{t('title')}</h1>
      <p className="lede">{t('lede')}</p>
      <div className="toolbar">
        <CreateCampaignForm />
        <LoadExampleButton />
      </div>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <p className="status-line" role="status">
        {status}
      </p>
      <CampaignUndoBanner />
      {campaigns === undefined ? (
        <p className="empty">{t('loading')}</p>
      ) : campaigns.length === 0 ? (
        <p className="empty">{t('empty')}</p>
      ) : (
        <ul className="card-grid" aria-label={t('list')}>
          {campaigns.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LoadExampleButton() {
  const { t } = useTranslation('campaigns');
  const [busy, setBusy] = useState(false);
  const succeeded = useCampaignsUi((s) => s.succeeded);
  const failed = useCampaignsUi((s) => s.failed);

  async function load() {
    setBusy(true);
    try {
      const campaign = await loadExampleCampaign();
      succeeded(t('loadedExample', { name: campaign.name, party: characterCountLabel(EXAMPLE_PARTY.length, t) }));
    } catch (e) {
      failed(failureMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button" onClick={load} disabled={busy}>
      {t('loadExample')}
    </button>
  );
}
