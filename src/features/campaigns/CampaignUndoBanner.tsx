import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../core/ui/failure-message';
import { UndoBanner } from '../../core/ui/UndoBanner';
import { restoreCampaign } from '../../db';
import { useCampaignsUi } from './campaigns-ui-store';
import { useGameText } from '../../core/systems/game-text';
import { useGame } from '../../core/systems/games-context';

/** "Deleted “Frozen Coast” and its 5 characters. [Undo]" after a campaign is deleted (the core's undo banner). */
export function CampaignUndoBanner() {
  const { t } = useTranslation('campaigns');
  const text = useGameText();
  const snapshot = useCampaignsUi((s) => s.pendingUndo);
  const clearUndo = useCampaignsUi((s) => s.clearUndo);
  const succeeded = useCampaignsUi((s) => s.succeeded);
  const failed = useCampaignsUi((s) => s.failed);

  const game = useGame(snapshot?.campaign.systemId);
  if (!snapshot) return null;
  const { campaign, characters } = snapshot;
  const party = game ? text(game).characters(characters.length) : t('core:characters', { count: characters.length });

  async function undo() {
    if (!snapshot) return;
    try {
      await restoreCampaign(snapshot);
      clearUndo();
      succeeded(t('delete.restored', { name: campaign.name }));
    } catch (e) {
      failed(failureMessage(e, t));
    }
  }

  return (
    <UndoBanner deletedId={campaign.id} onUndo={() => void undo()} onDismiss={clearUndo}>
      {characters.length > 0
        ? t('delete.deletedWithParty', { name: campaign.name, party })
        : t('delete.deleted', { name: campaign.name })}
    </UndoBanner>
  );
}
