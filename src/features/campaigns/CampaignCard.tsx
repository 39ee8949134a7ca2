import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useGame } from '../../core/systems/games-context';
import { deleteCampaign, duplicateCampaign, renameCampaign, type CampaignSummary } from '../../db';
import { useCampaignsUi } from './campaigns-ui-store';
import { characterCountLabel, formatChanged } from './format';
import { failureMessage } from '../../core/ui/failure-message';

/** One campaign in the list: its name, party and last change, with rename (in place), duplicate and delete. */
export function CampaignCard({ campaign }: { campaign: CampaignSummary }) {
  const game = useGame(campaign.systemId);
  const renaming = useCampaignsUi((s) => s.renamingId === campaign.id);
  const confirming = useCampaignsUi((s) => s.confirmingDeleteId === campaign.id);
  const startRename = useCampaignsUi((s) => s.startRename);
  const askDelete = useCampaignsUi((s) => s.askDelete);
  const succeeded = useCampaignsUi((s) => s.succeeded);
  const failed = useCampaignsUi((s) => s.failed);

  async function duplicate() {
    try {
      const copy = await duplicateCampaign(campaign.id);
      succeeded(`Copied “${campaign.name}” as “${copy.name}”.`);
    } catch (e) {
      failed(failureMessage(e));
    }
  }

  return (
    <li className="card campaign-card">
      {renaming ? (
        <RenameForm campaign={campaign} />
      ) : (
        <h2>
          {game ? (
            <Link className="campaign-name" to={game.campaignPath(campaign.id)}>
              {campaign.name}
            </Link>
          ) : (
            <span className="campaign-name">{campaign.name}</span>
          )}
          <span className="badge">{characterCountLabel(campaign.characterCount, game?.characterNoun)}</span>
        </h2>
      )}
      <p className="campaign-game">
        {game ? (
          game.name
        ) : (
          // A campaign of a game this app does not play (imported from a newer app): kept, shown, never opened.
          <span className="field-error">
            A game this app does not know (“{campaign.systemId}”): update the app to open it.
          </span>
        )}
      </p>
      <p className="campaign-meta">
        Last changed{' '}
        <time dateTime={new Date(campaign.updatedAt).toISOString()}>{formatChanged(campaign.updatedAt)}</time>
      </p>
      {campaign.party.length > 0 ? (
        <p className="campaign-party">
          {campaign.party.map((c) => (c.draft ? `${c.name} (draft)` : c.name)).join(' · ')}
        </p>
      ) : (
        <p className="campaign-party">No characters yet.</p>
      )}
      {confirming ? (
        <ConfirmDelete campaign={campaign} />
      ) : (
        !renaming && (
          <div className="card-actions">
            <button type="button" className="button" onClick={() => startRename(campaign.id)}>
              Rename<span className="visually-hidden"> {campaign.name}</span>
            </button>
            <button type="button" className="button" onClick={duplicate}>
              Duplicate<span className="visually-hidden"> {campaign.name}</span>
            </button>
            <button type="button" className="button danger" onClick={() => askDelete(campaign.id)}>
              Delete<span className="visually-hidden"> {campaign.name}</span>
            </button>
          </div>
        )
      )}
    </li>
  );
}

function RenameForm({ campaign }: { campaign: CampaignSummary }) {
  const [name, setName] = useState(campaign.name);
  const [error, setError] = useState<string | null>(null);
  const close = useCampaignsUi((s) => s.closeInlineForms);
  const succeeded = useCampaignsUi((s) => s.succeeded);
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const renamed = await renameCampaign(campaign.id, name);
      close();
      if (renamed.name !== campaign.name) succeeded(`Renamed “${campaign.name}” to “${renamed.name}”.`);
    } catch (e) {
      setError(failureMessage(e));
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') close();
  }

  return (
    <form className="inline-form" onSubmit={submit} onKeyDown={onKeyDown} aria-label={`Rename ${campaign.name}`}>
      <label className="field">
        New name for “{campaign.name}”
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoFocus
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
      <button type="submit" className="button primary">
        Save name
      </button>
      <button type="button" className="button" onClick={close}>
        Cancel
      </button>
    </form>
  );
}

function ConfirmDelete({ campaign }: { campaign: CampaignSummary }) {
  const close = useCampaignsUi((s) => s.closeInlineForms);
  const deleted = useCampaignsUi((s) => s.deleted);
  const failed = useCampaignsUi((s) => s.failed);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  useEffect(() => confirmButton.current?.focus(), []);

  async function confirm() {
    try {
      const snapshot = await deleteCampaign(campaign.id);
      deleted(snapshot);
    } catch (e) {
      failed(failureMessage(e));
    }
  }

  return (
    <div className="confirm-delete" role="group" aria-labelledby={questionId}>
      <p id={questionId}>
        Delete “{campaign.name}”
        {campaign.characterCount > 0 ? ` and its ${characterCountLabel(campaign.characterCount)}` : ''}? You can undo
        this until you leave the page.
      </p>
      <div className="card-actions">
        <button type="button" className="button danger" ref={confirmButton} onClick={confirm}>
          Delete campaign
        </button>
        <button type="button" className="button" onClick={close}>
          Keep it
        </button>
      </div>
    </div>
  );
}
