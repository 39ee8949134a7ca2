import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import {
  BackupError,
  findImportConflict,
  importBackup,
  importedName,
  readBackupFile,
  type CampaignSummary,
  type DecodedBackup,
  type ImportChoice,
  type ImportConflict,
} from '../../db';
import { countsText, formatDateTime } from './format';
import { failureMessage } from '../../core/ui/failure-message';
import { paths } from '../../app/paths';

type ImportState =
  | { step: 'idle' }
  | { step: 'busy'; what: string }
  | { step: 'choose-campaign'; backup: Extract<DecodedBackup, { kind: 'character' }> }
  | { step: 'conflict'; backup: DecodedBackup; conflict: ImportConflict; targetCampaignId?: string }
  | { step: 'done'; message: string; notes: readonly string[]; campaignId: string; campaignName: string }
  | { step: 'failed'; message: string; problems: readonly string[] };

/**
 * Settings → Backup files → Import: choose a file; it is checked all the way before anything is written, and a bad file
 * gets a message naming what is wrong and where. A campaign or character already on this device asks: Replace, or
 * Keep both. A character file asks which campaign to join.
 */
export function ImportPanel({
  campaigns,
  preferredCampaignId,
}: {
  campaigns: readonly CampaignSummary[];
  preferredCampaignId: string | undefined;
}) {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  async function run(backup: DecodedBackup, options: { choice?: ImportChoice; targetCampaignId?: string }) {
    setState({ step: 'busy', what: 'Importing…' });
    try {
      const result = await importBackup(backup, options, new Date());
      if (result.kind === 'campaign') {
        const what = `“${result.campaign.name}” with ${countsText(result.counts)}`;
        setState({
          step: 'done',
          message: result.replaced
            ? `Replaced the campaign on this device with the file’s: ${what}. What it was is kept as a restore point.`
            : `Imported ${what}.`,
          notes: backup.info.notes,
          campaignId: result.campaign.id,
          campaignName: result.campaign.name,
        });
      } else {
        setState({
          step: 'done',
          message: `${result.replaced ? 'Replaced' : 'Imported'} “${result.character.name}” in “${result.campaign.name}”.`,
          notes: backup.info.notes,
          campaignId: result.campaign.id,
          campaignName: result.campaign.name,
        });
      }
    } catch (error) {
      failed(error);
    }
  }

  function failed(error: unknown) {
    setState({
      step: 'failed',
      message: failureMessage(error),
      problems: error instanceof BackupError ? error.problems : [],
    });
  }

  async function check(backup: DecodedBackup, targetCampaignId?: string) {
    const conflict = await findImportConflict(backup);
    if (conflict) setState({ step: 'conflict', backup, conflict, targetCampaignId });
    else await run(backup, { targetCampaignId });
  }

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again (after fixing it) must fire again
    if (!file) return;
    setState({ step: 'busy', what: `Checking “${file.name}”…` });
    try {
      const backup = await readBackupFile(file);
      if (backup.kind === 'character') setState({ step: 'choose-campaign', backup });
      else await check(backup);
    } catch (error) {
      failed(error);
    }
  }

  const busy = state.step === 'busy';
  return (
    <div className="import-panel">
      <div className="field import-file">
        <label htmlFor={inputId}>Choose a backup file to import</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".json,application/json"
          onChange={chosen}
          disabled={busy || state.step === 'conflict' || state.step === 'choose-campaign'}
          aria-describedby={hintId}
        />
        <span id={hintId} className="field-hint">
          A campaign or character file exported from this app. It is checked before anything is saved.
        </span>
      </div>

      <p className="status-line" role="status">
        {state.step === 'busy' ? state.what : state.step === 'done' ? state.message : ''}
      </p>

      {state.step === 'done' && (
        <div className="import-done">
          {state.notes.length > 0 && (
            <ul className="import-notes">
              {state.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          <Link to={paths.campaign(state.campaignId)}>Open “{state.campaignName}”</Link>
        </div>
      )}

      {state.step === 'failed' && (
        <div className="notice notice-error import-failed" role="alert">
          <p>{state.message}</p>
          {state.problems.length > 0 && (
            <ul className="import-problems" aria-label="What is wrong, and where">
              {state.problems.map((problem, i) => (
                <li key={i}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      {state.step === 'choose-campaign' && (
        <ChooseCampaign
          backup={state.backup}
          campaigns={campaigns}
          preferredCampaignId={preferredCampaignId}
          onCancel={() => setState({ step: 'idle' })}
          onChoose={(targetCampaignId) => {
            setState({ step: 'busy', what: 'Importing…' });
            check(state.backup, targetCampaignId).catch(failed);
          }}
        />
      )}

      {state.step === 'conflict' && (
        <ConflictDialog
          backup={state.backup}
          conflict={state.conflict}
          onCancel={() => {
            setState({ step: 'idle' });
            input.current?.focus();
          }}
          onChoose={(choice) => void run(state.backup, { choice, targetCampaignId: state.targetCampaignId })}
        />
      )}
    </div>
  );
}

function ChooseCampaign({
  backup,
  campaigns,
  preferredCampaignId,
  onChoose,
  onCancel,
}: {
  backup: Extract<DecodedBackup, { kind: 'character' }>;
  campaigns: readonly CampaignSummary[];
  preferredCampaignId: string | undefined;
  onChoose: (campaignId: string) => void;
  onCancel: () => void;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  // The campaigns may still be loading when the dialog opens: the choice follows them until the player picks.
  const target =
    campaigns.find((c) => c.id === picked)?.id ??
    campaigns.find((c) => c.id === preferredCampaignId)?.id ??
    campaigns[0]?.id ??
    '';
  const headingId = useId();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => select.current?.focus(), []);

  return (
    <div className="import-dialog" role="group" aria-labelledby={headingId}>
      <h4 id={headingId}>Which campaign should “{backup.character.name}” join?</h4>
      <p>
        The file holds one character, exported from “{backup.campaignName}” on{' '}
        {formatDateTime(Date.parse(backup.info.exportedAt))}.
      </p>
      {campaigns.length === 0 ? (
        <p>There is no campaign on this device yet. Create one on the Campaigns page first, then import again.</p>
      ) : (
        <label className="field">
          Campaign
          <select ref={select} value={target} onChange={(e) => setPicked(e.target.value)}>
            {campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="notice-actions">
        <button type="button" className="button primary" disabled={target === ''} onClick={() => onChoose(target)}>
          Import character
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

function ConflictDialog({
  backup,
  conflict,
  onChoose,
  onCancel,
}: {
  backup: DecodedBackup;
  conflict: ImportConflict;
  onChoose: (choice: ImportChoice) => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const textId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);

  const exported = formatDateTime(Date.parse(backup.info.exportedAt));
  const name = conflict.existing.name;
  const imported = backup.kind === 'campaign' ? backup.data.campaign.name : backup.character.name;
  return (
    <div
      className="import-dialog import-conflict"
      role="alertdialog"
      aria-labelledby={headingId}
      aria-describedby={textId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <h4 id={headingId}>“{name}” is already on this device</h4>
      <p id={textId}>
        {conflict.kind === 'campaign'
          ? `The file holds this campaign as exported on ${exported}; the one on this device was last changed on ${formatDateTime(conflict.existing.updatedAt)}.`
          : `The file holds this character as exported on ${exported}; the one on this device is in “${conflict.campaignName}”.`}{' '}
        Replace the one on this device, or keep both?
      </p>
      <ul className="import-choices">
        <li>
          <button type="button" className="button danger" ref={first} onClick={() => onChoose('replace')}>
            Replace
          </button>{' '}
          <span>
            {conflict.kind === 'campaign'
              ? 'The campaign on this device becomes the file’s. What it is now is kept as a restore point, so this can be undone.'
              : 'The character on this device becomes the file’s.'}
          </span>
        </li>
        <li>
          <button type="button" className="button" onClick={() => onChoose('keep-both')}>
            Keep both
          </button>{' '}
          <span>The file is added beside it as “{importedName(imported)}”.</span>
        </li>
        <li>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>{' '}
          <span>Nothing is imported.</span>
        </li>
      </ul>
    </div>
  );
}
