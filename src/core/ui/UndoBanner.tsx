import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Deleted “Frozen Coast” and its 5 characters. [Undo] [Dismiss]" — shown after a delete until the player undoes it,
 * dismisses it, deletes another or leaves the page. Focus moves to Undo (the deleted card took the focus with it), again
 * each time `deletedId` changes. The caller renders it only while there is something to undo, and does the undoing.
 */
export function UndoBanner({
  deletedId,
  children,
  onUndo,
  onDismiss,
}: {
  /** Which deletion the banner is for. */
  deletedId: string;
  /** The sentence: what was deleted. */
  children: ReactNode;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const undoButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    undoButton.current?.focus();
  }, [deletedId]);

  return (
    <div className="notice undo-banner" role="region" aria-label={t('undo.region')}>
      <p role="status">{children}</p>
      <div className="notice-actions">
        <button type="button" className="button primary" ref={undoButton} onClick={onUndo}>
          {t('undo.undo')}
        </button>
        <button type="button" className="button" onClick={onDismiss}>
          {t('undo.dismiss')}
        </button>
      </div>
    </div>
  );
}
