import { useTranslation } from 'react-i18next';
import type { ConflictResolution } from '../../../../db';

/**
 * What a panel shows when its save found the same fields changed elsewhere since it opened (EditConflictError):
 * nothing was written, and the player picks whose version stays.
 */
export function ConflictChoice({
  message,
  busy,
  onChoose,
}: {
  message: string;
  busy: boolean;
  onChoose: (resolve: Exclude<ConflictResolution, 'ask'>) => void;
}) {
  const { t } = useTranslation('eos-sheet');
  return (
    <div className="notice notice-error edit-conflict" role="alert">
      <p>{message}</p>
      <div className="notice-actions">
        <button type="button" className="button" disabled={busy} onClick={() => onChoose('theirs')}>
          {t('conflict.theirs')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => onChoose('mine')}>
          {t('conflict.mine')}
        </button>
      </div>
    </div>
  );
}
