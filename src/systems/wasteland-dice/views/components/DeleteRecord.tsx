import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useWdc } from '../data/wdc-data-context';
import { errorText } from '../format';

/** Deleting a stored fighter or fight: two presses, then back to the campaign; a failed delete says why. */
export function DeleteRecord({
  remove,
  ask,
  confirm,
  keep,
}: {
  /** Deletes the record from the pack's data. */
  remove: () => Promise<void>;
  /** The first button ("Delete fighter"). */
  ask: string;
  /** The second, which deletes ("Delete Katniss for good"). */
  confirm: string;
  /** The one that keeps it. */
  keep: string;
}) {
  const { paths, campaignId } = useWdc();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function deleteIt() {
    try {
      await remove();
      navigate(paths.campaign(campaignId));
    } catch (e) {
      setError(errorText(e));
    }
  }
  return (
    <div className="card-actions">
      {confirming ? (
        <>
          <button type="button" className="button danger" onClick={() => void deleteIt()}>
            {confirm}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {keep}
          </button>
        </>
      ) : (
        <button type="button" className="button danger" onClick={() => setConfirming(true)}>
          {ask}
        </button>
      )}
      {error === null ? null : (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
