import { useId, useState, type FormEvent } from 'react';
import { createCampaign } from '../../db';
import { useCampaignsUi } from './campaigns-ui-store';
import { failureMessage } from './format';

/** The inline "new campaign" form: a name and a button. A bad name is explained under the field. */
export function CreateCampaignForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const succeeded = useCampaignsUi((s) => s.succeeded);
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const campaign = await createCampaign(name);
      setName('');
      setError(null);
      succeeded(`Created “${campaign.name}”.`);
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="inline-form" onSubmit={submit} aria-label="New campaign">
      <label className="field">
        New campaign name
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="The Frozen Coast"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <span id={errorId} className="field-error">
            {error}
          </span>
        )}
      </label>
      <button type="submit" className="button primary" disabled={busy}>
        Create campaign
      </button>
    </form>
  );
}
