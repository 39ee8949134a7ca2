import { failureMessage } from '../../../../core/ui/failure-message';
import { UndoBanner } from '../../../../core/ui/UndoBanner';
import { restoreCharacter } from '../../../../db';
import { usePartyUi } from './party-ui-store';

/** "Deleted “Pip”. [Undo]" after a character is deleted, until undone, dismissed, replaced or the page is left. */
export function PartyUndoBanner() {
  const record = usePartyUi((s) => s.pendingUndo);
  const clearUndo = usePartyUi((s) => s.clearUndo);
  const succeeded = usePartyUi((s) => s.succeeded);
  const failed = usePartyUi((s) => s.failed);

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
    <UndoBanner deletedId={record.id} onUndo={() => void undo()} onDismiss={clearUndo}>
      Deleted “{record.name}”.
    </UndoBanner>
  );
}
