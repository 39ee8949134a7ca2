import { useEffect, useRef } from 'react';
import { restoreCharacter } from '../../../../db';
import { failureMessage } from '../../../../features/campaigns/format';
import { usePartyUi } from './party-ui-store';

/** "Deleted “Pip”. [Undo]" after a character is deleted, until undone, dismissed, replaced or the page is left. */
export function PartyUndoBanner() {
  const record = usePartyUi((s) => s.pendingUndo);
  const clearUndo = usePartyUi((s) => s.clearUndo);
  const succeeded = usePartyUi((s) => s.succeeded);
  const failed = usePartyUi((s) => s.failed);
  const undoButton = useRef<HTMLButtonElement>(null);
  const id = record?.id;

  // The deleted card took the focus with it: move it to Undo.
  useEffect(() => {
    if (id) undoButton.current?.focus();
  }, [id]);

  if (!record) return null;

  async function undo() {
    if (!record) return;
    try {
      await restoreCharacter(record);
      clearUndo();
      succeeded(`Restored “${record.name}”.`);
    } catch (e) {
      failed(failureMessage(e));
    }
  }

  return (
    <div className="notice undo-banner" role="region" aria-label="Undo delete">
      <p role="status">Deleted “{record.name}”.</p>
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
