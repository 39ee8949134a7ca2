import { useEffect, useRef } from 'react';
import { restoreCampaign } from '../../db';
import { useCampaignsUi } from './campaigns-ui-store';
import { characterCountLabel, failureMessage } from './format';

/**
 * "Deleted “Frozen Coast” and its 5 characters. [Undo]" — shown after a delete until the player undoes it, dismisses it,
 * deletes another campaign or leaves the page. Focus moves to Undo, since the deleted card took the focus with it.
 */
export function UndoBanner() {
  const snapshot = useCampaignsUi((s) => s.pendingUndo);
  const clearUndo = useCampaignsUi((s) => s.clearUndo);
  const succeeded = useCampaignsUi((s) => s.succeeded);
  const failed = useCampaignsUi((s) => s.failed);
  const undoButton = useRef<HTMLButtonElement>(null);
  const campaignId = snapshot?.campaign.id;

  useEffect(() => {
    if (campaignId) undoButton.current?.focus();
  }, [campaignId]);

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
    <div className="notice undo-banner" role="region" aria-label="Undo delete">
      <p role="status">
        Deleted “{campaign.name}”{characters.length > 0 ? ` and its ${characterCountLabel(characters.length)}` : ''}.
      </p>
      <div className="notice-actions">
        <button type="button" className="button primary" ref={undoButton} onClick={undo}>
          Undo
        </button>
        <button type="button" className="button" onClick={clearUndo}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
