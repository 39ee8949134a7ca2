import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGame } from '../../core/systems/games-context';
import { useGameText, type GameText } from '../../core/systems/game-text';
import type { TFunction } from 'i18next';
import { deleteCampaign, duplicateCampaign, renameCampaign, type CampaignSummary } from '../../db';
import { useCampaignsUi } from './campaigns-ui-store';
import { characterCountLabel, formatChanged } from './format';
import { useFormats } from '../../core/i18n/format';
import { failureMessage } from '../../core/ui/failure-message';

/** One campaign in the list: its name, party and last change, with rename (in place), duplicate and delete. */
export function CampaignCard({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useTranslation('campaigns');
  const formats = useFormats();
  const game = useGame(campaign.systemId);
  const text = useGameText();
  const said = game ? text(game) : undefined;
  const hidden = { hidden: <span className="visually-hidden" /> };
  const renaming = useCampaignsUi((s) => s.renamingId === campaign.id);
  const confirming = useCampaignsUi((s) => s.confirmingDeleteId === campaign.id);
  const startRename = useCampaignsUi((s) => s.startRename);
  const askDelete = useCampaignsUi((s) => s.askDelete);
  const succeeded = useCampaignsUi((s) => s.succeeded);
  const failed = useCampaignsUi((s) => s.failed);

  async function duplicate() {
    try {
      const copy = await duplicateCampaign(campaign.id);
      succeeded(t('card.copied', { name: campaign.name, copy: copy.name }));
    } catch (e) {
      failed(failureMessage(e, t));
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
          <span className="badge">{partyLabel(campaign.characterCount, said, t)}</span>
        </h2>
      )}
      <p className="campaign-game">
        {said ? (
          said.name
        ) : (
          // A campaign of a game this app does not play (imported from a newer app): kept, shown, never opened.
          <span className="field-error">{t('card.unknownGame', { systemId: campaign.systemId })}</span>
        )}
      </p>
      <p className="campaign-meta">
        <Trans
          t={t}
          i18nKey="card.lastChanged"
          values={{ when: formatChanged(campaign.updatedAt, formats) }}
          components={{ time: <time dateTime={new Date(campaign.updatedAt).toISOString()} /> }}
        />
      </p>
      {campaign.party.length > 0 ? (
        <p className="campaign-party">
          {campaign.party.map((c) => (c.draft ? t('card.draft', { name: c.name }) : c.name)).join(' · ')}
        </p>
      ) : (
        <p className="campaign-party">{t('card.noCharacters')}</p>
      )}
      {confirming ? (
        <ConfirmDelete campaign={campaign} />
      ) : (
        !renaming && (
          <div className="card-actions">
            <button type="button" className="button" onClick={() => startRename(campaign.id)}>
              <Trans t={t} i18nKey="card.rename" values={{ name: campaign.name }} components={hidden} />
            </button>
            <button type="button" className="button" onClick={duplicate}>
              <Trans t={t} i18nKey="card.duplicate" values={{ name: campaign.name }} components={hidden} />
            </button>
            <button type="button" className="button danger" onClick={() => askDelete(campaign.id)}>
              <Trans t={t} i18nKey="card.delete" values={{ name: campaign.name }} components={hidden} />
            </button>
          </div>
        )
      )}
    </li>
  );
}

function RenameForm({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useTranslation('campaigns');
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
      if (renamed.name !== campaign.name) succeeded(t('rename.renamed', { from: campaign.name, to: renamed.name }));
    } catch (e) {
      setError(failureMessage(e, t));
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') close();
  }

  return (
    <form
      className="inline-form"
      onSubmit={submit}
      onKeyDown={onKeyDown}
      aria-label={t('rename.form', { name: campaign.name })}
    >
      <label className="field">
        {t('rename.field', { name: campaign.name })}
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
        {t('rename.save')}
      </button>
      <button type="button" className="button" onClick={close}>
        {t('rename.cancel')}
      </button>
    </form>
  );
}

function ConfirmDelete({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useTranslation('campaigns');
  const game = useGame(campaign.systemId);
  const text = useGameText();
  const said = game ? text(game) : undefined;
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
      failed(failureMessage(e, t));
    }
  }

  return (
    <div className="confirm-delete" role="group" aria-labelledby={questionId}>
      <p id={questionId}>
        {campaign.characterCount > 0
          ? t('delete.questionWithParty', {
              name: campaign.name,
              party: partyLabel(campaign.characterCount, said, t),
            })
          : t('delete.question', { name: campaign.name })}
      </p>
      <div className="card-actions">
        <button type="button" className="button danger" ref={confirmButton} onClick={confirm}>
          {t('delete.confirm')}
        </button>
        <button type="button" className="button" onClick={close}>
          {t('delete.keep')}
        </button>
      </div>
    </div>
  );
}

/** "5 fighters" in the game's own word, or "5 characters" for a game this app does not know. */
function partyLabel(count: number, game: GameText | undefined, t: TFunction): string {
  return game ? game.characters(count) : characterCountLabel(count, t);
}
