import { failureMessage } from '../../core/ui/failure-message';
import { UndoBanner } from '../../core/ui/UndoBanner';
import { restoreCampaign } from '../../db';
import { useCampaignsUi } from './campaigns-ui-store';
import { characterCountLabel } from './format';

/** "Deleted “Frozen Coast” and its 5 characters. [Undo]" after a campaign is deleted (the core's undo banner). */
export function CampaignUndoBanner() {
  const snapshot = useCampaignsUi((s) => s.pendingUndo);
  const clearUndo = useCampaignsUi((s) => s.clearUndo);
  const succeeded = useCampaignsUi((s) => s.succeeded);
  const failed = useCampaignsUi((s) => s.failed);

  if (!snapshot) return null;
  const { campaign, characters } = snapshot;

  async function undo() {
    if (!snapshot) return;
    try {
      await restoreCampaign(snapshot);
      clearUndo();
      succeeded(`Restored “${campaign.name}”.`);
    } catch (e) {
      failed(failureMessage(e));
    }
  }

  return (
    <UndoBanner deletedId={campaign.id} onUndo={() => void undo()} onDismiss={clearUndo}>
      Deleted “{campaign.name}”{characters.length > 0 ? ` and its ${characterCountLabel(characters.length)}` : ''}.
    </UndoBanner>
  );
}
