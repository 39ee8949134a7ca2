import { useEffect, useState } from 'react';
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
  const campaigns = useCampaigns();
  const error = useCampaignsUi((s) => s.error);
  const status = useCampaignsUi((s) => s.status);
  const reset = useCampaignsUi((s) => s.reset);

  // The undo and the inline forms last until the page is left.
  useEffect(() => reset, [reset]);

  return (
    <section className="page campaigns-page" aria-labelledby="campaigns-title">
      <h1 id="campaigns-title">Campaigns</h1>
      <p className="lede">
        A campaign plays one game and holds its party, its fights and, for Eos, its calendar of days. Everything is
        saved in this browser, on this device.
      </p>
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
        <p className="empty">Loading campaigns…</p>
      ) : campaigns.length === 0 ? (
        <p className="empty">No campaigns yet. Create one above, or load the example campaign to see a ready party.</p>
      ) : (
        <ul className="card-grid" aria-label="Campaigns">
          {campaigns.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LoadExampleButton() {
  const [busy, setBusy] = useState(false);
  const succeeded = useCampaignsUi((s) => s.succeeded);
  const failed = useCampaignsUi((s) => s.failed);

  async function load() {
    setBusy(true);
    try {
      const campaign = await loadExampleCampaign();
      succeeded(`Loaded “${campaign.name}” with ${characterCountLabel(EXAMPLE_PARTY.length)}.`);
    } catch (e) {
      failed(failureMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button" onClick={load} disabled={busy}>
      Load the example campaign
    </button>
  );
}
