import { useState } from 'react';
import { daysAgo, formatDateTime } from './format';
import { ImportPanel } from './ImportPanel';
import { useBackupStatus, useExportActions, type ExportOutcome } from './use-backup';
import { useCampaigns, useCharacters } from '../../db/react';

/**
 * Settings → Backup files: export a campaign (everything that belongs to it) or one character as a file, and import
 * such a file. `campaignId` (from ?campaign=) preselects a campaign.
 */
export function BackupSection({ campaignId }: { campaignId: string | undefined }) {
  const campaigns = useCampaigns();
  const [chosen, setChosen] = useState(campaignId);
  const selected = campaigns?.find((c) => c.id === chosen) ?? campaigns?.[0];

  return (
    <section className="card settings-section backup-section" aria-labelledby="backup-heading">
      <h2 id="backup-heading">Backup files</h2>
      <p>
        A backup file holds a whole campaign — its party, calendar, fights and house rules — or one character. Import it
        on this or another device to get everything back as it was.
      </p>

      <h3>Export</h3>
      {campaigns === undefined ? (
        <p>Loading the campaigns…</p>
      ) : selected === undefined ? (
        <p>There are no campaigns on this device yet: nothing to export.</p>
      ) : (
        <ExportControls campaigns={campaigns} selectedId={selected.id} onSelect={setChosen} />
      )}

      <h3>Import</h3>
      <ImportPanel campaigns={campaigns ?? []} preferredCampaignId={selected?.id} />
    </section>
  );
}

function ExportControls({
  campaigns,
  selectedId,
  onSelect,
}: {
  campaigns: readonly { id: string; name: string }[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const party = useCharacters(selectedId);
  const status = useBackupStatus(selectedId);
  const { busy, exportCampaignFile, exportCharacterFile } = useExportActions();
  const [characterId, setCharacterId] = useState<string>('');
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const character = party?.find((c) => c.id === characterId) ?? party?.[0];
  const last = status?.lastExportedAt ?? null;

  return (
    <>
      <div className="toolbar">
        <label className="field">
          Campaign
          <select
            value={selectedId}
            onChange={(e) => {
              onSelect(e.target.value);
              setOutcome(null);
            }}
          >
            {campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button primary"
          disabled={busy}
          onClick={async () => setOutcome(await exportCampaignFile(selectedId))}
        >
          Export campaign
        </button>
      </div>
      <p className="backup-last">
        Last exported from this device:{' '}
        {status === undefined ? (
          '…'
        ) : last === null ? (
          'never'
        ) : (
          <>
            <time dateTime={new Date(last).toISOString()}>{formatDateTime(last)}</time> ({daysAgo(last, new Date())})
          </>
        )}
      </p>
      {party !== undefined && party.length > 0 && character !== undefined && (
        <div className="toolbar">
          <label className="field">
            One character
            <select value={character.id} onChange={(e) => setCharacterId(e.target.value)}>
              {party.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={async () => setOutcome(await exportCharacterFile(character.id))}
          >
            Export character
          </button>
        </div>
      )}
      <p className="status-line" role="status">
        {outcome?.ok ? outcome.message : ''}
      </p>
      {outcome && !outcome.ok && (
        <p className="notice notice-error" role="alert">
          {outcome.message}
        </p>
      )}
    </>
  );
}
